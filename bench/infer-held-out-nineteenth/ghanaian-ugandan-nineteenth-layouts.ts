/**
 * Nineteenth held-out layouts of African tax authorities' invoicing systems: Ghana's E-VAT (the
 * GRA's list of the invoices received, a CSV whose tax is spread over three levies and the VAT
 * charged on the value with the levies, text-month dates, cedis and dollars with the rate,
 * credit notes positive, cancelled invoices kept), and Uganda's EFRIS (the URA's query of the
 * invoices received, a workbook under a title, the fiscal document number beside the seller's
 * reference, gross before tax before net, date-times as text, shillings without decimals beside
 * dollars, credit notes negative). Written from each authority's public documentation, without
 * reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, p2, slashed, type Day } from '../infer-held-out-fourteenth/fourteenth-days.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `05-Jan-2024`, as the E-VAT portal shows dates. */
const monthDay = (d: Day) => `${p2(d.d)}-${MONTHS[d.m - 1]}-${d.y}`;

/**
 * Ghana's E-VAT (GRA), the invoices received exported to CSV: one row per invoice: the seller's
 * invoice number, the date (05-Jan-2024), the seller's TIN and name, the document type (Invoice;
 * Credit Note, its amounts positive), the currency and rate of exchange, the taxable amount, the
 * NHIL (2.5 %), GETFund levy (2.5 %) and COVID-19 levy (1 %) on it, the VAT (15 %) on the taxable
 * amount with the levies, the total, and the invoice's status: one the seller cancelled is owed
 * no more. A retailer on the flat rate scheme charges 3 % VAT on the value and no levies; an
 * export of services is zero-rated.
 */
export const graEvatPurchases: CorpusLayout = {
  name: 'gra-evat-purchases',
  modelledOn:
    'Ghana GRA E-VAT invoices received CSV: Invoice No, Invoice Date 05-Jan-2024, Supplier TIN C0001234567, Supplier Name, Document Type Invoice / Credit Note (positive), Currency GHS / USD, Exchange Rate, Taxable Amount, NHIL (2.5%), GETFund Levy (2.5%), COVID-19 Levy (1%), VAT (15%) on the amount with levies, Total Amount, Status Approved / Cancelled (kept)',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(19505, 11, 6, ['GHS', 'GHS', 'USD']).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Invoice No',
        'Invoice Date',
        'Supplier TIN',
        'Supplier Name',
        'Document Type',
        'Currency',
        'Exchange Rate',
        'Taxable Amount',
        'NHIL (2.5%)',
        'GETFund Levy (2.5%)',
        'COVID-19 Levy (1%)',
        'VAT (15%)',
        'Total Amount',
        'Status',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 3 || n === 9;
      const net = i.netCents;
      const rate = i.lines[0]!.ratePercent;
      const levied = rate === 19;
      const nhil = levied ? taxOf(net, 2.5) : 0;
      const getfund = levied ? taxOf(net, 2.5) : 0;
      const covid = levied ? taxOf(net, 1) : 0;
      const vat = levied ? taxOf(net + nhil + getfund + covid, 15) : rate === 7 ? taxOf(net, 3) : 0;
      rows.push([
        credit ? `CN-${i.number}` : i.number,
        monthDay(i.date),
        `C000${String(1234567 + i.vendor * 97531).slice(0, 7)}`,
        i.vendorName,
        credit ? 'Credit Note' : 'Invoice',
        i.currency,
        i.currency === 'USD' ? '15.6500' : '1.0000',
        money(net),
        money(nhil),
        money(getfund),
        money(covid),
        money(vat),
        money(net + nhil + getfund + covid + vat),
        n === 6 ? 'Cancelled' : 'Approved',
      ]);
    });
    return writeCsv(dir, 'evat_invoices_received.csv', rows);
  },
};

/**
 * Uganda's EFRIS (URA), the invoices received queried and exported to Excel: a title and a blank
 * row, then one row per document: the row's number, the fiscal document number (FDN) the URA
 * gave it, the seller's own reference, the seller's TIN and legal name, the buyer's TIN, the issue
 * date-time (text, DD/MM/YYYY HH:MM:SS), the currency, the gross amount, the tax (VAT 18 %) and
 * the net amount, in that order, the document type (Invoice; Credit Note, negative) and how it
 * was issued. Shillings have no decimals.
 */
export const efrisInvoiceQuery: CorpusLayout = {
  name: 'efris-invoice-query',
  modelledOn:
    'Uganda URA EFRIS invoices received query exported to XLSX under a title: No., FDN (16 digits), Reference No. (the seller’s), Seller TIN, Seller Legal Name, Buyer TIN, Issued Date DD/MM/YYYY HH:MM:SS text, Currency UGX / USD, Gross Amount, Tax Amount, Net Amount (gross first), Document Type Invoice / Credit Note (negative), Data Source EFD / Web Service API / Offline Mode',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(19606, 10, 6, ['UGX', 'UGX', 'USD']).sort(byDate);
    const rows: CorpusCell[][] = [
      ['Invoice/Receipt Query - Received'],
      [],
      [
        'No.',
        'FDN',
        'Reference No.',
        'Seller TIN',
        'Seller Legal Name',
        'Buyer TIN',
        'Issued Date',
        'Currency',
        'Gross Amount',
        'Tax Amount',
        'Net Amount',
        'Document Type',
        'Data Source',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 5 ? -1 : 1;
      // Shillings: the corpus cents times 40, about the shilling's rate to the euro cent.
      const net = sign * (i.currency === 'UGX' ? i.netCents * 40 : i.netCents);
      const tax = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(net, 18);
      const toMoney = (v: number) => (i.currency === 'UGX' ? v : Number(money(v)));
      rows.push([
        n + 1,
        String(3240000000000000 + (i.document % 100000) * 731 + n),
        i.number,
        String(1000012345 + i.vendor * 1357),
        i.vendorName,
        '1000234567',
        `${slashed(i.date)} ${p2(9 + n)}:${p2((n * 17) % 60)}:${p2((n * 29) % 60)}`,
        i.currency,
        toMoney(net + tax),
        toMoney(tax),
        toMoney(net),
        sign < 0 ? 'Credit Note' : 'Invoice',
        ['EFD', 'Web Service API', 'Offline Mode'][n % 3]!,
      ]);
    });
    return writeXlsx(dir, 'efris_received_invoices.xlsx', { Sheet1: rows });
  },
};
