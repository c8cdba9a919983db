/**
 * Journal exports of supplier vouchers in Debit / Credit columns (Unit4's transactions, a German
 * Buchungsjournal, a Swedish verifikationslista): each voucher's cost rows, its VAT row and the
 * supplier's row, which balances them; credit notes reverse the sides. Generated space over the
 * writers' headers, the type codes (words or codes infer cannot read), lines per voucher, VAT rates
 * and where the credit notes fall. Property: the supplier's rows are skipped by their type, a row's
 * amount is debit less credit, the VAT rows are tax-only lines and the invoice amount is the lines'
 * net and tax; where a voucher does not balance, none of it is proposed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { expectVoucherLines, type Mapped, sides, VENDORS, voucherCents } from './check-voucher-lines.js';

/** [type, voucher, date, account, supplier, invoice no, text, debit, credit] as writers head them. */
const WRITERS: readonly (readonly string[])[] = [
  [
    'Trans type',
    'Voucher no',
    'Voucher date',
    'Account',
    'Supplier name',
    'Invoice no',
    'Description',
    'Debit',
    'Credit',
  ],
  [
    'Buchungsart',
    'Belegnummer',
    'Belegdatum',
    'Konto',
    'Lieferant',
    'Rechnungsnummer',
    'Buchungstext',
    'Soll',
    'Haben',
  ],
  ['Transaction Type', 'Journal No', 'Date', 'GL Account', 'Vendor Name', 'Vendor Invoice No', 'Memo', 'Dr', 'Cr'],
];
/** [line, tax, supplier] kinds as systems code them. */
const KINDS: readonly (readonly [string, string, string])[] = [
  ['GL', 'TX', 'AP'],
  ['K', 'V', 'L'],
  ['Cost', 'VAT', 'Supplier'],
];

interface Voucher {
  lines: number;
  rate: number;
  credit: boolean;
}

const voucherArb: fc.Arbitrary<Voucher> = fc.record({
  lines: fc.integer({ min: 1, max: 3 }),
  rate: fc.constantFrom(20, 19, 25, 5, 10),
  credit: fc.boolean(),
});

function write(
  writer: number,
  kinds: readonly [string, string, string],
  vouchers: readonly Voucher[],
  seed: number,
  unbalanced = false,
): string {
  const rows: string[][] = [[...WRITERS[writer]!]];
  vouchers.forEach((v, i) => {
    const sign = v.credit ? -1 : 1;
    const head = (kind: string, account: string, text: string) => [
      kind,
      String(24000310 + i),
      `2024-03-${String((i % 28) + 1).padStart(2, '0')}`,
      account,
      VENDORS[(i + seed) % 4]!,
      `INV-${seed + i}`,
      text,
    ];
    const { nets, net, tax } = voucherCents(v.lines, v.rate, i, seed);
    nets.forEach((n, l) => rows.push([...head(kinds[0], String(6100 + l), `Campaign ${l + 1}`), ...sides(sign * n)]));
    rows.push([...head(kinds[1], '2640', `VAT ${v.rate}%`), ...sides(sign * tax)]);
    // The supplier's row balances the voucher; a cent off on one voucher where it must not.
    const off = unbalanced && i === 2 ? 1 : 0;
    rows.push([...head(kinds[2], '2400', v.credit ? 'Credit note' : 'Invoice'), ...sides(-sign * (net + tax) + off)]);
  });
  const file = join(makeTempDir('voucher-lines'), 'transactions.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

const args = [
  fc.nat(WRITERS.length - 1),
  fc.constantFrom(...KINDS),
  fc.array(voucherArb, { minLength: 5, maxLength: 9 }),
  fc.nat(500),
] as const;

describe('mapping infer and supplier vouchers in Debit / Credit rows', () => {
  it("skips the supplier's rows, posts the VAT rows as tax-only lines and adds up the invoice", async () => {
    await fc.assert(
      fc.asyncProperty(...args, async (writer, kinds, vouchers, seed) => {
        // Credit notes are fewer than invoices, as in any supplier ledger.
        fc.pre(vouchers.filter((v) => !v.credit).length > vouchers.filter((v) => v.credit).length);
        const yaml = await inferMapping(write(writer, kinds, vouchers, seed));
        const [type, , , , , , , debit, credit] = WRITERS[writer]!;
        expectVoucherLines(yaml, { column: type!, vat: kinds[1], party: kinds[2], debit: debit!, credit: credit! });
      }),
      { numRuns: 30 },
    );
  });

  it('proposes none of it where a voucher does not balance', async () => {
    await fc.assert(
      fc.asyncProperty(...args, async (writer, kinds, vouchers, seed) => {
        fc.pre(vouchers.filter((v) => !v.credit).length >= 3);
        const yaml = await inferMapping(write(writer, kinds, vouchers, seed, true));
        const m = parse(yaml) as Mapped;
        expect(m.source?.skipRows ?? [], yaml).not.toContainEqual(expect.objectContaining({ equals: kinds[2] }));
        expect(m.items?.Amount, yaml).toBeUndefined();
      }),
      { numRuns: 10 },
    );
  });
});
