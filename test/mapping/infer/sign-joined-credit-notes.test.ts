/**
 * A joined workbook whose invoices sheet tells the credit notes by a type column and whose lines
 * sheet writes their amounts unsigned (PHC's Documentos `Tipo` V/Nota de Crédito beside Linhas):
 * the lines' formulas read the type on the invoice, `invoice[Tipo]`, never as a line column the
 * lines sheet does not have. Lines written signed are mapped as they are. Generated space over the
 * writers' type columns and amounts.
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** [type header, an invoice's kind, a credit note's kind] as exports write them. */
const KINDS: readonly (readonly [string, string, string])[] = [
  ['Tipo', 'V/Fatura', 'V/Nota de Crédito'],
  ['Document Type', 'Invoice', 'Credit Note'],
  ['Type de facture', 'Facture', 'Avoir'],
];

async function write(kinds: readonly [string, string, string], nets: readonly number[], signedLines: boolean) {
  const book = new ExcelJS.Workbook();
  const invoices = book.addWorksheet('Invoices');
  const lines = book.addWorksheet('Lines');
  invoices.addRow(['Doc No', kinds[0], 'Invoice Number', 'Supplier', 'Invoice Date', 'Currency', 'Total']);
  lines.addRow(['Doc No', 'Description', 'Net Amount', 'Tax Amount']);
  nets.forEach((cents, i) => {
    const credit = i % 3 === 2;
    const net = cents / 100;
    const tax = Math.round(cents * 0.2) / 100;
    const sign = credit && signedLines ? -1 : 1;
    invoices.addRow([
      7001 + i,
      credit ? kinds[2] : kinds[1],
      `F-${300 + i}`,
      `Vendor ${1 + (i % 3)}`,
      new Date(Date.UTC(2024, 2, 1 + i)),
      'EUR',
      ((credit ? -1 : 1) * Math.round((net + tax) * 100)) / 100,
    ]);
    lines.addRow([7001 + i, 'Media buy', sign * net, sign * tax]);
  });
  const file = join(makeTempDir('joined-credit'), 'documents.xlsx');
  await book.xlsx.writeFile(file);
  return file;
}

type Mapped = { items?: Record<string, unknown>; layout?: { type?: string } };

const nets = fc.array(fc.integer({ min: 1000, max: 900000 }), { minLength: 7, maxLength: 12 });

describe('mapping infer and credit notes told on the invoices sheet of a joined workbook', () => {
  it("signs unsigned lines by the invoice's type, read as invoice[...]", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...KINDS), nets, async (kinds, list) => {
        const yaml = await inferMapping(await write(kinds, list, false));
        const m = parse(yaml) as Mapped;
        expect(m.layout?.type, yaml).toBe('joined');
        const sign = `IF(invoice[${kinds[0]}] = "${kinds[2]}", -1, 1)`;
        expect(m.items?.Amount, yaml).toEqual({ formula: `${sign} * [Net Amount]` });
        expect(m.items?.Tax, yaml).toEqual({ formula: `${sign} * [Tax Amount]` });
      }),
      { numRuns: 9 },
    );
  });

  it('maps lines written signed as they are', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...KINDS), nets, async (kinds, list) => {
        const yaml = await inferMapping(await write(kinds, list, true));
        const m = parse(yaml) as Mapped;
        expect(m.items?.Amount, yaml).toBe('Net Amount');
        expect(m.items?.Tax, yaml).toBe('Tax Amount');
      }),
      { numRuns: 6 },
    );
  });
});
