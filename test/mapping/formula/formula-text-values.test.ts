/**
 * Text cells in formula arithmetic, as docs/mapping.md says: a date written as text in
 * `source.dateFormats` plus or minus days is a date, and a percent written as text (`5%`, `7.5 %`)
 * is its exact fraction, as the constant `5%` is. Dates and percents of every form generated.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { mappingOf, readAll, writeCsv } from '../mapping-fixtures.js';

const HEAD = (formats: string) => `
source: { dateFormats: [${formats}] }
invoice:
  InvoiceId: { template: "T-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: { value: "20240101" }
  CurrencyCode: { value: EUR }
`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** [format as a mapping names it, the text of a day in it] for the forms exports write. */
const FORMS: Array<[string, (y: number, m: number, d: number) => string]> = [
  ['MM/DD/YYYY', (y, m, d) => `${two(m)}/${two(d)}/${y}`],
  ['DD.MM.YYYY', (y, m, d) => `${two(d)}.${two(m)}.${y}`],
  ['D.M.YYYY', (y, m, d) => `${d}.${m}.${y}`],
  ['YYYY-MM-DD', (y, m, d) => `${y}-${two(m)}-${two(d)}`],
  ['DD-MMM-YYYY', (y, m, d) => `${two(d)}-${MONTHS[m - 1]}-${y}`],
  ['DD/MM/YY', (y, m, d) => `${two(d)}/${two(m)}/${String(y).slice(2)}`],
];

// Up to next year: a four-digit year later than that may be of another calendar and is refused.
const day = fc.date({
  min: new Date(Date.UTC(2000, 0, 1)),
  max: new Date(Date.UTC(new Date().getUTCFullYear() + 1, 11, 31)),
  noInvalidDate: true,
});

/** The day `days` after `date`, YYYYMMDD. */
function plusDays(date: Date, days: number): string {
  const next = new Date(date.getTime() + days * 86_400_000);
  return `${next.getUTCFullYear()}${two(next.getUTCMonth() + 1)}${two(next.getUTCDate())}`;
}

describe('text cells in formula arithmetic', () => {
  it('a date written as text in source.dateFormats plus or minus days is that date moved by the days', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FORMS),
        fc.array(fc.tuple(day, fc.integer({ min: -400, max: 400 })), { minLength: 1, maxLength: 8 }),
        async ([format, write], cases) => {
          const rows = cases.map(([date, days], i) => {
            const text = write(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
            return `0000100001,N${i},${text},${days}`;
          });
          const file = writeCsv(makeTempDir('formula-text-dates'), 'in.csv', ['Vendor,Number,Date,Days', ...rows]);
          const mapping = mappingOf(`${HEAD(format)}  Invoice_Amount: { value: 1 }
  Received_On: { formula: '[Date] + [Days]' }
  Posted_Date: { formula: '[Date] - [Days]' }
items:
  Amount: { value: 1 }
`);
          const invoices = await readAll(file, mapping);
          expect(invoices.map((invoice) => invoice.problems)).toEqual(cases.map(() => []));
          expect(invoices.map((invoice) => [invoice.invoice?.Received_On, invoice.invoice?.Posted_Date])).toEqual(
            cases.map(([date, days]) => [plusDays(date, days), plusDays(date, -days)]),
          );
        },
      ),
      { numRuns: 25 },
    );
  });

  it('a text that is a date is no number to multiply: the problem says so', async () => {
    const file = writeCsv(makeTempDir('formula-text-dates'), 'in.csv', [
      'Vendor,Number,Date',
      '0000100001,N1,03/15/2024',
    ]);
    const [invoice] = await readAll(
      file,
      mappingOf(`${HEAD('MM/DD/YYYY')}  Invoice_Amount: { formula: '[Date] * 2' }
items:
  Amount: { value: 1 }
`),
    );
    expect(invoice!.problems.map((p) => p.message)).toEqual([
      expect.stringContaining('expected a number, got "03/15/2024"'),
    ]);
  });

  it('a percent written as text is its exact fraction', async () => {
    // [digits, places, minus, space before %]: 5%, 7.5 %, -0.0125%, 19.00%, ...
    const percent = fc.tuple(
      fc.integer({ min: 0, max: 99_999_999 }),
      fc.integer({ min: 0, max: 4 }),
      fc.boolean(),
      fc.boolean(),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(percent, { minLength: 1, maxLength: 8 }), async (cases) => {
        const decimal = ([digits, places, minus]: [number, number, boolean, boolean]) => {
          const text = String(digits).padStart(places + 1, '0');
          const whole = places === 0 ? text : `${text.slice(0, -places)}.${text.slice(-places)}`;
          return `${minus && digits !== 0 ? '-' : ''}${whole}`;
        };
        const rows = cases.map((c, i) => `0000100001,N${i},${decimal(c)}${c[3] ? ' ' : ''}%`);
        const file = writeCsv(makeTempDir('formula-text-percent'), 'in.csv', ['Vendor,Number,Pct', ...rows]);
        const mapping = mappingOf(`${HEAD('YYYY-MM-DD')}  Invoice_Amount: { formula: '[Pct] * 100', decimals: 4 }
items:
  Amount: { formula: '[Pct] * 100', decimals: 4 }
`);
        const invoices = await readAll(file, mapping);
        const fixed = (c: [number, number, boolean, boolean]) => {
          // the percent's own digits, at the four places of an amount
          const [whole, part = ''] = decimal(c).split('.');
          return `${whole}.${part.padEnd(4, '0')}`;
        };
        expect(invoices.map((invoice) => invoice.problems)).toEqual(cases.map(() => []));
        expect(invoices.map((invoice) => invoice.invoice?.Invoice_Amount)).toEqual(cases.map(fixed));
      }),
      { numRuns: 25 },
    );
  });
});
