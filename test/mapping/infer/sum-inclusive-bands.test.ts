/**
 * Amounts split by VAT band where a band is written with its VAT included (the tax is a rate of
 * the band less it): infer proposes the bands less their VAT as the line's net, never the total
 * or a band alone, and leaves a band whose tax is a rate of the band itself to the other rules.
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

/** Per receipt: the exempt band and, per rate, the band's net, in whole units. */
const RECEIPTS = [
  { exempt: 0, nets: [1000, 0] },
  { exempt: 2500, nets: [0, 0] },
  { exempt: 0, nets: [40000, 3000] },
  { exempt: 700, nets: [12350, 0] },
  { exempt: 0, nets: [9900, 800] },
  { exempt: 0, nets: [0, 4400] },
];

/** A report whose bands at `rates` hold their VAT; the tax is that rate of the band less it, or of the band when `exclusive`. */
function writeReport(
  headers: { exempt: string; band: (r: number) => string; tax: (r: number) => string; total: string },
  rates: number[],
  exclusive = false,
): string {
  const rows = RECEIPTS.map((r, i) => {
    const taxes = rates.map((rate, k) => Math.round((r.nets[k]! * rate) / 100));
    // Inclusive: the band is the net and its tax; exclusive: the band is the net and the total adds the tax.
    const bands = rates.map((_, k) => r.nets[k]! + (exclusive ? 0 : taxes[k]!));
    const total = r.exempt + bands.reduce((s, b) => s + b, 0) + (exclusive ? taxes.reduce((s, t) => s + t, 0) : 0);
    return [
      `R-${3301 + i}`,
      `Supplier ${i % 3}`,
      '2024-03-04',
      r.exempt,
      ...rates.flatMap((_, k) => [bands[k], taxes[k]]),
      total,
    ];
  });
  const header = [
    'Receipt No',
    'Supplier',
    'Date',
    headers.exempt,
    ...rates.flatMap((r) => [headers.band(r), headers.tax(r)]),
    headers.total,
  ];
  const file = join(makeTempDir('inclusive-bands'), 'report.csv');
  writeFileSync(file, `${[header, ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

const ENGLISH = {
  exempt: 'Taxable Amount A-EX',
  band: (r: number) => `Taxable Amount B-${r}%`,
  tax: (r: number) => `Tax B-${r}%`,
  total: 'Total Amount',
};
// French, with no rate in the tax's header: the rate is read off the values.
const FRENCH = {
  exempt: 'Montant exonéré',
  band: (r: number) => `Montant ${r}%`,
  tax: (r: number) => `TVA bande ${String.fromCharCode(65 + r / 10)}`,
  total: 'Total',
};

describe('bands that hold their VAT', () => {
  it('proposes the bands less their VAT as the net, the VAT as the tax, and the sum check', async () => {
    const yaml = await inferMapping(writeReport(ENGLISH, [18, 5]));
    const proposal = parse(yaml) as Proposal;
    expect(proposal.items?.Amount, yaml).toEqual({
      formula: '[Taxable Amount A-EX] + [Taxable Amount B-18%] + [Taxable Amount B-5%] - [Tax B-18%] - [Tax B-5%]',
    });
    expect(proposal.items?.Tax, yaml).toEqual({ formula: '[Tax B-18%] + [Tax B-5%]' });
    expect(proposal.invoice?.Invoice_Amount, yaml).toBe('Total Amount');
    expect(proposal.checks?.sumLines, yaml).toBe('gross');
  });

  it('reads one band and its tax by values when the tax header names no rate', async () => {
    const yaml = await inferMapping(writeReport(FRENCH, [20]));
    const proposal = parse(yaml) as Proposal;
    expect(proposal.items?.Amount, yaml).toEqual({ formula: '[Montant exonéré] + [Montant 20%] - [TVA bande C]' });
    expect(proposal.items?.Tax, yaml).toBe('TVA bande C');
    expect(proposal.checks?.sumLines, yaml).toBe('gross');
  });

  it('leaves a band whose tax is a rate of the band itself (a net) to the other rules', async () => {
    const yaml = await inferMapping(writeReport(ENGLISH, [18], true));
    const proposal = parse(yaml) as Proposal;
    const amount = JSON.stringify(proposal.items?.Amount ?? yaml);
    expect(amount, yaml).not.toContain('- [Tax B-18%]');
  });

  // A withholding of 20 % of the net is 25 % of the net less it, as a band's VAT would be; the VAT
  // beside it then looks like a band of no VAT. The invoices below are net, withholding, VAT, total.
  const WITHHELD = [
    ['1200.00', '240.00', '264.00', '1464.00'],
    ['850.50', '170.10', '187.11', '1037.61'],
    ['3000.00', '600.00', '660.00', '3660.00'],
    ['415.20', '83.04', '91.34', '506.54'],
    ['999.99', '200.00', '220.00', '1219.99'],
    ['2210.00', '442.00', '486.20', '2696.20'],
  ];
  const writeWithheld = (headers: string[]) => {
    const rows = WITHHELD.map((r, i) => [`FT-${100 + i}`, `2026-10-0${3 + i}`, `IT0123456789${i}`, ...r]);
    const file = join(makeTempDir('inclusive-bands'), 'withheld.csv');
    writeFileSync(file, `${[headers, ...rows].map((r) => r.join(',')).join('\n')}\n`);
    return file;
  };

  it.each([
    [['Invoice No', 'Date', 'Supplier VAT', 'Net', 'Withholding', 'VAT', 'Total'], 'Net', 'Withholding'],
    [
      ['Numero fattura', 'Data', 'Partita IVA', 'Imponibile', 'Ritenuta', 'IVA', 'Totale documento'],
      'Imponibile',
      'Ritenuta',
    ],
    // Named by no withholding word: the headers do not pair it with the net as a band's VAT.
    [['Invoice No', 'Date', 'Supplier VAT', 'Net', 'Deduction', 'VAT', 'Total'], 'Net', 'Deduction'],
  ])('never reads a withholding as the VAT a band holds: %j', async (headers, net, withheld) => {
    const yaml = await inferMapping(writeWithheld(headers));
    const proposal = parse(yaml) as Proposal;
    expect(JSON.stringify(proposal.items?.Amount ?? null), yaml).not.toContain(withheld);
    expect(proposal.items?.Amount, yaml).toBe(net);
  });
});
