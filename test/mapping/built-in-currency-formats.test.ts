/**
 * Amount cells styled with one of Excel's built-in format ids (no `<numFmt>` written, as openpyxl
 * and hand-edited files do): ids 5-8 and 37-44 show the reader's locale currency (`356,48 €` in
 * de-DE, `$356.48` in en-US), so they name no currency and the invoice's applies. A custom code
 * the workbook writes keeps its sign.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/mapping/mapped-invoice.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { oneSheetWorkbook, SPREADSHEET_MAIN } from '../sheets/zip-builder.js';
import { mappingOf, readAll } from './mapping-fixtures.js';

const MAPPING = `
source: { type: xlsx }
invoice:
  InvoiceId: { template: "{Vendor}-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Total
items:
  Amount: Total
`;
const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** One EUR invoice per style: `id` a built-in id (no <numFmt>), or a custom code; Total holds `value`. */
async function readTotals(styles: ReadonlyArray<number | string>, value: string) {
  const custom = styles.filter((s): s is string => typeof s === 'string');
  const numFmts = custom.map((code, i) => `<numFmt numFmtId="${164 + i}" formatCode="${escapeXml(code)}"/>`);
  const xfs = styles.map((s) => {
    const id = typeof s === 'number' ? s : 164 + custom.indexOf(s);
    return `<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" applyNumberFormat="1"/>`;
  });
  const stylesXml = `<styleSheet xmlns="${SPREADSHEET_MAIN}"><numFmts count="${custom.length}">${numFmts.join('')}</numFmts><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellXfs count="${styles.length + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/>${xfs.join('')}</cellXfs></styleSheet>`;
  const text = (ref: string, t: string) => `<c r="${ref}" t="inlineStr"><is><t>${t}</t></is></c>`;
  const head = ['Vendor', 'Number', 'Date', 'Currency', 'Total'].map((h, i) => text(`${'ABCDE'[i]}1`, h));
  const rows = styles.map((_, i) => {
    const r = i + 2;
    return `<row r="${r}">${text(`A${r}`, '0000100001')}${text(`B${r}`, `A-${r}`)}${text(`C${r}`, '2024-01-31')}${text(`D${r}`, 'EUR')}<c r="E${r}" s="${i + 1}"><v>${value}</v></c></row>`;
  });
  const sheet = `<worksheet xmlns="${SPREADSHEET_MAIN}"><sheetData><row r="1">${head.join('')}</row>${rows.join('')}</sheetData></worksheet>`;
  const file = join(makeTempDir('built-in-currency'), 'register.xlsx');
  writeFileSync(file, oneSheetWorkbook(sheet, stylesXml));
  const invoices = await readAll(file, mappingOf(MAPPING));
  return invoices.map((i) => ({ problems: i.problems.map(formatProblem), amount: i.invoice?.Invoice_Amount }));
}

const ALL_BUILT_IN = Array.from({ length: 50 }, (_, id) => id);
const CURRENCY_IDS = [5, 6, 7, 8, 37, 38, 39, 40, 41, 42, 43, 44];

describe('built-in currency and accounting formats on an EUR amount', () => {
  it('no built-in id 0-49 reads a currency sign into the amount', async () => {
    const read = await readTotals(ALL_BUILT_IN, '1234');
    expect(read).toHaveLength(50);
    // Percent, date and time ids refuse an amount for what they show; none for a currency.
    for (const { problems } of read) for (const problem of problems) expect(problem).not.toMatch(/written with|\$/);
  });

  it.each(CURRENCY_IDS)('id %i: a whole EUR amount is read as the number it holds', async (id) => {
    expect(await readTotals([id], '1234')).toEqual([{ problems: [], amount: '1234.0000' }]);
  });

  it.each([7, 8, 39, 40, 43, 44])('id %i: 356.48 EUR is read as 356.48', async (id) => {
    expect(await readTotals([id], '356.48')).toEqual([{ problems: [], amount: '356.4800' }]);
  });

  it.each([
    ['#,##0.00 [$€-407]', []],
    ['[$€-407] #,##0.00', []],
    ['#,##0.00\\ "€"', []],
    ['"$"#,##0.00', ['$']],
    ['[$$-409]#,##0.00', ['$']],
    ['[$USD] #,##0.00', ['USD']],
    ['[$£-809]#,##0.00', ['£']],
  ])('a custom %s keeps the sign it writes', async (code, signs) => {
    const [read] = await readTotals([code], '356.48');
    const problems = read?.problems ?? [];
    expect(problems.map((p) => /written (?:with|in) ([^\s;,]+)/.exec(p)?.[1])).toEqual(signs);
  });
});
