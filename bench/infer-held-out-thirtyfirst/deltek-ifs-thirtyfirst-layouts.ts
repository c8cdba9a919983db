/**
 * Thirty-first held-out layouts: Deltek Costpoint's AP voucher detail exported to CSV (one row per
 * voucher line with the fiscal year, period and subperiod, the voucher number beside the vendor's
 * invoice number, vendor ID and name, MM/DD/YYYY, the transaction currency, account, organization
 * and project per line (Costpoint's Acct, Org, Proj), the line's cost amount and sales tax, the invoice amount repeated on every line, a credit memo negative; a
 * US government contractor's layout, sales tax at a state's 6 %), and IFS Cloud's supplier
 * invoice analysis exported from its grid to Excel (no title, company and invoice series, the
 * voucher number beside the invoice number, supplier ID and name, date cells, currency and rate,
 * gross, net and tax and the gross in the company's kronor; Swedish VAT 25 %, 12 %, foreign
 * suppliers none, a supplier credit invoice negative). Written from each system's documentation
 * of its fields, without reading infer's code and without running infer on them; the layouts are
 * assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, day, money } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { writeUtf8Text } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf, localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';

/** MM/DD/YYYY with leading zeros, as Costpoint writes a date. */
const usPadded = (d: { y: number; m: number; d: number }) => day(d, 'iso').replace(/^(\d+)-(\d+)-(\d+)$/, '$2/$3/$1');

/**
 * The AP voucher detail of fiscal 2024 periods 1 to 3: the header; per voucher line the fiscal
 * year, period, subperiod, voucher number, vendor ID and name, invoice number and date, the
 * transaction currency, line number, account, organization, project, description, cost amount,
 * sales tax and the invoice amount, written 1234.56; a credit memo negative.
 */
export const deltekCostpointApVouchers: CorpusLayout = {
  name: 'deltek-costpoint-ap-vouchers',
  modelledOn:
    'Deltek Costpoint AP voucher detail CSV (layout assumed), one row per voucher line: Fiscal Year, Period, Subperiod, Voucher No, Vendor, Vendor Name, Invoice No, Invoice Date MM/DD/YYYY, Trans Curr USD, Line, Acct, Org, Proj, Line Description, Cost Amt, Sales Tax Amt, Invoice Amt repeated, a credit memo negative',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(31109, 10, 6));
    const rows: CorpusCell[][] = [
      [
        'Fiscal Year',
        'Period',
        'Subperiod',
        'Voucher No',
        'Vendor',
        'Vendor Name',
        'Invoice No',
        'Invoice Date',
        'Trans Curr',
        'Line',
        'Acct',
        'Org',
        'Proj',
        'Line Description',
        'Cost Amt',
        'Sales Tax Amt',
        'Invoice Amt',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 3 ? -1 : 1;
      // Dollars at about 1.08 to the euro; sales tax on taxable purchases at the state's 6 %.
      const lines = localLines(i, 1.08, [6, 6, 0]);
      const t = totals(lines);
      lines.forEach((l, k) => {
        const source = i.lines[k]!;
        rows.push([
          '2024',
          String(i.date.m),
          String(Math.ceil(i.date.d / 7.5)),
          String(880150 + n),
          `V${String(10040 + i.vendor * 13).padStart(6, '0')}`,
          i.vendorName,
          i.number,
          usPadded(i.date),
          'USD',
          String(k + 1),
          `5${source.glAccount.slice(-3)}-100`,
          `1.${source.costCenter.slice(-2)}.01`,
          `2024.${String(100 + i.vendor)}.001`,
          l.description,
          money(sign * l.net),
          money(sign * l.tax),
          money(sign * t.gross),
        ]);
      });
    });
    return writeUtf8Text(dir, 'AP_Voucher_Detail_FY2024_P1-P3.csv', rows, ',');
  },
};

/**
 * The supplier invoice analysis of January to March 2024 as IFS Cloud's grid exports it: the
 * header on row 1; per invoice the company, invoice series, invoice number, voucher number,
 * supplier ID and name, invoice and due dates (date cells), currency (SEK, EUR and USD from
 * suppliers abroad, without VAT), currency rate, gross, net and tax, and the gross in kronor;
 * a credit invoice (series SC) negative.
 */
export const ifsCloudSupplierInvoices: CorpusLayout = {
  name: 'ifs-cloud-supplier-invoices',
  modelledOn:
    'IFS Cloud supplier invoice analysis exported from the grid to XLSX (layout assumed), the header on row 1, Company, Invoice Series SI / SC (negative), Invoice No, Voucher No, Supplier, Supplier Name, Invoice Date and Due Date cells, Currency SEK / EUR / USD, Currency Rate, Gross Amount, Net Amount, Tax Amount, Gross Amount in Acc Currency',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(31110, 12, 6, ['SEK', 'EUR', 'SEK', 'USD', 'SEK', 'SEK']));
    const rows: CorpusCell[][] = [
      [
        'Company',
        'Invoice Series',
        'Invoice No',
        'Voucher No',
        'Supplier',
        'Supplier Name',
        'Invoice Date',
        'Due Date',
        'Currency',
        'Currency Rate',
        'Gross Amount',
        'Net Amount',
        'Tax Amount',
        'Gross Amount in Acc Currency',
      ],
    ];
    const rateOf: Record<string, number> = { SEK: 1, EUR: 11.28, USD: 10.45 };
    invoices.forEach((i, n) => {
      const sign = n === 10 ? -1 : 1;
      const home = i.currency === 'SEK';
      // Kronor at about 11.28 to the euro, dollars at 1.08; a supplier abroad charges no VAT.
      const fx = home ? 11.28 : i.currency === 'USD' ? 1.08 : 1;
      const t = totals(localLines(i, fx, home ? [25, 12, 0] : [0, 0, 0]));
      const rate = rateOf[i.currency]!;
      rows.push([
        '10',
        sign < 0 ? 'SC' : 'SI',
        i.number,
        `I${String(2024000 + 41 + n)}`,
        String(50010 + i.vendor * 10),
        i.vendorName,
        dateOf(i.date),
        dateOf(i.due),
        i.currency,
        rate,
        ...[t.gross, t.net, t.tax, Math.round(t.gross * rate)].map((v) => (sign * v) / 100),
      ]);
    });
    return writeSheets(dir, 'SupplierInvoiceAnalysis.xlsx', { 'Supplier Invoice Analysis': { rows } });
  },
};
