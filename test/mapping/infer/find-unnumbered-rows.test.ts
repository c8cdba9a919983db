import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { parseMapping } from '../../../src/mapping/load-mapping.js';
import { readInvoices } from '../../../src/mapping/read-invoices.js';
import { SANDBOX_ADVERTISERS } from '../../../src/sandbox/sandbox-advertisers.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const ADVERTISERS = SANDBOX_ADVERTISERS;
const READ = { knownAdvertisers: ADVERTISERS, knownAdvertisersFetchedAt: '2024-02-01T00:00:00Z' };

/** Running-number headers and the month's and report's total labels, as tax reports in each language write them. */
const REPORTS = [
  { number: 'ลำดับที่', month: (m: number) => `รวมเดือน ${['มกราคม', 'กุมภาพันธ์', 'มีนาคม'][m]} 2567`, total: 'รวมทั้งสิ้น' },
  { number: 'STT', month: (m: number) => `Cộng tháng ${m + 1}`, total: 'Tổng cộng' },
  { number: 'No.', month: (m: number) => `Total ${['January', 'February', 'March'][m]} 2024`, total: 'Grand total' },
  { number: 'Lp.', month: (m: number) => `Razem ${['styczeń', 'luty', 'marzec'][m]}`, total: 'Razem' },
  { number: '№ п/п', month: (m: number) => `Итого за ${['январь', 'февраль', 'март'][m]}`, total: 'Итого' },
];

const shape = fc.record({
  report: fc.constantFrom(...REPORTS),
  // Per month, its invoices: the vendor and the net in satang or cents (a run of three at least tells a count).
  months: fc.array(
    fc.array(fc.record({ vendor: fc.integer({ min: 0, max: 5 }), net: fc.integer({ min: 1000, max: 9_999_999 }) }), {
      minLength: 3,
      maxLength: 5,
    }),
    { minLength: 1, maxLength: 3 },
  ),
  // The label under the vendor's column or under the number's own.
  labelUnderVendor: fc.boolean(),
  grandTotal: fc.boolean(),
});

describe('subtotal and total rows without the running number of the rows they total', () => {
  it('are skipped by the blank number, and every invoice read under its vendor', async () => {
    await fc.assert(
      fc.asyncProperty(shape, async (s) => {
        const workbook = new ExcelJS.Workbook();
        const sheet = workbook.addWorksheet('Purchases');
        sheet.addRow(['Purchase tax report']);
        sheet.addRow([]);
        sheet.addRow([s.report.number, 'Date', 'Invoice No', 'Vendor', 'Net', 'VAT']);
        const expected = new Map<string, string>();
        let n = 0;
        let sums = [0, 0];
        s.months.forEach((invoices, m) => {
          let [net, tax] = [0, 0];
          for (const i of invoices) {
            n += 1;
            const vat = Math.round(i.net * 0.07);
            const number = `IV${m + 1}-${String(100 + n)}`;
            expected.set(number, ADVERTISERS[i.vendor]!.id);
            sheet.addRow([
              n,
              new Date(Date.UTC(2024, m, 1 + n)),
              number,
              ADVERTISERS[i.vendor]!.advertiserName,
              i.net / 100,
              vat / 100,
            ]);
            net += i.net;
            tax += vat;
          }
          const label = s.report.month(m);
          sheet.addRow(['', '', '', ...(s.labelUnderVendor ? [label] : ['']), net / 100, tax / 100]);
          if (!s.labelUnderVendor) sheet.getRow(sheet.rowCount).getCell(3).value = label;
          sums = [sums[0]! + net, sums[1]! + tax];
        });
        if (s.grandTotal) sheet.addRow(['', '', '', s.report.total, sums[0]! / 100, sums[1]! / 100]);
        const file = join(makeTempDir('infer-unnumbered'), 'report.xlsx');
        await workbook.xlsx.writeFile(file);
        const yaml = await inferMapping(file, { advertisers: ADVERTISERS, currency: 'THB' });
        const mapping = await parseMapping(yaml, 'report.yaml');
        const read = [];
        for await (const invoice of readInvoices(file, mapping, READ)) read.push(invoice.draft);
        expect(new Map(read.map((d) => [d.Invoice_Number, d.PayeeId]))).toEqual(expected);
        expect(read).toHaveLength(expected.size);
      }),
      { numRuns: 25 },
    );
  }, 180_000);

  it('leaves an invoice line whose number is blank, and that holds no total label, to be read', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Lines');
    sheet.addRow(['No.', 'Invoice No', 'Vendor', 'Description', 'Net']);
    sheet.addRow([1, 'A-100', ADVERTISERS[0]!.advertiserName, 'Banner', 100]);
    sheet.addRow(['', 'A-100', ADVERTISERS[0]!.advertiserName, 'Summary page', 50]);
    sheet.addRow([2, 'A-101', ADVERTISERS[1]!.advertiserName, 'Print', 70]);
    sheet.addRow([3, 'A-102', ADVERTISERS[2]!.advertiserName, 'Radio', 80]);
    const file = join(makeTempDir('infer-unnumbered'), 'lines.xlsx');
    await workbook.xlsx.writeFile(file);
    const yaml = await inferMapping(file, { advertisers: ADVERTISERS, currency: 'EUR' });
    expect(yaml).not.toContain('blank: true');
  });
});
