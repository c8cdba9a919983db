/**
 * A purchase report with Colombia's withholdings (ReteFuente, ReteIVA, ReteICA) is in pesos, whether
 * its amounts are written with `$` alone or bare: infer proposes CurrencyCode COP. The same report
 * with Spanish `Retención` columns, which every Spanish-speaking country writes, gets no currency.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const COLOMBIAN = ['ReteFuente', 'ReteIVA', 'ReteICA'] as const;
const SPANISH = ['Retención Renta', 'Retención IVA', 'Retención Municipal'] as const;

/** Eight purchases in whole pesos; `sign` prefixes each amount (`$ ` or nothing). */
function write(withheld: readonly [string, string, string], sign: string): string {
  const header = ['Factura proveedor', 'Fecha', 'NIT', 'Proveedor', 'Subtotal', 'IVA', ...withheld, 'Total'];
  const rows = Array.from({ length: 8 }, (_, i) => {
    const net = 1200000 + i * 345000;
    const vat = Math.round(net * 0.19);
    const taken = [Math.round(net * 0.04), Math.round(vat * 0.15), Math.round((net * 9.66) / 1000)];
    const pesos = (n: number) => `"${sign}${n}"`;
    return [
      `FE${4120 + i * 17}`,
      `2024-02-${String(10 + i)}`,
      `${900123450 + (i % 3) * 7}`,
      `Proveedor ${i % 3}`,
      ...[net, vat, ...taken, net + vat].map(pesos),
    ];
  });
  const file = join(makeTempDir('withholding-currency'), 'compras.csv');
  writeFileSync(file, `${[header, ...rows].map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

const currencyOf = async (withheld: readonly [string, string, string], sign: string) => {
  const yaml = await inferMapping(write(withheld, sign));
  return { yaml, currency: (parse(yaml) as { invoice?: Record<string, unknown> }).invoice?.CurrencyCode };
};

describe("Colombia's withholdings name the currency", () => {
  it.each([
    ['with $', '$ '],
    ['bare', ''],
  ])('proposes COP for amounts written %s', async (_, sign) => {
    const { yaml, currency } = await currencyOf(COLOMBIAN, sign);
    expect(currency, yaml).toEqual({ value: 'COP' });
  });

  it('proposes no currency for withholdings every Spanish-speaking country writes', async () => {
    const { yaml, currency } = await currencyOf(SPANISH, '$ ');
    expect(currency, yaml).toBeUndefined();
  });
});
