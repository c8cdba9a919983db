/**
 * One row per invoice whose money headers name a tax infer has no word for (Tonga's consumption
 * tax `CT`): three amount columns where the first and the second make the third on every row are
 * the net, its tax and the total, known by their values alone. Amounts written with a currency
 * sign (`T$1,234.56`) are amounts as well.
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

/** `T$1,234.56`, `-T$12.00`: a sign before the currency's, the thousands grouped. */
const written = (cents: number, sign: string) =>
  `${cents < 0 ? '-' : ''}${sign}${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

function writeSchedule(header: readonly string[], sign: string, rate: number, kinds?: [string, string]): string {
  const rows: string[][] = [[...header, ...(kinds ? ['Type'] : [])]];
  for (let i = 0; i < 10; i++) {
    // The eighth a credit note: negative, or positive beside its kind where `kinds` are written.
    const net = (i === 7 && !kinds ? -1 : 1) * (182550 + i * 41733);
    const tax = Math.round(net * rate);
    rows.push([
      `${String(3 + i).padStart(2, '0')}/01/2024`,
      `${216221 + (i % 3) * 11}`,
      `Supplier ${'ABC'[i % 3]} Ltd`,
      `INV-2024-${20 + i}`,
      written(net, sign),
      written(tax, sign),
      written(net + tax, sign),
      ...(kinds ? [i === 7 ? kinds[1] : kinds[0]] : []),
    ]);
  }
  const file = join(makeTempDir('money-by-sum'), 'schedule.csv');
  writeFileSync(file, `${rows.map((r) => r.map((c) => (c.includes(',') ? `"${c}"` : c)).join(',')).join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer and money columns known by their sum', () => {
  it.each([
    [
      ['Date', 'Supplier TIN', 'Supplier Name', 'Invoice No.', 'Value Excl. CT', 'CT 15%', 'Value Incl. CT'],
      'T$',
      0.15,
    ],
    [['Data', 'NIF', 'Fornecedor', 'N.º fatura', 'Valor sem IC', 'IC 14%', 'Valor com IC'], '', 0.14],
  ])('under %s the net and its tax make the total', async (header, sign, rate) => {
    const yaml = await inferMapping(writeSchedule(header, sign, rate));
    const m = mapped(yaml);
    expect(m.invoice?.Invoice_Amount, yaml).toBe(header[6]);
    expect(m.items?.Amount, yaml).toBe(header[4]);
    expect(m.items?.Tax, yaml).toBe(header[5]);
    expect(m.checks?.sumLines, yaml).toBe('gross');
  });

  it('beside a kind of document that marks credit notes written positive, the columns are not proposed unsigned', async () => {
    const header = [
      'Date',
      'Supplier TIN',
      'Supplier Name',
      'Invoice No.',
      'Value Excl. CT',
      'CT 15%',
      'Value Incl. CT',
    ];
    const yaml = await inferMapping(writeSchedule(header, 'T$', 0.15, ['Tax invoice', 'Credit note']));
    const m = mapped(yaml);
    expect(m.invoice?.Invoice_Amount, yaml).not.toBe('Value Incl. CT');
    expect(m.items?.Amount, yaml).not.toBe('Value Excl. CT');
  });
});
