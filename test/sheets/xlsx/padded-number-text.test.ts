/**
 * Number formats that pad a whole number or write text around it, as Excel, LibreOffice and
 * exceljs users set them on invoice numbers, vendor ids and PO numbers: a text field reads what the
 * cell shows, an amount field the number held.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cellText } from '../../../src/sheets/sheet-row.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { readAll, mappingOf, ONE_ROW_MAPPING } from '../../mapping/mapping-fixtures.js';
import { readWholeTable, writeWorkbook } from '../sheet-files.js';
import { readWithFormats } from './read-with-formats.js';

// [format code as written in styles.xml, value held, what Excel shows]
const SHOWN: Array<[string, string, string]> = [
  ['00000', '457', '00457'], // Excel's Special > Zip Code
  ['00000-0000', '123456789', '12345-6789'], // Zip Code + 4
  ['00000-0000', '457', '00000-0457'],
  ['000000', '991', '000991'], // Custom, as ERPs' vendor ids
  ['0000000000', '100001', '0000100001'],
  ['"INV-"0000', '457', 'INV-0457'],
  ['"INV-"0000', '123456', 'INV-123456'], // more digits than placeholders: all shown
  ['\\I\\N\\V\\-0000', '457', 'INV-0457'], // the escaped form LibreOffice writes
  ['"PO "000000', '4711', 'PO 004711'],
  ['0000"/24"', '17', '0017/24'],
  ['[$-409]000000', '457', '000457'], // a locale tag shows nothing
  ['[Blue]00000', '457', '00457'],
  ['00000;[Red]-00000', '457', '00457'], // sections: the first is for positive numbers
  ['#0000', '12', '0012'],
  ['?0000', '12', ' 0012'],
  ['"RE"#', '7', 'RE7'],
];
// The texts each of them writes around the number, where it writes a word or symbol
const AFFIXES: Readonly<Record<string, string[]>> = {
  '"INV-"0000': ['INV'],
  '\\I\\N\\V\\-0000': ['INV'],
  '"PO "000000': ['PO'],
  '0000"/24"': ['24'],
  '"RE"#': ['RE'],
};
// Formats that show the number as it is held (or show it otherwise): the text stays the number.
const AS_HELD: Array<[string, string]> = [
  ['General', '457'],
  ['0', '457'],
  ['@', '457'], // Text format on a number cell: Excel shows it as General
  ['#', '457'],
  ['#,##0', '457'],
  ['0.00', '457'],
  ['00000', '12345'],
  ['00000', '123456'],
  ['#', '0'], // shows nothing; the 0 held is read rather than a blank
];

describe('padded and decorated number formats', () => {
  it.each(SHOWN)('hand-written XML: %s shows %s as %j', async (format, value, shown) => {
    const [cell] = await readWithFormats([format], value);
    const affixes = AFFIXES[format];
    expect(cell).toEqual({ kind: 'number', text: value, display: shown, ...(affixes && { affixes }) });
    expect(cellText(cell)).toBe(shown);
  });

  it.each(AS_HELD)('hand-written XML: %s keeps %s as the number', async (format, value) => {
    const [cell] = await readWithFormats([format], value);
    expect(cell).toEqual({ kind: 'number', text: value });
  });

  it('exceljs-written cells read as the hand-written ones', async () => {
    const cases = [
      ...SHOWN.map(([format, value, shown]) => [format, value, shown] as const),
      ...AS_HELD.map(([f, v]) => [f, v, v] as const),
    ];
    const file = await writeWorkbook(join(makeTempDir('xlsx-padded'), 'padded.xlsx'), (book) => {
      const sheet = book.addWorksheet('S');
      sheet.addRow(['Value']);
      for (const [format, value] of cases) sheet.addRow([Number(value)]).getCell(1).numFmt = format;
    });
    const table = await readWholeTable(file);
    expect(table.rows.map((row) => cellText(row.cells[0]))).toEqual(cases.map(([, , shown]) => shown));
  });

  it('a text field reads what the cell shows, an amount field the number held', async () => {
    const dir = makeTempDir('xlsx-padded-mapping');
    const file = await writeWorkbook(join(dir, 'padded.xlsx'), (book) => {
      const sheet = book.addWorksheet('Invoices');
      sheet.addRow(['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax']);
      const row = sheet.addRow([100001, 457, '2025-01-31', 'EUR', 119, 100, 19]);
      row.getCell(1).numFmt = '0000000000';
      row.getCell(2).numFmt = '"INV-"0000';
      // an amount shown padded is still the amount
      for (const column of [5, 6, 7]) row.getCell(column).numFmt = '"EUR "0000';
    });
    const [invoice] = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    expect(invoice!.problems).toEqual([]);
    expect(invoice!.invoice).toMatchObject({
      PayeeId: '0000100001',
      Invoice_Number: 'INV-0457',
      Invoice_Amount: '119.0000',
      InvoiceItems: [{ Amount: '100.0000', Tax: '19.0000' }],
    });
  });
});
