import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepsText } from '../../src/mapping/apply-steps.js';
import { dayMonthOrderPairs, dayMonthOrderWarnings } from '../../src/mapping/day-month-orders.js';
import { compileDateFormat, parseDateText, type DateFormat } from '../../src/mapping/parse-date-text.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, readAll, writeCsv } from './mapping-fixtures.js';

// Lists as real mappings write them: both orders with every separator and year width, and lists
// that hold one order only.
const separators = ['/', '.', '-', ' '];
const years = ['YYYY', 'YY'];
const bothOrders = separators.flatMap((sep) =>
  years.flatMap((year) => [
    [`MM${sep}DD${sep}${year}`, `DD${sep}MM${sep}${year}`],
    [`D${sep}M${sep}${year}`, `M${sep}D${sep}${year}`],
    [`${year}${sep}MM${sep}DD`, `${year}${sep}DD${sep}MM`],
    [`MM${sep}DD${sep}${year}`, 'YYYY-MM-DD', `D${sep}M${sep}${year}`],
  ]),
);
const oneOrder = [
  ['DD/MM/YYYY'],
  ['DD.MM.YYYY', 'YYYY-MM-DD', 'YYYYMMDD'],
  ['MM/DD/YYYY', 'M/D/YYYY'],
  ['DD-MMM-YYYY', 'MMM-DD-YYYY'],
  ['DD/MM/YYYY', 'DD.MM.YYYY'],
  ['MM/DD/YYYY', 'DD/MM/YY'],
  ['YYYY-MM-DDTHH:mm:ssZ', 'DD/MM/YYYY', 'serial'],
];

describe('lists of date formats that hold both day-month orders', () => {
  it.each(bothOrders.map((formats) => ({ formats })))('finds both orders in $formats', ({ formats }) => {
    expect(dayMonthOrderPairs(formats)).toHaveLength(1);
  });

  it.each(oneOrder.map((formats) => ({ formats })))('finds one order only in $formats', ({ formats }) => {
    expect(dayMonthOrderPairs(formats)).toEqual([]);
  });

  it.each(bothOrders.map((formats) => ({ formats })))(
    "warns in $formats of what upload does, each example read by upload's own rule",
    ({ formats }) => {
      const compiled = formats.map((pattern) => compileDateFormat(pattern) as DateFormat);
      const steps = [{ kind: 'date' as const, formats: compiled }];
      const [warning] = dayMonthOrderWarnings(formats, 'source.dateFormats');
      const claims =
        /such as "([^"]+)", is refused as ambiguous, and one only (.+?) reads, such as "([^"]+)", is read by it/.exec(
          warning ?? '',
        );
      expect(claims, warning).not.toBeNull();
      const [, both, reader, one] = claims!;
      expect(stepsText({ kind: 'text', text: both! }, steps)).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^the date is ambiguous/),
      });
      const read = stepsText({ kind: 'text', text: one! }, steps);
      expect(read).toBe(parseDateText(one!, [compileDateFormat(reader!) as DateFormat]));
      expect(typeof read).toBe('string');
      expect(compiled.filter((format) => parseDateText(one!, [format]) !== undefined)).toHaveLength(1);
    },
  );

  it('is a warning of the mapping, as mapping check prints it', async () => {
    const file = join(makeTempDir('day-month'), 'm.yaml');
    writeFileSync(file, `source:\n  dateFormats: [MM/DD/YYYY, DD/MM/YYYY]\n${ONE_ROW_MAPPING}`);
    expect((await loadMapping(file)).warnings).toEqual([
      'source.dateFormats lists both day-month orders, MM/DD/YYYY and DD/MM/YYYY: a date both read as different days, such as "04/03/2024", is refused as ambiguous, and one only MM/DD/YYYY reads, such as "04/13/2024", is read by it, so a file written in one order has some dates refused; list only the order the file writes',
    ]);
  });
});

describe('a column read with both day-month orders listed', () => {
  const mapping = mappingOf(`source:\n  dateFormats: [MM/DD/YYYY, DD/MM/YYYY]\n${ONE_ROW_MAPPING}`);
  const two = (n: number) => String(n).padStart(2, '0');

  it('reads a day only one order can read, and the same day either way; any other is a problem at its cell', async () => {
    const day = fc.integer({ min: 1, max: 28 });
    const month = fc.integer({ min: 1, max: 12 });
    // Later years than next year are refused as years of other calendars.
    const year = fc.integer({ min: 1990, max: new Date().getUTCFullYear() + 1 });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(day, month, year), { minLength: 1, maxLength: 6 }), async (dates) => {
        const dir = makeTempDir('both-orders');
        const lines = dates.map(([d, m, y], i) => `V1,N${i},${two(d)}/${two(m)}/${y},EUR,1.00,1.00,0.00`);
        const file = writeCsv(dir, 'dd-mm.csv', ['Vendor,Number,Date,Currency,Total,Net,Tax', ...lines]);
        const invoices = await readAll(file, mapping);
        invoices.forEach((invoice, i) => {
          const [d, m, y] = dates[i]!;
          const problem = invoice.problems.find((p) => p.column === 'Date');
          if (d > 12 || d === m) {
            // Only DD/MM/YYYY reads it (or both read the same day): the day written.
            expect(problem).toBeUndefined();
            expect(invoice.invoice?.Invoice_Date).toBe(`${y}${two(m)}${two(d)}`);
          } else {
            expect(problem?.message).toMatch(
              /^the date is ambiguous: .* as MM\/DD\/YYYY but .* as DD\/MM\/YYYY; list only the order/,
            );
          }
        });
      }),
      { numRuns: 40 },
    );
  });

  it('names both days it could be', async () => {
    const file = writeCsv(makeTempDir('both-orders'), 'one.csv', [
      'Vendor,Number,Date,Currency,Total,Net,Tax',
      'V1,N1,01/02/2025,EUR,1.00,1.00,0.00',
    ]);
    const [invoice] = await readAll(file, mapping);
    expect(invoice!.problems.map((p) => p.message)).toContain(
      'the date is ambiguous: 2 January 2025 as MM/DD/YYYY but 1 February 2025 as DD/MM/YYYY; list only the order the file writes in dateFormats',
    );
  });
});
