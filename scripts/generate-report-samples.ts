/**
 * Writes the report-style samples: a QuickBooks Online "Transaction List by Vendor" exported to
 * Excel (samples/quickbooks-vendor-report.xlsx), written from the report's public layout: three
 * title rows, a header whose first column is blank, each vendor once on a heading row with only
 * column A filled, its bills and bill payments below with column A empty, a "Total for <vendor>"
 * row and a blank spacer, then "TOTAL" and the basis-and-time footer. Seeded, so a re-run gives
 * the same content (XLSX zip timestamps aside).
 *
 * Run from the repository root:
 *   npx tsc scripts/generate-report-samples.ts --outDir dist/scripts --rootDir . --module nodenext \
 *     --moduleResolution nodenext --target es2023 --types node --skipLibCheck --esModuleInterop
 *   node dist/scripts/scripts/generate-report-samples.js
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { SANDBOX_ADVERTISERS } from '../src/sandbox/sandbox-advertisers.js';
import { seededRandom as random } from '../src/sandbox/seeded-random.js';

const OUT = 'samples';
const FIXED_DATE = new Date(Date.UTC(2024, 3, 1));

const rnd = random(20240401);
const between = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
const pad2 = (n: number) => String(n).padStart(2, '0');

const MEMOS = ['Print advertisement', 'Online banner campaign', 'Radio spot 30s', 'Billboard rental', 'Agency fee'];
const EXPENSE_ACCOUNTS = ['Advertising & Marketing', 'Printing & Reproduction', 'Professional Fees'];
/** Bills per vendor: 38 in all. */
const BILLS = [6, 4, 5, 3, 7, 4, 5, 4];
const VENDORS = [4, 9, 13, 17, 21, 27, 30, 37].map((i) => SANDBOX_ADVERTISERS[i]!.advertiserName);

async function quickBooksVendorReport(): Promise<void> {
  const wb = new ExcelJS.Workbook();
  wb.created = FIXED_DATE;
  wb.modified = FIXED_DATE;
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(['Northwind Media LLC']);
  ws.addRow(['Transaction List by Vendor']);
  ws.addRow(['January - March, 2024']);
  ws.addRow([]);
  ws.addRow(['', 'Date', 'Transaction Type', 'Num', 'Posting', 'Memo/Description', 'Account', 'Split', 'Amount']);
  let grand = 0;
  let number = 4100;
  VENDORS.forEach((vendor, v) => {
    ws.addRow([vendor]);
    let total = 0;
    const prefix = vendor
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase();
    for (let b = 0; b < BILLS[v]!; b++) {
      const month = between(1, 3);
      const date = `${pad2(month)}/${pad2(between(1, 28))}/2024`;
      const cents = between(15_000, 2_500_000);
      const amount = cents / 100;
      total += cents;
      const memo = MEMOS[between(0, MEMOS.length - 1)]!;
      const split = EXPENSE_ACCOUNTS[between(0, EXPENSE_ACCOUNTS.length - 1)]!;
      ws.addRow(['', date, 'Bill', `${prefix}-${number++}`, 'Yes', memo, 'Accounts Payable (A/P)', split, amount]);
      // Every other bill was paid within the quarter: a payment row, not an invoice.
      if (b % 2 === 1) {
        const paid = `${pad2(Math.min(month + 1, 3))}/28/2024`;
        const type = b % 4 === 1 ? 'Bill Payment (Check)' : 'Bill Payment (Credit Card)';
        ws.addRow(['', paid, type, String(number++), 'Yes', '', 'Checking', 'Accounts Payable (A/P)', -amount]);
        total -= cents;
      }
    }
    ws.addRow([`Total for ${vendor}`, '', '', '', '', '', '', '', total / 100]);
    ws.addRow([]);
    grand += total;
  });
  ws.addRow(['TOTAL', '', '', '', '', '', '', '', grand / 100]);
  ws.addRow([]);
  ws.addRow([]);
  ws.addRow(['Accrual Basis Monday, April 1, 2024 09:12 AM GMT-07:00']);
  ws.getColumn(9).numFmt = '#,##0.00';
  await wb.xlsx.writeFile(join(OUT, 'quickbooks-vendor-report.xlsx'));
}

await quickBooksVendorReport();
