/**
 * Taxes of one row per invoice in two or three columns of their own (Québec's `TPS/TVH` and `TVQ`,
 * a Canadian book's `GST` and `PST`, a VAT beside a levy), the total read by its header: the net
 * and the taxes that make the total on every row are the line's Amount and its Tax added up, the
 * lines checked as gross, whatever the rates and amounts. A charge that is no rate of the net is
 * no tax: it is not added into the Tax.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { SANDBOX_ADVERTISERS } from '../../../src/sandbox/sandbox-advertisers.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** [net, taxes, total] as purchase journals head them, with each tax's rate in percent. */
const WRITERS: readonly (readonly [string, readonly (readonly [string, number])[], string])[] = [
  [
    'Montant avant taxes',
    [
      ['TPS/TVH', 5],
      ['TVQ', 9.975],
    ],
    'Total',
  ], // Acomba, Québec
  [
    'Subtotal',
    [
      ['GST', 5],
      ['PST', 7],
    ],
    'Total',
  ], // British Columbia
  [
    'Net',
    [
      ['VAT', 15],
      ['NHIL', 2.5],
      ['COVID Levy', 1],
    ],
    'Total',
  ], // Ghana's levies charged beside the VAT
];

const journal = fc.record({
  writer: fc.constantFrom(...WRITERS),
  nets: fc.uniqueArray(fc.integer({ min: 1_000, max: 5_000_000 }), { minLength: 6, maxLength: 12 }),
  // The row of a credit note, negative throughout.
  credit: fc.nat({ max: 5 }),
});

type Journal = typeof journal extends fc.Arbitrary<infer T> ? T : never;

interface Mapped {
  invoice?: Record<string, unknown>;
  items?: Record<string, unknown>;
  checks?: Record<string, unknown>;
}

/** Writes the journal: `charge` (a share of the net that varies row to row) replaces the last tax where given. */
function writeJournal(s: Journal, charge?: (net: number, row: number) => number): string {
  const [net, taxes, total] = s.writer;
  const lines = [['Date', 'No facture', 'Nom', 'Description', net, ...taxes.map(([h]) => h), total].join(';')];
  s.nets.forEach((cents, row) => {
    const sign = row === s.credit ? -1 : 1;
    const parts = taxes.map(([, rate], k) =>
      charge && k === taxes.length - 1 ? charge(cents, row) : Math.round((cents * rate) / 100),
    );
    const all = [cents, ...parts, cents + parts.reduce((a, b) => a + b, 0)];
    lines.push(
      [
        `2024-03-${String(1 + row).padStart(2, '0')}`,
        `F-${7100 + row * 13}`,
        SANDBOX_ADVERTISERS[row % 5]!.advertiserName,
        `Article ${row}`,
        ...all.map((c) => ((sign * c) / 100).toFixed(2)),
      ].join(';'),
    );
  });
  const file = join(makeTempDir('infer-taxes-by-sum'), 'journal.csv');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const infer = async (file: string) =>
  parse(await inferMapping(file, { advertisers: SANDBOX_ADVERTISERS, currency: 'CAD' })) as Mapped;

describe('taxes in several columns known by their sum', () => {
  it('reads the net as the Amount and the taxes added up as the Tax, checked as gross', async () => {
    await fc.assert(
      fc.asyncProperty(journal, async (s) => {
        const [net, taxes, total] = s.writer;
        const m = await infer(writeJournal(s));
        expect(m.invoice?.['Invoice_Amount']).toBe(total);
        expect(m.items?.['Amount']).toBe(net);
        expect(m.items?.['Tax']).toEqual({ formula: taxes.map(([h]) => `[${h}]`).join(' + ') });
        expect(m.checks?.['sumLines']).toBe('gross');
      }),
      { numRuns: 12 },
    );
  });

  it('adds no charge at no rate of the net into the Tax by the sum', async () => {
    await fc.assert(
      fc.asyncProperty(journal, async (s) => {
        // A charge of its own amount on each row, under 30 % of the net: no share of it.
        const file = writeJournal(s, (net, row) => Math.round((net * (1 + ((row * 7) % 13))) / 100));
        const text = await inferMapping(file, { advertisers: SANDBOX_ADVERTISERS, currency: 'CAD' });
        expect(text).not.toContain('the taxes added up');
      }),
      { numRuns: 8 },
    );
  });
});
