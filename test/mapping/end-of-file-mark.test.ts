import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatProblem } from '../../src/mapping/mapped-invoice.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, ONE_ROW_MAPPING, readAll } from './mapping-fixtures.js';

// Enough lines that a few NUL bytes at the end do not make the file look binary (the first 8 KiB are looked at), as in a real export.
const LINES = [
  'Vendor,Number,Date,Currency,Total,Net,Tax',
  ...Array.from({ length: 600 }, (_, i) => `0000100001,A-${i + 1},2024-01-31,EUR,119.00,100,19`),
];
const TAIL_ROW = LINES.length + 1;

describe('a CSV that ends in an end-of-file mark or NUL padding', () => {
  // The tails DOS tools (copy /b, old editors) and fixed-size writers leave after the last line.
  it.each([
    ['Ctrl-Z after CRLF', '\r\n', '\u001a', 'Ctrl-Z (0x1A)'],
    ['Ctrl-Z after LF', '\n', '\u001a', 'Ctrl-Z (0x1A)'],
    ['64 NULs', '\r\n', '\u0000'.repeat(64), '64 NUL bytes'],
    ['one NUL', '\n', '\u0000', '1 NUL byte'],
    ['Ctrl-Z then NULs', '\r\n', `\u001a${'\u0000'.repeat(7)}`, 'Ctrl-Z (0x1A) and 7 NUL bytes'],
  ])('%s: its row has one problem naming the tail, never read as an invoice', async (_name, end, tail, named) => {
    const file = join(makeTempDir('end-of-file-mark'), 'dos.csv');
    writeFileSync(file, `${LINES.join(end)}${end}${tail}`);
    const invoices = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    expect(invoices.map((i) => i.problems.length)).toEqual([...Array.from({ length: 600 }, () => 0), 1]);
    const [problem] = invoices.at(-1)!.problems.map(formatProblem);
    expect(problem).toMatch(new RegExp(`^dos\\.csv, row ${TAIL_ROW}, column "Vendor": this row holds only `));
    expect(problem).toContain(`holds only ${named} after the file's last line`);
    expect(problem).toContain('delete it');
  });

  it('a row with a value beside the mark keeps its own problems', async () => {
    const file = join(makeTempDir('end-of-file-mark'), 'dos.csv');
    writeFileSync(file, `${LINES.join('\n')}\n\u001a,A-2\n`);
    const invoices = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    expect(invoices.at(-1)!.problems).not.toEqual([]);
    expect(invoices.at(-1)!.problems.map(formatProblem).join('\n')).not.toContain('holds only');
  });
});
