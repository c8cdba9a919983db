/**
 * Thirty-sixth held-out layouts of two Pacific states no set held: a Funafuti co-operative's
 * purchases schedule for its Tuvalu Consumption Tax (TCT) return kept in Excel (the store, the tax
 * and the quarter above the header on row 4; date cells, the supplier's name, TIN and invoice
 * number, no voucher number; the value excluding TCT, TCT at 7 % or nil on an exempt supply, and
 * the value including it; a credit negative; a TOTAL row; Australian dollars, Tuvalu's currency,
 * without a column), and a Yaren wholesaler's creditors ledger exported from its accounting
 * package as CSV (UTF-8, commas; Type INV for an invoice, CRN for a credit note, PMT for a
 * payment, all signed in one Amount column; the ledger's own Trans No beside the supplier's
 * Reference, DD/MM/YYYY, creditor code and name; no tax, Nauru levies no GST or VAT; AUD on every
 * row). Written from each state's public tax rules (Tuvalu: Consumption Tax Act 2008, 7 %;
 * Nauru: no consumption tax), without reading infer's code and without running infer on them;
 * the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { later, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { writeUtf8Text } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf, localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { cents } from '../infer-held-out-thirtythird/thirtythird-formats.js';

/**
 * January to March 2024 purchases on a Tuvalu consumption tax schedule: one row per invoice and
 * a TOTAL row.
 */
export const tuvaluTctPurchases: CorpusLayout = {
  name: 'tuvalu-tct-purchases',
  modelledOn:
    'Tuvalu Consumption Tax purchases schedule kept in XLSX (layout assumed): store, tax and quarter above the header on row 4; Date (date cells), Supplier, Supplier TIN, Invoice No., Description, Value excl. TCT, TCT (7%), Value incl. TCT; an exempt supply nil; a credit negative; a TOTAL row; AUD without a column',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(36103, 10, 6));
    const rows: CorpusCell[][] = [
      ['Funafuti Island Co-operative Society', null, null, null, null, null, null, null],
      ['Tuvalu Consumption Tax (TCT) - Schedule of Purchases', null, null, null, null, null, null, null],
      ['Period: 1 January 2024 to 31 March 2024', null, null, null, null, null, null, null],
      [
        'Date',
        'Supplier',
        'Supplier TIN',
        'Invoice No.',
        'Description',
        'Value excl. TCT',
        'TCT (7%)',
        'Value incl. TCT',
      ],
    ];
    const sum = { net: 0, tax: 0, gross: 0 };
    invoices.forEach((i, n) => {
      const sign = n === 5 ? -1 : 1;
      const exempt = i.lines[0]!.ratePercent === 0;
      const t = totals(localLines(i, 1.65, exempt ? [0, 0, 0] : [7, 7, 7]));
      const row = { net: sign * t.net, tax: sign * t.tax, gross: sign * t.gross };
      sum.net += row.net;
      sum.tax += row.tax;
      sum.gross += row.gross;
      rows.push([
        dateOf(i.date),
        i.vendorName,
        `1${String(20411 + i.vendor * 377).padStart(5, '0')}`,
        sign < 0 ? `CR-${i.number}` : i.number,
        sign < 0 ? 'Credit - short delivery' : exempt ? 'Exempt supply (basic food)' : 'Store goods',
        row.net / 100,
        row.tax / 100,
        row.gross / 100,
      ]);
    });
    rows.push([null, 'TOTAL', null, null, null, sum.net / 100, sum.tax / 100, sum.gross / 100]);
    const money = '#,##0.00;(#,##0.00)';
    return writeSheets(dir, 'TCT purchases Jan-Mar 2024.xlsx', {
      Purchases: { rows, formats: { 6: money, 7: money, 8: money } },
    });
  },
};

/**
 * March 2024 creditors ledger of a Nauru wholesaler: one row per transaction, the payments
 * between the invoices.
 */
export const nauruCreditorsLedger: CorpusLayout = {
  name: 'nauru-creditors-ledger',
  modelledOn:
    "Nauru wholesaler's creditors ledger exported as CSV from an accounting package (layout assumed), UTF-8, comma: Type (INV, CRN, PMT), Trans No, Date DD/MM/YYYY, Creditor Code, Creditor Name, Reference, Details, Amount (signed), Currency AUD; no tax",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(36104, 10, 6));
    const rows: CorpusCell[][] = [
      ['Type', 'Trans No', 'Date', 'Creditor Code', 'Creditor Name', 'Reference', 'Details', 'Amount', 'Currency'],
    ];
    const code = (name: string) =>
      `${name
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 4)
        .toUpperCase()}01`;
    let trans = 7712;
    invoices.forEach((i, n) => {
      const credit = n === 7;
      const gross = totals(localLines(i, 1.65, [0, 0, 0])).gross;
      rows.push([
        credit ? 'CRN' : 'INV',
        String(trans++),
        slashed(i.date),
        code(i.vendorName),
        i.vendorName,
        credit ? `CN${i.number}` : i.number,
        credit ? 'Credit note - damaged goods' : 'Goods for resale',
        cents(credit ? -gross : gross),
        'AUD',
      ]);
      if (n % 4 === 2) {
        rows.push([
          'PMT',
          String(trans++),
          slashed(later(i.date, 3)),
          code(i.vendorName),
          i.vendorName,
          `EFT${String(3301 + n)}`,
          `Payment ${i.number}`,
          cents(-gross),
          'AUD',
        ]);
      }
    });
    return writeUtf8Text(dir, 'Creditors Ledger.csv', rows, ',');
  },
};
