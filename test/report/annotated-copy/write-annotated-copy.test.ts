/**
 * The annotated copy is the user's own file with outcomes added: a cell holding the API key (typed or
 * pasted, whole, encoded, in another case or in part) is copied with the key replaced by `***`, and
 * every other byte of the cell and the file as it was.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeAnnotatedCopy } from '../../../src/report/annotated-copy/write-annotated-copy.js';
import type { RowAnnotation } from '../../../src/report/annotated-copy/row-annotations.js';
import { toldCellKey } from '../../../src/report/annotated-copy/replaced-cells.js';
import { readBook } from '../../helpers/read-workbook.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** Key shapes real back-ends issue: dashed, hex, base64url-like. */
const KEYS = [
  'ib_live_7Qx2-Zk9_aB3cD4eF5gH6iJ7kL8mN9',
  '9f86d081884c7d659a2feaa0c55ad015',
  'sk_live_4eC39HqLyjWDarjtT1zdp7dc',
];

/** How a key ends up in a cell: alone, inside other text, percent-encoded, base64, upper case, in part. */
const FORMS: readonly [string, (key: string) => string][] = [
  ['alone', (k) => k],
  ['inside other text', (k) => `INV ${k} 7`],
  ['percent-encoded', (k) => [...k].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')],
  ['base64', (k) => Buffer.from(`api:${k}`).toString('base64')],
  ['in upper case', (k) => k.toUpperCase()],
  ['in part, its last three characters cut', (k) => k.slice(0, -3)],
];

const PROBLEM: RowAnnotation = {
  outcome: 'invalid',
  instanceId: '',
  message: 'column "Number": expected no API key in an invoice, got the API key',
  // As validate and upload mark a cell whose problem says the copy replaces it: no second note.
  told: new Set([toldCellKey(2, 'Number')]),
};

/** Every run of twelve characters of the key, in any case, and its base64: none may be in the copy. */
function expectNoKey(text: string, key: string): void {
  for (let at = 0; at + 12 <= key.length; at += 1)
    expect(text.toLowerCase()).not.toContain(key.slice(at, at + 12).toLowerCase());
  expect(text).not.toContain(Buffer.from(`api:${key}`).toString('base64').slice(8, 24));
}

const CASES = KEYS.flatMap((key) => FORMS.map(([name, form]) => [name, key, form(key)] as const));

describe('the annotated copy of a file holding the API key', () => {
  it.each(CASES)(
    'a CSV cell holding it %s (%s): copied as ***, the rest of the file as it was',
    async (_, key, typed) => {
      const dir = makeTempDir('annotated-key-csv');
      const source = join(dir, 'in.csv');
      writeFileSync(source, `Vendor,Number,Note\r\n0000100001,${typed},kept\r\n0000100002,K-2,"${typed}"\r\n`);
      const rows = new Map([[2, PROBLEM]]);
      const file = await writeAnnotatedCopy(new Map([['', rows]]), source, { main: { type: 'csv' } }, dir, new Date(), {
        apiKey: key,
      });
      const text = readFileSync(file, 'utf8');
      expectNoKey(text, key);
      expect(text.split('\r\n')).toEqual([
        'Vendor,Number,Note,Outcome,Instance id,Message',
        expect.stringMatching(
          /^0000100001,[^,]*\*\*\*[^,]*,kept,invalid,,"column ""Number"": expected no API key in an invoice, got the API key"$/,
        ),
        // A cell no problem tells: its row says why it shows ***.
        expect.stringMatching(
          /^0000100002,K-2,"[^"]*\*\*\*[^"]*",,,"column ""Note"": the annotated copy shows \*\*\* in place of the API key this cell held; [^"]*"$/,
        ),
        '',
      ]);
    },
  );

  it.each(CASES)(
    'an XLSX cell holding it %s (%s): copied as ***, the other cells as they were',
    async (_, key, typed) => {
      const dir = makeTempDir('annotated-key-xlsx');
      const source = join(dir, 'in.xlsx');
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Invoices');
      sheet.addRow(['Vendor', 'Number', 'Note']);
      sheet.addRow(['0000100001', typed, 'kept']);
      sheet.addRow(['0000100002', 'K-2', { richText: [{ text: 'see ' }, { text: typed, font: { bold: true } }] }]);
      sheet.getCell('C2').note = `pasted ${typed}`;
      await book.xlsx.writeFile(source);
      const rows = new Map([[2, PROBLEM]]);
      const file = await writeAnnotatedCopy(
        new Map([['Invoices', rows]]),
        source,
        { main: { type: 'xlsx', sheet: 'Invoices' } },
        dir,
        new Date(),
        { apiKey: key },
      );
      const copy = (await readBook(file)).getWorksheet('Invoices')!;
      const texts: string[] = [];
      copy.eachRow((row) => row.eachCell((cell) => texts.push(cell.text, JSON.stringify(cell.note ?? ''))));
      expectNoKey(texts.join('\n'), key);
      expect(copy.getCell('B2').text).toContain('***');
      expect(copy.getCell('C3').text).toContain('***');
      expect([copy.getCell('A2').text, copy.getCell('C2').text, copy.getCell('B3').text]).toEqual([
        '0000100001',
        'kept',
        'K-2',
      ]);
      expect(copy.getCell('D2').text).toBe('invalid');
      expect(copy.getCell('F2').text).toContain('expected no API key');
    },
  );
});
