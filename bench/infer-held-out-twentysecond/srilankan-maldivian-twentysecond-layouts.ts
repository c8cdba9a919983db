/**
 * Twenty-second held-out layouts: the input tax schedule of local purchases that Sri Lanka's IRD
 * takes with a VAT return on RAMIS (a CSV of comma-grouped amounts, the VAT charged beside the VAT
 * disallowed and the VAT claimed, credit notes positive by their type, a total row), and the
 * Input Tax Statement that the Maldives Inland Revenue Authority (MIRA) takes with a GST return (a
 * CSV saved from its Excel template, `d-mmm-yy` dates, the GST at the general and the tourism
 * rates apart, no invoice total, the filer's activity number on every row). Written from each
 * administration's public documentation and the countries' tax rules, without reading infer's code
 * and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { dayMonYy, grouped } from './twentysecond-formats.js';

/**
 * RAMIS VAT schedule 01, input tax on local purchases, as a CSV for upload: the serial number,
 * the document's type (Tax Invoice, or Credit Note written positive), the tax invoice's number and
 * date (DD/MM/YYYY), the supplier's nine-digit TIN and name, a description, the value of the
 * purchase without VAT, the VAT charged at 18 %, the VAT the buyer may not claim (on entertainment)
 * and the VAT claimed, amounts comma-grouped. Rupees, written nowhere; the last row is the total.
 */
export const ramisVatSchedulePurchases: CorpusLayout = {
  name: 'ramis-vat-schedule-purchases',
  modelledOn:
    "Sri Lanka IRD RAMIS VAT return schedule 01 (input tax, local purchases) CSV: Serial No, Document Type Tax Invoice / Credit Note (positive), Tax Invoice No, Tax Invoice Date DD/MM/YYYY, Supplier's TIN 9 digits, Name of the Supplier, Description, Value of Purchase (excl. VAT), VAT Amount 18 %, Disallowed VAT, VAT Claimed, comma-grouped amounts quoted, LKR implied, a Total row",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(22505, 10, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Serial No',
        'Document Type',
        'Tax Invoice No',
        'Tax Invoice Date',
        "Supplier's TIN",
        'Name of the Supplier',
        'Description',
        'Value of Purchase (excl. VAT)',
        'VAT Amount',
        'Disallowed VAT',
        'VAT Claimed',
      ],
    ];
    const total = { net: 0, vat: 0, disallowed: 0 };
    invoices.forEach((i, n) => {
      const credit = n === 4;
      // Rupees at three hundred and thirty to the euro; VAT at 18 % (none on exempt supplies).
      const net = i.netCents * 330;
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(net, 18);
      // Entertainment bought with the campaign: its VAT is not claimed.
      const disallowed = i.vendor === 4 ? vat : 0;
      const sign = credit ? -1 : 1;
      total.net += sign * net;
      total.vat += sign * vat;
      total.disallowed += sign * disallowed;
      rows.push([
        n + 1,
        credit ? 'Credit Note' : 'Tax Invoice',
        credit ? `CN/${i.number}` : i.number,
        slashed(i.date),
        String(114000000 + i.vendor * 7654321),
        i.vendorName,
        i.lines[0]!.description,
        grouped(net),
        grouped(vat),
        grouped(disallowed),
        grouped(vat - disallowed),
      ]);
    });
    rows.push([
      'Total',
      null,
      null,
      null,
      null,
      null,
      null,
      grouped(total.net),
      grouped(total.vat),
      grouped(total.disallowed),
      grouped(total.vat - total.disallowed),
    ]);
    return writeCsv(dir, 'vat_schedule_01_local_purchases_2024Q1.csv', rows);
  },
};

/**
 * MIRA's Input Tax Statement (with a GST return, MIRA 205), saved as CSV from its Excel template:
 * the supplier's TIN (seven digits, GST and the activity) and name, the supplier's invoice number
 * and date (`d-mmm-yy`, as the template's date cells show), the invoice's value without GST, the
 * GST charged at the general rate (8 %) and at the tourism rate (16 %), the filer's own taxable
 * activity number on every row, and whether the purchase is revenue or capital. A credit note is
 * written negative. Rufiyaa, written nowhere; no invoice total.
 */
export const miraInputTaxStatement: CorpusLayout = {
  name: 'mira-input-tax-statement',
  modelledOn:
    'Maldives MIRA Input Tax Statement (MIRA 205) CSV from its Excel template: Supplier TIN 1012345GST501, Supplier Name, Supplier Invoice Number, Invoice Date d-mmm-yy, Invoice Total (excluding GST), GST Charged at 8%, GST Charged at 16%, Your Taxable Activity Number on every row, Revenue / Capital, credit notes negative, MVR implied, no gross column',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(22606, 10, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Supplier TIN',
        'Supplier Name',
        'Supplier Invoice Number',
        'Invoice Date',
        'Invoice Total (excluding GST)',
        'GST Charged at 8%',
        'GST Charged at 16%',
        'Your Taxable Activity Number',
        'Revenue / Capital',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 6 ? -1 : 1;
      // Rufiyaa at sixteen and a half to the euro.
      const net = (sign * i.netCents * 33) / 2;
      const rate = localRate(i.lines[0]!.ratePercent, 8, 16);
      rows.push([
        `${1012345 + i.vendor * 2311}GST501`,
        i.vendorName,
        i.number,
        dayMonYy(i.date),
        money(net),
        money(rate === 8 ? taxOf(net, 8) : 0),
        money(rate === 16 ? taxOf(net, 16) : 0),
        '1088888GST501',
        n === 2 ? 'Capital' : 'Revenue',
      ]);
    });
    return writeCsv(dir, 'MIRA205_input_tax_statement_2024Q1.csv', rows);
  },
};
