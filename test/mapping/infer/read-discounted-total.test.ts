/**
 * One row per invoice with its sum before a discount, the discount, the tax and the total after
 * both (Directo's Summa, Allahindlus, KM, Kokku): the total is the column that is the sum less the
 * discount plus the tax on every row, never the sum; the line's Amount is the sum less the discount.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const mapped = (yaml: string) =>
  parse(yaml) as {
    invoice?: Record<string, unknown>;
    items?: Record<string, unknown>;
    checks?: Record<string, unknown>;
  };

/** Twelve invoices: [sum, discount, tax, total after both] in cents, a discount on every third. */
function money(i: number): [number, number, number, number] {
  const sum = 41250 + i * 1733;
  const discount = i % 3 === 1 ? Math.round(sum * 0.05) : 0;
  const tax = Math.round((sum - discount) * 0.22);
  return [sum, discount, tax, sum - discount + tax];
}

const cents = (c: number) => (c / 100).toFixed(2);

function writeRegister(header: readonly string[], extra?: (i: number) => string): string {
  const rows: string[][] = [[...header]];
  for (let i = 0; i < 12; i++) {
    const [sum, discount, tax, total] = money(i);
    rows.push([
      `${70210 + i}`,
      `${String(2 + i).padStart(2, '0')}.03.2024`,
      `H${100 + (i % 4)}`,
      `Tarnija ${'ABCD'[i % 4]} OÜ`,
      `INV-${5400 + i}`,
      'EUR',
      cents(sum),
      cents(discount),
      cents(tax),
      extra ? extra(i) : cents(total),
    ]);
  }
  const file = join(makeTempDir('discounted-total'), 'ostuarved.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

const ESTONIAN = [
  'Number',
  'Kuupäev',
  'Hankija',
  'Hankija nimi',
  'Arve nr',
  'Valuuta',
  'Summa',
  'Allahindlus',
  'KM',
  'Kokku',
];
const ENGLISH = [
  'Entry',
  'Date',
  'Supplier',
  'Supplier name',
  'Invoice No.',
  'Currency',
  'Sum',
  'Discount',
  'VAT',
  'Total',
];

describe('mapping infer and a total after a discount', () => {
  it('the total is the column that is sum - discount + tax, not the sum', async () => {
    const yaml = await inferMapping(writeRegister(ESTONIAN));
    const m = mapped(yaml);
    expect(m.invoice?.Invoice_Amount, yaml).toBe('Kokku');
    expect(m.items?.Amount, yaml).toEqual({ formula: '[Summa] - [Allahindlus]' });
    expect(m.items?.Tax, yaml).toBe('KM');
    expect(m.checks?.sumLines, yaml).toBe('gross');
  });

  it('under English headers the total is read the same, the net less the discount by either formula', async () => {
    const yaml = await inferMapping(writeRegister(ENGLISH));
    const m = mapped(yaml);
    expect(m.invoice?.Invoice_Amount, yaml).toBe('Total');
    expect([{ formula: '[Sum] - [Discount]' }, { formula: '[Total] - [VAT]' }], yaml).toContainEqual(m.items?.Amount);
    expect(m.items?.Tax, yaml).toBe('VAT');
  });

  it('a column that is sum - withheld + tax (a net to pay) is not read as the total', async () => {
    const header = [...ESTONIAN.slice(0, 7), 'Kinnipeetud', 'KM', 'Tasuda'];
    const yaml = await inferMapping(writeRegister(header));
    const m = mapped(yaml);
    expect(m.invoice?.Invoice_Amount, yaml).not.toBe('Tasuda');
    expect(JSON.stringify(m.items?.Amount ?? null), yaml).not.toContain('Kinnipeetud');
  });
});
