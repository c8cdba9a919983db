/**
 * One row per line, the document's kind repeated on each of its lines, credit notes written
 * positive: the kind is the invoice's, so each line's amount and tax are signed by the kind of
 * their invoice (`invoice[Doc Type]`), as the invoice amount is. Tested over the kinds and the
 * line counts real exports write.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const mapped = (yaml: string) => parse(yaml) as { items?: Record<string, unknown> };
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

// [kind header, invoice kind, credit-note kind], as listings write them.
const KINDS = [
  ['Doc Type', 'PI', 'SC'],
  ['Document Type', 'Invoice', 'Credit Memo'],
  ['Transaction Type', 'Purchase', 'Debit Note'],
  ['Belegart', 'Rechnung', 'Gutschrift'],
] as const;

function writeCsv([kindHeader, invoice, credit]: (typeof KINDS)[number], lineCounts: readonly number[]) {
  const rows = [['Doc No', 'Doc Date', 'Supplier', kindHeader, 'Description', 'Amount', 'Tax Amt']];
  lineCounts.forEach((count, doc) => {
    for (let line = 0; line < count; line++) {
      const net = 1000 + doc * 731 + line * 97;
      rows.push([
        `PI-${String(4100 + doc).padStart(6, '0')}`,
        `${String(2 + (doc % 27)).padStart(2, '0')}/03/2024`,
        `Supplier ${['Alpha', 'Beta', 'Gamma'][doc % 3]}`,
        doc % 4 === 3 ? credit : invoice,
        `Item ${line + 1} of ${doc}`,
        money(net),
        money(Math.round(net * 0.06)),
      ]);
    }
  });
  const file = join(makeTempDir('sign-by-invoice-kind'), 'listing.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\n')}\n`);
  return file;
}

describe('mapping infer signs the lines of a credit note by the kind of their invoice', () => {
  it('reads the kind from the invoice in one row per line', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...KINDS),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 8, maxLength: 12 }).filter((c) => c.some((n) => n > 1)),
        async (kind, counts) => {
          const yaml = await inferMapping(writeCsv(kind, counts));
          const sign = `IF(invoice[${kind[0]}] = "${kind[2]}", -1, 1) * `;
          const items = mapped(yaml).items ?? {};
          expect(items.Amount, yaml).toEqual({ formula: `${sign}[Amount]` });
          expect(items.Tax, yaml).toEqual({ formula: `${sign}[Tax Amt]` });
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);
});
