/**
 * An invoice date written as its year and month (`AAAAMM`, `YYYYMM`: 202401) beside its day
 * (`DD`: 05), as tax returns like the Dominican 606 write it, is rebuilt with DATE(); a year-month
 * beside any other small number is not a date.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function write(yearMonth: string, day: string): string {
  const rows = [['Invoice No', 'Supplier', yearMonth, day, 'Amount']];
  for (let i = 0; i < 8; i++)
    rows.push([
      `INV-${7000 + i * 13}`,
      `Vendor ${i % 3}`,
      i < 5 ? '202401' : '202402',
      String(3 + i * 3).padStart(2, '0'),
      `${100 + i * 7}.50`,
    ]);
  const file = join(makeTempDir('split-date'), 'purchases.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\n')}\n`);
  return file;
}

describe('a date as year-month and day apart', () => {
  it.each([
    ['AAAAMM', 'DD'],
    ['YYYYMM', 'DD'],
    ['Period', 'Day'],
    ['Periodo', 'Día'],
  ])('%s beside %s is the Invoice_Date, rebuilt with DATE()', async (yearMonth, day) => {
    const yaml = await inferMapping(write(yearMonth, day));
    const invoice = (parse(yaml) as { invoice: Record<string, unknown> }).invoice;
    expect(invoice.Invoice_Date, yaml).toEqual({
      formula: `DATE(VALUE(LEFT([${yearMonth}], 4)), VALUE(RIGHT([${yearMonth}], 2)), VALUE([${day}]))`,
    });
  });

  it('is not read from a year-month beside a count', async () => {
    const yaml = await inferMapping(write('Period', 'Lines'));
    const invoice = (parse(yaml) as { invoice: Record<string, unknown> }).invoice;
    expect(JSON.stringify(invoice.Invoice_Date ?? ''), yaml).not.toContain('Lines');
  });
});
