/**
 * A line's tax under a header infer has no word for (Djibouti's `TVA 10 %`, New Caledonia's
 * `TGC`, Timor-Leste's `Impostu Servisu 5%`), beside a net its header names: the column that with
 * the net makes the total on every row, at a rate of the net, is the Tax. One row per invoice
 * keeps the total as the invoice amount, checked with sumLines; rows grouped into invoices add
 * their lines up. A charge that is no rate of the net is left alone.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { SANDBOX_ADVERTISERS } from '../../../src/sandbox/sandbox-advertisers.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** [net, tax, total] as purchase books head them where the tax's own name is a country's. */
const WRITERS: readonly (readonly [string, string, string])[] = [
  ['Montant HT', 'TVA 10 %', 'Montant TTC'], // Djibouti
  ['HT', 'TGC', 'TTC'], // New Caledonia
  ['Valór', 'Impostu Servisu 5%', 'Totál'], // Timor-Leste
  ['Montant HT', 'TPS', 'Montant TTC'], // French Polynesia's taxe sur les prestations
  ['Net Amount', 'Levy', 'Gross Amount'],
];

const book = fc.record({
  writer: fc.constantFrom(...WRITERS),
  rate: fc.constantFrom(5, 10, 11, 13, 16),
  nets: fc.uniqueArray(fc.integer({ min: 1_000, max: 5_000_000 }), { minLength: 6, maxLength: 12 }),
  // Lines of one invoice on consecutive rows, or one row per invoice.
  grouped: fc.boolean(),
});

type Book = typeof book extends fc.Arbitrary<infer T> ? T : never;

interface Mapped {
  invoice?: Record<string, unknown>;
  items?: Record<string, unknown>;
  checks?: Record<string, unknown>;
}

/** Writes the book: `charge` (a share of the net that varies row to row) replaces the tax where given. */
function writeBook(s: Book, charge?: (net: number, row: number) => number): string {
  const [net, tax, total] = s.writer;
  const lines = [['Date', 'N° facture', 'Fournisseur', 'Libellé', net, tax, total].join(';')];
  s.nets.forEach((cents, row) => {
    const invoice = s.grouped ? Math.floor(row / 2) : row;
    // The rate a header names, else the book's.
    const rate = Number(/(\d+) ?%/.exec(tax)?.[1] ?? s.rate);
    const t = charge ? charge(cents, row) : Math.round((cents * rate) / 100);
    lines.push(
      [
        `2024-03-${String(1 + invoice).padStart(2, '0')}`,
        `F-${7100 + invoice * 13}`,
        SANDBOX_ADVERTISERS[invoice % 5]!.advertiserName,
        `Article ${row}`,
        (cents / 100).toFixed(2),
        (t / 100).toFixed(2),
        ((cents + t) / 100).toFixed(2),
      ].join(';'),
    );
  });
  const file = join(makeTempDir('infer-tax-by-sum'), 'achats.csv');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const infer = async (file: string) =>
  parse(await inferMapping(file, { advertisers: SANDBOX_ADVERTISERS, currency: 'XPF' })) as Mapped;

describe('a line tax known by its sum beside a named net', () => {
  it('reads the tax, and the invoice total of grouped lines, whatever the rate and nets', async () => {
    await fc.assert(
      fc.asyncProperty(book, async (s) => {
        const [net, tax, total] = s.writer;
        const m = await infer(writeBook(s));
        expect(m.items?.['Amount']).toBe(net);
        expect(m.items?.['Tax']).toBe(tax);
        if (s.grouped) expect(m.invoice?.['Invoice_Amount']).toEqual({ formula: 'SUM(items.Amount) + SUM(items.Tax)' });
        else {
          expect(m.invoice?.['Invoice_Amount']).toBe(total);
          expect(m.checks?.['sumLines']).toBe('gross');
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  // Headers of a tax infer has no word for: the values alone tell.
  const UNNAMED = WRITERS.filter(([, tax]) => !/TVA|Levy/.test(tax));

  it.each(UNNAMED)('leaves "%s" beside "%s" alone where it is no rate of the net', async (...writer) => {
    // A freight or fee of a few francs whatever the net: no one rate, nor a few.
    const s = {
      writer,
      rate: 10 as const,
      nets: [120_000, 8_050, 310_000, 4_520, 99_999, 1_500_000, 64_000, 2_200],
      grouped: false,
    };
    const m = await infer(writeBook(s, (_, row) => 500 + row * 137));
    expect(m.items?.['Tax']).toBeUndefined();
  });
});
