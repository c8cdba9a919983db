/**
 * A column that numbers each invoice's lines by a step of its own in rows grouped into invoices
 * (Lawson's `Dist Seq` 10, 20, 30) is the Line_Number, whatever its header and step, rather than a
 * sequence infer makes up; one that counts by one leaves the sequence, which numbers alike. A
 * column of whole numbers that does not start again with each invoice (a quantity), or starts past
 * its step, is none.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { SANDBOX_ADVERTISERS } from '../../../src/sandbox/sandbox-advertisers.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** Headers of a line counter that exports write and infer has no line-number word for. */
const HEADERS = ['Dist Seq', 'Seq', 'Distribution', 'Split'];

const distributions = fc.record({
  header: fc.constantFrom(...HEADERS),
  step: fc.constantFrom(10, 100, 1000),
  // Lines of each invoice: one to four, two invoices of several lines at least.
  sizes: fc
    .array(fc.integer({ min: 1, max: 4 }), { minLength: 4, maxLength: 8 })
    .filter((s) => s.filter((n) => n > 1).length >= 2),
});

type Distributions = typeof distributions extends fc.Arbitrary<infer T> ? T : never;

interface Mapped {
  items?: Record<string, unknown>;
}

/** Writes the distributions; `count` gives the number written in the counter's column. */
function writeDistributions(s: Distributions, count: (line: number, row: number) => number): string {
  const lines = [['Voucher', 'Vendor Name', 'Invoice', 'Invoice Date', s.header, 'Description', 'Amount'].join(',')];
  let row = 0;
  s.sizes.forEach((size, n) => {
    for (let line = 0; line < size; line++, row++)
      lines.push(
        [
          `${88100 + n}`,
          `"${SANDBOX_ADVERTISERS[n % 5]!.advertiserName}"`,
          `INV-${5200 + n * 7}`,
          `2024-04-${String(1 + n).padStart(2, '0')}`,
          String(count(line, row)),
          `Item ${row}`,
          (40 + row * 13.5).toFixed(2),
        ].join(','),
      );
  });
  const file = join(makeTempDir('infer-line-counter'), 'distributions.csv');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const infer = async (file: string) =>
  parse(await inferMapping(file, { advertisers: SANDBOX_ADVERTISERS, currency: 'USD' })) as Mapped;

describe("a column counting each invoice's lines", () => {
  it('is the Line_Number whatever its header and step', async () => {
    await fc.assert(
      fc.asyncProperty(distributions, async (s) => {
        const m = await infer(writeDistributions(s, (line) => (line + 1) * s.step));
        expect(m.items?.['Line_Number']).toBe(s.header);
      }),
      { numRuns: 12 },
    );
  });

  it('is none where the count starts past its step, numbering a row the file left out', async () => {
    await fc.assert(
      fc.asyncProperty(distributions, async (s) => {
        const m = await infer(writeDistributions(s, (line) => (line + 2) * s.step));
        expect(m.items?.['Line_Number']).toEqual({ sequence: true });
      }),
      { numRuns: 8 },
    );
  });

  it('leaves the sequence where the column counts by one, as the sequence does', async () => {
    await fc.assert(
      fc.asyncProperty(distributions, async (s) => {
        const m = await infer(writeDistributions(s, (line) => line + 1));
        expect(m.items?.['Line_Number']).toEqual({ sequence: true });
      }),
      { numRuns: 6 },
    );
  });

  it('is none where the numbers do not start again with each invoice', async () => {
    await fc.assert(
      fc.asyncProperty(distributions, async (s) => {
        const m = await infer(writeDistributions(s, (_, row) => 1 + ((row * 7) % 5)));
        expect(m.items?.['Line_Number']).toEqual({ sequence: true });
      }),
      { numRuns: 8 },
    );
  });
});
