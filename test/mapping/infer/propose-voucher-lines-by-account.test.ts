/**
 * Journal exports of supplier vouchers with no row-type column, one row per ledger posting (Exact
 * Globe's inkoop transacties, a German Buchungsjournal, a Turkish yevmiye): each voucher's cost
 * accounts, its VAT account and the creditors' account, which balances them; credit notes reverse
 * the sides. Generated space over the writers' headers, the account numbers, the order of a
 * voucher's rows, lines per voucher, VAT rates, exempt vouchers with no VAT row and where the credit
 * notes fall. Property: the creditors' account is skipped, a row's amount is debit less credit, the
 * VAT account's rows are tax-only lines, the invoice amount is the lines' net and tax, and the
 * account column is not proposed as the lines' GLAccount (it holds the VAT account too).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { expectVoucherLines, sides, VENDORS, voucherCents } from './check-voucher-lines.js';

/** [voucher, date, account, text, supplier, invoice no, debit, credit] as writers head them. */
const WRITERS: readonly (readonly string[])[] = [
  ['Boekstuknr.', 'Datum', 'Grootboekrekening', 'Omschrijving', 'Naam', 'Uw ref.', 'Debet', 'Credit'],
  ['Belegnummer', 'Belegdatum', 'Sachkonto', 'Buchungstext', 'Lieferant', 'Rechnungsnummer', 'Soll', 'Haben'],
  ['Voucher no', 'Date', 'GL Account', 'Memo', 'Vendor Name', 'Vendor Invoice No', 'Debit', 'Credit'],
  ['Fiş No', 'Tarih', 'Hesap Kodu', 'Açıklama', 'Cari Unvanı', 'Fatura No', 'Borç', 'Alacak'],
];
/** [creditors, VAT, first cost account] as charts of accounts number them. */
const CHARTS: readonly (readonly [string, string, number])[] = [
  ['1600', '1520', 4000],
  ['3300', '1576', 6800],
  ['2000', '2200', 5000],
  ['320', '191', 770],
];

interface Voucher {
  lines: number;
  rate: number;
  credit: boolean;
  /** Where the VAT and the creditors' rows sit among the cost rows. */
  order: 'costs-vat-party' | 'party-costs-vat' | 'vat-costs-party';
}

const voucherArb: fc.Arbitrary<Voucher> = fc.record({
  lines: fc.integer({ min: 1, max: 3 }),
  rate: fc.constantFrom(21, 19, 20, 9, 18, 0),
  credit: fc.boolean(),
  order: fc.constantFrom('costs-vat-party', 'party-costs-vat', 'vat-costs-party'),
});

function write(writer: number, chart: readonly [string, string, number], vouchers: readonly Voucher[], seed: number) {
  const rows: string[][] = [[...WRITERS[writer]!]];
  vouchers.forEach((v, i) => {
    const sign = v.credit ? -1 : 1;
    const head = (account: string, text: string) => [
      String(24600101 + i),
      `2024-03-${String((i % 28) + 1).padStart(2, '0')}`,
      account,
      text,
      VENDORS[(i + seed) % 4]!,
      `INV-${seed + i}`,
    ];
    const { nets, net, tax } = voucherCents(v.lines, v.rate, i, seed);
    const costs = nets.map((n, l) => [
      ...head(String(chart[2] + ((seed + l * 7) % 40)), `Campaign ${l + 1}`),
      ...sides(sign * n),
    ]);
    const vat = tax > 0 ? [[...head(chart[1], `VAT ${v.rate}%`), ...sides(sign * tax)]] : [];
    const party = [[...head(chart[0], v.credit ? 'Credit note' : 'Invoice'), ...sides(-sign * (net + tax))]];
    const order =
      v.order === 'costs-vat-party'
        ? [...costs, ...vat, ...party]
        : v.order === 'party-costs-vat'
          ? [...party, ...costs, ...vat]
          : [...vat, ...costs, ...party];
    rows.push(...order);
  });
  const file = join(makeTempDir('account-vouchers'), 'transacties.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer and supplier vouchers told apart by their ledger accounts', () => {
  it("skips the creditors' account, posts the VAT account's rows as tax-only lines and adds up the invoice", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(WRITERS.length - 1),
        fc.constantFrom(...CHARTS),
        fc.array(voucherArb, { minLength: 5, maxLength: 9 }),
        fc.nat(500),
        async (writer, chart, vouchers, seed) => {
          // Credit notes are fewer than invoices, and enough vouchers carry VAT to show its rate.
          fc.pre(vouchers.filter((v) => !v.credit).length > vouchers.filter((v) => v.credit).length);
          fc.pre(vouchers.filter((v) => v.rate > 0).length >= 3);
          const yaml = await inferMapping(write(writer, chart, vouchers, seed));
          const [, , account, , , , debit, credit] = WRITERS[writer]!;
          const m = expectVoucherLines(yaml, {
            column: account!,
            vat: chart[1],
            party: chart[0],
            debit: debit!,
            credit: credit!,
          });
          expect(m.items?.GLAccount, yaml).toBeUndefined();
        },
      ),
      { numRuns: 30 },
    );
  });
});
