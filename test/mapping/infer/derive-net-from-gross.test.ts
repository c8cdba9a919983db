/**
 * One row per invoice with a total, a tax and a line amount: the amount is the net only where it
 * and the tax make the total on every row. Where prices include the tax (Bolivia's SIAT register,
 * `SUBTOTAL` equal to `IMPORTE TOTAL COMPRA` beside `CRÉDITO FISCAL`), the net is the total less
 * the tax; where the sums hold on some rows only, the amount is a doubt. Generated space over the
 * writers' headers, rates and amounts.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** [total, line amount, tax] headers as registers write them. */
const HEADERS: readonly (readonly [string, string, string])[] = [
  ['IMPORTE TOTAL COMPRA', 'SUBTOTAL', 'CRÉDITO FISCAL'],
  ['Importe total', 'Subtotal', 'IVA'],
  ['Total', 'Subtotal', 'Tax'],
];

/** How the line amount column relates to the total on each row. */
type Reading = 'included' | 'net' | 'mixed';

function write(headers: readonly [string, string, string], rates: readonly number[], reading: Reading, seed: number) {
  const rows = [['Invoice No.', 'Supplier', 'Invoice Date', 'Currency', headers[1], headers[2], headers[0]]];
  rates.forEach((rate, i) => {
    const total = 10000 + ((seed * 31 + i * 977) % 90000);
    const tax = Math.round((total * rate) / (100 + rate));
    // Mixed: the amount is the total on some rows and the net on others, as no real column is.
    const amount = reading === 'net' || (reading === 'mixed' && i % 2 === 1) ? total - tax : total;
    const cells = [amount, tax, total].map((c) => (c / 100).toFixed(2));
    rows.push([`F-${seed + i}`, `Vendor ${1 + (i % 4)}`, '2024-03-04', 'BOB', ...cells]);
  });
  const file = join(makeTempDir('net-from-gross'), 'register.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

type Mapped = { items?: Record<string, unknown>; checks?: Record<string, unknown> };

const rates = fc.array(fc.constantFrom(13, 16, 21, 10), { minLength: 6, maxLength: 12 });

describe('mapping infer and a line amount beside a tax and a total', () => {
  it('proposes the total less the tax, checked gross, where the amount equals the total on every row', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...HEADERS), rates, fc.nat(5000), async (headers, list, seed) => {
        const yaml = await inferMapping(write(headers, list, 'included', seed));
        const m = parse(yaml) as Mapped;
        expect(m.items?.Amount, yaml).toEqual({ formula: `[${headers[0]}] - [${headers[2]}]` });
        expect(m.items?.Tax, yaml).toBe(headers[2]);
        expect(m.checks?.sumLines, yaml).toBe('gross');
      }),
      { numRuns: 15 },
    );
  });

  it('leaves the amount a doubt where it and the tax make the total on some rows only', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...HEADERS), rates, fc.nat(5000), async (headers, list, seed) => {
        const yaml = await inferMapping(write(headers, list, 'mixed', seed));
        expect((parse(yaml) as Mapped).items?.Amount, yaml).toBeUndefined();
        expect(yaml).toMatch(new RegExp(`# Amount:.*make "${headers[0]}" on only`));
      }),
      { numRuns: 10 },
    );
  });

  it('keeps the amount column where it and the tax make the total on every row', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...HEADERS), rates, fc.nat(5000), async (headers, list, seed) => {
        const yaml = await inferMapping(write(headers, list, 'net', seed));
        expect((parse(yaml) as Mapped).items?.Amount, yaml).toBe(headers[1]);
      }),
      { numRuns: 10 },
    );
  });
});
