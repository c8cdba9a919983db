/**
 * A VAT return's schedule of purchases lists each invoice's value with the tax in it and the input
 * tax claimed on it, and no net (Samoa's `Value Incl. VAGST` and `VAGST Claimed`, a GST schedule's
 * `Total incl. GST` and `GST Claimed`): the claimed tax is the Tax, the value the invoice's amount,
 * the line the one less the other.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

type Mapping = { invoice?: Record<string, unknown>; items?: Record<string, unknown> };
const SUPPLIERS = ['Apia Signs Ltd', 'Pacific Print Co', 'Island Media'];

/** Ten invoices at 15 %, the value with the tax in it, then the tax (three twenty-thirds of it). */
function schedule(gross: string, tax: string): string {
  const rows = [['Supplier Name', 'Tax Invoice No.', 'Invoice Date', 'Description', gross, tax].join(',')];
  for (let i = 0; i < 10; i++) {
    const value = 11_500 + i * 2_323;
    const claimed = Math.round((value * 3) / 23);
    rows.push(
      [SUPPLIERS[i % 3]!, `TI-${700 + i}`, `${3 + i} Feb 2024`, `Banner ${i + 1}`, value / 100, claimed / 100].join(
        ',',
      ),
    );
  }
  const file = join(makeTempDir('claimed-tax'), 'schedule.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer and the tax claimed beside a value that includes it', () => {
  for (const [gross, tax] of [
    ['Value Incl. VAGST', 'VAGST Claimed'],
    ['Total incl. GST', 'GST Claimed'],
  ] as const) {
    it(`reads "${tax}" as the Tax and "${gross}" less it as the line`, async () => {
      const m = parse(await inferMapping(schedule(gross, tax))) as Mapping;
      expect(m.invoice?.Invoice_Amount).toBe(gross);
      expect(m.items?.Tax).toBe(tax);
      expect(m.items?.Amount).toEqual({ formula: `[${gross}] - [${tax}]` });
    });
  }
});
