import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { InputFileError } from '../../../src/errors.js';
import { detectUtf16 } from '../../../src/sheets/csv/detect-utf16.js';
import { cellText } from '../../../src/sheets/sheet-row.js';
import { failureOf, makeTempFolder, readWholeTable } from '../sheet-files.js';

const temp = makeTempFolder('csv-utf16');
afterAll(() => temp.remove());

const utf16 = (text: string, order: 'le' | 'be'): Buffer => {
  const bytes = Buffer.from(text, 'utf16le');
  return order === 'le' ? bytes : bytes.swap16();
};

// What exports hold: names with accents, CJK and symbols beside numbers, dates and codes.
const word = fc
  .array(fc.constantFrom(...'AbcXyz0123456789-./ éüßÆ€£請求書Ω'.split('')), { minLength: 1, maxLength: 10 })
  .map((chars) => chars.join('').trim())
  .filter((text) => text !== '' && !text.startsWith('='));
const table = fc.record({
  headers: fc.uniqueArray(word, { minLength: 2, maxLength: 4 }),
  rows: fc.array(fc.array(word, { minLength: 4, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
  delimiter: fc.constantFrom(';', ',', '\t'),
  ending: fc.constantFrom('\n', '\r\n'),
});
// at least half of the characters Latin (delimiters, digits, dates): every real export we know of
const mostlyLatin = (text: string): boolean =>
  [...text].filter((char) => char.charCodeAt(0) < 0x100).length * 2 >= [...text].length;

let n = 0;
describe('UTF-16 without a byte-order mark', () => {
  it('reads generated tables in UTF-16 LE and BE as their UTF-8 text reads, whatever single-byte encoding is set', async () => {
    await fc.assert(
      fc.asyncProperty(table, fc.constantFrom('le' as const, 'be' as const), async (t, order) => {
        const lines = [t.headers, ...t.rows.map((row) => row.slice(0, t.headers.length))];
        const text = lines.map((line) => line.join(t.delimiter)).join(t.ending) + t.ending;
        fc.pre(mostlyLatin(text));
        const expected = await readWholeTable(temp.file(`utf8-${n}.csv`, text));
        for (const encoding of [undefined, 'utf-8', 'windows-1252'] as const) {
          const read = await readWholeTable(temp.file(`utf16-${n}.csv`, utf16(text, order)), { encoding });
          expect(read.headers).toEqual(t.headers);
          expect(read.headers).toEqual(expected.headers);
          expect(read.rows.map((row) => [row.row, row.cells.map((cell) => cellText(cell))])).toEqual(
            expected.rows.map((row) => [row.row, row.cells.map((cell) => cellText(cell))]),
          );
        }
        n++;
      }),
      { numRuns: 40 },
    );
  });

  it('reads an Excel "Unicode Text" export (UTF-16 LE, tabs) without its BOM', async () => {
    const text = 'Vendor\tInvoice\tAmount\r\nMüller GmbH\tRE-2025-001\t1.234,50\r\n';
    const read = await readWholeTable(temp.file('unicode-text.csv', utf16(text, 'le')));
    expect(read.headers).toEqual(['Vendor', 'Invoice', 'Amount']);
    expect(read.rows[0]!.cells.map((cell) => cellText(cell))).toEqual(['Müller GmbH', 'RE-2025-001', '1.234,50']);
  });

  it('refuses zero bytes in no UTF-16 pattern, naming the encoding setting, instead of reading garbage headers', async () => {
    // mostly CJK: few characters of UTF-16 have a NUL byte, too few to tell the byte order
    const cjk = utf16('請求書番号甲乙,支払金額合計\n請求書甲乙丙丁,壱萬弐阡参百円\n', 'le');
    const error = await failureOf(readWholeTable(temp.file('cjk.csv', cjk)));
    expect(error).toBeInstanceOf(InputFileError);
    expect(error.message).toBe(
      'cjk.csv: expected CSV text, but the file is UTF-16 text without a byte-order mark, or binary data (for UTF-16 text, set the encoding in the mapping: utf-16le or utf-16be)',
    );
    // zero bytes in both positions of the pairs: no text
    const binary = Buffer.from([0x49, 0x00, 0x00, 0x6e, 0x2c, 0x00, 0x00, 0x00, 0x41, 0x0a]);
    const junk = await failureOf(readWholeTable(temp.file('binary.csv', binary)));
    expect(junk.message).toBe('binary.csv: expected CSV text, but the file is binary data, not text');
    // told the encoding, the reader takes it
    const told = await readWholeTable(temp.file('cjk-told.csv', cjk), { encoding: 'utf-16le' });
    expect(told.headers).toEqual(['請求書番号甲乙', '支払金額合計']);
  });

  it('never takes UTF-8 or Windows-1252 text for UTF-16', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        fc.pre(!text.includes('\u0000'));
        expect(detectUtf16(Buffer.from(text, 'utf8'))).toBeUndefined();
        // a single-byte encoding holds characters up to U+00FF
        const singleByte = [...text].map((char) => String.fromCharCode((char.codePointAt(0)! % 255) + 1)).join('');
        expect(detectUtf16(Buffer.from(singleByte, 'latin1'))).toBeUndefined();
      }),
    );
  });
});
