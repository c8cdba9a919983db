/**
 * Thirtieth held-out layouts: a Basotho company's purchases detail report exported from its
 * accounting package to Excel (a title, one row per invoice line, the document number on every
 * row but the date, supplier, VAT number, supplier's invoice number and currency only on its first,
 * maloti or rand (at par, both legal tender), VAT at 15 %, a Report Total row; Value Added Tax Act
 * 2001 as amended, 15 % standard), and a Liberian company's GST purchases workbook (a merged
 * title, date cells, the TIN beside the vendor, a currency per row, USD or LRD, both in use,
 * GST at 10 % or 7 % and the total also in US dollars; Revenue Code of Liberia as amended, GST 10 %,
 * 7 % on travel services). Written from each country's rules, without reading infer's code and
 * without running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { inMonth, writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf, localLines, totals } from './thirtieth-formats.js';

/**
 * Purchases detail of the quarter ended 31 March 2024: a title and a blank row, the header on
 * row 3; per invoice line the package's document number, and on the first line only the date,
 * supplier, VAT number, supplier's invoice number and currency (LSL, ZAR for two suppliers of the
 * Republic); then the line, its description, quantity, unit price, value excluding VAT, VAT 15 %
 * and value including VAT, number cells shown #,##0.00; a Report Total row.
 */
export const lesothoPurchasesDetail: CorpusLayout = {
  name: 'lesotho-purchases-detail',
  modelledOn:
    'Lesotho purchases detail report XLSX from an accounting package (layout assumed), a title, the header on row 3, one row per invoice line: Doc No on every row, Date cells, Supplier, Supplier VAT No, Supplier Inv No and Currency LSL / ZAR on the first line only, Line, Description, Qty, Unit Price, Excl. VAT, VAT 15%, Incl. VAT shown #,##0.00, a Report Total row',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(30109, 9, 6, ['LSL', 'LSL', 'ZAR', 'LSL', 'ZAR', 'LSL']));
    const rows: CorpusCell[][] = [
      ['Purchases Detail - Quarter ended 31 March 2024'],
      [],
      [
        'Doc No',
        'Date',
        'Supplier',
        'Supplier VAT No',
        'Supplier Inv No',
        'Currency',
        'Line',
        'Description',
        'Qty',
        'Unit Price',
        'Excl. VAT',
        'VAT 15%',
        'Incl. VAT',
      ],
    ];
    const sum = [0, 0, 0];
    invoices.forEach((i, n) => {
      // Maloti and rand at about 20.3 to the euro; a line's unit price is its value over its quantity, to the cent.
      localLines(i, 20.3, [15, 15, 0]).forEach((l, k) => {
        const quantity = i.lines[k]!.quantity;
        const values = [l.net, l.tax, l.net + l.tax];
        values.forEach((v, j) => (sum[j]! += v));
        const head =
          k === 0
            ? [dateOf(i.date), i.vendorName, String(200012345 + i.vendor * 611), i.number, i.currency]
            : [null, null, null, null, null];
        rows.push([
          `PI${String(1201 + n)}`,
          ...head,
          k + 1,
          l.description,
          quantity,
          Math.round(l.net / quantity) / 100,
          ...values.map((v) => v / 100),
        ]);
      });
    });
    rows.push(['Report Total', null, null, null, null, null, null, null, null, null, ...sum.map((v) => v / 100)]);
    const format = '#,##0.00';
    return writeSheets(dir, 'PurchasesDetail_Q1_2024.xlsx', {
      'Purchases Detail': { rows, formats: { 10: format, 11: format, 12: format, 13: format } },
    });
  },
};

/** A Liberian TIN: nine digits (the structure assumed). */
const tinLr = (vendor: number) => String(500123456 + vendor * 4241);

/**
 * The GST purchases workbook of February 2024: a merged title and a blank row, the header on row
 * 3; per invoice the date (a date cell), vendor, TIN, invoice number, currency (USD, LRD for two
 * vendors), value before GST, GST (10 %, 7 % on travel services, nil on an exempt supply), total,
 * and the total in US dollars (Liberian dollars at 190 to the dollar), number cells shown #,##0.00.
 */
export const liberiaGstPurchases: CorpusLayout = {
  name: 'liberia-gst-purchases',
  modelledOn:
    'Liberia GST purchases workbook XLSX (layout assumed), a merged title, the header on row 3, Date cells, Vendor, Vendor TIN, Invoice #, Currency USD / LRD, Amount Before GST, GST, Total Amount, Total in USD, number cells shown #,##0.00',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(inMonth(corpusInvoices(30110, 12, 6, ['USD', 'LRD', 'USD', 'USD', 'LRD', 'USD']), 2));
    const rows: CorpusCell[][] = [
      ['GST on Purchases - February 2024'],
      [],
      [
        'Date',
        'Vendor',
        'Vendor TIN',
        'Invoice #',
        'Currency',
        'Amount Before GST',
        'GST',
        'Total Amount',
        'Total in USD',
      ],
    ];
    for (const i of invoices) {
      // Dollars at about 1.08 to the euro, Liberian dollars at 190 to the US dollar.
      const lrd = i.currency === 'LRD';
      const t = totals(localLines(i, lrd ? 205.2 : 1.08, [10, 7, 0]));
      rows.push([
        dateOf(i.date),
        i.vendorName,
        tinLr(i.vendor),
        i.number,
        i.currency,
        t.net / 100,
        t.tax / 100,
        t.gross / 100,
        (lrd ? Math.round(t.gross / 190) : t.gross) / 100,
      ]);
    }
    const format = '#,##0.00';
    return writeSheets(dir, 'GST_Purchases_Feb2024.xlsx', {
      'GST Purchases': { rows, merged: ['A1:I1'], formats: { 6: format, 7: format, 8: format, 9: format } },
    });
  },
};
