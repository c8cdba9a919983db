/**
 * Journal exports of supplier vouchers with one signed amount column (Uni Micro's bilagsjournal, a
 * Swedish verifikationslista, a Dutch mutatie-export): each voucher's cost postings, its input VAT
 * posting and the supplier's posting, which balances them (the signed amounts of a voucher sum to
 * 0). The supplier's posting is skipped, the VAT account's rows are tax-only lines, the invoice
 * amount is the lines' net and tax. Where the postings balance and no VAT account is told apart,
 * the amount column is no line amount as it is: left as a doubt.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { VENDORS, voucherCents, type Mapped } from './check-voucher-lines.js';

interface Writer {
  /** [voucher, date, account, text, amount, supplier, invoice no] */
  headers: string[];
  /** [payable, input VAT, first cost account] */
  chart: [string, string, number];
  rate: number;
}

const WRITERS: Record<string, Writer> = {
  norwegian: {
    headers: ['Bilagsnr', 'Dato', 'Konto', 'Tekst', 'Beløp', 'Leverandør', 'Fakturanr'],
    chart: ['2400', '2710', 6540],
    rate: 25,
  },
  swedish: {
    headers: ['Verifikation', 'Datum', 'Konto', 'Text', 'Belopp', 'Leverantör', 'Fakturanummer'],
    chart: ['2440', '2641', 5410],
    rate: 25,
  },
  dutch: {
    headers: ['Boekstuk', 'Datum', 'Grootboek', 'Omschrijving', 'Bedrag', 'Relatie', 'Factuurnummer'],
    chart: ['1600', '1510', 4300],
    rate: 21,
  },
};

const money = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** Nine vouchers of one to three cost postings; the fourth a credit note, the sixth without VAT. */
function write(w: Writer, options: { vat: boolean } = { vat: true }): string {
  const rows: string[][] = [w.headers];
  const [payable, vat, cost] = w.chart;
  for (let i = 0; i < 9; i++) {
    const sign = i === 3 ? -1 : 1;
    const rate = i === 5 || !options.vat ? 0 : w.rate;
    const { nets, net, tax } = voucherCents(1 + (i % 3), rate, i, 7);
    const head = [String(30041 + i), `${String(10 + i).padStart(2, '0')}.02.2024`];
    const tail = [VENDORS[i % 4]!, `F-${200 + i * 3}`];
    nets.forEach((n, l) => rows.push([...head, String(cost + (l % 2)), `Line ${l + 1}`, money(sign * n), ...tail]));
    if (tax !== 0) rows.push([...head, vat, 'VAT', money(sign * tax), ...tail]);
    rows.push([...head, payable, 'Invoice', money(-sign * (net + tax)), ...tail]);
  }
  const file = join(makeTempDir('signed-voucher'), 'journal.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer and a journal of signed postings', () => {
  it.each(Object.keys(WRITERS))('%s: skips the supplier posting, reads the VAT account as tax', async (name) => {
    const w = WRITERS[name]!;
    const [account, amount] = [w.headers[2]!, w.headers[4]!];
    const yaml = await inferMapping(write(w));
    const m = parse(yaml) as Mapped;
    expect(m.source?.skipRows ?? [], yaml).toContainEqual(
      expect.objectContaining({ column: account, equals: w.chart[0] }),
    );
    expect(m.items?.Amount, yaml).toEqual({ formula: `IF([${account}] = "${w.chart[1]}", 0, [${amount}])` });
    expect(m.items?.Tax, yaml).toEqual({ formula: `IF([${account}] = "${w.chart[1]}", [${amount}], 0)` });
    expect(m.invoice?.Invoice_Amount, yaml).toEqual({ formula: 'SUM(items.Amount) + SUM(items.Tax)' });
  });

  it.each(Object.keys(WRITERS))('%s: skips the supplier posting of vouchers without VAT', async (name) => {
    const w = WRITERS[name]!;
    const yaml = await inferMapping(write(w, { vat: false }));
    const m = parse(yaml) as Mapped;
    expect(m.source?.skipRows ?? [], yaml).toContainEqual(
      expect.objectContaining({ column: w.headers[2], equals: w.chart[0] }),
    );
    expect(m.items?.Amount, yaml).toBe(w.headers[4]);
  });
});
