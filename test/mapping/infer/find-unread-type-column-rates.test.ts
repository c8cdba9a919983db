/**
 * A tax's rate under a header with the word of a type (Catalan `Tipus IGI`, Spanish `Tipo IVA`,
 * French `Type TVA`): the numbers are the rate the tax is of the net on every taxed row, not a
 * system's codes of kinds of documents, so the money beside them is read by its sum. A column of
 * kinds' codes that is no rate of the money still keeps the money for the user.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { SANDBOX_ADVERTISERS } from '../../../src/sandbox/sandbox-advertisers.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** [rate header, net, tax, total], as books write them in languages whose word for a rate is a type's. */
const WRITERS: readonly (readonly [string, string, string, string])[] = [
  ['Tipus IGI', 'Base imposable', 'Quota IGI', 'Total'], // Andorra
  ['Tipo IVA', 'Base', 'Cuota', 'Total'],
  ['Tipo de IVA', 'Base imponible', 'Cuota', 'Importe'],
  ['Type TVA', 'Base', 'Montant', 'Total'],
  ['Tipo', 'Imponibile', 'Imposta', 'Totale'],
];

/** [standard, reduced] rates in use, some written with a decimal (Andorra's 4.5 and 1). */
const RATES: readonly (readonly [number, number])[] = [
  [4.5, 1],
  [21, 10],
  [20, 5.5],
  [22, 10],
  [7.7, 2.5],
];

/** A book's rows: each at the standard rate, a reduced one or none, the standard on most taxed rows. */
const rows = fc
  .tuple(
    fc.constantFrom(...RATES),
    fc.array(fc.record({ net: fc.integer({ min: 1_000, max: 900_000 }), kind: fc.nat(5) }), {
      minLength: 6,
      maxLength: 12,
    }),
  )
  .map(([[standard, reduced], kinds]) =>
    kinds.map((r) => ({ net: r.net, rate: r.kind < 4 ? standard : r.kind === 4 ? reduced : 0 })),
  );

const book = fc.record({
  writer: fc.constantFrom(...WRITERS),
  rows,
  // Two rows a line each of one invoice, the rest an invoice each.
  split: fc.integer({ min: 0, max: 4 }),
});

type Book = typeof book extends fc.Arbitrary<infer T> ? T : never;

/** Writes the book as a CSV, one row per rate of an invoice, amounts in cents written with a point. */
function writeBook(s: Book, kinds?: readonly string[]): string {
  const [rateHeader, net, tax, total] = s.writer;
  const lines = [['Núm. registre', 'Data', 'Proveïdor', net, rateHeader, tax, total].join(';')];
  s.rows.forEach((r, k) => {
    const taxCents = Math.round((r.net * r.rate) / 100);
    const invoice = k === s.split + 1 ? s.split : k;
    lines.push(
      [
        `FR24-${String(invoice + 1).padStart(3, '0')}`,
        `2024-02-${String(1 + invoice).padStart(2, '0')}`,
        SANDBOX_ADVERTISERS[invoice % 5]!.advertiserName,
        (r.net / 100).toFixed(2),
        kinds ? kinds[k % kinds.length] : String(r.rate),
        (taxCents / 100).toFixed(2),
        ((r.net + taxCents) / 100).toFixed(2),
      ].join(';'),
    );
  });
  const file = join(makeTempDir('infer-rate-type'), 'llibre.csv');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

describe('a rate column under the word of a type', () => {
  it('reads the net, tax and rate by their values, whatever the rates and nets', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Most rows carry tax: fewer make no evidence that the middle column is one.
        book.filter((s) => s.rows.filter((r) => Math.round((r.net * r.rate) / 100) > 0).length * 2 > s.rows.length),
        async (s) => {
          const [rateHeader, net, tax] = s.writer;
          const proposal = parse(await inferMapping(writeBook(s), { advertisers: SANDBOX_ADVERTISERS })) as {
            items?: Record<string, unknown>;
          };
          expect(proposal.items?.['Amount']).toBe(net);
          expect(proposal.items?.['Tax']).toBe(tax);
          expect(proposal.items?.['TaxRate']).toBe(rateHeader);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);

  // Headers read as a document's type (`Tipo IVA` names a tax's kind, no document's).
  const TYPES = WRITERS.filter(([rate]) => !/IVA/.test(rate));

  it.each(TYPES)('keeps codes of kinds under "%s" that are no rate of the money from the money', async (...writer) => {
    const rows = [120_00, 80_50, 310_00, 45_20, 99_99, 150_00].map((net, k) => ({ net, rate: [10, 21][k % 2]! }));
    const file = writeBook({ writer, rows, split: 0 }, ['1', '1', '2', '1', '4', '1']);
    const proposal = parse(await inferMapping(file, { advertisers: SANDBOX_ADVERTISERS })) as {
      items?: Record<string, unknown>;
    };
    expect(proposal.items?.['Tax']).toBeUndefined();
  });
});
