/**
 * Indian purchase registers (Marg, Busy, Tally) print the taxable value beside the tax heads and a
 * `Net Amt` that is the bill's total with its taxes: the line's Amount is the taxable value, never
 * the net-named total above it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** Ten bills, one row each: taxable value, CGST and SGST at 9 % (or IGST at 18 %), and the total. */
function writeRegister(taxable: string, total: string, withReturns: boolean): string {
  const header = ['Date', 'Bill No.', 'Type', 'Party Name', taxable, 'CGST', 'SGST', 'IGST', total];
  const rows = [header];
  for (let i = 0; i < 10; i++) {
    const net = 1000n + BigInt(i) * 250n;
    const half = (net * 9n) / 100n;
    const inter = i % 3 === 0;
    const [c, s, g] = inter ? [0n, 0n, half * 2n] : [half, half, 0n];
    const type = withReturns && i % 4 === 3 ? 'Purchase Return' : 'Purchase';
    const day = `2024-02-${String(1 + i).padStart(2, '0')}`;
    rows.push([day, `PB/${100 + i}`, type, `Party ${i % 4}`, ...[net, c, s, g, net + c + s + g].map((v) => `${v}.00`)]);
  }
  const file = join(makeTempDir('taxable-beside-net'), 'register.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

const TAXABLE = ['Taxable', 'Taxable Value', 'Taxable Amount', 'Taxable Amt'];
const TOTALS = ['Net Amt', 'Net Amount', 'Net Value'];

describe('a taxable value beside a net-named total', () => {
  const table = TAXABLE.flatMap((t) => TOTALS.flatMap((n) => [[t, n, false] as const, [t, n, true] as const]));
  it.each(table)(
    '"%s" beside "%s" (returns: %s): the line Amount is the taxable value or left to the user',
    async (taxable, total, returns) => {
      const yaml = await inferMapping(writeRegister(taxable, total, returns));
      const items = (parse(yaml) as { items?: Record<string, unknown> }).items ?? {};
      const amount = JSON.stringify(items.Amount ?? null);
      expect(amount, yaml).not.toContain(total);
      // Where both fit equally by name, the Amount may be left a doubt between them: missing, never wrong.
      if (items.Amount !== undefined) expect(amount, yaml).toContain(taxable);
    },
  );
});
