/**
 * A VAT schedule that writes its values apart (standard-rated, zero-rated, exempt, non-taxable)
 * beside the tax and the total, with no column named as the net: where the values with the tax
 * make the total on every row, the line's Amount is the values added and Tax the tax, never the
 * total with its tax in it; where they make it on some rows only, Amount is a commented doubt.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

type Mapping = { items?: Record<string, unknown>; invoice?: Record<string, unknown>; checks?: Record<string, unknown> };
const read = (yaml: string) => parse(yaml) as Mapping;
const cents = (n: number) => (n / 100).toFixed(2);
const SUPPLIERS = ['Island Hardware Ltd', 'Nassau Office Supply', 'Coastal Freight Co', 'Harbour Services'];

/** A schedule's heads: the values (standard first), the tax with its rate, the total; and the kind of row each invoice is. */
interface Schedule {
  values: readonly string[];
  tax: string;
  rate: number;
  total: string;
  /** Which value column row `i` fills (0 the standard-rated, taxed). */
  valueOf: (i: number) => number;
}

const SCHEDULES: readonly [string, Schedule][] = [
  [
    'standard, zero-rated and exempt values (Bahamas)',
    {
      values: ['Standard Rated Value', 'Zero Rated Value', 'Exempt Value'],
      tax: 'VAT 10%',
      rate: 10,
      total: 'Total',
      valueOf: (i) => (i % 4 === 1 ? 2 : i === 6 ? 1 : 0),
    },
  ],
  [
    'taxable, zero-rated, exempt and non-taxable purchases',
    {
      values: ['Taxable Purchases', 'Zero-rated Purchases', 'Exempt Purchases', 'Non-taxable Purchases'],
      tax: 'VAT 15%',
      rate: 15,
      total: 'Total Amount',
      valueOf: (i) => [0, 1, 0, 2, 0, 3, 0, 0, 1, 0][i]!,
    },
  ],
  [
    'standard-rated and exempt supplies, GST',
    {
      values: ['Standard-rated Supplies', 'Exempt Supplies'],
      tax: 'GST 12.5%',
      rate: 12.5,
      total: 'Invoice Total',
      valueOf: (i) => (i % 3 === 2 ? 1 : 0),
    },
  ],
];

function writeSchedule(s: Schedule, spoilt: (i: number) => boolean = () => false): string {
  const lines = [['Date', 'Supplier TIN', 'Supplier Name', 'Invoice No.', ...s.values, s.tax, s.total].join(',')];
  for (let i = 0; i < 10; i++) {
    const value = 120000 + i * 3517;
    const values = s.values.map((_, k) => (k === s.valueOf(i) ? value : 0));
    const tax = s.valueOf(i) === 0 ? Math.round((value * s.rate) / 100) : 0;
    // A spoilt row's total holds a charge no column writes.
    const total = value + tax + (spoilt(i) ? 2500 : 0);
    lines.push(
      [
        `2024-01-${String(3 + i * 2).padStart(2, '0')}`,
        String(101234500 + (i % 4) * 1777),
        SUPPLIERS[i % 4]!,
        `INV-${5100 + i}`,
        ...values.map(cents),
        cents(tax),
        cents(total),
      ].join(','),
    );
  }
  const file = join(makeTempDir('value-bases'), 'vat-purchases.csv');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

describe('mapping infer and a VAT schedule that writes its values apart', () => {
  it.each(SCHEDULES)('%s: Amount is the values added, Tax the tax, checked as gross', async (_, s) => {
    const yaml = await inferMapping(writeSchedule(s));
    const mapping = read(yaml);
    expect(mapping.invoice?.Invoice_Amount, yaml).toBe(s.total);
    expect(mapping.items?.Amount, yaml).toEqual({ formula: s.values.map((v) => `[${v}]`).join(' + ') });
    expect(mapping.items?.Tax, yaml).toBe(s.tax);
    expect(mapping.checks?.sumLines, yaml).toBe('gross');
  });

  it.each(SCHEDULES)('%s, the total off on two rows: Amount is a commented doubt, never the total', async (_, s) => {
    const yaml = await inferMapping(writeSchedule(s, (i) => i === 2 || i === 7));
    const mapping = read(yaml);
    expect(mapping.items?.Amount, yaml).toBeUndefined();
    expect(yaml).toMatch(new RegExp(`# Amount: .*make "${s.total}" on 8 of 10 sampled rows only`));
  });
});
