/**
 * A tax charged on a tax (Cameroon's CAC, 10 % of the VAT) is found by its values: a fixed share
 * of the tax on every taxed row, nothing where there is no tax. The total holds it: Tax is the
 * sum of both.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { isTaxOnTax } from '../../../src/mapping/infer/find-tax-on-tax.js';
import type { ColumnProfile } from '../../../src/mapping/infer/profile-column.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const column = (index: number, units: readonly number[]) =>
  ({ index, header: `c${index}`, amounts: units.map((u) => BigInt(u) * 10000n) }) as unknown as ColumnProfile;

describe('a tax on a tax', () => {
  const vat = column(1, [294232, 60959, 0, 889126]);

  it('is a fixed share of the tax on every taxed row, rounded to a unit', () => {
    expect(isTaxOnTax(column(2, [29423, 6096, 0, 88913]), [vat])).toBe(true);
  });

  it('is no column charged where the tax is not, nor one of varying shares, nor the tax again', () => {
    expect(isTaxOnTax(column(2, [29423, 6096, 12354, 88913]), [vat])).toBe(false);
    expect(isTaxOnTax(column(2, [29423, 9000, 0, 88913]), [vat])).toBe(false);
    expect(isTaxOnTax(column(2, [294232, 60959, 0, 889126]), [vat])).toBe(false);
  });
});

describe('mapping infer on a register with a tax charged on the VAT', () => {
  it.each([
    ['French', ['Fournisseur', 'Numéro', 'Date', 'Montant HT', 'TVA 17,5 %', 'CAC 10 %', 'Montant TTC']],
    ['Spanish', ['Proveedor', 'Número', 'Fecha', 'Base imponible', 'IVA 17,5 %', 'Sobretasa', 'Total']],
  ])('%s: Tax is the VAT and the tax on it', async (_, header) => {
    const rows = Array.from({ length: 8 }, (_, i) => {
      const net = 100000 * (i + 2) + 40 * i;
      const vat = i === 5 ? 0 : Math.round(net * 0.175);
      const cac = Math.round(vat * 0.1);
      return [`Vendor ${i % 3} SARL`, `F-${700 + i}`, `${10 + i}/03/2024`, net, vat, cac, net + vat + cac];
    });
    const file = join(makeTempDir('tax-on-tax'), 'achats.csv');
    writeFileSync(file, `${[header, ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`);
    const yaml = await inferMapping(file);
    const items = (parse(yaml) as { items: Record<string, unknown> }).items;
    expect(items.Amount, yaml).toBe(header[3]);
    expect(items.Tax, yaml).toEqual({ formula: `[${header[4]}] + [${header[5]}]` });
  });
});
