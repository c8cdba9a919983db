/**
 * A register's type column lists credit notes (`Adjustment`, `Credit Memo`) beside invoices, and
 * the credit notes' amounts are negative: the amount carries their sign and is mapped as it is,
 * also where an invoice or two of the sample is written negative too (a reversal typed as an
 * invoice, a trailing minus). Where invoices are negative on more rows than one in ten, the sign
 * says nothing sure, and the amounts stay doubts with the formula that would sign them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const KINDS: readonly (readonly [string, string])[] = [
  ['Voucher', 'Adjustment'],
  ['Invoice', 'Credit Memo'],
  ['Invoice', 'Credit Note'],
];

interface Register {
  rows: number;
  kinds: readonly [string, string];
  /** Rows that are credit notes (negative). */
  credits: readonly number[];
  /** Invoice rows written negative. */
  reversals: readonly number[];
}

function write(r: Register): string {
  const lines = [
    ['Vendor', 'Voucher', 'Vendor Invoice', 'Type', 'Invoice Date', 'Curr Code', 'Invoice Amount'].join(','),
  ];
  for (let i = 0; i < r.rows; i++) {
    const credit = r.credits.includes(i);
    const negative = credit || r.reversals.includes(i);
    const amount = `${negative ? '-' : ''}${1000 + ((i * 37) % 9000)}.50`;
    lines.push(
      [
        String(1000 + (i % 13)),
        String(70000 + i),
        `SL-${2611000 + i}`,
        r.kinds[credit ? 1 : 0],
        '2026-11-04',
        'EUR',
        amount,
      ].join(','),
    );
  }
  const file = join(makeTempDir('credit-reversals'), 'register.csv');
  writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return file;
}

const amountOf = async (r: Register) => {
  const yaml = await inferMapping(write(r));
  return { yaml, amount: (parse(yaml) as { invoice?: Record<string, unknown> }).invoice?.Invoice_Amount };
};

describe('mapping infer on credit notes written negative beside a negative invoice or two', () => {
  it('maps the amount as it is', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...KINDS),
        fc.integer({ min: 40, max: 120 }),
        fc.uniqueArray(fc.nat(39), { minLength: 1, maxLength: 3 }),
        fc.uniqueArray(fc.nat(39), { minLength: 1, maxLength: 2 }),
        async (kinds, rows, credits, reversals) => {
          const invoices = reversals.filter((i) => !credits.includes(i));
          fc.pre(invoices.length > 0);
          const { yaml, amount } = await amountOf({ rows, kinds, credits, reversals: invoices });
          expect(amount, yaml).toBe('Invoice Amount');
        },
      ),
      { numRuns: 12 },
    );
  });

  it('leaves it a doubt where more than one invoice in ten is negative', async () => {
    const reversals = Array.from({ length: 8 }, (_, i) => 3 + i * 5);
    const { yaml, amount } = await amountOf({ rows: 40, kinds: KINDS[0]!, credits: [1, 2], reversals });
    expect(amount, yaml).toBeUndefined();
    expect(yaml).toMatch(/# Invoice_Amount: .*IF\(\[Type\] = "Adjustment", -1, 1\)/);
  });
});
