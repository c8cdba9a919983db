/**
 * Thirty-fourth held-out layouts of a kind of business and a Pacific state no set held: a US car
 * dealership's accounts payable invoice listing printed from its dealer management system to CSV
 * (dealer and report title above the header, the purchase journal's number, the vendor's control
 * number and name, the vendor's reference (invoice) number, MM/DD/YY, one row per distribution to
 * a parts, sublet or reconditioning account with the vehicle's stock number where there is one,
 * the invoice total repeated; a vendor credit negative; a report total at the end; no tax column,
 * dealers buying for resale pay none), and a Tarawa wholesaler's VAT purchases schedule kept in
 * Excel for the Kiribati VAT return (title and quarter, the header on row 3, each month's tax
 * invoices grouped in an outline under a month heading, supplier TIN and name, tax invoice
 * number, value excluding VAT, VAT at 12.5 % (nil on an exempt supply) and total; Australian
 * dollars, Kiribati's currency, without a column). Written from public descriptions and Kiribati's
 * VAT Act 2013, without reading infer's code and without running infer on them; the layouts are
 * assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeUtf8Text } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf, localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { cents } from '../infer-held-out-thirtythird/thirtythird-formats.js';
import { type OutlinedRow, writeOutlinedSheet } from './thirtyfourth-formats.js';

/**
 * A dealership's vendor invoices of January to March 2024: one row per distribution line, the
 * journal, control and reference on each, a report total at the end.
 */
export const dealershipApInvoiceListing: CorpusLayout = {
  name: 'dealership-ap-invoice-listing',
  modelledOn:
    "US car dealership dealer-management-system accounts payable invoice listing printed to CSV (layout assumed), UTF-8, comma: two title lines; Jrnl, Control (vendor number), Vendor Name, Ref # (the vendor's invoice number), Date MM/DD/YY, Account, Stock #, Description, Dist Amount, Invoice Amount repeated; one row per distribution; a vendor credit negative; a REPORT TOTAL row; no tax; USD",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(34105, 10, 6));
    const accounts: readonly [string, string][] = [
      ['2420', 'Parts inventory - OEM'],
      ['2470', 'Sublet repairs'],
      ['2320', 'Used vehicle recon'],
      ['6415', 'Shop supplies'],
    ];
    const rows: CorpusCell[][] = [
      ['Lakeside Chevrolet Buick GMC', null, null, null, null, null, null, null, null, null],
      ['AP Invoice Listing  01/01/24 - 03/31/24', null, null, null, null, null, null, null, null, null],
      [
        'Jrnl',
        'Control',
        'Vendor Name',
        'Ref #',
        'Date',
        'Account',
        'Stock #',
        'Description',
        'Dist Amount',
        'Invoice Amount',
      ],
    ];
    let total = 0;
    invoices.forEach((i, n) => {
      const sign = n === 8 ? -1 : 1;
      const lines = localLines(i, 1.08, [0, 0, 0]);
      const t = totals(lines);
      total += sign * t.gross;
      lines.forEach((l, k) => {
        const [account, what] = accounts[(i.vendor + k) % accounts.length]!;
        rows.push([
          '40',
          String(51020 + i.vendor * 43),
          i.vendorName.toUpperCase(),
          i.number,
          `${p2(i.date.m)}/${p2(i.date.d)}/${p2(i.date.y % 100)}`,
          account,
          account === '2320' || account === '2470' ? `U${String(2317 + n * 5)}` : '',
          what,
          cents(sign * l.net),
          cents(sign * t.gross),
        ]);
      });
    });
    rows.push(['REPORT TOTAL', null, null, null, null, null, null, null, null, cents(total)]);
    return writeUtf8Text(dir, 'APINVLIST.csv', rows, ',');
  },
};

const MONTHS = ['January 2024', 'February 2024', 'March 2024'];

/**
 * The purchases of January to March 2024 on a Kiribati VAT purchases schedule: title and quarter,
 * the header on row 3, then per month a heading and its tax invoices grouped under it.
 */
export const kiribatiVatPurchases: CorpusLayout = {
  name: 'kiribati-vat-purchases',
  modelledOn:
    'Kiribati VAT purchases schedule kept in XLSX for the VAT return (layout assumed): title and quarter above the header on row 3; per month a heading row and its tax invoices grouped in a row outline: Date cells, Supplier TIN, Supplier, Tax Invoice No., Value excl. VAT, VAT 12.5 % (nil on exempt supplies), Total incl. VAT; AUD without a column',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(34106, 11, 6));
    const rows: OutlinedRow[] = [
      { cells: ['Betio Wholesale Ltd - VAT Purchases Schedule'], level: 0 },
      { cells: ['Quarter ended 31 March 2024'], level: 0 },
      {
        cells: ['Date', 'Supplier TIN', 'Supplier', 'Tax Invoice No.', 'Value excl. VAT', 'VAT', 'Total incl. VAT'],
        level: 0,
      },
    ];
    MONTHS.forEach((heading, m) => {
      rows.push({ cells: [heading], level: 0 });
      invoices.forEach((i, n) => {
        if (i.date.m !== m + 1) return;
        const sign = n === 9 ? -1 : 1;
        const t = totals(localLines(i, 1.64, [12.5, 12.5, 0]));
        rows.push({
          cells: [
            dateOf(i.date),
            String(1000412 + i.vendor * 2291),
            i.vendorName,
            sign < 0 ? `CN-${i.number}` : i.number,
            (sign * t.net) / 100,
            (sign * t.tax) / 100,
            (sign * t.gross) / 100,
          ],
          level: 1,
        });
      });
    });
    return writeOutlinedSheet(dir, 'VAT Purchases Q1 2024.xlsx', 'Purchases', rows);
  },
};
