/**
 * A tax rate written as text with its percent sign (`18%`, `7,5 %`) is the TaxRate: a CSV export
 * prints rates so, and the amount reader does not read the sign.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { holdsPercentRates } from '../../../src/mapping/infer/read-percent-rates.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

describe('rates written with their percent sign', () => {
  it('are rates of 0 to 99 %, whole or with decimals', () => {
    expect(holdsPercentRates(['18%', '0%', '5,5 %', '7.5%'])).toBe(true);
    expect(holdsPercentRates(['18%', 'exonéré'])).toBe(false);
    expect(holdsPercentRates(['100%', '18%'])).toBe(false);
    expect(holdsPercentRates([])).toBe(false);
  });
});

describe('mapping infer on a register whose rate column is text with a percent sign', () => {
  it.each([
    [
      'French',
      ['Fournisseur', 'N° facture', 'Date facture', 'Montant HT', 'Taux TVA', 'Montant TVA', 'Montant TTC'],
      ['18%', '0%'],
    ],
    ['Spanish', ['Proveedor', 'Número', 'Fecha', 'Base imponible', 'Tasa IVA', 'IVA', 'Total'], ['16%', '8%']],
  ])('%s: the rate column is the TaxRate', async (_, header, rates) => {
    const rows = Array.from({ length: 8 }, (_, i) => {
      const rate = rates[i % 2]!;
      const net = 1000 * (i + 2);
      const tax = (net * Number.parseInt(rate, 10)) / 100;
      return [
        `Vendor ${i % 3} SA`,
        `F-${500 + i}`,
        `${10 + i}/02/2024`,
        `${net},00`,
        rate,
        `${tax},00`,
        `${net + tax},00`,
      ];
    });
    const file = join(makeTempDir('percent-rates'), 'registre.csv');
    writeFileSync(file, `${[header, ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`);
    const yaml = await inferMapping(file);
    expect((parse(yaml) as { items: Record<string, unknown> }).items.TaxRate, yaml).toBe(header[4]);
  });
});
