/**
 * A returns amount column beside the purchases (MISA's `Giá trị trả lại`, `Returns`, `İade
 * Tutarı`, `Retour`): a row with a return is a credit, so the tax and amounts beside it are never
 * mapped as they are. Generated space over real writers' headers, rows and returned rows.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const RETURNS_HEADERS = ['Giá trị trả lại', 'Returns', 'Returned Amount', 'İade Tutarı', 'Retour', 'Сумма возврата'];

describe('mapping infer beside a returns column', () => {
  it('never maps the tax as it is, and gives the formula that signs it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...RETURNS_HEADERS),
        fc.integer({ min: 8, max: 14 }),
        fc.nat(5000),
        async (returns, count, seed) => {
          const rows = [['Vendor No.', 'Invoice No.', 'Invoice Date', 'Currency', 'Net', returns, 'VAT']];
          for (let i = 0; i < count; i++) {
            const net = 1000 + ((seed * 31 + i * 37) % 9000);
            const returned = i % 4 === seed % 4 ? net : 0;
            rows.push([
              String(70001 + ((seed + i) % 5)),
              `R-${seed + i}`,
              '2024-03-04',
              'EUR',
              `${net}.00`,
              `${returned}.00`,
              `${Math.round(net / 10)}.00`,
            ]);
          }
          const file = join(makeTempDir('returns-column'), 'export.csv');
          writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
          const yaml = await inferMapping(file);
          const items = (parse(yaml) as { items?: Record<string, unknown> }).items;
          expect(items?.Tax, yaml).toBeUndefined();
          expect(yaml).toContain(`IF([${returns}] > 0, -1, 1) * [VAT]`);
        },
      ),
      { numRuns: 30 },
    );
  });
});
