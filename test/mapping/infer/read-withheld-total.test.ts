/**
 * A total after a discount and, on a Mexican CFDI, the taxes the buyer withholds: where the net less
 * the discount plus the tax less what is withheld makes the total on every row, infer proposes those
 * formulas as the line's Amount and Tax with the gross check. Outside CFDIs a total after a
 * withholding is what is paid, so the Tax never takes the withholding off; nor where the total is
 * before it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

interface Proposal {
  invoice?: Record<string, unknown>;
  items?: Record<string, unknown>;
  checks?: Record<string, unknown>;
}

/** Net cents, discount percent and whether the supplier is a person whose fees have tax withheld. */
const BILLS = [
  [125000, 0, false],
  [48050, 5, true],
  [990000, 0, false],
  [7300, 10, false],
  [310455, 0, true],
  [66000, 0, false],
  [152000, 5, true],
] as const;

const cents = (c: number) => (c / 100).toFixed(2);

interface Words {
  /** The CFDI's folio fiscal and the supplier's RFC, where the rows are CFDIs. */
  cfdi: boolean;
  number: string;
  date: string;
  supplier: string;
  net: string;
  discount: string;
  tax: string;
  withheld: readonly string[];
  total: string;
}

/** A purchase list; the total leaves the withholdings in when `totalBeforeWithholding`. */
function writeBills(w: Words, totalBeforeWithholding = false): string {
  const header = [
    ...(w.cfdi ? ['UUID', 'RFC'] : []),
    w.number,
    w.date,
    w.supplier,
    w.net,
    w.discount,
    w.tax,
    ...w.withheld,
    w.total,
  ];
  const rows = BILLS.map(([net, off, person], i) => {
    const discount = Math.round((net * off) / 100);
    const base = net - discount;
    const tax = Math.round(base * 0.16);
    const taxWithheld = person ? Math.round((tax * 2) / 3) : 0;
    const incomeWithheld = person ? Math.round(base / 10) : 0;
    const withheld = [taxWithheld, incomeWithheld].slice(0, w.withheld.length);
    const total = base + tax - (totalBeforeWithholding ? 0 : withheld.reduce((s, c) => s + c, 0));
    return [
      ...(w.cfdi
        ? [`5f0c2d1e-77ab-4c0e-9d3a-${String(100000000000 + i * 7919)}`, `AB${'CDE'[i % 3]!}9001${10 + i}K7A`]
        : []),
      `F-${100 + i}`,
      `2024-03-${String(10 + i)}`,
      `Proveedor ${i % 3}`,
      cents(net),
      cents(discount),
      cents(tax),
      ...withheld.map(cents),
      cents(total),
    ];
  });
  const file = join(makeTempDir('withheld-total'), 'purchases.csv');
  writeFileSync(file, `${[header, ...rows].map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

const MEXICAN: Words = {
  cfdi: true,
  number: 'Folio',
  date: 'Fecha',
  supplier: 'Proveedor',
  net: 'Subtotal',
  discount: 'Descuento',
  tax: 'IVA',
  withheld: ['IVA Retenido', 'ISR Retenido'],
  total: 'Total',
};
/** A CFDI list whose buyer withholds only VAT (IVA retenido), no income tax. */
const MEXICAN_VAT: Words = { ...MEXICAN, withheld: ['IVA Retenido'] };
const ENGLISH: Words = {
  cfdi: false,
  number: 'Bill No',
  date: 'Date',
  supplier: 'Supplier',
  net: 'Net',
  discount: 'Discount',
  tax: 'VAT',
  withheld: [],
  total: 'Total',
};

const formula = (first: string, off: readonly string[]) =>
  off.length === 0 ? first : { formula: [first, ...off].map((h) => `[${h}]`).join(' - ') };

describe('a total after a discount and withholdings', () => {
  it.each([
    ['a Mexican CFDI list withholding VAT', MEXICAN_VAT],
    ['a CFDI list headed "IVA Trasladado"', { ...MEXICAN_VAT, tax: 'IVA Trasladado' }],
    ['an English bill list without withholdings', ENGLISH],
  ] as const)('proposes for %s the net less the discount and the tax less what is withheld', async (_, w) => {
    const yaml = await inferMapping(writeBills(w));
    const proposal = parse(yaml) as Proposal;
    expect(proposal.invoice?.Invoice_Amount, yaml).toBe(w.total);
    expect(proposal.items?.Amount, yaml).toEqual(formula(w.net, [w.discount]));
    expect(proposal.items?.Tax, yaml).toEqual(formula(w.tax, w.withheld));
    expect(proposal.checks?.sumLines, yaml).toBe('gross');
  });

  it.each([
    ['rows that are no CFDIs', { ...MEXICAN, cfdi: false }, false],
    ['a total before the withholdings', MEXICAN, true],
  ] as const)('never takes the withholding off the Tax for %s', async (_, w, before) => {
    const yaml = await inferMapping(writeBills(w, before));
    const tax = (parse(yaml) as Proposal).items?.Tax;
    expect(JSON.stringify(tax ?? ''), yaml).not.toContain('Retenido');
    // The columns are still in the file: the proposal says so, as a doubt or among those not mapped.
    expect(yaml).toContain('IVA Retenido');
  });

  it.each([
    ['"IVA"', MEXICAN],
    ['"IVA Trasladado"', { ...MEXICAN, tax: 'IVA Trasladado' }],
  ] as const)(
    'never takes an income tax withheld (ISR) off the Tax of a CFDI headed %s: a commented doubt',
    async (_, w) => {
      const yaml = await inferMapping(writeBills(w));
      const tax = (parse(yaml) as Proposal).items?.Tax;
      expect(JSON.stringify(tax ?? ''), yaml).not.toContain('ISR');
      expect(yaml).toMatch(/^\s*# Tax: .*ISR Retenido.*not VAT/mu);
      // The line's net less its discount stands whatever the Tax.
      expect((parse(yaml) as Proposal).items?.Amount, yaml).toEqual(formula(w.net, [w.discount]));
    },
  );
});
