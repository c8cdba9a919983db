/**
 * Thirty-third held-out layouts: an Australian pharmacy wholesaler's statement of account
 * downloaded as CSV (the wholesaler's name, ABN and the pharmacy's account above the table, so no
 * row names the supplier; one row per document, Opening Balance and Closing Balance rows, INV and
 * CRN documents with the pharmacy's order number, DD/MM/YYYY, ex-GST, GST (10 %, PBS medicines
 * GST-free) and total, payments PMT on rows of their own; a credit negative; Australian dollars),
 * and a Bhutanese business's GST purchase register kept in Excel for its returns on BITS (GST at
 * 5 % from 1 January 2026; title, taxpayer and period above the header on row 4; one row per tax
 * invoice, Sl. No. restarting each month, date cells, tax invoice number, supplier TPN and name,
 * taxable value, GST, exempt value and invoice value in ngultrum, ITC claimed Yes / No; a credit
 * note negative). Written from the trade's and the Department of Revenue and Customs' public
 * descriptions, without reading infer's code and without running infer on them; the layouts are
 * assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeUtf8Text } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf, localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { cents, inYearOf } from './thirtythird-formats.js';

/**
 * One wholesaler's documents of January to March 2024 on its statement of account: five lines
 * naming the wholesaler, its ABN, the account, the customer and the statement date, a blank line,
 * the header; the opening balance, the invoices, credits and payments in date order, the closing
 * balance.
 */
export const pharmacyWholesalerStatement: CorpusLayout = {
  name: 'pharmacy-wholesaler-statement',
  modelledOn:
    'Australian pharmacy wholesaler statement of account downloaded as CSV (layout assumed): Wholesaler:, ABN:, Account No.:, Customer:, Statement Date: lines and a blank line above the header, one row per document: Date DD/MM/YYYY, Type INV / CRN (negative) / PMT, Document No., Your Order No., Description, Ex GST, GST (10 %, PBS lines GST-free), Total; Opening Balance and Closing Balance rows; AUD, no supplier or currency column',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(33107, 12, 1));
    const rows: CorpusCell[][] = [
      ['Wholesaler:', invoices[0]!.vendorName],
      ['ABN:', '63 108 421 966'], // an ABN that passes the ATO's check-digit test
      ['Account No.:', '0048213'],
      ['Customer:', 'Riverside Family Pharmacy Pty Ltd'],
      ['Statement Date:', '31/03/2024'],
      [],
      ['Date', 'Type', 'Document No.', 'Your Order No.', 'Description', 'Ex GST', 'GST', 'Total'],
      ['01/01/2024', '', '', '', 'Opening Balance', '', '', '18420.55'],
    ];
    let balance = 1842055;
    invoices.forEach((i, n) => {
      const credit = n === 5 || n === 9;
      const sign = credit ? -1 : 1;
      const t = totals(localLines(i, 1.65, [10, 0, 0]));
      balance += sign * t.gross;
      rows.push([
        slashed(i.date),
        credit ? 'CRN' : 'INV',
        credit ? `C${String(7741002 + n * 19)}` : String(60417735 + n * 211),
        `RFP${String(2400 + n * 3)}`,
        credit ? 'Credit - returned stock' : n % 3 ? 'Ethical (PBS) and OTC' : 'OTC & front of shop',
        cents(sign * t.net),
        cents(sign * t.tax),
        cents(sign * t.gross),
      ]);
      if (n === 3 || n === 8) {
        rows.push([
          slashed({ ...i.date, d: Math.min(28, i.date.d + 1) }),
          'PMT',
          'DD',
          '',
          'Direct debit - thank you',
          '',
          '',
          cents(-balance),
        ]);
        balance = 0;
      }
    });
    rows.push(['31/03/2024', '', '', '', 'Closing Balance', '', '', cents(balance)]);
    return writeUtf8Text(dir, 'Statement_0048213_202403.csv', rows, ',');
  },
};

const TPN = (vendor: number) => `${['BAB', 'BAC', 'BAE', 'BAF', 'BAG'][vendor]!}${String(40127 + vendor * 733)}`;

/**
 * The purchases of January to March 2026 on a GST purchase register: title, taxpayer, period, the
 * header on row 4; one row per tax invoice, Sl. No. counting from 1 in each month.
 */
export const bhutanGstPurchaseRegister: CorpusLayout = {
  name: 'bhutan-gst-purchase-register',
  modelledOn:
    'Bhutanese GST purchase register kept in XLSX for BITS returns (layout assumed): title, taxpayer and TPN, tax period above the header on row 4; one row per tax invoice: Sl. No. (restarting each month), Invoice Date cells, Tax Invoice No., Supplier TPN, Supplier Name, Description, Taxable Value (Nu.), GST @ 5% (Nu.), Exempt Value (Nu.), Invoice Value (Nu.), ITC Claimed Yes / No; a credit note negative; BTN without a column; 2026',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    // A supplier's invoice of 2026 carries that year in its number where its series has one.
    const numbered = (n: string) =>
      n
        .replace(/^INV-2024-/, 'INV-2026-')
        .replace(/^R24/, 'R26')
        .replace(/\/24$/, '/26');
    const invoices = inDateOrder(
      corpusInvoices(33108, 11, 5).map((i) => ({ ...inYearOf(i, 2026), number: numbered(i.number) })),
    );
    const rows: CorpusCell[][] = [
      ['GST Purchase Register'],
      [
        'Taxpayer: Druk Highland Trading Pvt. Ltd.   TPN: BAD20418',
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
      ],
      ['Tax period: January - March 2026'],
      [
        'Sl. No.',
        'Invoice Date',
        'Tax Invoice No.',
        'Supplier TPN',
        'Supplier Name',
        'Description',
        'Taxable Value (Nu.)',
        'GST @ 5% (Nu.)',
        'Exempt Value (Nu.)',
        'Invoice Value (Nu.)',
        'ITC Claimed',
      ],
    ];
    let month = 0;
    let serial = 0;
    invoices.forEach((i, n) => {
      if (i.date.m !== month) [month, serial] = [i.date.m, 0];
      serial += 1;
      const sign = n === 6 ? -1 : 1;
      // Rice, oil and salt are exempt: the corpus's nil-rate lines stand for them.
      const lines = localLines(i, 89.5, [5, 5, 0]);
      const taxable = lines.filter((l) => l.rate > 0).reduce((s, l) => s + l.net, 0);
      const t = totals(lines);
      rows.push([
        serial,
        dateOf(i.date),
        sign < 0 ? `CN-${i.number}` : i.number,
        TPN(i.vendor),
        i.vendorName,
        sign < 0 ? 'Credit note: goods returned' : lines[0]!.description,
        (sign * taxable) / 100,
        (sign * t.tax) / 100,
        (sign * (t.net - taxable)) / 100,
        (sign * t.gross) / 100,
        n === 9 ? 'No' : 'Yes',
      ]);
    });
    return writeSheets(dir, 'GST_Purchase_Register_Q1_2026.xlsx', {
      Purchases: { rows, formats: { 7: '#,##0.00', 8: '#,##0.00', 9: '#,##0.00', 10: '#,##0.00' } },
    });
  },
};
