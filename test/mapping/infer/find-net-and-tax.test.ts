/**
 * One row per invoice whose headers name the gross but not the tax (`Tổng tiền chưa thuế`,
 * `Tổng tiền thuế` beside `Tổng tiền thanh toán`): the line's Amount is the net column whose
 * values and a tax column's add up to the gross, never the gross itself, whatever the headers'
 * language, the columns' order, a totals row, or paid / unpaid columns that add up to the gross too.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** [net, tax, gross] as e-invoice lists and purchase journals head them. */
const WRITERS = [
  ['Tổng tiền chưa thuế', 'Tổng tiền thuế', 'Tổng tiền thanh toán'],
  ['Tiền hàng', 'Tiền thuế GTGT', 'Tổng cộng tiền thanh toán'],
  ['Jumlah Sebelum Pajak', 'Jumlah PPN', 'Total Bayar'],
  ['Сумма без НДС', 'Сумма НДС', 'Сумма с НДС'],
  ['มูลค่าก่อนภาษี', 'ภาษีมูลค่าเพิ่ม', 'ยอดรวมทั้งสิ้น'],
  ['Valoare fără TVA', 'Valoare TVA', 'Total de plată'],
] as const;
/** Paid and left to pay, as the same lists head them: they add up to the gross as well. */
const DECOYS = [
  ['Đã thanh toán', 'Còn phải trả'],
  ['Terbayar', 'Sisa Tagihan'],
  ['Оплачено', 'Не оплачено'],
] as const;

const money = (c: number) => (c / 100).toFixed(2);

interface Sheet {
  writer: (typeof WRITERS)[number];
  decoy: (typeof DECOYS)[number] | undefined;
  order: number[];
  totalsRow: boolean;
  invoices: { net: number; rate: number; paid: 'all' | 'none' | 'half' }[];
}

function write(s: Sheet): string {
  const [netH, taxH, grossH] = s.writer;
  const money3 = s.invoices.map((i) => {
    const tax = Math.round((i.net * i.rate) / 100);
    const gross = i.net + tax;
    const paid = i.paid === 'all' ? gross : i.paid === 'none' ? 0 : Math.round(gross / 200) * 100;
    return [i.net, tax, gross, paid, gross - paid];
  });
  const amountHeaders = [netH, taxH, grossH, ...(s.decoy ?? [])];
  const columns = s.order.filter((c) => c < amountHeaders.length);
  const header = ['No', 'Seller', 'Invoice No', ...columns.map((c) => amountHeaders[c]!), 'Currency'];
  const rows = money3.map((m, i) => [
    String(i + 1),
    `Seller ${i % 3}`,
    `INV-${2000 + i * 13}`,
    ...columns.map((c) => money(m[c]!)),
    'VND',
  ]);
  if (s.totalsRow) {
    const sums = [0, 1, 2, 3, 4].map((c) => money3.reduce((a, m) => a + m[c]!, 0));
    rows.push(['Total', '', '', ...columns.map((c) => money(sums[c]!)), '']);
  }
  const file = join(makeTempDir('net-and-tax'), 'list.csv');
  writeFileSync(file, `${[header, ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

const sheet: fc.Arbitrary<Sheet> = fc.record({
  writer: fc.constantFrom(...WRITERS),
  decoy: fc.option(fc.constantFrom(...DECOYS), { nil: undefined }),
  order: fc.shuffledSubarray([0, 1, 2, 3, 4], { minLength: 5, maxLength: 5 }),
  totalsRow: fc.boolean(),
  invoices: fc
    .array(
      fc.record({
        net: fc.integer({ min: 10_000, max: 5_000_000 }),
        rate: fc.constantFrom(0, 5, 8, 10, 11, 19, 20),
        paid: fc.constantFrom('all', 'none', 'half'),
      }),
      { minLength: 8, maxLength: 12 },
    )
    // Some rows with tax, and the paid / unpaid decoy partly paid somewhere.
    .filter((l) => l.filter((i) => i.rate > 0).length >= 3 && l.some((i) => i.paid === 'half')),
});

describe('mapping infer and a gross beside unnamed net and tax columns', () => {
  it('proposes the net as the line Amount and the tax as Tax beside the gross as Invoice_Amount, never the gross', async () => {
    await fc.assert(
      fc.asyncProperty(sheet, async (s) => {
        const yaml = await inferMapping(write(s));
        const proposal = parse(yaml) as {
          invoice?: Record<string, unknown>;
          items?: Record<string, unknown>;
          checks?: Record<string, unknown>;
        };
        const [net, tax, gross] = s.writer;
        expect(proposal.items?.Amount, yaml).not.toBe(gross);
        // Where a header named the net instead (Thai `มูลค่าก่อนภาษี`), the choice between net and gross is a doubt already.
        if (proposal.invoice?.Invoice_Amount !== gross) return;
        expect(proposal.items?.Amount, yaml).toBe(net);
        expect(proposal.items?.Tax, yaml).toBe(tax);
        expect(proposal.checks?.sumLines, yaml).toBe('gross');
      }),
      { numRuns: 24 },
    );
  });
});
