/**
 * Twenty-fifth held-out layouts: QuickFile's export of purchase invoices as CSV (its own purchase
 * reference beside the supplier's number, `5 Jan 2024` dates, a currency per row, net, VAT and
 * gross, credit notes negative, the payment status), and the schedule of purchases a Jamaican
 * registrant keeps behind its GCT return to Tax Administration Jamaica (an Excel register by
 * month: titles, a heading row per month and a subtotal under it, a grand total, amounts as text
 * grouped with commas, credits in parentheses). Written from each system's public documentation
 * and the countries' tax rules, without reading infer's code and without running infer on them.
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, day, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { grouped, monthHeading, shortMonth } from './twentyfifth-formats.js';

/**
 * QuickFile's purchase invoices exported as CSV (Purchases, Search, export): one row per purchase:
 * QuickFile's own reference (P…, PCN… for a credit note), the supplier's account and name, the
 * supplier's invoice number, issue and due dates (`5 Jan 2024`), the currency, the net, VAT and
 * gross amounts (a credit note negative), the amount outstanding, the status and the nominal
 * category. Pounds, euros and dollars, each row saying which.
 */
export const quickfilePurchaseInvoices: CorpusLayout = {
  name: 'quickfile-purchase-invoices',
  modelledOn:
    'QuickFile purchases export CSV: Purchase Ref P0000123 / PCN…, Supplier Account, Supplier Name, Supplier Invoice No, Issue Date / Due Date D MMM YYYY, Currency GBP / EUR / USD per row, Net Amount, VAT Amount, Gross Amount (credit notes negative), Outstanding, Status Paid / Unpaid / Part Paid, Category',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(25105, 11, 6, ['GBP', 'GBP', 'GBP', 'EUR', 'USD']).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Purchase Ref',
        'Supplier Account',
        'Supplier Name',
        'Supplier Invoice No',
        'Issue Date',
        'Due Date',
        'Currency',
        'Net Amount',
        'VAT Amount',
        'Gross Amount',
        'Outstanding',
        'Status',
        'Category',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 8;
      const net = (credit ? -1 : 1) * i.netCents;
      // Only pound invoices from UK suppliers carry VAT.
      const vat = i.currency === 'GBP' ? taxOf(net, localRate(i.lines[0]!.ratePercent, 20, 5)) : 0;
      const status = n % 3 === 0 ? 'Paid' : n % 3 === 1 ? 'Unpaid' : 'Part Paid';
      const outstanding = status === 'Paid' ? 0 : status === 'Unpaid' ? net + vat : Math.round((net + vat) / 2);
      rows.push([
        credit ? `PCN${String(41 + n).padStart(5, '0')}` : `P${String(1208 + n).padStart(7, '0')}`,
        `SUP${String(i.vendor + 1).padStart(3, '0')}`,
        i.vendorName,
        i.number,
        shortMonth(i.date),
        shortMonth(later(i.date, 30)),
        i.currency,
        money(net),
        money(vat),
        money(net + vat),
        money(outstanding),
        status,
        '6100 - Advertising & Marketing',
      ]);
    });
    return writeCsv(dir, 'purchase_invoices_export.csv', rows);
  },
};

/** A Jamaican TRN: nine digits in threes. */
const trn = (vendor: number) => String(101234567 + vendor * 3041).replace(/(\d{3})(\d{3})(\d{3})/, '$1-$2-$3');

/**
 * The schedule of purchases behind a GCT return to Tax Administration Jamaica, kept in Excel by
 * month: the registrant's name and TRN and the period above the header; a row naming each month,
 * its purchases, and its subtotal; a grand total at the end. One row per invoice: the date
 * (DD/MM/YYYY text), the supplier's name and TRN, the invoice number, a description, the value
 * before GCT, the rate (15 %, or 0 % exempt), the GCT and the total: amounts as text grouped with
 * commas, a credit note's in parentheses. Jamaican dollars, written nowhere.
 */
export const tajGctPurchases: CorpusLayout = {
  name: 'taj-gct-purchases',
  modelledOn:
    'Tax Administration Jamaica GCT return schedule of purchases XLSX, three title rows, by month: a month heading row, the purchases, a Sub-total row; a Grand Total row: Date DD/MM/YYYY text, Supplier Name, Supplier TRN 000-000-000, Invoice No., Description, Value Excl. GCT, GCT Rate 15% / 0%, GCT Amount, Total Incl. GCT, amounts as text with comma groups, credits in parentheses, JMD implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(25106, 12, 6).sort(byDate);
    const jmd = (cents: number) => grouped(cents, ',', '.', true);
    const workbook = new ExcelJS.Workbook();
    workbook.created = new Date(Date.UTC(2024, 3, 5));
    const sheet = workbook.addWorksheet('Input GCT');
    sheet.addRow(['Island Media Group Ltd', 'TRN: 000-412-907']);
    sheet.addRow(['Schedule of Purchases - General Consumption Tax']);
    sheet.addRow(['Period: January - March 2024']);
    const header = ['Date', 'Supplier Name', 'Supplier TRN', 'Invoice No.', 'Description'];
    sheet.addRow([...header, 'Value Excl. GCT', 'GCT Rate', 'GCT Amount', 'Total Incl. GCT']);
    const grand = [0, 0, 0];
    for (const month of [1, 2, 3]) {
      const ofMonth = invoices.filter((i) => i.date.m === month);
      if (!ofMonth.length) continue;
      sheet.addRow([monthHeading(ofMonth[0]!.date)]);
      const sub = [0, 0, 0];
      for (const i of ofMonth) {
        const credit = invoices.indexOf(i) === 5;
        // Jamaican dollars at 170 to the euro.
        const net = (credit ? -1 : 1) * i.netCents * 170;
        const rate = i.lines[0]!.ratePercent === 0 ? 0 : 15;
        const gct = taxOf(net, rate);
        [net, gct, net + gct].forEach((v, k) => ((sub[k]! += v), (grand[k]! += v)));
        sheet.addRow([
          day(i.date, 'uk'),
          i.vendorName,
          trn(i.vendor),
          credit ? `CR-${i.number}` : i.number,
          i.lines[0]!.description,
          jmd(net),
          `${rate}%`,
          jmd(gct),
          jmd(net + gct),
        ]);
      }
      sheet.addRow([
        `Sub-total ${monthHeading(ofMonth[0]!.date)}`,
        null,
        null,
        null,
        null,
        jmd(sub[0]!),
        null,
        jmd(sub[1]!),
        jmd(sub[2]!),
      ]);
    }
    sheet.addRow(['Grand Total', null, null, null, null, jmd(grand[0]!), null, jmd(grand[1]!), jmd(grand[2]!)]);
    const file = join(dir, 'GCT_Purchases_Q1_2024.xlsx');
    await workbook.xlsx.writeFile(file);
    return file;
  },
};
