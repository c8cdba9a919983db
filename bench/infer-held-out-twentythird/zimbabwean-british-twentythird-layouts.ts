/**
 * Twenty-third held-out layouts: the schedule of input tax a Zimbabwean VAT return (VAT 7) carries,
 * in ZIMRA's workbook (an instructions sheet first, the schedule after it under two titles, dollars
 * and rand in one column of currencies, YYYY/MM/DD dates, the fiscal device and verification code of
 * each invoice, credit notes negative by their document type), and the bills of Clear Books (UK)
 * exported with their lines (one row per line, the bill repeated, voided bills kept, credit notes
 * negative, pounds and euros). Written from each administration's and vendor's public
 * documentation, without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, day, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf, ymdSlash } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { units } from './twentythird-formats.js';

/**
 * ZIMRA's VAT 7 input tax schedule workbook: the first sheet says how to fill it, the second holds
 * the return's title and the buyer's BP number above the header. One row per tax invoice or credit
 * note: the supplier's name, BP and VAT numbers, the document type (Tax Invoice, or Credit Note
 * written negative), its number and date (YYYY/MM/DD text), the currency it is in (USD or ZAR),
 * the value before VAT, the VAT at 15 % and the value with it, and the serial number and
 * verification code of the supplier's fiscal device.
 */
export const zimraInputTaxSchedule: CorpusLayout = {
  name: 'zimra-input-tax-schedule',
  modelledOn:
    'Zimbabwe ZIMRA VAT 7 schedule of input tax XLSX, an Instructions sheet first, two titles above the header: Supplier Name, Supplier BP Number, Supplier VAT Number, Document Type Tax Invoice / Credit Note (negative), Tax Invoice Number, Tax Invoice Date YYYY/MM/DD text, Currency USD / ZAR, Value Excluding VAT, VAT Amount 15 %, Value Including VAT, Fiscal Device Serial Number, Verification Code',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(23707, 12, 6, ['USD', 'ZAR']).sort(byDate);
    const rows: CorpusCell[][] = [
      ['VAT 7 - SCHEDULE OF INPUT TAX'],
      ['BP Number: 200034567', null, 'Tax Period: 2024/01 - 2024/03'],
      [],
      [
        'Supplier Name',
        'Supplier BP Number',
        'Supplier VAT Number',
        'Document Type',
        'Tax Invoice Number',
        'Tax Invoice Date',
        'Currency',
        'Value Excluding VAT',
        'VAT Amount',
        'Value Including VAT',
        'Fiscal Device Serial Number',
        'Verification Code',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 10;
      // Rand at twenty to the euro, dollars at 1.10.
      const net = Math.round((credit ? -1 : 1) * i.netCents * (i.currency === 'ZAR' ? 20 : 1.1));
      const vat = taxOf(net, localRate(i.lines[0]!.ratePercent, 15, 15));
      const code = (n * 7919 + i.vendor * 104729).toString(16).toUpperCase().padStart(16, '0');
      rows.push([
        i.vendorName,
        String(200010000 + i.vendor * 1117),
        String(220010000 + i.vendor * 2221),
        credit ? 'Credit Note' : 'Tax Invoice',
        credit ? `CN${i.number}` : i.number,
        ymdSlash(i.date),
        i.currency,
        units(net),
        units(vat),
        units(net + vat),
        `FD${String(40000 + i.vendor * 37).padStart(8, '0')}`,
        code.match(/.{4}/g)!.join('-'),
      ]);
    });
    const instructions: CorpusCell[][] = [
      ['Instructions'],
      ['1. Complete one row for each tax invoice, debit note or credit note received in the tax period.'],
      ['2. Enter amounts in the currency of the tax invoice; credit notes as negative values.'],
      ['3. Dates as YYYY/MM/DD. Attach this schedule to the VAT 7 return.'],
    ];
    return writeXlsx(dir, 'VAT7_Input_Tax_Schedule_2024Q1.xlsx', {
      Instructions: instructions,
      'Input Tax Schedule': rows,
    });
  },
};

/**
 * Clear Books, Purchases > Bills exported as CSV with its lines: one row per line, the bill's
 * fields repeated on each (its date and due date DD/MM/YYYY, the supplier, Clear Books' own bill
 * number, the supplier's reference, the type Bill or Credit Note, the status, the currency), then
 * the line's description, account code, quantity, unit price, net, VAT rate, VAT and gross, and the
 * bill's total. A credit note's amounts are negative; a voided bill (Void) is kept.
 */
export const clearbooksBillsExport: CorpusLayout = {
  name: 'clearbooks-bills-export',
  modelledOn:
    'Clear Books bills export CSV with lines: Date and Due Date DD/MM/YYYY, Supplier, Bill No. PUR00012 (its own numbering), Reference (the supplier number), Type Bill / Credit Note (negative), Status Paid / Unpaid / Void kept, Currency GBP / EUR, Description, Account Code, Quantity, Unit Price, Net, VAT Rate 20 % / 5 % / 0 %, VAT, Gross, Bill Total repeated',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(23808, 10, 6, ['GBP', 'EUR', 'GBP']).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Date',
        'Due Date',
        'Supplier',
        'Bill No.',
        'Reference',
        'Type',
        'Status',
        'Currency',
        'Description',
        'Account Code',
        'Quantity',
        'Unit Price',
        'Net',
        'VAT Rate',
        'VAT',
        'Gross',
        'Bill Total',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 6 ? -1 : 1;
      const rate = localRate(i.lines[0]!.ratePercent, 20, 5);
      const lines = i.lines.map((l) => ({ ...l, net: sign * l.netCents, vat: taxOf(sign * l.netCents, rate) }));
      const total = lines.reduce((s, l) => s + l.net + l.vat, 0);
      for (const l of lines) {
        rows.push([
          day(i.date, 'uk'),
          day(later(i.due, 2), 'uk'),
          i.vendorName,
          `PUR${String(12 + n).padStart(5, '0')}`,
          i.number,
          sign < 0 ? 'Credit Note' : 'Bill',
          n === 3 ? 'Void' : n % 2 === 0 ? 'Paid' : 'Unpaid',
          i.currency,
          l.description,
          `50${l.glAccount.slice(1, 3)}`,
          sign * l.quantity,
          money(l.unitCents),
          money(l.net),
          `${rate}%`,
          money(l.vat),
          money(l.net + l.vat),
          money(total),
        ]);
      }
    });
    return writeCsv(dir, 'clear-books-bills-2024-01-01-2024-03-31.csv', rows);
  },
};
