/**
 * One row per invoice line with no invoice total (Yonyou's 采购发票, ECOUNT's 구매현황): each line's
 * net and tax, and perhaps the line's gross or the VAT rate beside them. Generated space over the
 * writers' headers (Chinese, Japanese, Korean, English), lines per invoice, rates and which of the
 * gross and rate columns the file carries. Property: with a gross or a rate that shows the amount is
 * the net, the invoice amount is the lines' net and tax added up, checked gross; with neither it is
 * only suggested, commented out.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** Headers by role as writers put them: [key, vendor, date, item, net, tax, line gross, rate]. */
const WRITERS: readonly (readonly string[])[] = [
  ['单据号', '供应商', '开票日期', '存货名称', '原币金额', '原币税额', '原币价税合计', '税率'],
  ['单据编号', '供应商', '业务日期', '物料名称', '无税金额', '税额', '价税合计', '税率'],
  ['伝票番号', '取引先', '請求日', '商品名', '税抜金額', '消費税額', '税込金額', '税率'],
  ['Invoice No.', 'Vendor', 'Invoice Date', 'Description', 'Net Amount', 'Tax Amount', 'Gross Amount', 'VAT %'],
];
const VENDORS = ['Acme Media', 'Globex Print', 'Initech Radio', 'Umbrella Outdoor'];
const SUM = 'SUM(items.Amount) + SUM(items.Tax)';

interface Case {
  writer: number;
  gross: boolean;
  rate: boolean;
  seed: number;
  lines: number[];
  rates: number[];
}

const caseArb: fc.Arbitrary<Case> = fc.record({
  writer: fc.nat(WRITERS.length - 1),
  gross: fc.boolean(),
  rate: fc.boolean(),
  seed: fc.nat(1000),
  lines: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 6, maxLength: 10 }),
  rates: fc.array(fc.constantFrom(13, 9, 6, 10, 8, 20), { minLength: 10, maxLength: 10 }),
});

function write(c: Case): string {
  const h = WRITERS[c.writer]!;
  const keep = [0, 1, 2, 3, 4, 5, ...(c.gross ? [6] : []), ...(c.rate ? [7] : [])];
  const rows: string[][] = [keep.map((k) => h[k]!)];
  c.lines.forEach((count, i) => {
    const rate = c.rates[i]!;
    // The first invoice has two lines at least: the layout is one row per line.
    for (let l = 0; l < Math.max(count, i === 0 ? 2 : 1); l++) {
      const net = 1000 + ((c.seed * 37 + i * 911 + l * 353) % 90000);
      const tax = Math.round((net * rate) / 100);
      const all = [
        String(1000240 + c.seed + i * 3),
        VENDORS[(i + c.seed) % 4]!,
        `2025/03/${String((i % 28) + 1).padStart(2, '0')}`,
        `Item ${l + 1}`,
        (net / 100).toFixed(2),
        (tax / 100).toFixed(2),
        ((net + tax) / 100).toFixed(2),
        String(rate),
      ];
      rows.push(keep.map((k) => all[k]!));
    }
  });
  const file = join(makeTempDir('lines-total'), 'invoice-lines.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

type Mapped = {
  invoice?: Record<string, unknown>;
  items?: Record<string, unknown>;
  checks?: Record<string, unknown>;
};

describe('mapping infer and lines of net and tax with no invoice total', () => {
  it("adds up the lines' net and tax where a gross or a rate shows the amount is the net, else only suggests it", async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        const yaml = await inferMapping(write(c));
        const m = parse(yaml) as Mapped;
        const h = WRITERS[c.writer]!;
        expect(m.items?.Amount, yaml).toBe(h[4]);
        expect(m.items?.Tax, yaml).toBe(h[5]);
        if (c.gross || c.rate) {
          expect(m.invoice?.Invoice_Amount, yaml).toEqual({ formula: SUM });
          expect(m.checks?.sumLines, yaml).toBe('gross');
        } else {
          expect(m.invoice?.Invoice_Amount, yaml).toBeUndefined();
          expect(yaml).toContain(`# Invoice_Amount: { formula: '${SUM}' }`);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('maps no total from the lines where the rate column shows the amount includes the tax', async () => {
    const c: Case = {
      writer: 3,
      gross: false,
      rate: true,
      seed: 7,
      lines: [2, 3, 1, 2, 2, 1],
      rates: Array(10).fill(20),
    };
    const file = write(c);
    // The same file with each line's amount written with its tax: the tax is no longer 20 % of it.
    const { readFileSync } = await import('node:fs');
    const rows = readFileSync(file, 'utf8')
      .trim()
      .split('\r\n')
      .map((r) => r.split(','));
    const gross = rows.map((r, i) =>
      i === 0 ? r : [...r.slice(0, 4), (Number(r[4]) + Number(r[5])).toFixed(2), r[5]!, r[6]!],
    );
    writeFileSync(file, `${gross.map((r) => r.join(',')).join('\r\n')}\r\n`);
    const yaml = await inferMapping(file);
    expect((parse(yaml) as Mapped).invoice?.Invoice_Amount, yaml).toBeUndefined();
  });
});
