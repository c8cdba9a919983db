/**
 * Thirty-second held-out layouts: the schedule of purchases (input tax) a Gambian company keeps in
 * Excel for its VAT returns to the GRA (four title lines and a blank row above the header, serial
 * numbers, DD/MM/YYYY written as text, each supplier's TIN, amounts in dalasi as number cells,
 * VAT at 15 % or exempt, a credit note negative, a TOTAL row), and the purchases a Palauan business
 * lists for its monthly PGST return in a Google Sheet downloaded as CSV (UTF-8 with LF line ends,
 * M/D/YYYY, the supplier's TIN, amounts as the sheet shows currency `$1,234.56`, PGST at 10 % or
 * exempt, a credit `-$120.00`, and the TRUE/FALSE of a checkbox column). Written from each
 * country's public rules (The Gambia's Income and VAT Act 2012, Palau's PGST of 2023), without
 * reading infer's code and without running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { dollarSign } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { writeSheetsDownload } from './thirtysecond-formats.js';

const AMOUNT = '#,##0.00';

/**
 * The purchases of January to March 2024 in the schedule a Gambian VAT-registered company keeps:
 * the titles, a blank row, the header on row 6; per invoice the serial number, date, supplier
 * name and TIN, invoice number, description, value excluding VAT, VAT and total; the TOTAL row.
 */
export const gambiaVatPurchasesSchedule: CorpusLayout = {
  name: 'gambia-vat-purchases-schedule',
  modelledOn:
    'The Gambia VAT return schedule of purchases (input tax) kept in XLSX (layout assumed): four title lines and a blank row, header on row 6: S/N, Date of Invoice DD/MM/YYYY text, Supplier Name, Supplier TIN, Invoice No., Description of Goods/Services, Value Excl. VAT (GMD), VAT (GMD) 15 % or exempt, Total Incl. VAT (GMD); a credit note negative; a TOTAL row',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(32109, 11, 6));
    const rows: CorpusCell[][] = [
      ['THE GAMBIA REVENUE AUTHORITY'],
      ['VAT RETURN - SCHEDULE OF PURCHASES (INPUT TAX)'],
      ['Taxpayer: Kotu Point Media Company Ltd', null, null, 'TIN: 1000482213'],
      ['Tax period: January 2024 to March 2024'],
      [],
      [
        'S/N',
        'Date of Invoice',
        'Supplier Name',
        'Supplier TIN',
        'Invoice No.',
        'Description of Goods/Services',
        'Value Excl. VAT (GMD)',
        'VAT (GMD)',
        'Total Incl. VAT (GMD)',
      ],
    ];
    const sum = [0, 0, 0];
    invoices.forEach((i, n) => {
      const sign = n === 6 ? -1 : 1;
      // Dalasi at about 73 to the euro.
      const t = totals(localLines(i, 73, [15, 15, 0]));
      const amounts = [t.net, t.tax, t.gross].map((c) => sign * c);
      amounts.forEach((c, k) => (sum[k]! += c));
      rows.push([
        n + 1,
        slashed(i.date),
        i.vendorName,
        String(1000100017 + i.vendor * 2311),
        i.number,
        sign < 0 ? `Credit note - ${i.lines[0]!.description}` : i.lines[0]!.description,
        ...amounts.map((c) => c / 100),
      ]);
    });
    rows.push(['TOTAL', null, null, null, null, null, ...sum.map((c) => c / 100)]);
    return writeSheets(dir, 'VAT Purchases Schedule Q1 2024.xlsx', {
      Purchases: { rows, merged: ['A1:I1', 'A2:I2'], formats: { 7: AMOUNT, 8: AMOUNT, 9: AMOUNT } },
    });
  },
};

/**
 * The purchases of January to March 2024 a Palauan business lists in a Google Sheet for its PGST
 * returns, downloaded as CSV: the header on line 1; per invoice the date, supplier, supplier TIN,
 * invoice number, description, amount before PGST, PGST, total and whether the input tax was claimed.
 */
export const palauPgstPurchases: CorpusLayout = {
  name: 'palau-pgst-purchases',
  modelledOn:
    'Palau PGST purchases kept in Google Sheets and downloaded as CSV (layout assumed), UTF-8 with LF line ends: Date M/D/YYYY, Supplier, Supplier TIN, Invoice #, Description, Amount (excl. PGST), PGST 10%, Total as $1,234.56, a credit -$120.00, Input tax claimed TRUE / FALSE; USD',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(32110, 10, 6));
    const rows: CorpusCell[][] = [
      [
        'Date',
        'Supplier',
        'Supplier TIN',
        'Invoice #',
        'Description',
        'Amount (excl. PGST)',
        'PGST 10%',
        'Total',
        'Input tax claimed',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 2 ? -1 : 1;
      const t = totals(localLines(i, 1.08, [10, 10, 0]));
      rows.push([
        `${i.date.m}/${i.date.d}/${i.date.y}`,
        i.vendorName,
        String(205310 + i.vendor * 1117),
        i.number,
        [...new Set(i.lines.map((l) => l.description))].join('; '),
        ...[t.net, t.tax, t.gross].map((c) => dollarSign(sign * c)),
        i.date.m < 3 ? 'TRUE' : 'FALSE',
      ]);
    });
    return writeSheetsDownload(dir, 'PGST purchases 2024 - Q1.csv', rows);
  },
};
