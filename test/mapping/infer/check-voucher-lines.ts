/**
 * What the tests of supplier-voucher journals share: a voucher's amounts in cents, its rows' debit
 * and credit cells, and what `mapping infer` must propose for such a journal, whichever column (a
 * row type, a ledger account) tells the VAT rows and the supplier's rows apart.
 */
import { expect } from 'vitest';
import { parse } from 'yaml';

export const VENDORS = ['Acme Media', 'Globex Print', 'Initech Radio', 'Umbrella Outdoor'];

/** The net of each cost line of voucher `index`, their sum and the VAT at `rate` percent, in cents. */
export function voucherCents(lines: number, rate: number, index: number, seed: number) {
  const nets = Array.from({ length: lines }, (_, l) => 10000 + ((seed * 31 + index * 977 + l * 353) % 90000));
  const net = nets.reduce((a, b) => a + b, 0);
  return { nets, net, tax: Math.round((net * rate) / 100) };
}

/** [debit, credit] cells of an amount in cents: a positive one is a debit. */
export const sides = (cents: number) => (cents >= 0 ? [(cents / 100).toFixed(2), ''] : ['', (-cents / 100).toFixed(2)]);

export type Mapped = {
  source?: { skipRows?: { column?: string; equals?: unknown }[] };
  invoice?: Record<string, unknown>;
  items?: Record<string, unknown>;
  checks?: Record<string, unknown>;
};

/**
 * Asserts the voucher lines proposed: rows whose `column` holds `party` skipped, a row's amount
 * debit less credit, rows holding `vat` tax-only lines, the invoice amount their net and tax.
 */
export function expectVoucherLines(
  yaml: string,
  told: { column: string; vat: string; party: string; debit: string; credit: string },
): Mapped {
  const m = parse(yaml) as Mapped;
  const { column, vat, party, debit, credit } = told;
  expect(m.source?.skipRows ?? [], yaml).toContainEqual(expect.objectContaining({ column, equals: party }));
  const side = `[${debit}] - [${credit}]`;
  expect(m.items?.Amount, yaml).toEqual({ formula: `IF([${column}] = "${vat}", 0, ${side})` });
  expect(m.items?.Tax, yaml).toEqual({ formula: `IF([${column}] = "${vat}", ${side}, 0)` });
  expect(m.invoice?.Invoice_Amount, yaml).toEqual({ formula: 'SUM(items.Amount) + SUM(items.Tax)' });
  expect(m.checks?.sumLines, yaml).toBe('gross');
  return m;
}
