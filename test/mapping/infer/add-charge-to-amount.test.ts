/**
 * A charge that is no tax (a fuel surcharge, freight, a fee) inside the VAT's base where no column
 * holds the total: infer adds it to the line's Amount so it is posted; where only some rows show it
 * inside the base, Amount is left commented with the reason.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const itemsOf = (yaml: string) => (parse(yaml) as { items?: Record<string, unknown> }).items ?? {};
const cents = (c: number) => (c / 100).toFixed(2);

/** Net and charge in cents per invoice; the VAT is 20 % of the net and, where `inBase` says so, the charge. */
const INVOICES = [
  { net: 120000, charge: 3500 },
  { net: 85050, charge: 0 },
  { net: 300000, charge: 8000 },
  { net: 41520, charge: 1250 },
  { net: 99999, charge: 0 },
  { net: 221000, charge: 6000 },
];

function writeCsv(charge: string, inBase: (row: number) => boolean): string {
  const lines = [`Invoice No,Date,Supplier VAT,Net,${charge},VAT`];
  INVOICES.forEach((inv, i) => {
    const vat = Math.round(((inv.net + (inBase(i) ? inv.charge : 0)) * 20) / 100);
    lines.push(`INV-${100 + i},2026-10-0${3 + i},GB12345678${i},${cents(inv.net)},${cents(inv.charge)},${cents(vat)}`);
  });
  const file = join(makeTempDir('charge-in-base'), 'fuel.csv');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

describe('mapping infer and a charge that is no tax inside the VAT base, with no total column', () => {
  it.each(['Fuel surcharge', 'Freight', 'Handling fee'])(
    'adds "%s" to the line Amount when the VAT is charged on it on every row',
    async (charge) => {
      const yaml = await inferMapping(writeCsv(charge, () => true));
      expect(itemsOf(yaml).Amount, yaml).toEqual({ formula: `[Net] + [${charge}]` });
      expect(itemsOf(yaml).Tax, yaml).toBe('VAT');
    },
  );

  it('leaves the Amount the net when the VAT is charged on the net alone', async () => {
    const yaml = await inferMapping(writeCsv('Fuel surcharge', () => false));
    expect(itemsOf(yaml).Amount, yaml).toBe('Net');
  });

  it('leaves the Amount commented with the reason when only some rows charge VAT on the charge', async () => {
    const yaml = await inferMapping(writeCsv('Fuel surcharge', (row) => row !== 2));
    expect(itemsOf(yaml).Amount, yaml).toBeUndefined();
    expect(yaml).toMatch(/# *Amount: \{ formula: '\[Net\] \+ \[Fuel surcharge\]' \}.*"Fuel surcharge"/);
  });
});
