/**
 * One row per invoice, a line amount and beside it an amount no header named the tax, that is a
 * VAT rate of the line amount on every row (a Thai purchase tax report's `มูลค่าสินค้าหรือบริการ`
 * and `จำนวนเงินภาษีมูลค่าเพิ่ม`, value of goods and VAT): the amount is the net, and the
 * invoice's amount is never that net alone, whatever the headers, rates and amounts, and beside
 * subtotal rows whose tax, the sum of rounded taxes, is off the rate of their net.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

interface Proposal {
  invoice?: Record<string, unknown>;
  items?: Record<string, unknown>;
}

// [document number, date, supplier, the line's amount, the tax], as purchase reports head them; the tax header names no field infer knows.
const HEADERS: readonly (readonly [string, string, string, string, string])[] = [
  ['เลขที่เอกสาร', 'วันที่', 'ชื่อผู้ขายสินค้า', 'มูลค่าสินค้าหรือบริการ', 'จำนวนเงินภาษีมูลค่าเพิ่ม'],
  ['Numéro de pièce', 'Date', 'Fournisseur', 'Montant', 'Colonne 9'],
  ['Document No', 'Date', 'Supplier', 'Amount', 'Column 9'],
  ['Belegnummer', 'Belegdatum', 'Lieferant', 'Betrag', 'Spalte 9'],
];

/** Whole cents of a tax `percent` % of `cents`, rounded half up. */
const taxOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);
const decimal = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** The report, with a subtotal row after every fourth invoice: no id, the sums of the nets and of the rounded taxes. */
function writeReport(headers: readonly string[], nets: readonly number[], percent: number): string {
  const rows = [[...headers, 'Currency'].join(',')];
  let [net, tax] = [0, 0];
  nets.forEach((cents, i) => {
    const day = `2024-03-${String((i % 27) + 1).padStart(2, '0')}`;
    rows.push(
      [`PV${2400 + i}`, day, `Supplier ${i % 3}`, decimal(cents), decimal(taxOf(cents, percent)), 'THB'].join(','),
    );
    [net, tax] = [net + cents, tax + taxOf(cents, percent)];
    if (i % 4 === 3) rows.push(['', '', 'Subtotal', decimal(net), decimal(tax), ''].join(','));
  });
  const file = join(makeTempDir('net-beside-tax'), 'report.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer in one row per invoice, beside an unnamed tax column', () => {
  it('never proposes the line net as the invoice amount; the tax joins it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...HEADERS),
        fc.uniqueArray(fc.integer({ min: 10_000, max: 5_000_000 }), { minLength: 6, maxLength: 12 }),
        fc.constantFrom(7, 10, 20, 5),
        async (headers, nets, percent) => {
          const yaml = await inferMapping(writeReport(headers, nets, percent));
          const proposal = parse(yaml) as Proposal;
          expect(proposal.invoice?.Invoice_Amount, yaml).not.toBe(headers[3]);
          expect(proposal.items?.Tax, yaml).toBe(headers[4]);
          // 20 % of a net is 25 % of it less the tax, both rates in use: net or gross stays a doubt, both commented.
          const settled = percent !== 20;
          expect(proposal.items?.Amount, yaml).toBe(settled ? headers[3] : undefined);
          const total = settled ? { formula: 'SUM(items.Amount) + SUM(items.Tax)' } : undefined;
          expect(proposal.invoice?.Invoice_Amount, yaml).toEqual(total);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
