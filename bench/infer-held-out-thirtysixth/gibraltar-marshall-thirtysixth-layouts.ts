/**
 * Thirty-sixth held-out layouts of two places no set held: a Gibraltar company's purchase ledger
 * day book exported from its accounting package as CSV in Windows-1252 (commas; the ledger's PL
 * Ref beside the supplier's Their Ref, the posting date and the invoice date as 05-Jan-2024, the
 * supplier's account and name; no tax, Gibraltar has no VAT or GST; one Amount with grouping, a
 * credit note in brackets; Ccy per row: GBP for local and UK suppliers alike, Gibraltar's
 * currency being sterling, its own notes at par beside the Bank of England's and its banks
 * clearing in sterling, and EUR for Spanish suppliers), and a Majuro supply company's accounts
 * payable invoice register kept in Excel (the company, the report and the period above the
 * header on row 5, a blank row between; one row per distribution line, the Voucher # and the
 * invoice's fields repeated on each; date cells shown month first, m/d/yyyy, as the title's
 * period; no tax, the Marshall Islands tax sellers on gross revenue, not purchases; US dollars,
 * the islands' currency, without a column; a Report Total row). Written from each place's public
 * tax rules (Gibraltar: no VAT, sterling; the Marshall Islands: gross revenue tax on the seller),
 * without reading infer's code and without running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { later } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { writeCodePageCsv } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { commaHundredths, dayMonthName, inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf, localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';

/**
 * January to March 2024 purchases in a Gibraltar purchase ledger day book: one row per invoice,
 * the ledger's reference and the supplier's on each.
 */
export const gibraltarPurchaseLedger: CorpusLayout = {
  name: 'gibraltar-purchase-ledger',
  modelledOn:
    "Gibraltar company's purchase ledger day book exported as CSV from an accounting package (layout assumed), Windows-1252, comma: PL Ref, Posted, Supplier A/C, Supplier, Their Ref, Inv Date (05-Jan-2024), Narrative, Amount 1,234.56 (a credit note in brackets), Ccy (GBP, EUR); no tax",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(36105, 11, 6, ['GBP', 'GBP', 'EUR', 'GBP']));
    const rows: CorpusCell[][] = [
      ['PL Ref', 'Posted', 'Supplier A/C', 'Supplier', 'Their Ref', 'Inv Date', 'Narrative', 'Amount', 'Ccy'],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 4;
      const gross = totals(localLines(i, i.currency === 'EUR' ? 1 : 0.86, [0, 0, 0])).gross;
      rows.push([
        `PL${String(5530 + n)}`,
        dayMonthName(later(i.date, 1)),
        `${i.vendorName
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 3)
          .toUpperCase()}00${i.vendor + 1}`,
        i.vendorName,
        credit ? `CN/${i.number}` : i.number,
        dayMonthName(i.date),
        credit ? 'Credit note - returned stock' : ['Shop fittings', 'Shipping via Algeciras', 'Stationery'][n % 3]!,
        credit ? `(${commaHundredths(gross)})` : commaHundredths(gross),
        i.currency,
      ]);
    });
    return writeCodePageCsv(dir, 'PL_DayBook_Q1_2024.csv', rows, ',', 'windows-1252');
  },
};

/**
 * January to March 2024 accounts payable of a Marshall Islands supply company: one row per
 * distribution line, a Report Total row.
 */
export const marshallIslandsApRegister: CorpusLayout = {
  name: 'marshall-islands-ap-register',
  modelledOn:
    "Marshall Islands supply company's AP invoice register kept in XLSX (layout assumed): company, report and period above the header on row 5; Voucher #, Vendor ID, Vendor Name, Invoice #, Invoice Date, Due Date (date cells shown m/d/yyyy), GL Account, Line Description, Line Amount, Invoice Total; one row per distribution line; no tax; a Report Total row; USD without a column",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(36106, 10, 6));
    const rows: CorpusCell[][] = [
      ['Majuro Atoll Supply Co., Inc.', null, null, null, null, null, null, null, null, null],
      ['AP Invoice Register', null, null, null, null, null, null, null, null, null],
      ['For the period 01/01/2024 to 03/31/2024', null, null, null, null, null, null, null, null, null],
      [null, null, null, null, null, null, null, null, null, null],
      [
        'Voucher #',
        'Vendor ID',
        'Vendor Name',
        'Invoice #',
        'Invoice Date',
        'Due Date',
        'GL Account',
        'Line Description',
        'Line Amount',
        'Invoice Total',
      ],
    ];
    let all = 0;
    invoices.forEach((i, n) => {
      const lines = localLines(i, 1.08, [0, 0, 0]);
      const gross = totals(lines).gross;
      all += gross;
      lines.forEach((l, k) => {
        rows.push([
          `V24-${String(118 + n).padStart(5, '0')}`,
          `V${String(1040 + i.vendor)}`,
          i.vendorName,
          i.number,
          dateOf(i.date),
          dateOf(i.due),
          ['5100-00', '5210-00', '6120-00'][k % 3]!,
          l.description,
          l.net / 100,
          gross / 100,
        ]);
      });
    });
    rows.push([null, null, 'Report Total', null, null, null, null, null, all / 100, null]);
    const usd = '#,##0.00;(#,##0.00)';
    return writeSheets(dir, 'AP Invoice Register.xlsx', {
      Register: { rows, formats: { 9: usd, 10: usd }, dateFormat: 'm/d/yyyy' },
    });
  },
};
