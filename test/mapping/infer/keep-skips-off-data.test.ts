/**
 * A skip rule `mapping infer` proposes leaves out the lone rows it was made for and no invoice: a
 * schedule kept by month whose first column holds, on each invoice's row, the month, another
 * month, a date, a description or nothing, under whatever header, with or without totals, is read
 * with every invoice it holds.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { skipsNoData } from '../../../src/mapping/infer/keep-skips-off-data.js';
import { parseMapping } from '../../../src/mapping/load-mapping.js';
import { readInvoices } from '../../../src/mapping/read-invoices.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const MONTHS = {
  English: ['January 2024', 'February 2024', 'March 2024', 'April 2024'],
  German: ['Januar 2024', 'Februar 2024', 'März 2024', 'April 2024'],
};

/** What an invoice row writes in column A, given its month heading and its date. */
const FIRST = {
  'its month': (month: string) => month,
  'another month': () => 'March 2024',
  'its date': (_: string, date: string) => date,
  'a description': () => 'Print ad',
  nothing: () => '',
};

const schedule = fc.record({
  header: fc.constantFrom('Month', 'Period', 'Periode', 'Description', 'Date', 'Monat'),
  language: fc.constantFrom(...(Object.keys(MONTHS) as (keyof typeof MONTHS)[])),
  first: fc.array(fc.constantFrom(...(Object.keys(FIRST) as (keyof typeof FIRST)[])), {
    minLength: 12,
    maxLength: 12,
  }),
  months: fc.integer({ min: 2, max: 4 }),
  subtotal: fc.boolean(),
  total: fc.constantFrom(undefined, 'Grand Total', 'TOTAL'),
});
type Schedule = typeof schedule extends fc.Arbitrary<infer T> ? T : never;

/** Writes the schedule as a CSV and returns the invoice numbers it holds, in order. */
function writeSchedule(file: string, s: Schedule): string[] {
  const rows = [[s.header, 'Vendor', 'Invoice No', 'Invoice Date', 'Amount', 'Currency']];
  const numbers: string[] = [];
  MONTHS[s.language].slice(0, s.months).forEach((month, m) => {
    rows.push([month, '', '', '', '', '']);
    for (let i = 0; i < 3; i++) {
      const n = m * 3 + i;
      numbers.push(`INV-${100 + n}`);
      const date = `2024-0${m + 1}-1${i}`;
      rows.push([FIRST[s.first[n]!](month, date), `V10${i}`, `INV-${100 + n}`, date, `${(n + 1) * 10}.00`, 'EUR']);
    }
    if (s.subtotal) rows.push([`Total ${month}`, '', '', '', '30.00', '']);
  });
  if (s.total) rows.push([s.total, '', '', '', '90.00', '']);
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return numbers;
}

describe('proposed skip rules leave every invoice in', () => {
  it('reads every invoice of a schedule kept by month, whatever its first column holds', async () => {
    await fc.assert(
      fc.asyncProperty(schedule, async (s) => {
        const file = join(makeTempDir('keep-skips-off-data'), 'schedule.csv');
        const numbers = writeSchedule(file, s);
        const yaml = await inferMapping(file);
        const read: string[] = [];
        for await (const invoice of readInvoices(file, await parseMapping(yaml, 'schedule.yaml')))
          read.push(String(invoice.draft.Invoice_Number));
        // The lone rows may be left in as rows to fix; an invoice is never left out.
        expect(
          read.filter((n) => numbers.includes(n)),
          yaml,
        ).toEqual(numbers);
      }),
      { numRuns: 40 },
    );
  });

  it('keeps a rule that matches only the lone rows, and drops one that matches an invoice row', () => {
    const row = (a: string): SheetRow => ({ file: 'f', sheet: 'S', row: 2, cells: [{ kind: 'text', text: a }] });
    const rule = { name: 'month', letter: 'A', matches: '^(January|March) \\d{4}$', why: 'a month heading' };
    expect(skipsNoData(rule, [row('2024-03-01'), row('Print ad')])).toBe(true);
    expect(skipsNoData(rule, [row('2024-03-01'), row('March 2024')])).toBe(false);
    expect(skipsNoData({ ...rule, matches: undefined, equals: ['TOTAL'] }, [row('Total')])).toBe(false);
  });
});
