/**
 * Twenty-ninth held-out layouts: the schedule of input tax a Seychellois business attaches to its
 * monthly VAT return to the SRC (amounts written with the rupee's `SR` sign, the currency named
 * nowhere else, day-month-name dates, tax invoices and credit notes by type, both positive), and a
 * Swazi company's general-ledger transaction listing from its accounting package (several rows
 * per invoice: each cost, the 15 % input VAT and the creditors' control posting, debit and credit
 * apart under a two-row header whose top row names the lilangeni's `E`). VAT is 15 % in both
 * (Seychelles: VAT Act 2010, s. 17 as amended; Eswatini: VAT Act 2011, s. 9). Written from each
 * country's rules, without reading infer's code and without running infer on them; the column
 * layouts are assumed (the SRC's schedule is a form, not a published file format).
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { writeCsv } from '../infer-corpus/corpus-files.js';
import { p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { inMonth, writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { commaHundredths, dayMonthName, inDateOrder } from './twentyninth-formats.js';

/** A Seychellois TIN: nine digits starting 7 (the structure assumed). */
const tinSc = (vendor: number) => String(701234000 + vendor * 3301);

/** An Eswatini TIN: nine digits (the structure assumed). */
const tinSz = (vendor: number) => String(100456000 + vendor * 2207);

/**
 * The schedule of input tax for April 2024: a title and the taxpayer's line, the header on line 3;
 * one row per document with its amounts written `SR 1,234.56`; a total line under the data.
 */
export const seychellesInputSchedule: CorpusLayout = {
  name: 'seychelles-input-schedule',
  modelledOn:
    'Seychelles SRC VAT return schedule of input tax CSV (layout assumed), a title (April 2024), Supplier TIN beside Supplier Name, Tax Invoice No., Date DD-MMM-YYYY, Document Type Tax Invoice / Credit Note (positive), amounts written SR 1,234.56, VAT 15 %, a total line',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(inMonth(corpusInvoices(29105, 11, 6), 4));
    const rupees = (cents: number) => `SR ${commaHundredths(cents)}`;
    const rows: CorpusCell[][] = [
      ['VAT Return - Schedule of Input Tax - Period: April 2024'],
      ['Taxpayer: Island Media (Pty) Ltd, TIN 709876543'],
      [
        'Supplier TIN',
        'Supplier Name',
        'Tax Invoice No.',
        'Date',
        'Document Type',
        'Value Excl. VAT',
        'VAT @ 15%',
        'Value Incl. VAT',
      ],
    ];
    const total = [0, 0, 0];
    invoices.forEach((i, n) => {
      // Rupees at about 15 to the euro.
      const net = Math.round(i.netCents * 15);
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : Math.round(net * 0.15);
      const credit = n === 4;
      [net, vat, net + vat].forEach((v, k) => (total[k]! += credit ? -v : v));
      rows.push([
        tinSc(i.vendor),
        i.vendorName,
        i.number,
        dayMonthName(i.date),
        credit ? 'Credit Note' : 'Tax Invoice',
        rupees(net),
        rupees(vat),
        rupees(net + vat),
      ]);
    });
    rows.push([null, null, null, null, 'Total', ...total.map(rupees)]);
    return writeCsv(dir, 'Input_Tax_Schedule_04-2024.csv', rows, ',');
  },
};

/**
 * The transaction listing of January 2024's purchase journal: a title, the two-row header (the
 * top row groups Debit and Credit under `Amount (E)`), then per journal reference its cost rows
 * (accounts 5xxx), its input VAT (2200, on the net of the invoice) and its creditors' control
 * posting (2100) crediting the total. The supplier's invoice number and TIN on every row.
 */
export const eswatiniGlTransactions: CorpusLayout = {
  name: 'eswatini-gl-transactions',
  modelledOn:
    'Eswatini accounting package general-ledger transaction listing XLSX (layout assumed), a title (January 2024), a two-row header with Amount (E) over Debit / Credit, several rows per invoice (costs, input VAT 15 % on 2200, creditors control 2100), Journal Ref beside the supplier invoice number, TIN beside the supplier',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(inMonth(corpusInvoices(29106, 9, 6), 1));
    const rows: CorpusCell[][] = [
      ['Transaction Listing - Purchases Journal - 01/01/2024 to 31/01/2024'],
      [null, null, null, null, null, null, null, null, 'Amount (E)', null],
      [
        'Journal Ref',
        'Date',
        'Account',
        'Account Name',
        'Description',
        'Supplier Inv No',
        'Supplier',
        'TIN',
        'Debit',
        'Credit',
      ],
    ];
    const put = (
      ref: string,
      i: (typeof invoices)[number],
      account: string,
      name: string,
      text: string,
      debit: number,
      credit: number,
    ) =>
      rows.push([
        ref,
        `${p2(i.date.d)}/${p2(i.date.m)}/${i.date.y}`,
        account,
        name,
        text,
        i.number,
        i.vendorName,
        tinSz(i.vendor),
        debit ? debit / 100 : null,
        credit ? credit / 100 : null,
      ]);
    invoices.forEach((i, n) => {
      const ref = `PJ${String(310 + n).padStart(5, '0')}`;
      // Emalangeni at about 20 to the euro; at most two cost lines an invoice.
      const costs = i.lines.slice(0, 2).map((l) => ({ ...l, net: Math.round(l.netCents * 20) }));
      const net = costs.reduce((s, l) => s + l.net, 0);
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : Math.round(net * 0.15);
      for (const l of costs)
        put(ref, i, l.glAccount === '610000' ? '5100' : '5200', 'Advertising', l.description, l.net, 0);
      if (vat) put(ref, i, '2200', 'VAT Input', 'Input VAT 15%', vat, 0);
      put(ref, i, '2100', 'Creditors Control', `Invoice ${i.number}`, 0, net + vat);
    });
    return writeSheets(dir, 'GL_Transactions_Jan2024.xlsx', {
      Transactions: { rows, merged: ['A1:J1', 'I2:J2'], formats: { 9: '#,##0.00', 10: '#,##0.00' } },
    });
  },
};
