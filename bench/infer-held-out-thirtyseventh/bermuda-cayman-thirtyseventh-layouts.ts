/**
 * Thirty-seventh held-out layouts of two British Overseas Territories no set held, neither of
 * which levies VAT, GST or sales tax: a Hamilton reinsurer's accounts payable invoice register
 * kept in Excel by its ERP (the company and the quarter above the header on row 4; one row per
 * distribution line, the AP Voucher and the vendor's invoice fields repeated on each; date cells
 * shown d-mmm-yy; Bermuda dollars, pegged at par to the US dollar, US dollars and pounds sterling,
 * a currency per row with the invoice's BMD equivalent; a credit memo negative), and a Grand
 * Cayman fund administrator's fund expense payables report exported as CSV in UTF-8 (commas; the
 * administrator, the report and the run date on three lines above the header; one row per
 * invoice, the administrator's Payable ID beside the vendor's invoice number, the fund it is
 * charged to, MM/DD/YYYY; Cayman Islands dollars and US dollars, a currency per row; statuses
 * Approved and Paid; a record-count line at the end). Written from each territory's public tax
 * position (no VAT or sales tax; Bermuda's customs duty and payroll tax, Cayman's import duty and
 * fees) without reading infer's code and without running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { writeUtf8Text } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf, localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { monthFirst, SHORT_MONTHS } from './thirtyseventh-formats.js';

/** Units of each currency per euro, and Bermuda dollars per unit of it. */
const BERMUDA_FX: Readonly<Record<string, { perEuro: number; inBmd: number }>> = {
  BMD: { perEuro: 1.08, inBmd: 1 },
  USD: { perEuro: 1.08, inBmd: 1 },
  GBP: { perEuro: 0.86, inBmd: 1.27 },
};

/**
 * January to March 2024 payables of a Bermuda reinsurer: one row per distribution line, the
 * voucher's fields repeated.
 */
export const bermudaApInvoiceRegister: CorpusLayout = {
  name: 'bermuda-ap-invoice-register',
  modelledOn:
    "Bermuda reinsurer's AP invoice register kept in XLSX by its ERP (layout assumed): company and quarter above the header on row 4; AP Voucher, Vendor No, Vendor Name, Vendor Invoice No, Invoice Date and Due Date (date cells d-mmm-yy), Dist Line, GL Account, Cost Centre, Line Description, Line Amount, Invoice Amount, Currency (BMD, USD, GBP), Invoice Amount BMD; no tax; a credit memo negative",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(37103, 10, 6, ['BMD', 'USD', 'BMD', 'GBP']));
    const width = 14;
    const pad = (cells: CorpusCell[]) => [...cells, ...Array<CorpusCell>(width - cells.length).fill(null)];
    const rows: CorpusCell[][] = [
      pad(['Pembroke Re Ltd.']),
      pad(['AP Invoice Register - Q1 2024 (1 Jan 2024 to 31 Mar 2024)']),
      pad([]),
      [
        'AP Voucher',
        'Vendor No',
        'Vendor Name',
        'Vendor Invoice No',
        'Invoice Date',
        'Due Date',
        'Dist Line',
        'GL Account',
        'Cost Centre',
        'Line Description',
        'Line Amount',
        'Invoice Amount',
        'Currency',
        'Invoice Amount BMD',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 6 ? -1 : 1;
      const fx = BERMUDA_FX[i.currency]!;
      const lines = localLines(i, fx.perEuro, [0, 0, 0]);
      const gross = sign * totals(lines).gross;
      lines.forEach((l, k) => {
        rows.push([
          `APV-0${24110 + n * 3}`,
          `V${String(1040 + i.vendor * 17)}`,
          i.vendorName,
          sign < 0 ? `CM-${i.number}` : i.number,
          dateOf(i.date),
          dateOf(i.due),
          k + 1,
          ['6410-00', '6420-00', '6505-00'][k % 3]!,
          ['UW-PROP', 'CLAIMS', 'FINANCE', 'IT'][(n + k) % 4]!,
          sign < 0 ? 'Credit memo - fee adjustment' : l.description,
          (sign * l.net) / 100,
          gross / 100,
          i.currency,
          Math.round(gross * fx.inBmd) / 100,
        ]);
      });
    });
    const money = '#,##0.00;(#,##0.00)';
    return writeSheets(dir, 'AP_Invoice_Register_Q1_2024.xlsx', {
      Register: { rows, dateFormat: 'd-mmm-yy', formats: { 11: money, 12: money, 14: money } },
    });
  },
};

const FUNDS = [
  ['SCF01', 'Seven Mile Credit Fund Ltd'],
  ['SCF02', 'Seven Mile Credit Master Fund'],
  ['GTE03', 'George Town Equity Opportunities SPC'],
] as const;

/**
 * The period a fund expense covers, as its kind is billed: the audit of the past financial year,
 * administration fees monthly in arrears, directors' fees quarterly in arrears, the registered
 * office's annual fee for the year ahead, legal work in the month it was done.
 */
function periodOf(type: string, date: { y: number; m: number }): string {
  const before = date.m === 1 ? { y: date.y - 1, m: 12 } : { y: date.y, m: date.m - 1 };
  if (type === 'Audit fee') return `FY${date.y - 1}`;
  if (type === 'Administration fee') return `${SHORT_MONTHS[before.m - 1]} ${before.y}`;
  if (type === 'Directors fees') return date.m <= 3 ? `Q4 ${date.y - 1}` : `Q${Math.ceil(date.m / 3) - 1} ${date.y}`;
  if (type === 'Registered office fee') return String(date.y);
  return `${SHORT_MONTHS[date.m - 1]} ${date.y}`;
}

/**
 * January to March 2024 expense payables a Cayman fund administrator keeps for its funds: one row
 * per invoice, the administrator's Payable ID on each.
 */
export const caymanFundExpensePayables: CorpusLayout = {
  name: 'cayman-fund-expense-payables',
  modelledOn:
    "Cayman fund administrator's fund expense payables report exported as CSV (layout assumed), UTF-8, comma: administrator, report and run date on three lines above the header; Payable ID, Fund Code, Fund Name, Vendor, Vendor Invoice #, Invoice Date MM/DD/YYYY, Expense Type, Period (the fee's own period), Currency (KYD, USD), Amount, Status (Approved, Paid); no tax; a Record count line at the end",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(37104, 12, 6, ['USD', 'KYD', 'USD']));
    const types = ['Audit fee', 'Administration fee', 'Directors fees', 'Registered office fee', 'Legal fees'];
    const rows: CorpusCell[][] = [
      ['Harbour Fund Services (Cayman) Ltd.'],
      ['Fund Expense Payables - Invoice Date 01/01/2024 to 03/31/2024'],
      ['Run date: 04/02/2024 08:15'],
      [
        'Payable ID',
        'Fund Code',
        'Fund Name',
        'Vendor',
        'Vendor Invoice #',
        'Invoice Date',
        'Expense Type',
        'Period',
        'Currency',
        'Amount',
        'Status',
      ],
    ];
    invoices.forEach((i, n) => {
      const [code, fund] = FUNDS[(n + i.vendor) % FUNDS.length]!;
      const amount = Math.round(i.netCents * (i.currency === 'KYD' ? 0.9 : 1.08));
      rows.push([
        `PAY${String(880312 + n * 7)}`,
        code,
        fund,
        i.vendorName,
        i.number,
        monthFirst(i.date),
        types[(n + i.vendor) % types.length]!,
        periodOf(types[(n + i.vendor) % types.length]!, i.date),
        i.currency,
        (amount / 100).toFixed(2),
        n < 7 ? 'Paid' : 'Approved',
      ]);
    });
    rows.push([`Record count: ${invoices.length}`]);
    return writeUtf8Text(dir, 'FundExpensePayables_20240402.csv', rows, ',');
  },
};
