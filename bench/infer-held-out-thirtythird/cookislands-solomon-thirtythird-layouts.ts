/**
 * Thirty-third held-out layouts of two Pacific states no set held: a Rarotonga resort's VAT
 * purchases schedule kept in Excel (VAT 15 % worked out as 3/23 of the tax-inclusive total, as the
 * Cook Islands' New Zealand-style VAT books do; title and quarter above the header on row 3, one
 * row per tax invoice, date cells, supplier, tax invoice number, total incl. VAT, VAT and excl.
 * VAT, a SUM subtotal row after each month; an imported supply without VAT; a credit note
 * negative; New Zealand dollars without a column), and a Honiara hotel's purchases day book
 * exported as tab-delimited text from its own database (the book's voucher number beside the
 * supplier's invoice number, DD-Mon-YYYY, supplier and TIN, one row per line of an invoice,
 * Solomon Islands goods tax or sales tax at 10 %, GST-free basics nil, the invoice's total
 * repeated; Solomon Islands dollars). Written from each state's public tax rules, without reading
 * infer's code and without running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { dayMonthName, writeUtf8Text } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf, localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { type ReportRow, writeReportSheet } from '../infer-held-out-thirtysecond/thirtysecond-formats.js';
import { cents, taxFractionOf } from './thirtythird-formats.js';

const MONTHS = ['January', 'February', 'March'];

/**
 * The purchases of January to March 2024 on a Cook Islands VAT purchases schedule: title and
 * quarter, the header on row 3; per month its tax invoices, then a Total row of SUM formulas.
 */
export const cookIslandsVatPurchases: CorpusLayout = {
  name: 'cook-islands-vat-purchases',
  modelledOn:
    'Cook Islands VAT purchases schedule kept in XLSX (layout assumed): title and quarter above the header on row 3; one row per tax invoice: Date cells, Supplier, Tax Invoice #, Description, Total (incl VAT), VAT (3/23 of the total, 15 %), Excl VAT, Account; a Total row of SUM formulas after each month; an imported supply without VAT; a credit note negative; NZD without a column',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(33109, 12, 6));
    const rows: ReportRow[] = [
      { cells: ['Moana Lagoon Resort Ltd - VAT Purchases'] },
      { cells: ['Quarter ended 31 March 2024'] },
      {
        cells: ['Date', 'Supplier', 'Tax Invoice #', 'Description', 'Total (incl VAT)', 'VAT', 'Excl VAT', 'Account'],
      },
    ];
    MONTHS.forEach((name, m) => {
      const first = rows.length + 1;
      invoices.forEach((i, n) => {
        if (i.date.m !== m + 1) return;
        const sign = n === 4 ? -1 : 1;
        const imported = i.vendor === 5;
        const net = totals(localLines(i, 1.78, [0, 0, 0])).net;
        const inclusive = imported ? net : Math.round(net * 1.15);
        const vat = imported ? 0 : taxFractionOf(inclusive);
        rows.push({
          cells: [
            dateOf(i.date),
            i.vendorName,
            sign < 0 ? `CN ${i.number}` : i.number,
            imported ? 'Imported supplies (VAT paid at Customs)' : i.lines[0]!.description,
            (sign * inclusive) / 100,
            (sign * vat) / 100,
            (sign * (inclusive - vat)) / 100,
            ['Food & beverage', 'Repairs & maintenance', 'Marketing'][n % 3]!,
          ],
        });
      });
      rows.push({ label: [`Total ${name}`], sumColumns: [5, 6, 7], firstRow: first, lastRow: rows.length });
    });
    return writeReportSheet(dir, 'VAT Purchases Mar 2024 qtr.xlsx', 'Purchases', rows);
  },
};

/**
 * The purchases of January to March 2024 in a Honiara hotel's purchases day book as its database
 * exports them: the header on line 1; per line of an invoice the voucher, date, supplier and TIN,
 * invoice number, details, amount, tax, the invoice's total and the cost centre.
 */
export const solomonPurchasesDayBook: CorpusLayout = {
  name: 'solomon-islands-purchases-day-book',
  modelledOn:
    'Solomon Islands hotel purchases day book exported as tab-delimited text from its own database (layout assumed), UTF-8: Voucher No. PJ…, Date DD-Mon-YYYY, Supplier, Supplier TIN, Inv. No., Details, Amount (excl. tax), GT/ST 10 % (goods tax or sales tax, basics nil), Total SBD repeated, Cost Centre; one row per invoice line; a credit negative',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(33110, 11, 6));
    const rows: CorpusCell[][] = [
      [
        'Voucher No.',
        'Date',
        'Supplier',
        'Supplier TIN',
        'Inv. No.',
        'Details',
        'Amount (excl. tax)',
        'GT/ST',
        'Total SBD',
        'Cost Centre',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 7 ? -1 : 1;
      const lines = localLines(i, 9.1, [10, 10, 0]);
      const t = totals(lines);
      lines.forEach((l, k) => {
        rows.push([
          `PJ${String(1204 + n)}`,
          dayMonthName(i.date),
          i.vendorName,
          String(10048211 + i.vendor * 3907),
          i.number,
          l.description,
          cents(sign * l.net),
          cents(sign * l.tax),
          cents(sign * t.gross),
          ['Rooms', 'Restaurant', 'Admin'][(n + k) % 3]!,
        ]);
      });
    });
    return writeUtf8Text(dir, 'PURCHDAYBOOK.txt', rows, '\t');
  },
};
