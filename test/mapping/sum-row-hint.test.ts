/**
 * An unlabelled totals row (the sum under the amounts, the other cells empty, as a SUM footer in
 * Google Sheets or Numbers leaves it) says it looks like a totals row when its amount is the sum of
 * the invoices above it; a row whose amount is no such sum keeps its plain problems.
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE_MESSAGE } from '../../src/mapping/locate-problems.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, ONE_ROW_MAPPING, readAll, writeCsv } from './mapping-fixtures.js';

const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax';
const ROWS = [
  'V1,N-1,2024-03-01,EUR,119.00,100.00,19.00',
  'V2,N-2,2024-03-02,EUR,238.50,200.00,38.50',
  'V3,N-3,2024-03-03,EUR,11.90,10.00,1.90',
];

async function footer(total: string) {
  const file = writeCsv(makeTempDir('sum-row'), 'register.csv', [HEADER, ...ROWS, `,,,,${total},,`]);
  return (await readAll(file, mappingOf(ONE_ROW_MAPPING))).at(-1)!;
}

describe('an unlabelled totals row', () => {
  it('whose amount is the sum of the invoices above says it looks like a totals row', async () => {
    const last = await footer('369.40');
    expect(last.problems[0]).toEqual(
      expect.objectContaining({
        row: 5,
        field: 'Invoice_Amount',
        message: expect.stringMatching(
          /^this looks like a totals row, not an invoice: its Invoice_Amount is the sum of the 3 invoices above it .*skipRows/,
        ),
      }),
    );
    expect(last.problems.filter((problem) => problem.message === EMPTY_VALUE_MESSAGE).length).toBeGreaterThanOrEqual(2);
  });

  it('whose amount is no such sum keeps its plain problems', async () => {
    const last = await footer('369.41');
    expect(last.problems.every((problem) => !problem.message.includes('totals row'))).toBe(true);
  });
});
