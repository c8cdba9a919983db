/**
 * A charge that is no tax (freight, a fee, a surcharge) beside the net, the VAT charged on both:
 * Tax is the VAT alone and the charge is summed into the Amount, checked as gross.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeCsv(rows: readonly (readonly string[])[]): string {
  const file = join(makeTempDir('charged-taxes'), 'purchases.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

type Mapping = { items?: Record<string, unknown>; checks?: Record<string, unknown> };

/** Net, a charge the VAT is charged on too (20 % of both), VAT and the total: the charge is no tax. */
const CHARGED_ON = [
  ['1200.00', '35.00', '247.00', '1482.00'],
  ['850.50', '0.00', '170.10', '1020.60'],
  ['3000.00', '80.00', '616.00', '3696.00'],
  ['415.20', '12.50', '85.54', '513.24'],
  ['999.99', '0.00', '200.00', '1199.99'],
  ['2210.00', '60.00', '454.00', '2724.00'],
];

describe('mapping infer never sums a charge that is no tax into Tax', () => {
  it.each(['Fuel surcharge', 'Surcharge', 'Freight', 'Handling fee'])(
    '"%s" beside the net: Tax is the VAT alone, the charge is in the Amount',
    async (charge) => {
      const head = ['Invoice No', 'Date', 'Supplier VAT', 'Net', charge, 'VAT', 'Total'];
      const body = CHARGED_ON.map((r, i) => [`INV-${100 + i}`, `2026-10-0${3 + i}`, `GB12345678${i}`, ...r]);
      const yaml = await inferMapping(writeCsv([head, ...body]));
      const mapping = parse(yaml) as Mapping;
      expect(mapping.items?.Tax, yaml).toBe('VAT');
      expect(mapping.items?.Amount, yaml).toEqual({ formula: `[Net] + [${charge}]` });
      // The sum proposed is checked: no note may say that no check was proposed.
      expect(mapping.checks?.sumLines, yaml).toBe('gross');
      expect(yaml).not.toContain('no sumLines check proposed');
    },
  );
});
