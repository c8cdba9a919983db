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

  it('is read from the country a title names', () => {
    expect(propose(['Supplier', 'Value'], titles('BOTSWANA UNIFIED REVENUE SERVICE')).line?.spec).toBe(
      '{ value: BWP }',
    );
    expect(propose(['Fournisseur', 'Montant'], titles('République du Sénégal - DGID')).line?.spec).toBe(
      '{ value: XOF }',
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
