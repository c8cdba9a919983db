/**
 * Thirty-third held-out layouts of two spend systems: BirchStreet's invoice report of a hotel
 * group exported to Excel (one row per invoice line; BirchStreet's own invoice ID beside the
 * vendor's invoice number, property, document type Invoice or Credit with a credit's amounts
 * negative, date cells, PO number, GL account, quantity, unit of measure, unit price, extended
 * amount and the line's sales tax or HST, the invoice total repeated; a Grand Total row right under
 * the header; US and Canadian dollars), and Tangoe's telecom invoice detail exported to CSV (UTF-8
 * with a byte-order mark; one row per charge; Tangoe's invoice ID beside the carrier's invoice
 * number and the account number, MM/DD/YYYY, bill period, charge category Monthly Recurring,
 * Usage, One-Time or Taxes, Surcharges & Fees, the invoice amount repeated; USD, CAD, GBP, EUR).
 * Written from each product's documentation of its fields, without reading infer's code and
 * without running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { usPadded } from '../infer-held-out-fresh/fresh-formats.js';
import { later } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeBomCsv, writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf, localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';

const AMOUNT = '#,##0.00';
const PROPERTIES = ['Harbourview Hotel Halifax', 'Lakeshore Resort Chicago', 'Grand Plaza Denver'];
const UOM = ['EA', 'CS', 'HR', 'LOT'];
/**
 * Each property's tax on taxable lines in 2024: Nova Scotia's HST was 15 % until 31 March 2025;
 * Chicago's combined sales tax is 10.25 % and Denver's 8.81 %.
 */
const RATES: readonly (readonly [number, number, number])[] = [
  [15, 15, 0],
  [10.25, 0, 0],
  [8.81, 0, 0],
];

/**
 * The invoices of January to March 2024 as BirchStreet's invoice report exports them: the header
 * on row 1, the report's Grand Total on row 2, then per invoice line the invoice ID, property,
 * vendor, vendor invoice number, type, date, PO, status, line, item, GL account, quantity, UOM,
 * unit price, extended amount, tax, invoice total and currency.
 */
export const birchstreetInvoiceReport: CorpusLayout = {
  name: 'birchstreet-invoice-report',
  modelledOn:
    'BirchStreet invoice report of a hotel group exported to XLSX (layout assumed), header on row 1 and a Grand Total row on row 2 above the data: Invoice ID, Property, Vendor Name, Vendor Invoice #, Document Type Invoice / Credit (negative), Invoice Date cells, PO #, Status, Line #, Item Description, GL Account, Qty, UOM, Unit Price, Extended Amount, Tax (Chicago sales tax 10.25 %, Denver 8.81 %, Nova Scotia HST 15 % in 2024), Invoice Total repeated, Currency USD / CAD',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(33101, 11, 6, ['USD', 'CAD', 'USD']));
    const header = [
      'Invoice ID',
      'Property',
      'Vendor Name',
      'Vendor Invoice #',
      'Document Type',
      'Invoice Date',
      'PO #',
      'Status',
      'Line #',
      'Item Description',
      'GL Account',
      'Qty',
      'UOM',
      'Unit Price',
      'Extended Amount',
      'Tax',
      'Invoice Total',
      'Currency',
    ];
    const rows: CorpusCell[][] = [];
    let extended = 0;
    let taxed = 0;
    invoices.forEach((i, n) => {
      const credit = n === 6;
      const sign = credit ? -1 : 1;
      const canadian = i.currency === 'CAD';
      const property = canadian ? 0 : 1 + (i.vendor % 2);
      const lines = localLines(i, canadian ? 1.47 : 1.08, RATES[property]!);
      const t = totals(lines);
      lines.forEach((l, k) => {
        const q = i.lines[k]!.quantity;
        extended += sign * l.net;
        taxed += sign * l.tax;
        rows.push([
          String(20417730 + n * 4),
          PROPERTIES[property]!,
          i.vendorName,
          credit ? `CR-${i.number}` : i.number,
          credit ? 'Credit' : 'Invoice',
          dateOf(i.date),
          `PO-${String(118204 + n * 9)}`,
          'Exported',
          k + 1,
          l.description,
          `${5100 + (k % 3) * 10}-${canadian ? '01' : '02'}`,
          sign * q,
          UOM[(i.vendor + k) % UOM.length]!,
          Math.round(l.net / q) / 100,
          (sign * l.net) / 100,
          (sign * l.tax) / 100,
          (sign * t.gross) / 100,
          i.currency,
        ]);
      });
    });
    const grand: CorpusCell[] = ['Grand Total', ...header.slice(1).map(() => null)];
    grand[14] = extended / 100;
    grand[15] = taxed / 100;
    return writeSheets(dir, 'InvoiceReport.xlsx', {
      'Invoice Report': {
        rows: [header, grand, ...rows],
        formats: { 14: AMOUNT, 15: AMOUNT, 16: AMOUNT, 17: AMOUNT },
        filter: 'A1:R1',
      },
    });
  },
};

const CATEGORIES = ['Monthly Recurring', 'Usage', 'One-Time', 'Monthly Recurring'];
const TAXES = 'Taxes, Surcharges & Fees';

/**
 * The telecom invoices of January to March 2024 as Tangoe's invoice detail exports them: the
 * header on line 1; per charge the Tangoe invoice ID, carrier, account, carrier's invoice number,
 * dates, bill period, currency, charge category and description, the charge and the invoice amount;
 * each invoice's taxes and fees on a row of their own after its charges.
 */
export const tangoeInvoiceDetail: CorpusLayout = {
  name: 'tangoe-invoice-detail',
  modelledOn:
    'Tangoe telecom expense management invoice detail exported to CSV (layout assumed), UTF-8 with BOM, commas, one row per charge: Tangoe Invoice ID, Vendor, Account Number, Invoice Number, Invoice Date and Due Date MM/DD/YYYY, Bill Period Start / End, Currency USD / CAD / GBP / EUR, Charge Category (Monthly Recurring, Usage, One-Time, Taxes, Surcharges & Fees on a row of its own), Charge Description, Charge Amount, Invoice Amount repeated; a credit negative',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(33102, 10, 6, ['USD', 'CAD', 'GBP', 'USD', 'EUR', 'USD']));
    const rows: CorpusCell[][] = [
      [
        'Tangoe Invoice ID',
        'Vendor',
        'Account Number',
        'Invoice Number',
        'Invoice Date',
        'Due Date',
        'Bill Period Start',
        'Bill Period End',
        'Currency',
        'Charge Category',
        'Charge Description',
        'Charge Amount',
        'Invoice Amount',
      ],
    ];
    const FX: Record<string, number> = { USD: 1.08, CAD: 1.47, GBP: 0.86, EUR: 1 };
    const RATES: Record<string, [number, number, number]> = {
      USD: [9, 9, 0],
      CAD: [13, 13, 0],
      GBP: [20, 20, 0],
      EUR: [21, 21, 0],
    };
    invoices.forEach((i, n) => {
      const sign = n === 4 ? -1 : 1;
      const lines = localLines(i, FX[i.currency]!, RATES[i.currency]!);
      const t = totals(lines);
      const money = (c: number) => ((sign * c) / 100).toFixed(2);
      const start = { ...i.date, d: 1 };
      const common = [
        `TNG-${String(884120 + n * 37)}`,
        i.vendorName,
        `${8310 + i.vendor * 101}-${String(4402 + i.vendor * 17).padStart(5, '0')}`,
        i.number,
        usPadded(i.date),
        usPadded(i.due),
        usPadded(start),
        usPadded(later(start, 27)),
        i.currency,
      ];
      lines.forEach((l, k) => {
        rows.push([...common, CATEGORIES[k]!, l.description, money(l.net), money(t.gross)]);
      });
      if (t.tax !== 0) rows.push([...common, TAXES, 'Taxes and regulatory fees', money(t.tax), money(t.gross)]);
    });
    return writeBomCsv(dir, 'Invoice_Detail_Export.csv', rows, ',');
  },
};
