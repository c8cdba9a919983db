/**
 * A slip key that writes the slip's date beside its number of the day in one cell (ECOUNT's
 * `2024/01/05 -1`), with no other date column: the rows sharing it are one invoice's lines, and a
 * line's total is never the invoice's amount. Generated space over slips, lines and separators.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const p2 = (n: number) => String(n).padStart(2, '0');

describe('mapping infer and a date-and-sequence slip key', () => {
  it('groups the lines by the key and never takes a line total as the invoice amount', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 2, max: 4 }), { minLength: 4, maxLength: 7 }),
        fc.constantFrom('/', '-', '.'),
        fc.constantFrom(' -', '-', ' - '),
        fc.nat(5000),
        async (lineCounts, dateSep, seqSep, seed) => {
          const rows = [['Slip', 'Vendor Code', 'Item', 'Qty', 'Net', 'VAT', 'Total']];
          lineCounts.forEach((lines, slip) => {
            const key = `2024${dateSep}${p2(1 + (slip % 12))}${dateSep}${p2(5 + (seed % 20))}${seqSep}${1 + (slip % 3)}`;
            for (let l = 0; l < lines; l++) {
              const net = 1000 * (1 + ((seed + slip * 7 + l * 3) % 50));
              rows.push([
                key,
                `V${100 + (slip % 3)}`,
                `Item ${l}`,
                '1',
                String(net),
                String(net / 10),
                String(net * 1.1),
              ]);
            }
          });
          const file = join(makeTempDir('slip-key'), 'purchases.csv');
          writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
          const yaml = await inferMapping(file);
          const m = parse(yaml) as { layout?: { type?: string; key?: unknown }; invoice?: Record<string, unknown> };
          expect(m.layout?.type, yaml).toBe('grouped');
          expect(m.layout?.key, yaml).toEqual(['Slip']);
          expect(m.invoice?.Invoice_Amount, yaml).not.toBe('Total');
        },
      ),
      { numRuns: 30 },
    );
  });
});
