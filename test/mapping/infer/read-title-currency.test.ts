/**
 * Without a currency column, the currency is read from what the file writes above and in its
 * header: a currency's name (ariary, pula, balboas), a tax only one country charges (ITBMS), a
 * country named in a title, and the franc CFA (`FCFA`) only where a country's id or name says
 * which of XOF and XAF it is. Where nothing settles it, the proposal is a comment, never a guess.
 */
import { describe, expect, it } from 'vitest';
import { proposeCurrencyValue } from '../../../src/mapping/infer/propose-currency-value.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';

const titles = (...texts: string[]): SheetRow[] =>
  texts.map((text, i) => ({ file: 'x.xlsx', sheet: 'Achats', row: i + 1, cells: [{ kind: 'text' as const, text }] }));

/** The proposal for a file with `headers`, the given titles above them and `columns` of values. */
function propose(headers: readonly string[], above: SheetRow[], columns: { header: string; texts: string[] }[] = []) {
  return proposeCurrencyValue(['1234.50', '7.00'], headers, undefined, columns, above);
}

describe('the currency a file names above or in its header', () => {
  it('is read from a currency named in a title or a money header, and from a tax only one country charges', () => {
    expect(propose(['Fournisseur', 'Montant'], titles('Annexe TVA - montants en Ariary')).line?.spec).toBe(
      '{ value: MGA }',
    );
    expect(propose(['Supplier', 'Amount (Pula)'], []).line?.spec).toBe('{ value: BWP }');
    expect(propose(['NOMBRE', 'MONTO_BALBOAS', 'ITBMS'], []).line?.spec).toBe('{ value: USD }');
    expect(propose(['Proveedor', 'Monto', 'ITBMS 7%'], []).line?.spec).toBe('{ value: USD }');
  });

  it('is read from the country a title names beside its tax authority: a return filed there', () => {
    expect(propose(['Supplier', 'Value'], titles('BOTSWANA UNIFIED REVENUE SERVICE')).line?.spec).toBe(
      '{ value: BWP }',
    );
    expect(propose(['Fournisseur', 'Montant'], titles('République du Sénégal - DGID')).line?.spec).toBe(
      '{ value: XOF }',
    );
  });

  it('is only suggested, commented, from a country a title names alone', () => {
    const botswana = propose(['Supplier', 'Value'], titles('Purchases from Botswana suppliers'));
    expect(botswana.line).toBeUndefined();
    expect(botswana.doubt).toMatchObject({ spec: '{ value: BWP }', reason: expect.stringMatching(/Botswana/) });
    const senegal = propose(['Fournisseur', 'Montant'], titles('Achats Sénégal 2024'));
    expect(senegal.line).toBeUndefined();
    expect(senegal.doubt?.spec).toBe('{ value: XOF }');
  });

  it('never takes a person named Chad or Togo in a title for a country', () => {
    for (const title of ['AP register March 2024 - prepared by Chad Wilson', 'Approved: Togo Mensah']) {
      const proposal = propose(['Vendor', 'Invoice No', 'Net'], titles(title));
      expect(proposal.line, title).toBeUndefined();
      expect(proposal.doubt?.reason, title).toMatch(/first name/);
    }
  });

  it('takes a currency code or sign written in a title over a country the title names', () => {
    const mg = titles('Importations de vanille de Madagascar (EUR) - 1er trimestre 2024');
    expect(propose(['Fournisseur', 'HT', 'TVA', 'TTC'], mg).line?.spec).toBe('{ value: EUR }');
    expect(propose(['Supplier', 'Net'], titles('Botswana purchases, in USD')).line?.spec).toBe('{ value: USD }');
    expect(propose(['Fournisseur', 'HT'], titles('Achats Sénégal (€)')).line?.spec).toBe('{ value: EUR }');
  });

  it('keeps a currency named by its own name where nothing contradicts it', () => {
    expect(propose(['Fournisseur', 'Montant'], titles('Madagascar - montants en ariary')).line?.spec).toBe(
      '{ value: MGA }',
    );
  });

  it('takes FCFA only with a second piece of evidence, and otherwise asks', () => {
    const group = titles('ETAT DES ACHATS', 'Montants (FCFA)');
    const niu = { header: 'NIU', texts: ['M001234917895Q', 'M001234707892Q'] };
    const ninea = { header: 'NINEA', texts: ['0053848 2G3', '0057769 2G3'] };
    expect(propose(['NIU', 'Montant HT'], group, [niu]).line).toMatchObject({ spec: '{ value: XAF }' });
    expect(propose(['NINEA', 'Montant HT'], group, [ninea]).line).toMatchObject({ spec: '{ value: XOF }' });
    expect(
      propose(['Fournisseur', 'Montant HT'], titles('Cameroun - état des achats', 'Montants (FCFA)')).line?.spec,
    ).toBe('{ value: XAF }');
    const alone = propose(['Fournisseur', 'Montant HT'], group);
    expect(alone.line).toBeUndefined();
    expect(alone.doubt?.reason).toMatch(/XOF in West Africa .* XAF in Central Africa/);
  });

  it('is no title word inside another word, nor a country of two currencies', () => {
    expect(propose(['Supplier', 'Amount'], titles('Populating the ledger', 'Republic of Congo')).line).toBeUndefined();
  });
});
