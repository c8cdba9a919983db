import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { parseMapping } from '../../../src/mapping/load-mapping.js';
import { readInvoices } from '../../../src/mapping/read-invoices.js';
import { SANDBOX_ADVERTISERS } from '../../../src/sandbox/sandbox-advertisers.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const ADVERTISERS = SANDBOX_ADVERTISERS;
// Names with and without a company form, with accents, ampersands and commas.
const VENDORS = ADVERTISERS.map((a) => a.advertiserName).filter((_, i) => i % 3 === 0);

const READ = { knownAdvertisers: ADVERTISERS, knownAdvertisersFetchedAt: '2024-02-01T00:00:00Z' };

/** What report writers put around the vendors' rows, as QuickBooks, AppFolio, Sage, DATEV ledgers write them. */
const shape = fc.record({
  heading: fc.constantFrom('alone-in-empty-column', 'alone-over-dates', 'labelled', 'coded'),
  // Yardi's `v0000105 - Name`, a ledger's `70001 - Name`: the vendor's code and name on the heading.
  code: fc.constantFrom(
    (v: number) => `v${String(105 + v).padStart(7, '0')}`,
    (v: number) => String(70001 + v * 11),
  ),
  label: fc.constantFrom('Vendor', 'Payee', 'Lieferant', 'Supplier'),
  subtotal: fc.constantFrom(
    (v: string) => `Total for ${v}`,
    (v: string) => `Total ${v}`,
    (v: string) => `Summe ${v}`,
    () => 'Subtotal',
    () => 'Total',
    // Microinvest's, 1C's and BAS's totals of each partner, Cyrillic words that name no vendor.
    () => 'Общо за партньора',
    () => 'Итого по контрагенту',
    () => 'Разом за постачальником',
  ),
  grandTotal: fc.constantFrom('TOTAL', 'Grand Total', 'Gesamtsumme', 'Total', 'Общо', 'Итого', undefined),
  footer: fc.constantFrom(
    'Accrual basis Tuesday, April 2, 2024 08:15 AM GMT-07:00',
    'Cash Basis Monday, April 1, 2024',
    'Page 1 of 1',
    'Printed 04/02/2024 10:15',
    undefined,
  ),
  spacer: fc.boolean(),
  // A printed report exported again: each vendor on a page of its own, with the page line and the header repeated.
  pages: fc.boolean(),
  format: fc.constantFrom('xlsx', 'csv'),
  // A transaction list holds the vendor's payments too, under a type column: they are not invoices.
  payment: fc.constantFrom(undefined, 'Bill Payment (Check)', 'Payment', 'Zahlung'),
  titles: fc.integer({ min: 0, max: 3 }),
  vendors: fc.shuffledSubarray(VENDORS, { minLength: 2, maxLength: 5 }),
  // Per vendor, its bills; per bill, its lines' amounts in cents.
  bills: fc.array(
    fc.array(fc.array(fc.integer({ min: 100, max: 999_999 }), { minLength: 1, maxLength: 3 }), {
      minLength: 1,
      maxLength: 4,
    }),
    { minLength: 5, maxLength: 5 },
  ),
});
type Shape = typeof shape extends fc.Arbitrary<infer T> ? T : never;

/** Writes the report and returns the invoice numbers it holds, each with its vendor. */
async function writeReport(file: string, s: Shape): Promise<Map<string, string>> {
  const rows: unknown[][] = [];
  const titles = ['Transaction Detail', 'Northwind Media LLC', 'January - March, 2024'];
  for (let t = 0; t < s.titles; t++) rows.push([titles[t]]);
  if (s.titles > 0) rows.push([]);
  const lead = s.heading === 'alone-in-empty-column' ? [''] : [];
  const typed = (type: string, cells: unknown[]) => (s.payment ? [cells[0], type, ...cells.slice(1)] : cells);
  rows.push([...lead, ...typed('Transaction Type', ['Date', 'Invoice No.', 'Memo', 'Account', 'Amount'])]);
  const expected = new Map<string, string>();
  let grand = 0;
  let number = 4100;
  const header = rows[rows.length - 1]!;
  s.vendors.forEach((vendor, v) => {
    if (s.pages && v > 0) rows.push([`Page ${v} of ${s.vendors.length}`], [], header);
    const coded = `${s.code(v)} - ${vendor}`;
    rows.push([s.heading === 'labelled' ? `${s.label}: ${vendor}` : s.heading === 'coded' ? coded : vendor]);
    let total = 0;
    for (const lines of s.bills[v]!) {
      const num = `B-${number++}`;
      expected.set(num, vendor);
      const date = `0${1 + (number % 3)}/${10 + (number % 18)}/2024`;
      for (const cents of lines) {
        total += cents;
        const cells = typed('Bill', [date, num, 'Print advertisement', `6${number % 4}00 Advertising`, cents / 100]);
        rows.push(s.heading === 'alone-in-empty-column' ? [null, ...cells] : cells);
      }
    }
    if (s.payment) {
      const cells = typed(s.payment, ['03/28/2024', String(number++), '', 'Checking', -total / 100]);
      rows.push(s.heading === 'alone-in-empty-column' ? [null, ...cells] : cells);
    }
    const amountAt = lead.length + (s.payment ? 5 : 4);
    const subtotal: unknown[] = [s.subtotal(vendor)];
    subtotal[amountAt] = total / 100;
    rows.push(subtotal);
    if (s.spacer) rows.push([]);
    grand += total;
  });
  if (s.grandTotal) {
    const row: unknown[] = [s.grandTotal];
    row[lead.length + (s.payment ? 5 : 4)] = grand / 100;
    rows.push(row);
  }
  if (s.footer) rows.push([], [s.footer]);
  if (s.format === 'csv') {
    const field = (c: unknown) =>
      c === null || c === undefined ? '' : /[",]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c);
    writeFileSync(file, `${rows.map((r) => r.map(field).join(',')).join('\r\n')}\r\n`);
    return expected;
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Report');
  for (const row of rows) sheet.addRow(row);
  await workbook.xlsx.writeFile(file);
  return expected;
}

describe('mapping infer reads reports grouped under heading rows', () => {
  it('proposes headings and skip rules that read exactly the invoices the report holds, for any report shape', async () => {
    await fc.assert(
      fc.asyncProperty(shape, async (s) => {
        const file = join(makeTempDir('infer-report'), `report.${s.format}`);
        const expected = await writeReport(file, s);
        const yaml = await inferMapping(file, { advertisers: ADVERTISERS });
        const mapping = await parseMapping(yaml, 'report.yaml');
        const read = [];
        for await (const invoice of readInvoices(file, mapping, READ)) read.push(invoice);
        // Every invoice once, under its own vendor, and no heading, total or footer row read as one.
        expect(new Map(read.map((r) => [r.draft.Invoice_Number, r.draft.PayeeId]))).toEqual(
          new Map(
            [...expected].map(([num, vendor]) => [num, ADVERTISERS.find((a) => a.advertiserName === vendor)!.id]),
          ),
        );
        expect(read).toHaveLength(expected.size);
        expect(yaml).toMatch(/^ {2}headings:\n {4}- \{ name: /m);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('maps the QuickBooks Transaction List by Vendor sample: vendor headings, subtotals, the total, the footer and the payments', async () => {
    const file = join(process.cwd(), 'samples/quickbooks-vendor-report.xlsx');
    const yaml = await inferMapping(file, { advertisers: ADVERTISERS });
    expect(yaml).toMatch(/- \{ name: \w+, letter: A, onlyFilled: true \}/);
    expect(yaml).toContain('letter: A, matches: "^Total for " }');
    expect(yaml).toContain('letter: A, equals: TOTAL }');
    const mapping = await parseMapping(yaml, 'qb.yaml');
    const read = [];
    for await (const invoice of readInvoices(file, mapping, READ)) read.push(invoice);
    // One invoice per bill, each under its vendor heading.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const types = workbook.worksheets[0]!.getColumn(3)
      .values.slice(6)
      .filter((v) => typeof v === 'string' && v !== '');
    expect(types.filter((t) => t === 'Bill')).toHaveLength(38);
    // Its payments (Bill Payment (Check), Bill Payment (Credit Card)) are skipped: only the bills are read.
    expect(read).toHaveLength(38);
    expect(read.filter((r) => ADVERTISERS.some((a) => a.id === r.draft.PayeeId))).toHaveLength(38);
  });

  // A warrant register: a total under each warrant (the first pays an invoice of one line), then the
  // report's, both labelled in the Description column.
  it.each(['Report Total', 'Grand Totals', 'Register Total'])(
    'skips the "%s" row below the "Warrant Total" rows and reads only the invoices',
    async (last) => {
      const rows: (string | number | null)[][] = [
        ['Warrant No.', 'Vendor ID', 'Vendor Name', 'Invoice No.', 'Invoice Date', 'Description', 'Amount'],
      ];
      let report = 0;
      for (let w = 0; w < 6; w++) {
        let sum = 0;
        for (let k = 0; k < (w === 0 ? 1 : 3); k++) {
          const cents = 1000 + w * 977 + k * 131;
          sum += cents;
          rows.push([
            `4301${w}`,
            `V00${w % 3}`,
            VENDORS[w % 3]!,
            `INV-${w}`,
            `03/0${w + 1}/2024`,
            `Line ${k}`,
            cents / 100,
          ]);
        }
        report += sum;
        rows.push([null, null, null, null, null, 'Warrant Total', sum / 100]);
      }
      rows.push([null, null, null, null, null, last, report / 100]);
      const file = join(makeTempDir('infer-warrants'), 'warrants.xlsx');
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('Register').addRows(rows);
      await workbook.xlsx.writeFile(file);
      const yaml = await inferMapping(file, { advertisers: ADVERTISERS });
      expect(yaml).toContain(`letter: F, equals: [Warrant Total, ${last}] }`);
      const read = [];
      for await (const invoice of readInvoices(file, await parseMapping(yaml, 'w.yaml'), READ)) read.push(invoice);
      expect(
        read.map((r) => r.draft.Invoice_Number),
        yaml,
      ).toEqual([0, 1, 2, 3, 4, 5].map((w) => `INV-${w}`));
    },
  );
});
