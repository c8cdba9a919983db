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

/** Writes a Samoan schedule (headers infer has no word for) whose middle money column is `middle`. */
function writeSamoan(middleHeader: string, rows: readonly (readonly [string, string, string])[]): string {
  const lines = [`Numera,Aso,Kamupani,Tau Muamua,${middleHeader},Tau Mulimuli,Tupe`];
  rows.forEach(([n, m, g], i) =>
    lines.push(`F-${101 + i},2026-03-${String(2 + i * 2).padStart(2, '0')},Apia Traders ${i % 2},${n},${m},${g},WST`),
  );
  const file = join(makeTempDir('money-by-sum'), 'schedule.csv');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

describe('a column between the net and the total that is no tax', () => {
  it.each([
    [
      'a discount: negative beside a positive total',
      "Fa'aitiitiga",
      [
        ['1000.00', '-50.00', '950.00'],
        ['2400.00', '-120.00', '2280.00'],
        ['580.00', '-29.00', '551.00'],
        ['1200.00', '-60.00', '1140.00'],
        ['760.00', '-38.00', '722.00'],
      ],
    ],
    [
      'freight: no one rate of the net',
      'Felauaiga',
      [
        ['1000.00', '45.00', '1045.00'],
        ['2400.00', '80.00', '2480.00'],
        ['580.00', '25.00', '605.00'],
        ['1200.00', '45.00', '1245.00'],
      ],
    ],
    [
      'a column named for a charge, though at one rate',
      'Service charge',
      [
        ['1000.00', '100.00', '1100.00'],
        ['2400.00', '240.00', '2640.00'],
        ['580.00', '58.00', '638.00'],
        ['1200.00', '120.00', '1320.00'],
      ],
    ],
  ] as const)('%s is a doubt, not the Tax', async (_what, middle, rows) => {
    const yaml = await inferMapping(writeSamoan(middle, rows));
    const m = mapped(yaml);
    expect(m.items?.Tax, yaml).toBeUndefined();
    expect(m.items?.Amount, yaml).toBeUndefined();
    expect(m.invoice?.Invoice_Amount, yaml).toBeUndefined();
    expect(m.checks?.sumLines, yaml).toBeUndefined();
    expect(yaml).toContain(`"${middle}" may be no tax`);
  });

  it('a standard and a reduced rate, credit notes negative, are still the tax', async () => {
    const rows: [string, string, string][] = [
      ['1000.00', '150.00', '1150.00'],
      ['2400.00', '360.00', '2760.00'],
      ['580.00', '37.70', '617.70'],
      ['-1200.00', '-180.00', '-1380.00'],
      ['760.00', '49.40', '809.40'],
      ['300.00', '45.00', '345.00'],
    ];
    const yaml = await inferMapping(writeSamoan('Lafoga', rows));
    const m = mapped(yaml);
    expect(m.items?.Tax, yaml).toBe('Lafoga');
    expect(m.items?.Amount, yaml).toBe('Tau Muamua');
    expect(m.invoice?.Invoice_Amount, yaml).toBe('Tau Mulimuli');
  });
});

/** Eight invoices of two or three lines, the document number on every line: each line's net, tax and gross. */
function writeDetail(money: readonly [string, string, string]): string {
  const rows: string[][] = [['Doc No', 'Date', 'Supplier', 'Line', 'Description', ...money]];
  for (let i = 0; i < 8; i++)
    for (let l = 0; l < 2 + (i % 2); l++) {
      const net = 12055 + i * 4173 + l * 911;
      const tax = Math.round(net * 0.15);
      const cells = [`PI${String(1200 + i)}`, `${String(3 + i).padStart(2, '0')}/01/2024`, `Supplier ${'ABC'[i % 3]}`];
      rows.push([...cells, String(l + 1), `Item ${l + 1}`, ...[net, tax, net + tax].map((c) => (c / 100).toFixed(2))]);
    }
  const file = join(makeTempDir('money-by-sum-lines'), 'detail.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer and line money known by its sum, in rows grouped into invoices', () => {
  it.each([
    [['Excl. VAT', 'VAT 15%', 'Incl. VAT']],
    [['Value Excl. CT', 'CT 15%', 'Value Incl. CT']],
    [['Ex GST', 'GST 15%', 'Inc GST']],
  ] as const)('under %j each line is the net and its tax, the invoice their sum', async (money) => {
    const yaml = await inferMapping(writeDetail(money));
    const m = mapped(yaml);
    expect(m.items?.Amount, yaml).toBe(money[0]);
    expect(m.items?.Tax, yaml).toBe(money[1]);
    expect(m.invoice?.Invoice_Amount, yaml).toEqual({ formula: 'SUM(items.Amount) + SUM(items.Tax)' });
  });
});
