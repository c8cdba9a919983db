/**
 * Taxes in columns of their own that tie for the Tax (GST, PST, HST): where the line's net and all
 * of them make the line's total on every row, infer proposes their sum as the Tax and the invoice
 * amount from the lines; where the total does not hold them all, the Tax stays a doubt.
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

/** Per bill line: bill, subtotal in cents, and the province's taxes (GST and PST, or HST alone). */
const LINES = [
  { bill: 'B-101', net: 12000, hst: true },
  { bill: 'B-101', net: 4550, hst: true },
  { bill: 'B-102', net: 30000, hst: false },
  { bill: 'B-103', net: 8800, hst: false },
  { bill: 'B-103', net: 1500, hst: false },
  { bill: 'B-104', net: 64000, hst: true },
  { bill: 'B-105', net: 990, hst: false },
];

const cents = (c: number) => (c / 100).toFixed(2);

/** A bills export; the Total column leaves out the PST when `totalWithoutPst`. */
function writeBills(taxes: readonly [string, string, string], totalWithoutPst = false): string {
  const header = ['Vendor', 'Bill #', 'Date', 'Description', 'Subtotal', ...taxes, 'Total'];
  const rows = LINES.map((l, i) => {
    const gst = l.hst ? 0 : Math.round(l.net * 0.05);
    const pst = l.hst ? 0 : Math.round(l.net * 0.07);
    const hst = l.hst ? Math.round(l.net * 0.13) : 0;
    const total = l.net + gst + hst + (totalWithoutPst ? 0 : pst);
    const vendor = `Vendor ${l.bill.charCodeAt(4) % 3}`;
    return [
      vendor,
      l.bill,
      `2024-03-1${i}`,
      `Service ${i}`,
      cents(l.net),
      cents(gst),
      cents(pst),
      cents(hst),
      cents(total),
    ];
  });
  const file = join(makeTempDir('tied-taxes'), 'bills.csv');
  writeFileSync(file, `${[header, ...rows].map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

describe('taxes tied for the Tax', () => {
  it.each([
    ['GST', 'PST', 'HST'],
    ['GST', 'QST', 'HST'],
  ] as const)('sums %s, %s and %s where the line total holds them all', async (...taxes) => {
    const yaml = await inferMapping(writeBills(taxes));
    const proposal = parse(yaml) as Proposal;
    expect(proposal.items?.Amount, yaml).toBe('Subtotal');
    expect(proposal.items?.Tax, yaml).toEqual({ formula: taxes.map((t) => `[${t}]`).join(' + ') });
    expect(proposal.invoice?.Invoice_Amount, yaml).toEqual({ formula: 'SUM(items.Amount) + SUM(items.Tax)' });
    expect(proposal.checks?.sumLines, yaml).toBe('gross');
  });

  it('leaves the Tax a doubt where the line total does not hold every tax', async () => {
    const yaml = await inferMapping(writeBills(['GST', 'PST', 'HST'], true));
    expect((parse(yaml) as Proposal).items?.Tax, yaml).toBeUndefined();
  });
});
