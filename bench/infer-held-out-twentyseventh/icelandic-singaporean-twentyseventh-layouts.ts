/**
 * Twenty-seventh held-out layouts: Payday's list of purchase invoices exported to Excel (Icelandic
 * headers, the supplier's kennitala beside its name, dates as DD.MM.YYYY text, whole
 * krónur, VAT at 24 % and 11 % apart, a blank column between the invoice and its amounts, credit
 * notes negative, a note under the table saying the currency), and an IRAS Audit File's purchase
 * listing (pipe-delimited text in sections, the company's block above the purchases, one row per
 * invoice line, tax codes, the amounts in Singapore dollars and in the invoice's currency, `XXX`
 * for no foreign currency, a section total at the end). Written from each system's public
 * documentation and the countries' tax rules, without reading infer's code and without running
 * infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, dotted, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { kennitala, units, writeClerkXlsx, writeUtf8Text } from './twentyseventh-formats.js';

/**
 * Payday's innkaupareikningar (purchase invoices) to Excel: one row per invoice: the invoice date
 * and due date as text (05.03.2024), the supplier and its kennitala, the supplier's invoice number,
 * its text, then, after a blank column, the amount without VAT, the VAT at 24 % (advertising) and at
 * 11 % (a newspaper's, whose sale the reduced rate covers: none here bill it), the amount with VAT,
 * and whether it is paid. Whole krónur as number cells; a credit note (kreditreikningur) negative.
 * Under the table a blank row and a note: amounts in Icelandic krónur (ISK). No public description
 * of what Payday's útgjöld (purchases) list exports was found: its headers and the date form are
 * assumed, DD.MM.YYYY being how Icelandic dates are written and the form Payday's help gives for
 * its sales-invoice import (hjalp.payday.is article 192), which is no export.
 */
export const paydayInnkaupareikningar: CorpusLayout = {
  name: 'payday-innkaupareikningar',
  modelledOn:
    'Payday innkaupareikningar XLSX: Dagsetning and Gjalddagi as DD.MM.YYYY text, Birgir, Kennitala, Reikningsnúmer, Skýring, a blank column, Upphæð án VSK, VSK 24%, VSK 11%, Upphæð með VSK, Staða Greitt / Ógreitt, whole krónur, a kreditreikningur negative, a note row under the table naming ISK',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(27103, 12, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Dagsetning',
        'Gjalddagi',
        'Birgir',
        'Kennitala',
        'Reikningsnúmer',
        'Skýring',
        null,
        'Upphæð án VSK',
        'VSK 24%',
        'VSK 11%',
        'Upphæð með VSK',
        'Staða',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 9;
      // Krónur at about 150 to the euro, whole (Icelandic invoices carry no aurar).
      const net = (credit ? -1 : 1) * Math.round(i.netCents * 1.5);
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : Math.round(net * 0.24);
      rows.push([
        dotted(i.date),
        dotted(i.due),
        i.vendorName,
        kennitala(i.vendor),
        credit ? `K-${i.number}` : i.number,
        credit ? `Kreditreikningur: ${i.lines[0]!.description}` : i.lines[0]!.description,
        null,
        net,
        vat,
        0,
        net + vat,
        n < 8 ? 'Greitt' : 'Ógreitt',
      ]);
    });
    rows.push([], ['Athugið: allar upphæðir eru í íslenskum krónum (ISK).']);
    return writeClerkXlsx(dir, 'Innkaupareikningar_jan-mars_2024.xlsx', {
      Innkaupareikningar: { rows, filter: 'A1:L1', formats: { 8: '#,##0', 9: '#,##0', 10: '#,##0', 11: '#,##0' } },
    });
  },
};

/**
 * A Singapore company's UEN (year, five digits and a letter), its GST number the same. Only
 * entities registered in Singapore have one: a supplier abroad's is blank in the listing.
 */
const uen = (vendor: number) => `20${10 + vendor}${String(18345 + vendor * 4111).slice(0, 5)}${'DKMNRWZ'[vendor % 7]}`;

/** The headers an IAF writes for its supply and ledger sections, whether or not they hold lines. */
const SUPPLY_HEADER = [
  'CustomerName',
  'CustomerUEN',
  'InvoiceDate',
  'InvoiceNo',
  'LineNo',
  'ProductDescription',
  'SupplyValueSGD',
  'GSTValueSGD',
  'TaxCode',
  'Country',
  'FCYCode',
  'SupplyFCY',
  'GSTFCY',
];
const LEDGER_HEADER = [
  'TransactionDate',
  'AccountID',
  'AccountName',
  'TransactionDescription',
  'Name',
  'TransactionID',
  'SourceDocumentID',
  'SourceType',
  'Debit',
  'Credit',
  'Balance',
];

/** Singapore dollars to the unit of each currency a Singapore buyer is invoiced in. */
const TO_SGD: Readonly<Record<string, number>> = { SGD: 1, USD: 1.34, MYR: 0.285 };

/**
 * The purchase listing of an IRAS Audit File (IAF), as accounting software writes it: pipe-
 * delimited, in sections. The company block (CompInfoStart, a header, the company's row,
 * CompInfoEnd), then PurcDataStart, the listing's header and one row per invoice line: the
 * supplier's name and UEN (blank for a supplier abroad, which has none), the invoice date (DD/MM/YYYY) and number, the permit number (imports
 * only: empty), the line number, the product, the value and GST in Singapore dollars, the tax code
 * (TX9 for GST at 9 % from a registered supplier, NR for one abroad, not registered), and the foreign currency's code with the
 * value and GST in it (`XXX` and zeros for an invoice in Singapore dollars). PurcDataEnd carries
 * the section's totals and count; the supply and ledger sections follow with their headers,
 * empty in this listing, the ledger's end naming its currency. Every record ends with a pipe and a
 * blank line parts the sections, as IAF writers write the text form.
 */
export const irasIafPurchaseListing: CorpusLayout = {
  name: 'iras-iaf-purchase-listing',
  modelledOn:
    'IRAS Audit File (IAF) purchase listing, pipe-delimited sections: CompInfoStart / CompInfoEnd block, PurcDataStart, SupplierName|SupplierUEN (blank for a supplier abroad)|InvoiceDate DD/MM/YYYY|InvoiceNo|PermitNo|LineNo|ProductDescription|PurchaseValueSGD|GSTValueSGD|TaxCode TX9 / NR|FCYCode XXX / USD / MYR|PurchaseFCY|GSTFCY, one row per line, PurcDataEnd with totals, empty supply and GL sections with their headers, every record ending with a pipe, a blank line between sections',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(27104, 10, 6, ['SGD', 'USD', 'SGD', 'MYR']).sort(byDate);
    const rows: CorpusCell[][] = [
      ['CompInfoStart'],
      [
        'CompanyName',
        'CompanyUEN',
        'GSTNo',
        'PeriodStart',
        'PeriodEnd',
        'IAFCreationDate',
        'ProductVersion',
        'IAFVersion',
      ],
      [
        'Merlion Outdoor Media Pte. Ltd.',
        '201534872K',
        '201534872K',
        '01/01/2024',
        '31/03/2024',
        '08/04/2024',
        'LedgerPro 9.2',
        'IAFv1.0.0',
      ],
      ['CompInfoEnd'],
      [],
      ['PurcDataStart'],
      [
        'SupplierName',
        'SupplierUEN',
        'InvoiceDate',
        'InvoiceNo',
        'PermitNo',
        'LineNo',
        'ProductDescription',
        'PurchaseValueSGD',
        'GSTValueSGD',
        'TaxCode',
        'FCYCode',
        'PurchaseFCY',
        'GSTFCY',
      ],
    ];
    const total = { value: 0, gst: 0, count: 0 };
    for (const i of invoices) {
      // A supplier abroad (USD, MYR) is not registered and charges no Singapore GST: NR. Local
      // suppliers here are registered and charge 9 % on advertising: TX9. A UEN is issued only to
      // entities registered in Singapore, and IAF writers ask for it on Singapore purchases only
      // (NetSuite's IAF check 'UEN or Tax Registration Number is Blank'): abroad it stays blank.
      const registered = i.currency === 'SGD';
      i.lines.slice(0, 3).forEach((l, k) => {
        const fcy = Math.round(l.netCents * (i.currency === 'USD' ? 1.08 : i.currency === 'MYR' ? 5.1 : 1.45));
        const sgd = Math.round(fcy * TO_SGD[i.currency]!);
        const gst = registered ? taxOf(sgd, 9) : 0;
        total.value += sgd;
        total.gst += gst;
        total.count += 1;
        const foreign = i.currency !== 'SGD';
        rows.push([
          i.vendorName,
          registered ? uen(i.vendor) : '',
          slashed(i.date),
          i.number,
          '',
          String(k + 1),
          l.description,
          units(sgd).toFixed(2),
          units(gst).toFixed(2),
          registered ? 'TX9' : 'NR',
          foreign ? i.currency : 'XXX',
          foreign ? units(fcy).toFixed(2) : '0.00',
          '0.00',
        ]);
      });
    }
    rows.push(
      ['PurcDataEnd', units(total.value).toFixed(2), units(total.gst).toFixed(2), String(total.count)],
      [],
      ['SuppDataStart'],
      SUPPLY_HEADER,
      ['SuppDataEnd', '0.00', '0.00', '0'],
      [],
      ['GLDataStart'],
      LEDGER_HEADER,
      ['GLDataEnd', '0.00', '0.00', '0', 'SGD'],
    );
    // Every record, headers and section marks too, ends with the delimiter; a blank line parts the sections.
    const records = rows.map((r) => (r.length ? [...r, ''] : r));
    return writeUtf8Text(dir, 'IAF_201534872K_2024Q1.txt', records, '|');
  },
};
