/**
 * One row per document, credit notes written positive beside invoices, a gross and its tax and no
 * net column: the line's net is the gross less the tax, and on a credit note that difference needs
 * the sign the gross and the tax get, or the credit note's lines would not add up to its signed
 * total (and would post as a purchase where they did). Tested over the kinds real exports write.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown>; items?: Record<string, unknown> };
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Invoice and credit-note kinds as exports write them: codes under a type header, and words. */
const KINDS = [
  { header: 'Document Type', invoice: 'Invoice', credit: 'Credit Memo' },
  { header: 'Documento', invoice: 'VFA', credit: 'VNC' },
  { header: 'Belegart', invoice: 'Rechnung', credit: 'Gutschrift' },
  { header: 'Tipo', invoice: 'Factura', credit: 'Nota de crédito' },
  { header: 'Type', invoice: 'Bill', credit: 'Debit Adj.' },
] as const;

type Kind = (typeof KINDS)[number];

function writeCsv(kind: Kind, nets: readonly number[], rates: readonly number[]) {
  const header = [kind.header, 'Number', 'Date', 'Supplier', 'VAT', 'Total'];
  const rows = nets.map((net, i) => {
    const vat = Math.round((net * rates[i % rates.length]!) / 100);
    return [
      i % 4 === 3 ? kind.credit : kind.invoice,
      `${2400 + i * 3}`,
      `2024-03-${String((i % 27) + 1).padStart(2, '0')}`,
      `Supplier ${i % 5}`,
      money(vat),
      money(net + vat),
    ];
  });
  const file = join(makeTempDir('sign-derived-net'), 'export.csv');
  writeFileSync(file, `${[header, ...rows].map((r) => r.join(',')).join('\n')}\n`);
  return file;
}

describe('mapping infer signs a net it derives from a gross and tax written unsigned on credit notes', () => {
  it('the line amount carries the sign the total and the tax carry, or is left commented', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...KINDS),
        fc.array(fc.integer({ min: 10_00, max: 9_999_99 }), { minLength: 8, maxLength: 14 }),
        fc.constantFrom([20], [23, 6], [19, 7], [21, 10]),
        async (kind, nets, rates) => {
          const yaml = await inferMapping(writeCsv(kind, nets, rates));
          const { invoice, items } = mapped(yaml);
          const sign = `IF([${kind.header}] = "${kind.credit}", -1, 1) * `;
          expect(invoice?.Invoice_Amount, yaml).toEqual({ formula: `${sign}[Total]` });
          expect(items?.Tax, yaml).toEqual({ formula: `${sign}[VAT]` });
          // Unsigned beside signed totals, the credit notes' sums fail and nothing of them posts.
          if (items?.Amount !== undefined) expect(items.Amount, yaml).toEqual({ formula: `${sign}([Total] - [VAT])` });
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
