/**
 * Levies charged beside VAT on the same base are tax: where each row's base, levies and VAT make
 * its total, Tax is their sum; where the total does not show it, Tax is never the VAT alone uncommented.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeCsv(rows: readonly (readonly string[])[]): string {
  const file = join(makeTempDir('levies'), 'received.csv');
  writeFileSync(file, `${rows.map((r) => r.map((c) => (c.includes(',') ? `"${c}"` : c)).join(',')).join('\r\n')}\r\n`);
  return file;
}

const itemsOf = (yaml: string) => (parse(yaml) as { items?: Record<string, unknown> }).items ?? {};
const cents = (n: number) => (n / 100).toFixed(2);

/** Ten invoices with each levy and the tax on the base; the total with the levies, or without them. */
function invoices(levies: readonly [string, number][], tax: [string, number], totalHoldsLevies: boolean) {
  const rows: string[][] = [
    [
      'Invoice No',
      'Invoice Date',
      'Supplier Name',
      'Currency',
      'Taxable Amount',
      ...levies.map(([h]) => h),
      tax[0],
      'Total Amount',
    ],
  ];
  for (let i = 0; i < 10; i++) {
    const base = 120000 + i * 3517;
    const charged = levies.map(([, rate]) => Math.round((base * rate) / 100));
    const vat = Math.round((base * tax[1]) / 100);
    const total = base + vat + (totalHoldsLevies ? charged.reduce((s, v) => s + v, 0) : 0);
    rows.push([
      `INV-${2400 + i}`,
      '2024-02-15',
      `Supplier ${i % 4}`,
      'GHS',
      cents(base),
      ...charged.map(cents),
      cents(vat),
      cents(total),
    ]);
  }
  return rows;
}

// Levies as Ghana's E-VAT exports name them, before and after the 2021 COVID-19 levy.
const LAYOUTS: readonly (readonly [string, readonly [string, number][], [string, number]])[] = [
  [
    'since 2021',
    [
      ['NHIL (2.5%)', 2.5],
      ['GETFund Levy (2.5%)', 2.5],
      ['COVID-19 Levy (1%)', 1],
    ],
    ['VAT (15%)', 15],
  ],
  [
    'before 2021',
    [
      ['NHIL (2.5%)', 2.5],
      ['GETFund Levy (2.5%)', 2.5],
    ],
    ['VAT (12.5%)', 12.5],
  ],
];

/** The same invoices with a document type, every fourth a credit note written positive. */
function withCreditNotes(rows: string[][]): string[][] {
  return rows.map((r, i) => [
    ...r.slice(0, 4),
    i === 0 ? 'Document Type' : i % 4 === 0 ? 'Credit Note' : 'Invoice',
    ...r.slice(4),
  ]);
}

describe('mapping infer and levies beside VAT', () => {
  it.each(LAYOUTS)('%s with credit notes written positive: Tax is the signed sum', async (_, levies, tax) => {
    const yaml = await inferMapping(writeCsv(withCreditNotes(invoices(levies, tax, true))));
    const sum = [...levies.map(([h]) => `[${h}]`), `[${tax[0]}]`].join(' + ');
    expect(itemsOf(yaml).Tax, yaml).toEqual({ formula: `IF([Document Type] = "Credit Note", -1, 1) * (${sum})` });
  });

  it.each(LAYOUTS)('%s: Tax is the levies and the VAT, which with the base make the total', async (_, levies, tax) => {
    const yaml = await inferMapping(writeCsv(invoices(levies, tax, true)));
    const sum = [...levies.map(([h]) => `[${h}]`), `[${tax[0]}]`].join(' + ');
    expect(itemsOf(yaml).Tax, yaml).toEqual({ formula: sum });
  });

  it.each(LAYOUTS)(
    '%s: a total without the levies leaves Tax commented, never the VAT alone',
    async (_, levies, tax) => {
      const yaml = await inferMapping(writeCsv(invoices(levies, tax, false)));
      expect(itemsOf(yaml).Tax, yaml).toBeUndefined();
      expect(yaml).toMatch(/# *Tax:/);
    },
  );
});

describe('mapping infer and a charge that is no tax beside VAT', () => {
  it.each(['Fuel surcharge', 'Surcharge', 'Handling fee'])(
    '"%s" that the total holds is never a levy summed into Tax',
    async (charge) => {
      const yaml = await inferMapping(writeCsv(invoices([[charge, 2]], ['VAT', 15], true)));
      expect(itemsOf(yaml).Tax, yaml).toBe('VAT');
    },
  );

  it('a fuel surcharge beside a VAT named by its rate is never a levy summed into Tax', async () => {
    const yaml = await inferMapping(writeCsv(invoices([['Fuel surcharge', 2]], ['VAT (15%)', 15], true)));
    expect(itemsOf(yaml).Tax, yaml).toBe('VAT (15%)');
  });
});

describe('one tax at several rates beside a net and no total', () => {
  // [net header, the tax at each rate]: the Maldives' MIRA statement (GST at 8 % and 16 %), a German register (USt at 19 % and 7 %).
  it.each([
    [
      'Invoice Total (excluding GST)',
      [
        ['GST Charged at 8%', 8],
        ['GST Charged at 16%', 16],
      ],
    ],
    [
      'Nettobetrag',
      [
        ['USt 19%', 19],
        ['USt 7%', 7],
      ],
    ],
  ] as const)('"%s" with %j: Tax adds the rates and the invoice amount the net and the tax', async (net, rates) => {
    const rows: string[][] = [['Invoice No', 'Invoice Date', 'Supplier Name', net, ...rates.map(([h]) => h)]];
    for (let i = 0; i < 10; i++) {
      const base = 120000 + i * 3517;
      // Each invoice at one rate, or none (exempt): its tax in that rate's column, the others 0.
      const at = i % 3;
      rows.push([
        `INV-${2400 + i}`,
        '2024-02-15',
        `Supplier ${i % 4}`,
        cents(base),
        ...rates.map(([, rate], r) => cents(r === at ? Math.round((base * rate) / 100) : 0)),
      ]);
    }
    const yaml = await inferMapping(writeCsv(rows));
    const sum = rates.map(([h]) => `[${h}]`).join(' + ');
    expect(itemsOf(yaml).Tax, yaml).toEqual({ formula: sum });
    expect(itemsOf(yaml).Amount, yaml).toBe(net);
    expect((parse(yaml) as { invoice: Record<string, unknown> }).invoice.Invoice_Amount, yaml).toEqual({
      formula: 'SUM(items.Amount) + SUM(items.Tax)',
    });
  });

  it('a rate column that is not its rate of the net on some row is no band of the tax', async () => {
    const rows: string[][] = [['Invoice No', 'Invoice Date', 'Supplier Name', 'Nettobetrag', 'USt 19%', 'USt 7%']];
    for (let i = 0; i < 10; i++) {
      const base = 120000 + i * 3517;
      rows.push([`INV-${2400 + i}`, '2024-02-15', `Supplier ${i % 4}`, cents(base), cents(base * 0.19 + 500), '0.00']);
    }
    const yaml = await inferMapping(writeCsv(rows));
    expect(itemsOf(yaml).Tax, yaml).not.toEqual({ formula: '[USt 19%] + [USt 7%]' });
  });
});
