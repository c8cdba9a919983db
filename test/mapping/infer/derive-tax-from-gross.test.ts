/**
 * One row per invoice with an amount excluding tax and one including it, but no tax column
 * (Dinero's købsbilag): the tax is their difference where it is a VAT rate in use of the net on
 * every row. Generated space over the writers' header pairs, rates and amounts.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** [gross header, net header] as exports write them. */
const PAIRS: readonly (readonly [string, string])[] = [
  ['Beløb inkl. moms', 'Beløb ekskl. moms'],
  ['Gross Amount', 'Net Amount'],
  ['Montant TTC', 'Montant HT'],
];

function write(pair: readonly [string, string], rates: readonly number[], seed: number): string {
  const rows = [['Invoice No.', 'Vendor No.', 'Invoice Date', 'Currency', pair[1], pair[0]]];
  rates.forEach((rate, i) => {
    const net = 10000 + ((seed * 31 + i * 977) % 90000);
    const gross = net + Math.round((net * rate) / 100);
    rows.push([
      `F-${seed + i}`,
      String(70001 + (i % 4)),
      '2024-03-04',
      'DKK',
      (net / 100).toFixed(2),
      (gross / 100).toFixed(2),
    ]);
  });
  const file = join(makeTempDir('tax-from-gross'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

type Mapped = { items?: Record<string, unknown>; checks?: Record<string, unknown> };

describe('mapping infer and net and gross without a tax column', () => {
  it('proposes the tax as gross less net, checked gross, where the difference is a VAT rate', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PAIRS),
        fc.array(fc.constantFrom(0, 25, 19, 20, 10, 7), { minLength: 5, maxLength: 14 }),
        fc.nat(5000),
        async (pair, rates, seed) => {
          fc.pre(rates.some((r) => r > 0));
          const yaml = await inferMapping(write(pair, rates, seed));
          const m = parse(yaml) as Mapped;
          expect(m.items?.Tax, yaml).toEqual({ formula: `[${pair[0]}] - [${pair[1]}]` });
          expect(m.checks?.sumLines, yaml).toBe('gross');
        },
      ),
      { numRuns: 30 },
    );
  });

  it('proposes no tax where the difference is no VAT rate on some row (a fee, a discount)', async () => {
    const yaml = await inferMapping(write(PAIRS[0]!, [25, 25, 37, 25, 25, 25], 3));
    expect((parse(yaml) as Mapped).items?.Tax, yaml).toBeUndefined();
  });
});
