/**
 * The row an invalid UTF-8 error names is the row the reader gives the record holding the bad
 * byte, whatever the line ends (CR, LF, CRLF), quoted line breaks, empty lines, a `sep=` line
 * or a preamble above the table.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rowWords } from '../../../src/errors.js';
import { cellText } from '../../../src/sheets/sheet-row.js';
import type { TableOptions } from '../../../src/sheets/sheet-row.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { failureOf, readWholeTable } from '../sheet-files.js';

const MARK = 'MARK';
/** "Müller" as Mac Roman writes it: 0x9F is not UTF-8. */
const BAD = Buffer.from([0x4d, 0x9f, 0x6c, 0x6c, 0x65, 0x72]);

/** Lines of each case; `{EOL}` is the line end under test. */
const CASES: Array<{ name: string; lines: string; options?: TableOptions }> = [
  { name: 'second line', lines: `Vendor,Name{EOL}1,${MARK}{EOL}2,x{EOL}` },
  { name: 'after a quoted line break', lines: `Vendor,Name{EOL}1,"two{EOL}lines"{EOL}2,${MARK}{EOL}` },
  { name: 'inside a quoted line break', lines: `Vendor,Name{EOL}1,x{EOL}2,"first{EOL}then ${MARK}"{EOL}` },
  { name: 'after empty lines', lines: `Vendor,Name{EOL}{EOL}1,x{EOL}{EOL}{EOL}2,${MARK}{EOL}` },
  { name: 'after quoted quotes', lines: `Vendor;Name{EOL}1;"say ""a{EOL}b"""{EOL}2;"${MARK}"{EOL}` },
  {
    name: 'below a preamble with a stray quote',
    lines: `Report "May{EOL}Vendor,Name{EOL}1,${MARK}{EOL}`,
    options: { preambleLines: 1 },
  },
  { name: 'below a sep= line', lines: `sep=;{EOL}Vendor;Name{EOL}1;x{EOL}2;${MARK}{EOL}` },
  // A quote after a delimiter the reader does not detect opens a field only if that delimiter is known.
  {
    name: 'inside a quoted line break, separated by ~ from a sep= line',
    lines: `sep=~{EOL}Vendor~Name{EOL}1~x{EOL}2~"first{EOL}then ${MARK}"{EOL}`,
  },
  {
    name: 'inside a quoted line break, separated by a two-byte × the mapping names',
    lines: `Vendor×Name{EOL}1×x{EOL}2×"first{EOL}then ${MARK}"{EOL}`,
    options: { delimiter: '×' },
  },
];
const LINE_ENDS = [
  ['LF', '\n'],
  ['CRLF', '\r\n'],
  ['CR', '\r'],
] as const;

/** The row the reader gives the record holding MARK when the file is UTF-8, as messages name it. */
async function rowOfMark(file: string, options: TableOptions | undefined): Promise<string> {
  const table = await readWholeTable(file, options);
  const row = table.rows.find((r) => r.cells.some((cell) => cellText(cell).includes(MARK)));
  if (!row) throw new Error(`no row holds ${MARK}`);
  return rowWords(row.row, row.line);
}

describe('the row of an invalid UTF-8 byte', () => {
  for (const { name, lines, options } of CASES) {
    for (const [endName, eol] of LINE_ENDS) {
      it(`is the reader's row for the record holding it: ${name}, ${endName}`, async () => {
        const dir = makeTempDir('utf8-row');
        const text = lines.replaceAll('{EOL}', eol);
        const good = join(dir, 'good.csv');
        writeFileSync(good, text);
        const expected = await rowOfMark(good, options);
        const [before, after] = text.split(MARK) as [string, string];
        const bad = join(dir, 'bad.csv');
        writeFileSync(bad, Buffer.concat([Buffer.from(before), BAD, Buffer.from(after)]));
        const error = await failureOf(readWholeTable(bad, options));
        expect(error.message).toContain(`bad.csv, ${expected}: invalid UTF-8 at byte offset`);
      });
    }
  }

  it('is row 2 in the trial file saved as "CSV (Macintosh)" (CR line ends), as in its LF copy', async () => {
    const dir = makeTempDir('utf8-row');
    const header = 'Vendor,Vendor Name,Invoice No,Date,Currency,Amount,Description';
    for (const eol of ['\r', '\n']) {
      const file = join(dir, 'mac.csv');
      writeFileSync(
        file,
        Buffer.concat([Buffer.from(`${header}${eol}100001,`), BAD, Buffer.from(` GmbH,F-001${eol}`)]),
      );
      const error = await failureOf(readWholeTable(file));
      expect(error.message).toContain('mac.csv, row 2: invalid UTF-8 at byte offset 71');
    }
  });
});
