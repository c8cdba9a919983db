/**
 * A UK Google Sheets export (dates written day first, 2-12 January) read with a mapping written
 * for the US export (`MM/DD/YYYY`) has every invoice's date a problem at its cell, naming both
 * readings and the fix, instead of posting dates from February to December; the month-first
 * export itself, and `checks: { dateOrder: false }`, read as before.
 */
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, ONE_ROW_MAPPING, readAll, writeCsv } from './mapping-fixtures.js';

const DAYS = [2, 3, 4, 5, 8, 9, 10, 11, 12];
const two = (n: number) => String(n).padStart(2, '0');

function register(dayFirst: boolean): string {
  const rows = DAYS.map(
    (day, k) => `V${k},GB-60${k},${dayFirst ? `${two(day)}/01/2024` : `01/${two(day)}/2024`},GBP,120.00,100.00,20.00`,
  );
  return writeCsv(makeTempDir('date-order'), 'gs-gb.csv', ['Vendor,Number,Date,Currency,Total,Net,Tax', ...rows]);
}

const mapping = (checks = '') =>
  mappingOf(`source: { type: csv, dateFormats: [MM/DD/YYYY] }\n${ONE_ROW_MAPPING}${checks}`);

describe('a date column read in the other day-month order', () => {
  it('is a problem at each date naming both readings, the spans and the fix', async () => {
    const invoices = await readAll(register(true), mapping());
    expect(invoices).toHaveLength(9);
    for (const invoice of invoices) {
      expect(invoice.problems).toEqual([
        expect.objectContaining({ column: 'Date', field: 'Invoice_Date', row: invoice.firstRow }),
      ]);
    }
    expect(invoices[0]!.problems[0]!.message).toBe(
      'every date in column "Date" reads both day first and month first, and the other order fits the file far better: ' +
        'read as [MM/DD/YYYY] the dates run from 1 February 2024 to 1 December 2024, read as [DD/MM/YYYY] from 2 January 2024 to 12 January 2024 ' +
        '(the first, 02/01/2024, is 1 February 2024 as read, 2 January 2024 the other way). ' +
        'If the file writes [DD/MM/YYYY], set dateFormats: [DD/MM/YYYY] under source in the mapping; ' +
        'if the dates are right as read, set checks: { dateOrder: false }',
    );
  });

  it('reads the same dates written month first as they are', async () => {
    const invoices = await readAll(register(false), mapping());
    expect(invoices.flatMap((invoice) => invoice.problems)).toEqual([]);
    expect(invoices.map((invoice) => invoice.draft.Invoice_Date)).toEqual(DAYS.map((day) => `202401${two(day)}`));
  });

  it('reads them as the formats say with checks: { dateOrder: false }', async () => {
    const invoices = await readAll(register(true), mapping('checks: { dateOrder: false }\n'));
    expect(invoices.flatMap((invoice) => invoice.problems)).toEqual([]);
    expect(invoices[0]!.draft.Invoice_Date).toBe('20240201');
  });
});
