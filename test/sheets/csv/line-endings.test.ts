/**
 * A CSV edited on two systems ends its lines differently from one line to the next: every record
 * is read whatever its line ending, never folded into the field of the record before.
 */
import { describe, expect, it } from 'vitest';
import { cellText } from '../../../src/sheets/sheet-row.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { mappingOf, ONE_ROW_MAPPING, readAll } from '../../mapping/mapping-fixtures.js';
import { readWholeTable } from '../sheet-files.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax';

function row(n: number): string {
  return `0000100001,LE-${n},2024-01-31,EUR,100.00,100,0`;
}

function csvFile(name: string, content: string): string {
  const file = join(makeTempDir('csv-line-endings'), name);
  writeFileSync(file, content);
  return file;
}

describe('CSV line endings', () => {
  it('reads all six rows when CRLF changes to LF and to CR part way through', async () => {
    const content = `${HEADER}\r\n${row(1)}\r\n${row(2)}\r\n${row(3)}\n${row(4)}\n${row(5)}\r${row(6)}\r`;
    const invoices = await readAll(csvFile('mixed.csv', content), mappingOf(ONE_ROW_MAPPING));
    expect(invoices.map((i) => i.invoice?.Invoice_Number)).toEqual(['LE-1', 'LE-2', 'LE-3', 'LE-4', 'LE-5', 'LE-6']);
    expect(invoices.map((i) => i.firstRow)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(invoices.every((i) => i.problems.length === 0)).toBe(true);
  });

  it('reads a file with only CR line endings, quoted line breaks kept and counted', async () => {
    const table = await readWholeTable(csvFile('mac.csv', `a;b\r1;"x\ry"\r2;z\r`));
    expect(table.headers).toEqual(['a', 'b']);
    expect(table.rows.map((r) => [r.row, r.line, ...r.cells.map((c) => cellText(c))])).toEqual([
      [2, undefined, '1', 'x\ry'],
      [3, 4, '2', 'z'],
    ]);
  });

  it('keeps a CRLF split between two read chunks as one line ending', async () => {
    const filler = 'x'.repeat(64 * 1024 - HEADER.length - 2 - 16);
    const content = `${HEADER}\r\n${row(1).replace('100.00,100,0', `100.00,100,0,${filler}`)}\r\n${row(2)}\r\n`;
    const table = await readWholeTable(csvFile('split.csv', content));
    expect(table.rows.map((r) => r.row)).toEqual([2, 3]);
  });
});
