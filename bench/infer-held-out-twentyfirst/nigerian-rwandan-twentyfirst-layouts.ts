/**
 * Twenty-first held-out layouts: the invoices a buyer received on Nigeria's FIRS e-invoicing
 * platform (MBS), downloaded as CSV (UBL document type codes, an IRN beside the supplier's number,
 * naira and dollars, withholding tax beside the VAT), and Rwanda's EBM purchases report from the
 * RRA portal (a workbook under titles, receipt types NS and NR, taxable bands A and B apart, whole
 * francs, a total row). Written from each administration's public documentation and the countries'
 * tax rules, without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later, p2, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';

/** A Nigerian TIN as FIRS writes it: eight digits, a dash, four. */
const nigerianTin = (vendor: number) => `${String(20345678 + vendor * 1234567).slice(0, 8)}-0001`;

/**
 * FIRS e-invoicing (MBS) received invoices as CSV: one row per invoice or credit note, the IRN the
 * platform stamped (the supplier's number, a service id and the day), the supplier's own number,
 * the UBL document type code (380 invoice, 381 credit note written positive), the issue date in
 * ISO form and the validation time, the supplier's TIN and name, the document's currency (NGN, or
 * USD for a foreign vendor), the line extension amount (net), VAT at 7.5 %, the withholding tax
 * the buyer deducts (5 % of the net on services: paid to FIRS, not a change of the invoice) and the
 * payable amount, which is the net and the VAT. Naira amounts are the corpus euros at 1,500.
 */
export const firsMbsReceivedInvoices: CorpusLayout = {
  name: 'firs-mbs-received-invoices',
  modelledOn:
    'Nigeria FIRS e-invoicing (Merchant Buyer Solution) received invoices CSV: IRN, Invoice Number, Invoice Type Code 380 / 381 (credit notes positive), Issue Date YYYY-MM-DD, Validated At ISO date-time +01:00, Supplier TIN, Supplier Name, Document Currency Code NGN / USD, Line Extension Amount, VAT Amount (7.5 %), WHT Amount (5 % withheld), Payable Amount',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(21101, 11, 6, ['NGN', 'NGN', 'USD']).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'IRN',
        'Invoice Number',
        'Invoice Type Code',
        'Issue Date',
        'Validated At',
        'Supplier TIN',
        'Supplier Name',
        'Document Currency Code',
        'Line Extension Amount',
        'VAT Amount',
        'WHT Amount',
        'Payable Amount',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 4 || n === 9;
      const net = i.currency === 'NGN' ? i.netCents * 1500 : i.netCents;
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(net, 7.5);
      const wht = n % 3 === 0 && !credit ? taxOf(net, 5) : 0;
      const number = credit ? `CN-${i.number}` : i.number;
      rows.push([
        `${number.replace(/[^A-Z0-9]/gi, '')}-94ND90NR-${i.date.y}${p2(i.date.m)}${p2(i.date.d)}`,
        number,
        credit ? '381' : '380',
        isoDay(i.date),
        `${isoDay(later(i.date, 1))}T${p2(8 + (n % 9))}:${p2((n * 17) % 60)}:41+01:00`,
        nigerianTin(i.vendor),
        i.vendorName,
        i.currency,
        money(net),
        money(vat),
        money(wht),
        money(net + vat),
      ]);
    });
    return writeCsv(dir, 'firs_received_invoices_2024Q1.csv', rows);
  },
};

/** Whole francs: the corpus euros at 1,400 francs. */
const francs = (cents: number) => cents * 14;

/**
 * RRA EBM purchases report downloaded from the taxpayer portal to Excel: the authority, the
 * report's name, the buyer's TIN and the period, a blank row, then one row per receipt: its
 * number, the supplier's SDC (the certified machine) and receipt counter, the receipt type (NS a
 * normal sale, NR a refund written positive), the date and time as text, the supplier's TIN and
 * name, the exempt amount (band A), the taxable amount at 18 % (band B, VAT included, as EBM
 * prints it), its VAT and the total. Whole Rwandan francs, written nowhere; a TOTAL row last.
 */
export const rraEbmPurchasesReport: CorpusLayout = {
  name: 'rra-ebm-purchases-report',
  modelledOn:
    'Rwanda RRA EBM purchases report XLSX under four titles: No, Receipt No, SDC ID, Receipt Type NS / NR (refunds positive), Date DD/MM/YYYY HH:mm:ss text, Supplier TIN 9 digits, Supplier Name, Taxable Amount A-EX, Taxable Amount B-18% (VAT included), Tax B-18%, Total Amount, whole RWF implied, a TOTAL row',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(21202, 10, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      ['RWANDA REVENUE AUTHORITY'],
      ['EBM Purchases Report'],
      ['Buyer TIN: 102345678', null, 'Period: 01/01/2024 - 31/03/2024'],
      [],
      [
        'No',
        'Receipt No',
        'SDC ID',
        'Receipt Type',
        'Date',
        'Supplier TIN',
        'Supplier Name',
        'Taxable Amount A-EX',
        'Taxable Amount B-18%',
        'Tax B-18%',
        'Total Amount',
      ],
    ];
    let sum = { a: 0, b: 0, tax: 0, total: 0 };
    invoices.forEach((i, n) => {
      const refund = n === 6;
      const exempt = i.lines[0]!.ratePercent === 0;
      // EBM prints band B with the VAT included; the VAT is 18/118 of it.
      const gross = exempt ? 0 : francs(Math.round(i.netCents * 1.18));
      const tax = Math.round((gross * 18) / 118);
      const a = exempt ? francs(i.netCents) : 0;
      sum = { a: sum.a + a, b: sum.b + gross, tax: sum.tax + tax, total: sum.total + a + gross };
      rows.push([
        n + 1,
        String(i.document).slice(-5),
        `SDC0${String(10 + i.vendor * 7).padStart(2, '0')}00${i.vendor + 3}`,
        refund ? 'NR' : 'NS',
        `${slashed(i.date)} ${p2(9 + (n % 8))}:${p2((n * 11) % 60)}:${p2((n * 7) % 60)}`,
        String(101234567 + i.vendor * 1111),
        i.vendorName,
        a,
        gross,
        tax,
        a + gross,
      ]);
    });
    rows.push(['TOTAL', null, null, null, null, null, null, sum.a, sum.b, sum.tax, sum.total]);
    return writeXlsx(dir, 'EBM_Purchases_Report.xlsx', { Purchases: rows });
  },
};
