/**
 * A net column beside a gross and its tax (Paraşüt's `Ara Toplam`, Jortt's `Excl. btw`): the
 * line's Amount is that column as written, not a formula that reproduces it, and beside a kind
 * column of credit notes written unsigned it is signed like the other amounts. Generated space
 * over real writers' headers, tax rates and rows.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** [gross, tax, net] as each system heads them. */
const WRITERS = [
  ['Genel Toplam', 'KDV', 'Ara Toplam'],
  ['Totaal', 'Btw', 'Excl. btw'],
  ['Totaal', 'BTW', 'Bedrag excl. BTW'],
] as const;

const cents = (n: bigint) => `${n / 100n}.${String(n % 100n).padStart(2, '0')}`;

function write(writer: (typeof WRITERS)[number], rate: bigint, count: number, seed: number, credit: boolean) {
  const [gross, tax, net] = writer;
  const rows = [['Leverancier', 'Factuurnummer', 'Datum', 'Currency', ...(credit ? ['Soort'] : []), net, tax, gross]];
  for (let i = 0; i < count; i++) {
    const n = BigInt(10000 + ((seed * 31 + i * 977) % 90000));
    const t = (n * rate) / 100n;
    rows.push([
      String(70001 + ((seed + i) % 5)),
      `F-${seed + i}`,
      '2024-03-04',
      'EUR',
      ...(credit ? [i % 4 === seed % 4 ? 'Creditfactuur' : 'Factuur'] : []),
      cents(n),
      cents(t),
      cents(n + t),
    ]);
  }
  const file = join(makeTempDir('net-column'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

const items = (yaml: string) => (parse(yaml) as { items?: Record<string, unknown> }).items;

describe('mapping infer and a net column beside the gross and its tax', () => {
  it('maps the net column as written, signed beside credit notes written unsigned', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...WRITERS),
        fc.constantFrom(18n, 21n, 9n, 20n),
        fc.integer({ min: 8, max: 14 }),
        fc.nat(5000),
        fc.boolean(),
        async (writer, rate, count, seed, credit) => {
          const yaml = await inferMapping(write(writer, rate, count, seed, credit));
          const net = writer[2];
          expect(items(yaml)?.Amount, yaml).toEqual(
            credit ? { formula: `IF([Soort] = "Creditfactuur", -1, 1) * [${net}]` } : net,
          );
        },
      ),
      { numRuns: 30 },
    );
  });
});
