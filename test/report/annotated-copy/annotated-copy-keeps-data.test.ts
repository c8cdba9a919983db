/**
 * The annotated copy is what a user corrects and uploads again: a cell that holds no secret is
 * copied byte for byte, whatever it shares with the base URL's user name or a short password (a
 * company name, a year, an amount, the word `data`), and the workbook's XML (tags, attributes,
 * shared strings) stays a workbook. Only the API key and a long password of the URL are replaced.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeAnnotatedCopy } from '../../../src/report/annotated-copy/write-annotated-copy.js';
import { dataSecretsOf } from '../../../src/mapping/scrub-data-text.js';
import { readBook } from '../../helpers/read-workbook.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const KEY = 'sk_live_4eC39HqLyjWDarjtT1zdp7dc';

/** Base URLs whose user and password are short words a spreadsheet is full of. */
const BASE_URLS = ['https://acme:2024@h', 'https://data:sheet@h', 'https://EUR:1700@h', 'https://t:x@h'];

/** Ordinary cell texts, built from the credentials' own words and what invoices hold around them. */
const WORDS = [
  'acme',
  'ACME',
  'Acme corp',
  '2024',
  '20240115',
  '2024.50',
  '1700.00',
  'EUR',
  'data',
  'sheet',
  't',
  'x',
  '-',
  ' ',
  '1001',
  'é',
  '"',
  ';',
];
const cellText = fc
  .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 5 })
  .map((words) => words.join(''))
  .filter((text) => text.trim() === text && text !== '');

const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

describe('the annotated copy keeps ordinary data as it was', () => {
  it("copies the reviewer's CSV row byte for byte with https://acme:2024@h", async () => {
    const dir = makeTempDir('annotated-data-csv');
    const source = join(dir, 'in.csv');
    const row = 'ACME-1001,acme corp,1700.00,EUR,20240115,2024.50';
    writeFileSync(source, `Number,Vendor,Amount,Currency,Date,Net\r\n${row}\r\n`);
    const secrets = dataSecretsOf({ apiKey: KEY, baseUrl: 'https://acme:2024@h' });
    const file = await writeAnnotatedCopy(new Map(), source, { main: { type: 'csv' } }, dir, new Date(), secrets);
    expect(readFileSync(file, 'utf8').split('\r\n')[1]).toBe(row);
  });

  it('copies every CSV cell not holding the key byte for byte, whatever it shares with the URL credentials', async () => {
    const dir = makeTempDir('annotated-data-csv-prop');
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...BASE_URLS),
        fc.array(fc.array(cellText, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 4 }),
        async (baseUrl, rows) => {
          n += 1;
          const source = join(dir, `in-${n}.csv`);
          const lines = rows.map((cells) => cells.map(csvField).join(','));
          writeFileSync(source, `A,B,C\r\n${lines.join('\r\n')}\r\n`);
          const secrets = dataSecretsOf({ apiKey: KEY, baseUrl });
          const file = await writeAnnotatedCopy(new Map(), source, { main: { type: 'csv' } }, dir, new Date(), secrets);
          expect(readFileSync(file, 'utf8').split('\r\n').slice(1, -1)).toEqual(lines);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('copies every XLSX cell not holding the key as it was, and the copy is a workbook (user `data`, `sheet`)', async () => {
    const dir = makeTempDir('annotated-data-xlsx-prop');
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...BASE_URLS),
        fc.array(fc.array(cellText, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 4 }),
        async (baseUrl, rows) => {
          n += 1;
          const source = join(dir, `in-${n}.xlsx`);
          const book = new ExcelJS.Workbook();
          const sheet = book.addWorksheet('Invoices');
          sheet.addRow(['A', 'B', 'C']);
          for (const cells of rows) sheet.addRow(cells);
          sheet.getCell('A2').note = `a note on ${rows[0]!.join(' ')}`;
          await book.xlsx.writeFile(source);
          const secrets = dataSecretsOf({ apiKey: KEY, baseUrl });
          const file = await writeAnnotatedCopy(
            new Map(),
            source,
            { main: { type: 'xlsx', sheet: 'Invoices' } },
            dir,
            new Date(),
            secrets,
          );
          const copy = (await readBook(file)).getWorksheet('Invoices')!;
          const read = rows.map((_, index) => [1, 2, 3].map((column) => copy.getRow(index + 2).getCell(column).text));
          expect(read).toEqual(rows);
          expect(JSON.stringify(copy.getCell('A2').note)).toContain(rows[0]!.join(' ').replaceAll('"', '\\"'));
        },
      ),
      { numRuns: 12 },
    );
  });

  it('replaces a long password of the base URL, whole, in the cell that holds it; its shorter runs are data', async () => {
    const dir = makeTempDir('annotated-data-password');
    const source = join(dir, 'in.csv');
    const password = 'Tr0ub4dor-and-3';
    writeFileSync(source, `A,B\r\nsee ${password} here,Tr0ub4dor-and\r\n`);
    const secrets = dataSecretsOf({ apiKey: KEY, baseUrl: `https://ops:${password}@h` });
    const file = await writeAnnotatedCopy(new Map(), source, { main: { type: 'csv' } }, dir, new Date(), secrets);
    // The row says why its cell shows ***; the shorter run is kept as written.
    expect(readFileSync(file, 'utf8').split('\r\n')[1]).toMatch(
      /^see \*\*\* here,Tr0ub4dor-and,,,"column ""A"": the annotated copy shows \*\*\* in place of the password of the base URL this cell held; [^"]*"$/,
    );
  });
});
