/**
 * An amount whose header says it is before tax is never the invoice's amount where a column beside
 * it names the total payable or the amount with tax: the net, the tax and the gross of portal and
 * register exports (MyInvois, e-invoicing portals), in any order.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const NET = ['Total Excluding Tax', 'Amount excl. VAT', 'Total Net Amount', 'Net Total', 'Total Before Tax'];
const TAX = ['Total Tax Amount', 'VAT Amount', 'Tax'];
const GROSS = ['Total Payable Amount', 'Amount Payable', 'Total incl. VAT', 'Total Including Tax', 'Payable Amount'];

/** Ten invoices, one row each: the net, its 8 % tax and their sum, the columns in the given order. */
function writeExport(money: readonly string[], order: readonly number[]): string {
  const header = ['Supplier TIN', 'Invoice No.', 'Invoice Date', 'Currency', ...order.map((i) => money[i]!)];
  const rows = [header];
  for (let i = 0; i < 10; i++) {
    const net = 1000n + BigInt(i) * 137n;
    const tax = (net * 8n) / 100n;
    const cents = (v: bigint) => `${v}.00`;
    const values = [cents(net), cents(tax), cents(net + tax)];
    rows.push([
      `C2${2234690580 + i}`,
      `INV-${300 + i}`,
      '2024-01-0' + String(1 + (i % 9)),
      'MYR',
      ...order.map((j) => values[j]!),
    ]);
  }
  const file = join(makeTempDir('net-not-invoice-amount'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

describe('a before-tax amount beside a payable total', () => {
  it('is never proposed as Invoice_Amount', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...NET),
        fc.constantFrom(...TAX),
        fc.constantFrom(...GROSS),
        fc.constantFrom([0, 1, 2], [2, 0, 1], [1, 0, 2], [0, 2, 1]),
        async (net, tax, gross, order) => {
          const yaml = await inferMapping(writeExport([net, tax, gross], order));
          const m = parse(yaml) as { invoice?: Record<string, unknown> };
          expect(m.invoice?.Invoice_Amount, yaml).not.toEqual(net);
          expect(JSON.stringify(m.invoice?.Invoice_Amount ?? null), yaml).not.toContain(`[${net}]`);
        },
      ),
      { numRuns: 40 },
    );
  });
});
