/**
 * Credit notes of several letters or series (`Nota de Crédito A`, `Nota de Crédito C`, `Note de
 * crédit fournisseur`) are one family: the formula that signs them reads the name they start with,
 * so a letter the sample did not show (`Nota de Crédito B`) is signed too; a debit note, a
 * further charge, never is.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeCsv(rows: readonly (readonly string[])[]): string {
  const file = join(makeTempDir('credit-family'), 'comprobantes.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

const invoiceOf = (yaml: string) => (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {};

/** Twelve documents of the kinds given in turn, the amounts unsigned. */
function documents(header: string, kinds: readonly string[]) {
  const rows: string[][] = [['Proveedor', 'Número', 'Fecha', 'Moneda', header, 'Total']];
  for (let i = 0; i < 12; i++)
    rows.push([
      `Proveedor ${i % 5}`,
      `${3100 + i}`,
      '2024-03-04',
      'ARS',
      kinds[i % kinds.length]!,
      `${1000 + i * 37}.50`,
    ]);
  return rows;
}

// [header, kinds in the sample (the credit notes among them), the family's name].
const FAMILIES: readonly (readonly [string, readonly string[], string])[] = [
  [
    'Tipo',
    ['Factura A', 'Factura A', 'Nota de Crédito A', 'Factura C', 'Factura A', 'Nota de Crédito C'],
    'Nota de Crédito',
  ],
  [
    'Tipo de comprobante',
    ['Factura A', 'Nota de Débito A', 'Nota de Crédito A', 'Factura B', 'Factura A', 'Nota de Crédito B'],
    'Nota de Crédito',
  ],
  ['Tipo documento', ['Fatura', 'Fatura', 'Nota de crédito 1', 'Fatura', 'Nota de crédito 2'], 'Nota de crédito'],
  [
    'Type de pièce',
    ['Facture', 'Note de crédit fournisseur', 'Facture', 'Facture', 'Note de crédit client'],
    'Note de crédit',
  ],
];

describe('mapping infer and a family of credit notes', () => {
  it.each(FAMILIES)('%s: the sign reads the name every credit note starts with', async (header, kinds, family) => {
    const yaml = await inferMapping(writeCsv(documents(header, kinds)));
    expect(invoiceOf(yaml).Invoice_Amount, yaml).toEqual({
      formula: `IF(LEFT([${header}], ${family.length}) = "${family}", -1, 1) * [Total]`,
    });
  });

  it('one credit-note kind alone is signed by its whole name', async () => {
    const kinds = ['Factura Electrónica (33)', 'Factura Electrónica (33)', 'Nota de Crédito Electrónica (61)'];
    const yaml = await inferMapping(writeCsv(documents('Tipo', kinds)));
    expect(invoiceOf(yaml).Invoice_Amount, yaml).toEqual({
      formula: 'IF([Tipo] = "Nota de Crédito Electrónica (61)", -1, 1) * [Total]',
    });
  });

  it('credit notes that share only a word with invoices are signed by their names', async () => {
    // `Nota` starts a debit note too, and Brazil's invoice, the Nota Fiscal: no family of credit notes.
    const kinds = ['Nota Fiscal', 'Nota de Crédito', 'Nota Fiscal', 'Nota Fiscal de Devolução'];
    const yaml = await inferMapping(writeCsv(documents('Tipo', kinds)));
    const amount = JSON.stringify(invoiceOf(yaml).Invoice_Amount ?? '');
    expect(amount, yaml).not.toContain('LEFT(');
  });
});
