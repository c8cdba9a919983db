/**
 * A text amount with a dot and three digits (`1.250`: 1.25 with a decimal point, 1250 with a
 * decimal comma) is read only where the file decides the separator: the locale tags of its number
 * formats (`[$-407]`, `[$€-407]`), a decimal comma or a two-decimal point in another text amount,
 * or a currency of three decimal places. Otherwise it is a problem at its cell, posted as neither.
 * Workbooks as LibreOffice and Excel write them, made with exceljs in temp folders; one in the exact
 * shape of a LibreOffice de-DE workbook converted with `soffice --convert-to xlsx`.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeDecimalSeparator } from '../../src/mapping/locale-decimal-separator.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeWorkbook } from '../sheets/sheet-files.js';
import { ONE_ROW_MAPPING, mappingOf, readAll, writeCsv } from './mapping-fixtures.js';

describe('the decimal separator of a locale tag', () => {
  it.each([
    [0x0407, 'de-DE', ','],
    [0x0c07, 'de-AT', ','],
    [0x040c, 'fr-FR', ','],
    [0x0413, 'nl-NL', ','],
    [0x0410, 'it-IT', ','],
    [0x0c0a, 'es-ES', ','],
    [0x0416, 'pt-BR', ','],
    [0x0415, 'pl-PL', ','],
    [0x041d, 'sv-SE', ','],
    [0x0419, 'ru-RU', ','],
    [0x041f, 'tr-TR', ','],
    [0x0409, 'en-US', '.'],
    [0x0809, 'en-GB', '.'],
    [0x0807, 'de-CH', '.'],
    [0x0810, 'it-CH', '.'],
    [0x0411, 'ja-JP', '.'],
    [0x0804, 'zh-CN', '.'],
    [0x080a, 'es-MX', '.'],
    [0x4009, 'en-IN', '.'],
    // The calendar and digit bits above the locale (`[$-1010407]`) leave it de-DE.
    [0x1010407, 'de-DE', ','],
  ])('LCID %s is %s, decimal "%s"', (lcid, locale, decimal) => {
    expect(localeDecimalSeparator(lcid)).toEqual({ locale, decimal });
  });

  it.each([0x0, 0x2, 0xf800, 0x0401, 0x1c09])('LCID %s decides nothing', (lcid) => {
    expect(localeDecimalSeparator(lcid)).toBeUndefined();
  });
});

/** How a writer formats a workbook's number and date cells. */
interface Writer {
  name: string;
  amount: string;
  date: string;
  /** What `1.250` typed as text in an EUR amount becomes: its amount, or the words its problem gives why. */
  expected: { amount: string } | { because: string };
}

const WRITERS: Writer[] = [
  {
    name: 'LibreOffice de-DE',
    amount: '[$-407]#,##0.00',
    date: '[$-407]dd/mm/yyyy',
    expected: { because: 'its number formats are tagged [$-407], the de-DE locale' },
  },
  {
    name: 'LibreOffice fr-FR',
    amount: '[$-40C]#,##0.00',
    date: '[$-40C]dd/mm/yyyy',
    expected: { because: 'its number formats are tagged [$-40C], the fr-FR locale' },
  },
  {
    name: 'LibreOffice en-US',
    amount: '[$-409]#,##0.00',
    date: '[$-409]mm/dd/yyyy',
    expected: { amount: '1.2500' },
  },
  {
    name: 'Excel de-DE, euro currency format',
    amount: '#,##0.00\\ [$€-407];[Red]\\-#,##0.00\\ [$€-407]',
    date: 'dd/mm/yyyy',
    expected: { because: 'the file writes decimal commas (its number formats are tagged [$-407]' },
  },
  {
    name: 'Excel en-US, a date format of the locale',
    amount: '#,##0.00',
    date: '[$-409]m/d/yyyy;@',
    expected: { amount: '1.2500' },
  },
  {
    name: 'Excel without locale tags',
    amount: '#,##0.00',
    date: 'dd/mm/yyyy',
    expected: { because: 'the file shows neither separator, and EUR amounts have 2 decimal places, not 3' },
  },
  {
    name: 'Excel, system long date only',
    amount: '#,##0.00',
    date: '[$-F800]dddd, mmmm dd, yyyy',
    expected: { because: 'the file shows neither separator' },
  },
  {
    name: 'a de-DE format and an en-US one',
    amount: '[$-407]#,##0.00',
    date: '[$-409]mm/dd/yyyy',
    expected: { because: 'the file shows both separators' },
  },
];

const HEADERS = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'];

/** A workbook of two invoices: the first's Total and Net typed as text, the second's as formatted numbers. */
async function writeTextAmounts(
  dir: string,
  formats: { amount: string; date: string },
  first: { currency: string; text: string },
): Promise<string> {
  return writeWorkbook(join(dir, 'invoices.xlsx'), (book) => {
    const sheet = book.addWorksheet('Invoices');
    sheet.addRow(HEADERS);
    sheet.addRow(['V1', 'A1', new Date(Date.UTC(2026, 10, 3)), first.currency, first.text, first.text, 0]);
    sheet.addRow(['V1', 'A2', new Date(Date.UTC(2026, 10, 4)), 'EUR', 119, 100, 19]);
    for (const row of [2, 3]) sheet.getCell(row, 3).numFmt = formats.date;
    for (const column of [5, 6, 7]) sheet.getCell(3, column).numFmt = formats.amount;
    sheet.getCell(2, 7).numFmt = formats.amount;
  });
}

describe('1.250 typed as text in a workbook', () => {
  it.each(WRITERS)('$name', async ({ amount, date, expected }) => {
    const file = await writeTextAmounts(
      makeTempDir('text-amount'),
      { amount, date },
      { currency: 'EUR', text: '1.250' },
    );
    const [first, second] = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    expect(second!.problems).toEqual([]);
    if ('amount' in expected) {
      expect([first!.invoice?.Invoice_Amount, first!.problems]).toEqual([expected.amount, []]);
      return;
    }
    expect(first!.invoice).toBeUndefined();
    expect(first!.draft.Invoice_Amount).toBeUndefined();
    expect(first!.problems.map((p) => [p.row, p.column, p.value])).toEqual([
      [2, 'Total', '1.250'],
      [2, 'Net', '1.250'],
    ]);
    const message = first!.problems[0]!.message;
    expect(message).toContain('this amount reads as 1.25 with a decimal point but as 1250 with a decimal comma');
    expect(message).toContain(expected.because);
    expect(message).toContain('write it as a number, or set decimalSeparator: ","');
  });

  // [currency, formats, text, what it reads as (undefined: a problem)]
  it.each([
    ['KWD', 'untagged', '1.250', '1.2500'],
    ['BHD', 'untagged', '3.000', '3.0000'],
    ['KWD', 'de-DE', '1.250', undefined],
    ['USD', 'untagged', '1.250', undefined],
    ['JPY', 'untagged', '1.250', undefined],
    ['EUR', 'untagged', '-1.250 €', undefined],
    ['EUR', 'untagged', '1,250', '1250.0000'],
    ['EUR', 'en-US', '1,250', '1250.0000'],
    ['EUR', 'de-DE', '1,250', undefined],
    ['EUR', 'de-DE', '1.234,50', '1234.5000'],
  ] as const)('%s %s %s', async (currency, locale, text, reads) => {
    const formats = {
      untagged: { amount: '#,##0.00', date: 'dd/mm/yyyy' },
      'de-DE': { amount: '[$-407]#,##0.00', date: '[$-407]dd/mm/yyyy' },
      'en-US': { amount: '[$-409]#,##0.00', date: '[$-409]mm/dd/yyyy' },
    }[locale];
    // A decimal comma is read with the mapping's separator said.
    const said = text === '1.234,50' ? 'source: { decimalSeparator: "," }\n' : '';
    const file = await writeTextAmounts(makeTempDir('text-amount'), formats, { currency, text });
    const [first] = await readAll(file, mappingOf(`${said}${ONE_ROW_MAPPING}`));
    expect(first!.invoice?.Invoice_Amount).toBe(reads);
    expect(first!.problems.length).toBe(reads === undefined ? 2 : 0);
  });

  it('a mapping that says the separator reads with it, whatever the tags', async () => {
    const dir = makeTempDir('text-amount-said');
    const file = await writeTextAmounts(
      dir,
      { amount: '[$-407]#,##0.00', date: '[$-407]dd/mm/yyyy' },
      { currency: 'EUR', text: '1.250' },
    );
    const point = await readAll(file, mappingOf(`source: { decimalSeparator: "." }\n${ONE_ROW_MAPPING}`));
    const comma = await readAll(file, mappingOf(`source: { decimalSeparator: "," }\n${ONE_ROW_MAPPING}`));
    expect([point[0]!.invoice?.Invoice_Amount, point[0]!.problems]).toEqual(['1.2500', []]);
    expect([comma[0]!.invoice?.Invoice_Amount, comma[0]!.problems]).toEqual(['1250.0000', []]);
  });
});

describe('1.250 in a CSV', () => {
  const HEADER = HEADERS.join(',');

  it('another amount written with a point and two decimals decides the point', async () => {
    const file = writeCsv(makeTempDir('csv-point'), 'us.csv', [
      HEADER,
      'V1,A1,2026-11-03,EUR,1.250,1.250,0',
      'V1,A2,2026-11-03,EUR,12.50,10.50,2.00',
    ]);
    const invoices = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    expect(invoices.map((i) => [i.invoice?.Invoice_Amount, i.problems])).toEqual([
      ['1.2500', []],
      ['12.5000', []],
    ]);
  });

  it('with no amount that shows a separator, an EUR amount of three decimals is a problem', async () => {
    const file = writeCsv(makeTempDir('csv-neither'), 'neither.csv', [
      HEADER,
      'V1,A1,2026-11-03,EUR,1.250,1.250,0',
      'V1,A2,2026-11-03,EUR,1250,1250,0',
    ]);
    const invoices = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    expect(invoices.map((i) => i.invoice?.Invoice_Amount)).toEqual([undefined, '1250.0000']);
    expect(invoices[0]!.problems[0]!.message).toContain(
      'and the file shows neither separator, and EUR amounts have 2 decimal places, not 3',
    );
  });
});

/** The mapping of the trial: a LibreOffice de-DE workbook, one row per line, grouped by vendor and number. */
const LO_DE_MAPPING = `
source: { type: xlsx, sheet: Rechnungen }
layout: { type: grouped, key: [Kreditor, Rechnungsnr.] }
invoice:
  InvoiceId: { template: "{Kreditor}-{Rechnungsnr.}" }
  PayeeId: { column: Kreditor, transform: { pad: 10 } }
  Invoice_Number: Rechnungsnr.
  Invoice_Date: Belegdatum
  CurrencyCode: Währung
  Invoice_Amount: Bruttobetrag
items:
  Line_Number: Pos
  Description: Positionstext
  Amount: Nettobetrag
  Tax: Steuerbetrag
  TaxRate: Steuersatz
`;

describe('the LibreOffice de-DE workbook of the trial', () => {
  it('posts no 1.250 typed into a text cell as 1.25 EUR', async () => {
    const file = await writeWorkbook(join(makeTempDir('lo-de'), 'lo-de-text.xlsx'), (book) => {
      const sheet = book.addWorksheet('Rechnungen');
      const header = ['Kreditor', 'Rechnungsnr.', 'Belegdatum', 'Währung', 'Bruttobetrag', 'Pos'];
      sheet.addRow([...header, 'Positionstext', 'Nettobetrag', 'Steuersatz', 'Steuerbetrag']);
      const day = new Date(Date.UTC(2024, 2, 14));
      sheet.addRow(['100001', 'RE-2024-0015', day, 'EUR', 1190, 1, 'Beratung', 1000, 19, 190]);
      sheet.addRow(['100001', 'TY-2024-0016', day, 'EUR', '1.250', 1, 'Wartung', '1.250', 0, 0]);
      // The formats soffice writes for a de-DE document: each carries the locale tag.
      for (const row of [2, 3]) {
        sheet.getCell(row, 3).numFmt = '[$-407]dd/mm/yyyy';
        sheet.getCell(row, 6).numFmt = '0';
        sheet.getCell(row, 9).numFmt = '[$-407]#,##0.00';
        sheet.getCell(row, 10).numFmt = '[$-407]#,##0.00';
      }
      sheet.getCell(2, 5).numFmt = '#,##0.00\\ [$€-407];[RED]\\-#,##0.00\\ [$€-407]';
      sheet.getCell(2, 8).numFmt = '[$-407]#,##0.00';
      for (const column of [5, 8]) sheet.getCell(3, column).numFmt = '@';
    });
    const [posted, typed] = await readAll(file, mappingOf(LO_DE_MAPPING));
    expect([posted!.invoice?.Invoice_Amount, posted!.problems]).toEqual(['1190.0000', []]);
    expect(typed!.invoice).toBeUndefined();
    expect(typed!.problems.map((p) => [p.row, p.column, p.value])).toEqual([
      [3, 'Bruttobetrag', '1.250'],
      [3, 'Nettobetrag', '1.250'],
    ]);
    expect(typed!.problems[0]!.message).toBe(
      'this amount reads as 1.25 with a decimal point but as 1250 with a decimal comma, and the file writes decimal commas (its number formats are tagged [$-407], the de-DE locale): write it as a number, or set decimalSeparator: "," under source in the mapping if the file writes amounts so, or decimalSeparator: "." if it writes decimal points',
    );
  });
});
