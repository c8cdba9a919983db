/**
 * A currency column is proposed as CurrencyCode only where its codes are ISO 4217's: a system's own
 * three letters (Argentina's AFIP writes PES and DOL, Chinese ledgers RMB) would post a code the
 * finance system takes for another currency or none, so the column is left out with its reason, and
 * no one value is proposed in its place: CurrencyCode is left commented.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

// Codes as the systems write them: [codes, whether every one is ISO 4217's].
const CODE_SETS: readonly (readonly [readonly string[], boolean])[] = [
  [['PES', 'DOL'], false],
  [['PES'], false],
  [['RMB', 'USD'], false],
  [['UKP', 'EUR'], false],
  [['EUR', 'USD'], true],
  [['ARS', 'USD'], true],
  [['CNY'], true],
];

function write(header: string, codes: readonly string[]): string {
  const rows = [['Fecha', 'Número', 'Proveedor', header, 'Total'].join(';')];
  for (let i = 0; i < 9; i++)
    rows.push(
      [`2024-03-${10 + i}`, `A-${1200 + i}`, `Proveedor ${i % 3}`, codes[i % codes.length], `${100 + i},50`].join(';'),
    );
  const file = join(makeTempDir('currency-codes'), 'libro.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer and a currency column', () => {
  it('proposes the column only where its codes are ISO 4217 codes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('Moneda', 'Currency', 'Währung', 'Valuta'),
        fc.constantFrom(...CODE_SETS),
        async (header, [codes, iso]) => {
          const yaml = await inferMapping(write(header, codes));
          const invoice = (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {};
          if (iso) expect(invoice.CurrencyCode, yaml).toBe(header);
          // Nor one value for every invoice: the codes may name several currencies.
          else expect(invoice.CurrencyCode, yaml).toBeUndefined();
        },
      ),
      { numRuns: 20 },
    );
  });
});
