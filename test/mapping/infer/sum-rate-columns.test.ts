/**
 * Amounts split into a column per VAT rate (a base and a tax column for each rate, an exempt
 * column beside them, the total): infer proposes the sums, never one rate's column as the whole
 * amount, whatever the language of the headers.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** Base and tax words of books that split by rate: Czech, Slovak, Hungarian, Polish, English and Romanian. */
const WORDS = [
  ['Základ', 'DPH', 'Osvobozeno'],
  ['Základ dane', 'DPH', 'Oslobodené'],
  ['Nettó', 'ÁFA', 'Adómentes'],
  ['Netto', 'VAT', 'Zwolnione'],
  ['Net', 'Tax', 'Exempt'],
  ['Bază', 'TVA', 'Scutite'],
] as const;
const RATE_SETS = [
  [21, 12],
  [20, 10],
  [27, 18, 5],
  [23, 8, 5],
] as const;

interface Book {
  words: (typeof WORDS)[number];
  rates: readonly number[];
  exempt: boolean;
  /** Per invoice: the net in cents at each rate (0: not used), and the exempt part. */
  invoices: { nets: number[]; exempt: number }[];
  /** Whether a rate or exempt part an invoice has none of is a blank cell, not 0.00. @default false */
  blank?: boolean;
  /** The header of a column of the tax in total, after the total. @default none */
  taxTotal?: string;
}

const cents = (c: number) => (c / 100).toFixed(2);

function writeBook(book: Book): string {
  const { words, rates } = book;
  const rateHeaders = rates.flatMap((r) => [`${words[0]} ${r}%`, `${words[1]} ${r}%`]);
  const header = [
    'Doc No',
    'Supplier',
    'Date',
    ...rateHeaders,
    ...(book.exempt ? [words[2]] : []),
    'Total',
    ...(book.taxTotal ? [book.taxTotal] : []),
  ];
  const cell = (c: number) => (book.blank && c === 0 ? '' : cents(c));
  const rows = book.invoices.map((inv, i) => {
    const taxes = inv.nets.map((n, r) => Math.round((n * rates[r]!) / 100));
    const exempt = book.exempt ? inv.exempt : 0;
    const total = inv.nets.reduce((s, n) => s + n, 0) + taxes.reduce((s, t) => s + t, 0) + exempt;
    return [
      `FA-${1000 + i * 7}`,
      `Supplier ${i % 3}`,
      '2024-03-04',
      ...inv.nets.flatMap((n, r) => [cell(n), cell(taxes[r]!)]),
      ...(book.exempt ? [cell(exempt)] : []),
      cents(total),
      ...(book.taxTotal ? [cents(taxes.reduce((s, t) => s + t, 0))] : []),
    ];
  });
  const file = join(makeTempDir('rate-columns'), 'book.csv');
  writeFileSync(file, `${[header, ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

/** Books whose every rate is used on at least `least` invoices, and some rate on fewer than three when `rare`. */
const bookOf = (least: number, rare: boolean): fc.Arbitrary<Book> =>
  fc
    .record({
      words: fc.constantFrom(...WORDS),
      rates: fc.constantFrom(...RATE_SETS),
      exempt: fc.boolean(),
    })
    .chain(({ words, rates, exempt }) =>
      fc
        .array(
          fc.record({
            // Each invoice books one or two of the rates, the others zero.
            nets: fc
              .array(fc.integer({ min: 10_000, max: 900_000 }), { minLength: rates.length, maxLength: rates.length })
              .chain((nets) =>
                fc
                  .subarray(
                    nets.map((_, i) => i),
                    { minLength: 1, maxLength: 2 },
                  )
                  .map((used) => nets.map((n, i) => (used.includes(i) ? n : 0))),
              ),
            exempt: fc.constantFrom(0, 0, 15_000),
          }),
          { minLength: 8, maxLength: 12 },
        )
        .filter((invoices) => {
          const used = rates.map((_, r) => invoices.filter((inv) => inv.nets[r]! > 0).length);
          return used.every((n) => n >= least) && used.some((n) => n >= 3) && used.some((n) => n < 3) === rare;
        })
        .map((invoices) => ({ words, rates, exempt, invoices })),
    );
// Every rate on at least three invoices.
const book = bookOf(3, false);
// A rarer rate on one or two invoices only (a 9 % line in a month of 19 %): the total adding up confirms its pair.
const rareRateBook = bookOf(1, true);

describe('mapping infer and amounts split by VAT rate', () => {
  it('proposes the sum of the bases as Amount and of the taxes as Tax, checked against the total', async () => {
    await fc.assert(
      fc.asyncProperty(book, async (b) => {
        const yaml = await inferMapping(writeBook(b));
        const proposal = parse(yaml) as {
          items?: Record<string, unknown>;
          invoice?: Record<string, unknown>;
          checks?: Record<string, unknown>;
        };
        const bases = b.rates.map((r) => `[${b.words[0]} ${r}%]`);
        const taxes = b.rates.map((r) => `[${b.words[1]} ${r}%]`);
        const net = [...bases, ...(b.exempt ? [`[${b.words[2]}]`] : [])].join(' + ');
        expect(proposal.items?.Amount, yaml).toEqual({ formula: net });
        expect(proposal.items?.Tax, yaml).toEqual({ formula: taxes.join(' + ') });
        expect(proposal.invoice?.Invoice_Amount, yaml).toBe('Total');
        expect(proposal.checks?.sumLines, yaml).toBe('gross');
      }),
      { numRuns: 16 },
    );
  });

  it('proposes the sums where a rarer rate is used on one or two invoices only', async () => {
    await fc.assert(
      fc.asyncProperty(rareRateBook, async (b) => {
        const yaml = await inferMapping(writeBook(b));
        const proposal = parse(yaml) as { items?: Record<string, unknown>; checks?: Record<string, unknown> };
        const net = [...b.rates.map((r) => `[${b.words[0]} ${r}%]`), ...(b.exempt ? [`[${b.words[2]}]`] : [])];
        expect(proposal.items?.Amount, yaml).toEqual({ formula: net.join(' + ') });
        expect(proposal.items?.Tax, yaml).toEqual({ formula: b.rates.map((r) => `[${b.words[1]} ${r}%]`).join(' + ') });
        expect(proposal.checks?.sumLines, yaml).toBe('gross');
      }),
      { numRuns: 16 },
    );
  });

  it('sums a rate family whole where the sample leaves a rate blank, and takes a tax-in-total column as the Tax', async () => {
    // Pantheon's U-RA book: the pair of a rate no invoice of the month used, and the exempt column, blank.
    const unusedRate = book.chain((b) =>
      fc
        .record({
          unused: fc.integer({ min: 0, max: b.rates.length - 1 }),
          taxTotal: fc.constantFrom(undefined, 'Ukupni pretporez', 'Total VAT', 'DPH celkem'),
          exemptUsed: fc.boolean(),
        })
        .map(({ unused, taxTotal, exemptUsed }) => ({
          ...b,
          exempt: true,
          blank: true,
          taxTotal,
          invoices: b.invoices.map((inv, i) => {
            // The unused rate's net moves to another rate of the invoice, so every total still adds up.
            const nets = inv.nets.map((n, r) => (r === unused ? 0 : n));
            const other = unused === 0 ? 1 : 0;
            nets[other] = nets[other]! + inv.nets[unused]!;
            return { nets, exempt: exemptUsed && i % 3 === 0 ? 15_000 : 0 };
          }),
        })),
    );
    await fc.assert(
      fc.asyncProperty(unusedRate, async (b) => {
        const yaml = await inferMapping(writeBook(b));
        const proposal = parse(yaml) as { items?: Record<string, unknown>; checks?: Record<string, unknown> };
        const net = [...b.rates.map((r) => `[${b.words[0]} ${r}%]`), `[${b.words[2]}]`];
        expect(proposal.items?.Amount, yaml).toEqual({ formula: net.join(' + ') });
        const taxes = { formula: b.rates.map((r) => `[${b.words[1]} ${r}%]`).join(' + ') };
        expect(proposal.items?.Tax, yaml).toEqual(b.taxTotal ?? taxes);
        expect(proposal.checks?.sumLines, yaml).toBe('gross');
      }),
      { numRuns: 20 },
    );
  });

  it("reads the rates' tax columns, not a column of the VAT deducted that repeats their sum", async () => {
    // Kosovo's purchase book (`TVSH e zbritshme`), Sri Lanka's (`VAT Claimed`), German and Russian books.
    const deducted = ['TVSH e zbritshme', 'VAT Claimed', 'Abziehbare Vorsteuer', 'НДС к вычету'];
    const nets = [
      [100_000, 0],
      [0, 250_000],
      [340_000, 12_000],
      [56_000, 0],
      [0, 78_000],
      [410_000, 0],
    ];
    for (const taxTotal of deducted) {
      const b: Book = {
        words: WORDS[4],
        rates: [20, 10],
        exempt: false,
        taxTotal,
        invoices: nets.map((n) => ({ nets: n, exempt: 0 })),
      };
      const yaml = await inferMapping(writeBook(b));
      const proposal = parse(yaml) as { items?: Record<string, unknown> };
      expect(proposal.items?.Tax, yaml).toEqual({ formula: '[Tax 20%] + [Tax 10%]' });
      expect(proposal.items?.Amount, yaml).toEqual({ formula: '[Net 20%] + [Net 10%]' });
    }
  });
});
