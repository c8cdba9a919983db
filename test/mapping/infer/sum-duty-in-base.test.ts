/**
 * A duty charged beside the VAT and inside its base (the VAT is a rate of the value and the duty):
 * infer sums the duty into the line's Tax; a freight inside the base, or a duty outside it, is
 * left as it is.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

interface Proposal {
  items?: Record<string, unknown>;
}

/** Per challan: the value in cents, the duty's rate and the VAT's rate, in percent. */
const CHALLANS = [
  { value: 157365_00, duty: 0, vat: 15 },
  { value: 379080_00, duty: 10, vat: 15 },
  { value: 345800_00, duty: 20, vat: 5 },
  { value: 463450_00, duty: 0, vat: 5 },
  { value: 714025_00, duty: 10, vat: 15 },
  { value: 143780_00, duty: 0, vat: 15 },
  { value: 267475_00, duty: 30, vat: 15 },
];

const cents = (c: number) => (c / 100).toFixed(2);

/** A purchase book with the duty's column headed `dutyHeader`; the VAT is charged on the duty too when `inBase`. */
function writeBook(dutyHeader: string, inBase: boolean): string {
  const header = ['Challan No.', 'Supplier', 'Challan Date', 'Value (excl. all taxes)', dutyHeader, 'VAT'];
  const rows = CHALLANS.map((c, i) => {
    const duty = Math.round((c.value * c.duty) / 100);
    const vat = Math.round(((c.value + (inBase ? duty : 0)) * c.vat) / 100);
    return [`${101 + i}/24`, `Supplier ${i % 3}`, '2024-02-0' + String(1 + i), cents(c.value), cents(duty), cents(vat)];
  });
  const file = join(makeTempDir('duty-in-base'), 'book.csv');
  writeFileSync(file, `${[header, ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

describe('a duty inside the VAT base', () => {
  it.each(['Supplementary Duty', 'Excise', 'Aksiz məbləği', 'Impuesto selectivo'])(
    'sums "%s" into the Tax where the VAT is a rate of the value and it',
    async (duty) => {
      const yaml = await inferMapping(writeBook(duty, true));
      const proposal = parse(yaml) as Proposal;
      expect(proposal.items?.Amount, yaml).toBe('Value (excl. all taxes)');
      expect(proposal.items?.Tax, yaml).toEqual({ formula: `[${duty}] + [VAT]` });
    },
  );

  it('leaves a freight inside the VAT base out of the Tax', async () => {
    const yaml = await inferMapping(writeBook('Freight', true));
    expect((parse(yaml) as Proposal).items?.Tax, yaml).not.toEqual({ formula: '[Freight] + [VAT]' });
  });

  it.each(['Fuel surcharge', 'Surcharge', 'Handling fee', 'Frais de port'])(
    'leaves a charge that is no tax ("%s") inside the VAT base out of the Tax',
    async (charge) => {
      const yaml = await inferMapping(writeBook(charge, true));
      expect((parse(yaml) as Proposal).items?.Tax, yaml).toBe('VAT');
    },
  );

  it('does not read a duty outside the VAT base as inside it', async () => {
    const yaml = await inferMapping(writeBook('Supplementary Duty', false));
    expect(yaml).not.toContain('inside the VAT');
  });
});
