/**
 * An opened CSV table names the delimiter it is read with: given, from Excel's `sep=` line, or
 * detected. A `;` is what decimal-comma locales write, which the mapping takes as evidence.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openTable } from '../../../src/sheets/open-table.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

describe('the delimiter of an opened CSV table', () => {
  it.each([
    ['detected ;', ['A;B', '1,5;2'], undefined, ';'],
    ['detected ,', ['A,B', '1.5,2'], undefined, ','],
    ['detected tab', ['A\tB', '1\t2'], undefined, '\t'],
    ['from sep=', ['sep=;', 'A;B', '1;2'], undefined, ';'],
    ['given', ['A|B', '1|2'], '|', '|'],
  ])('%s', async (_, lines, given, delimiter) => {
    const file = join(makeTempDir('csv-delimiter'), 'd.csv');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const table = await openTable(file, given === undefined ? { type: 'csv' } : { type: 'csv', delimiter: given });
    try {
      expect(table.delimiter).toBe(delimiter);
    } finally {
      await table.close();
    }
  });
});
