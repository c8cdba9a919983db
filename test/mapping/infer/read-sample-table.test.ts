/**
 * Whatever stands above a CSV's header (Excel's `sep=` line, blank lines, title lines), the
 * proposal's headerRow names the header as the reader counts it, so the proposal reads the file:
 * the reader counts a `sep=` line and blank lines as rows in its messages but not in headerRow.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { parseMapping } from '../../../src/mapping/load-mapping.js';
import { readInvoices } from '../../../src/mapping/read-invoices.js';
import { SANDBOX_ADVERTISERS } from '../../../src/sandbox/sandbox-advertisers.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const READ = { knownAdvertisers: SANDBOX_ADVERTISERS, knownAdvertisersFetchedAt: '2024-02-01T00:00:00Z' };
const HEADER = 'Supplier,Invoice No,Invoice Date,Currency,Net,VAT,Total';

const above = fc.record({
  sep: fc.boolean(),
  blanks: fc.integer({ min: 0, max: 2 }),
  titles: fc.subarray(['Purchases register', 'Period: January 2024'], { minLength: 0 }),
  blanksBelowTitles: fc.integer({ min: 0, max: 1 }),
  lineEnd: fc.constantFrom('\n', '\r\n'),
});

describe('the header row infer proposes for a CSV', () => {
  it('reads the file whatever stands above the header', async () => {
    await fc.assert(
      fc.asyncProperty(above, async ({ sep, blanks, titles, blanksBelowTitles, lineEnd }) => {
        const dir = makeTempDir('infer-header-row');
        const rows = SANDBOX_ADVERTISERS.slice(0, 6).map((a, i) => {
          const net = 100 + i * 17;
          return `"${a.advertiserName}",INV-${1000 + i},2024-01-${String(i + 2).padStart(2, '0')},EUR,${net}.00,${(net * 0.2).toFixed(2)},${(net * 1.2).toFixed(2)}`;
        });
        const lines = [
          ...(sep ? ['sep=,'] : []),
          ...Array<string>(blanks).fill(''),
          ...titles,
          ...(titles.length > 0 ? Array<string>(blanksBelowTitles).fill('') : []),
          HEADER,
          ...rows,
        ];
        const file = join(dir, 'register.csv');
        writeFileSync(file, lines.join(lineEnd) + lineEnd);
        const yaml = await inferMapping(file, { advertisers: SANDBOX_ADVERTISERS });
        const mapping = await parseMapping(yaml, 'register.yaml');
        const numbers: unknown[] = [];
        for await (const invoice of readInvoices(file, mapping, READ)) numbers.push(invoice.draft.Invoice_Number);
        expect(numbers).toEqual(rows.map((_, i) => `INV-${1000 + i}`));
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
