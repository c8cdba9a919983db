/**
 * A VAT rate written with its percent sign (`21%`, `10 %`, `10,5%`, as Spanish VAT books such as
 * Quipu's `Tipo IVA` write it) is a rate the mapping reads, so `mapping infer` proposes the column
 * as TaxRate as it does a rate written as a bare number. Generated space over rate headers, rates
 * and how they are written.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const HEADERS = ['Tipo IVA', 'Tipo de IVA', 'VAT rate', 'Taux de TVA', 'Stawka VAT'];
const RATES = ['21', '10', '4', '0', '5,5', '10,5'];
const WRITINGS: readonly ((r: string) => string)[] = [
  (r) => `${r}%`,
  (r) => `${r} %`,
  (r) => `${r.includes(',') ? r : `${r},00`}%`,
];

describe('mapping infer on a rate column written in percent', () => {
  it('proposes the column as TaxRate', async () => {
    const dir = makeTempDir('rate-percent');
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...HEADERS),
        fc.array(fc.constantFrom(...RATES), { minLength: 6, maxLength: 12 }),
        fc.constantFrom(...WRITINGS),
        async (header, rates, write) => {
          const rows = [['Nº factura', 'Proveedor', 'Fecha', 'Base imponible', header, 'Cuota IVA', 'Total factura']];
          rates.forEach((rate, i) => {
            const base = 100 + i;
            const tax = (base * Number(rate.replace(',', '.'))) / 100;
            rows.push([
              `F-${100 + i}`,
              `Proveedor ${i % 3}`,
              `${String(1 + i).padStart(2, '0')}/03/2024`,
              base.toFixed(2).replace('.', ','),
              write(rate),
              tax.toFixed(2).replace('.', ','),
              (base + tax).toFixed(2).replace('.', ','),
            ]);
          });
          const file = join(dir, `libro-${n++}.csv`);
          writeFileSync(file, `${rows.map((r) => r.map((c) => `"${c}"`).join(';')).join('\n')}\n`);
          const yaml = await inferMapping(file);
          const items = (parse(yaml) as { items?: Record<string, unknown> }).items;
          expect(items?.TaxRate, yaml).toBe(header);
        },
      ),
      { numRuns: 20 },
    );
  });
});
