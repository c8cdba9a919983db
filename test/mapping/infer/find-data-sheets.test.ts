/**
 * mapping infer reads the sheet that holds the invoices, not an instructions, cover or README
 * sheet, and finds the lines sheet of a two-sheet export whatever the order of the sheets, also
 * when the invoices sheet is named with --sheet.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { writeSheetsWorkbook } from './write-sheets-workbook.js';

type Rows = (string | number | Date)[][];

const PROSE: Rows = [
  ['Payables Standard Invoice Import'],
  ['Use this workbook to import invoices. Fill in the sheets in order; do not rename the columns.'],
  ['1. Enter the invoice header on the invoices sheet.'],
  ['2. Enter one row per line on the lines sheet; the invoice id links them.'],
  ['Click Generate CSV File to create the files to upload.'],
];

function invoiceSheets(): { invoices: Rows; lines: Rows } {
  const invoices: Rows = [
    ['INVOICE_ID', 'INVOICE_NUM', 'VENDOR_NUM', 'INVOICE_DATE', 'INVOICE_CURRENCY_CODE', 'INVOICE_AMOUNT'],
  ];
  const lines: Rows = [['INVOICE_ID', 'LINE_NUMBER', 'AMOUNT', 'DESCRIPTION']];
  for (let i = 0; i < 8; i++) {
    invoices.push([9001 + i, `AP-${300 + i}`, `V${100 + (i % 3)}`, new Date(Date.UTC(2025, 2, 1 + i)), 'USD', 150 + i]);
    lines.push([9001 + i, 1, 100 + i, 'Media buy'], [9001 + i, 2, 50, 'Agency fee']);
  }
  return { invoices, lines };
}

const workbook = (sheets: readonly (readonly [string, Rows])[]) =>
  writeSheetsWorkbook(sheets, 'data-sheets', 'import.xlsx');

const source = (yaml: string) => (parse(yaml) as { source: { sheet?: string; lines?: { sheet?: string } } }).source;

describe('mapping infer chooses the sheet that holds the data', () => {
  const { invoices, lines } = invoiceSheets();
  // Sheet names as import templates and exports write them, in every order a two-sheet export comes in.
  const NAMES: readonly (readonly [string, string, string])[] = [
    ['Instructions', 'AP_INVOICES_INTERFACE', 'AP_INVOICE_LINES_INTERFACE'],
    ['README', 'Header', 'Lines'],
    ['Cover', 'Bills', 'Bill Items'],
    ['Instructions and CSV Generation', 'Invoice Header', 'Invoice Details'],
    // The lines sheet named in the export's own language: PHC's Linhas, Spanish Líneas, French Lignes.
    ['Notas', 'Documentos', 'Linhas'],
    ['Instrucciones', 'Facturas', 'Líneas'],
    ['Lisez-moi', 'Factures', 'Lignes'],
    ['Istruzioni', 'Fatture', 'Righe'],
    ['Toelichting', 'Facturen', 'Regels'],
    ['Instrukcja', 'Faktury', 'Pozycje'],
  ];
  const ORDERS: readonly (readonly [string, number[]])[] = [
    ['instructions, invoices, lines', [0, 1, 2]],
    ['instructions, lines, invoices', [0, 2, 1]],
    ['lines, invoices, instructions', [2, 1, 0]],
    ['invoices, instructions, lines', [1, 0, 2]],
  ];

  it.each(NAMES.flatMap((names) => ORDERS.map(([label, order]) => [names, label, order] as const)))(
    'sheets %j in the order %s: the invoices sheet and its lines are found',
    async (names, _label, order) => {
      const content = [PROSE, invoices, lines];
      const file = await workbook(order.map((i) => [names[i]!, content[i]!] as const));
      const yaml = await inferMapping(file);
      expect(source(yaml).sheet, yaml).toBe(names[1]);
      expect(source(yaml).lines?.sheet, yaml).toBe(names[2]);
      const named = await inferMapping(file, { sheet: names[1] });
      expect(source(named).lines?.sheet, named).toBe(names[2]);
    },
  );

  it('reads a single data sheet behind an instructions sheet', async () => {
    const file = await workbook([
      ['Instructions', PROSE],
      ['Data', invoices],
    ]);
    const yaml = await inferMapping(file);
    expect(source(yaml).sheet, yaml).toBe('Data');
    expect(yaml).toContain('  Invoice_Number: INVOICE_NUM');
  });
});
