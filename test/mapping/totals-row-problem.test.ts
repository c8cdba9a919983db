/**
 * A totals row that no skipRows rule names, as real exports write it (a word in the first column,
 * the sum under the amount): one problem naming the row as a totals row and the rule that skips
 * it, instead of one "expected a value" per empty column; and that rule, added, does skip it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateFile } from '../../src/batch/validate-file.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { EMPTY_VALUE_MESSAGE } from '../../src/mapping/locate-problems.js';
import { foldTotalsRowProblems } from '../../src/mapping/totals-row-problem.js';
import type { SheetRow } from '../../src/sheets/sheet-row.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { makeTempFolder } from '../sheets/sheet-files.js';

const temp = makeTempFolder('totals-row');
afterAll(() => temp.remove());
let files = 0;

const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax';
const INVOICES = ['V1,N-1,2025-01-05,EUR,119.00,100.00,19.00', 'V2,N-2,2025-01-06,EUR,238.00,200.00,38.00'];

async function validate(totalsRow: string, skipRows = '') {
  const file = temp.file(`t${++files}.csv`, [HEADER, ...INVOICES, totalsRow].join('\n') + '\n');
  const yaml = join(temp.dir, `m${files}.yaml`);
  writeFileSync(yaml, `${skipRows ? `source:\n  skipRows:\n    ${skipRows}\n` : ''}${ONE_ROW_MAPPING}`);
  return validateFile(file, await loadMapping(yaml));
}

describe('a totals row the mapping does not skip', () => {
  it.each([
    ['TOTAL:,,,,357.00,,', 'A', 'TOTAL:'],
    ['Total,,,,357.00,300.00,57.00', 'A', 'Total'],
    ['Grand Total,,,,357.00,,', 'A', 'Grand Total'],
    ['Summe,,,,357.00,,', 'A', 'Summe'],
    [',Totaal,,,357.00,,', 'B', 'Totaal'],
  ])('%j is one problem that names the skipRows rule, which then skips it', async (row, letter, word) => {
    const result = await validate(row);
    expect(result.summary).toMatchObject({ invoices: 3, valid: 2, invalid: 1 });
    expect(result.problems).toHaveLength(1);
    const rule = `- { letter: ${letter}, equals: ${JSON.stringify(word)} }`;
    expect(result.problems[0]).toMatchObject({ row: 4, column: letter, value: word });
    expect(result.problems[0]?.message).toMatch(
      /^this looks like a totals row, not an invoice \(\d required values are empty\)/,
    );
    expect(result.problems[0]?.message).toContain(`skip it with a skipRows rule, e.g. ${rule}`);

    const skipped = await validate(row, rule);
    expect(skipped.summary).toMatchObject({ invoices: 2, valid: 2, invalid: 0 });
  });

  it('leaves the problems of an invoice with empty cells as they are when no cell is a totals word', async () => {
    const result = await validate('V3,,,,50.00,,');
    expect(result.problems.map((p) => p.message)).toEqual(
      expect.arrayContaining(['expected a value, got nothing', 'expected a value, got nothing']),
    );
    expect(result.problems.some((p) => p.message.includes('totals row'))).toBe(false);
  });
});

describe('a row whose cells have gaps', () => {
  it('is read past its empty cells (an XLSX row with cells missing between filled ones)', () => {
    const cells: SheetRow['cells'] = [];
    cells[2] = { kind: 'text', text: 'Total for BLUEHARB0001' };
    const row: SheetRow = { file: 'r.xlsx', sheet: 'S', row: 9, cells };
    const empty = (column: string) => ({ file: 'r.xlsx', sheet: 'S', row: 9, column, message: EMPTY_VALUE_MESSAGE });
    const folded = foldTotalsRowProblems([empty('A'), empty('B')], row);
    expect(folded).toHaveLength(1);
    expect(folded[0]).toMatchObject({ column: 'C', value: 'Total for BLUEHARB0001' });
  });
});
