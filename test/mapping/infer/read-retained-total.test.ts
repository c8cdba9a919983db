/**
 * A contractor's pay applications, one row per invoice: the work of the period, the retainage held
 * back from it and the amount due now. Where the amount due is the work less the retainage on every
 * row, the invoice amount and its one line's are the amount due, whatever the amounts, the share
 * held back and the words of the export; a column that is no retainage leaves the reading as it was.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { namesRetainage } from '../../../src/mapping/infer/names-retainage.js';
import { SANDBOX_ADVERTISERS } from '../../../src/sandbox/sandbox-advertisers.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** [work, held back, due] as pay application exports head them. */
const WRITERS: readonly (readonly [string, string, string])[] = [
  ['Total Completed & Stored This Period', 'Retainage This Period', 'Net Amount Due'], // Procore
  ['Total Amount', 'Retention', 'Amount Due'], // a UK valuation
  ['Invoice Total', 'Holdback', 'Payable'], // a Canadian holdback
  ['Gross Amount', 'Retention Money', 'Net Payable'], // a UK interim payment
];

const applications = fc.record({
  writer: fc.constantFrom(...WRITERS),
  works: fc.uniqueArray(fc.integer({ min: 10_000, max: 50_000_000 }), { minLength: 6, maxLength: 12 }),
  percent: fc.constantFrom(5, 10),
});

type Applications = typeof applications extends fc.Arbitrary<infer T> ? T : never;

interface Mapped {
  invoice?: Record<string, unknown>;
  items?: Record<string, unknown>;
}

/** Writes the list; `held` is the header of the column taken off, where another than the writer's. */
function writeList(s: Applications, held?: string): string {
  const [work, retainage, due] = s.writer;
  const lines = [['Vendor', 'Invoice #', 'Billing Date', work, held ?? retainage, due].join(',')];
  s.works.forEach((cents, row) => {
    const off = Math.round((cents * s.percent) / 100);
    lines.push(
      [
        `"${SANDBOX_ADVERTISERS[row % 5]!.advertiserName}"`,
        `PA-${310 + row * 7}`,
        `2024-02-${String(1 + row).padStart(2, '0')}`,
        ...[cents, off, cents - off].map((c) => (c / 100).toFixed(2)),
      ].join(','),
    );
  });
  const file = join(makeTempDir('infer-retained-total'), 'invoices.csv');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const infer = async (file: string) =>
  parse(await inferMapping(file, { advertisers: SANDBOX_ADVERTISERS, currency: 'USD' })) as Mapped;

describe('a total before a retainage', () => {
  it('reads the amount due as the invoice and its line', async () => {
    await fc.assert(
      fc.asyncProperty(applications, async (s) => {
        const [work, , due] = s.writer;
        const m = await infer(writeList(s));
        expect(m.invoice?.['Invoice_Amount']).toBe(due);
        expect(m.items?.['Amount']).toBe(due);
        expect(Object.values({ ...m.invoice, ...m.items })).not.toContain(work);
      }),
      { numRuns: 12 },
    );
  });

  it('leaves the amount due unread where the column taken off is no retainage', async () => {
    await fc.assert(
      fc.asyncProperty(applications, async (s) => {
        const [, , due] = s.writer;
        const m = await infer(writeList(s, 'Paid'));
        expect(m.invoice?.['Invoice_Amount']).not.toBe(due);
      }),
      { numRuns: 8 },
    );
  });

  it('reads no running total as the invoice where the export takes earlier certificates off (AIA G702)', async () => {
    // A G702-style continuation: the work to date less its retainage is a running total over the
    // project's pay applications; what is due now is that less the earlier certificates.
    const headers = [
      'Vendor',
      'Application No',
      'Period To',
      'Total Completed & Stored to Date',
      'Retainage',
      'Total Earned Less Retainage',
      'Less Previous Certificates for Payment',
      'Current Payment Due',
    ];
    await fc.assert(
      fc.asyncProperty(applications, async (s) => {
        const lines = [headers.join(',')];
        let toDate = 0;
        let certified = 0;
        s.works.forEach((cents, row) => {
          toDate += cents;
          const off = Math.round((toDate * s.percent) / 100);
          const earned = toDate - off;
          lines.push(
            [
              `"${SANDBOX_ADVERTISERS[0]!.advertiserName}"`,
              String(row + 1),
              `2024-${String(1 + row).padStart(2, '0')}-28`,
              ...[toDate, off, earned, certified, earned - certified].map((c) => (c / 100).toFixed(2)),
            ].join(','),
          );
          certified = earned;
        });
        const file = join(makeTempDir('infer-retained-g702'), 'applications.csv');
        writeFileSync(file, `${lines.join('\n')}\n`);
        const m = await infer(file);
        expect(m.invoice?.['Invoice_Amount']).not.toBe('Total Earned Less Retainage');
        expect(m.items?.['Amount']).not.toBe('Total Earned Less Retainage');
      }),
      { numRuns: 8 },
    );
  });

  it('keeps the tax invoice as the invoice where a tax on the full price makes it (a GST progress claim)', async () => {
    // Under a GST or VAT the tax invoice shows the full price and the tax on it; the retention is
    // withheld from the payment, so the amount payable is no invoice amount.
    const claims = fc.record({
      words: fc.constantFrom(
        ['Claimed excl. GST', 'GST', 'Claimed incl. GST', 'Retention Withheld', 'Amount Payable'],
        ['Net Value', 'VAT', 'Gross Value', 'Retention', 'Amount Due'],
      ),
      works: fc.uniqueArray(fc.integer({ min: 10_000, max: 50_000_000 }), { minLength: 6, maxLength: 12 }),
      onGross: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(claims, async ({ words, works, onGross }) => {
        const lines = [['Subcontractor', 'Claim Ref', 'Claim Date', ...words].join(',')];
        works.forEach((cents, row) => {
          const tax = Math.round(cents / 10);
          // 5 % of the net with a 10 % GST is half the tax: the amount payable is then the net and the retention added too.
          const held = Math.round((onGross ? cents + tax : cents) / 20);
          const figures = [cents, tax, cents + tax, held, cents + tax - held].map((c) => (c / 100).toFixed(2));
          const vendor = `"${SANDBOX_ADVERTISERS[row % 5]!.advertiserName}"`;
          lines.push([vendor, `PC-${410 + row}`, `2024-03-${String(1 + row).padStart(2, '0')}`, ...figures].join(','));
        });
        const file = join(makeTempDir('infer-retained-taxed'), 'claims.csv');
        writeFileSync(file, `${lines.join('\n')}\n`);
        const m = await infer(file);
        expect(m.invoice?.['Invoice_Amount']).toBe(words[2]);
        expect(Object.values({ ...m.invoice, ...m.items })).not.toContain(words[4]);
      }),
      { numRuns: 8 },
    );
  });

  it.each([
    ['Retainage This Period', true],
    ['Retention', true],
    ['Holdback', true],
    ['Retenue de garantie', true],
    ['Sicherheitseinbehalt', true],
    ['Ritenuta a garanzia', true],
    ['Retención de garantía', true],
    ['Paid', false],
    ['Discount', false],
    ['Withholding Tax', false],
    ['Retail Price', false],
  ] as const)('knows %s as a retainage: %s', (header, named) => {
    expect(namesRetainage(header)).toBe(named);
  });
});
