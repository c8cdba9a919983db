/**
 * Twenty-ninth held-out layouts: a Qatari company's supplier invoice register printed from its
 * accounting package to CSV (UTF-8 with a byte-order mark, the header and a page line repeated on
 * every printed page, the voucher beside the supplier's invoice number, the commercial
 * registration beside the name, a currency per row, no VAT: Qatar levies none, but 5 % withheld
 * on services of suppliers not resident, Income Tax Law No. 24 of 2018, art. 9(2)), and a Bahamian
 * company's VAT purchases workbook (a summary sheet first, standard-rated at 10 %, zero-rated and
 * exempt purchases apart, amounts as number cells shown with `B$`, the currency named nowhere
 * else; VAT Act 2014 as amended, 10 % from 1 January 2022). Written from each country's rules,
 * without reading infer's code and without running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { inMonth, writeBomCsv, writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { dayMonthName, inDateOrder } from './twentyninth-formats.js';

/**
 * A Qatari commercial registration number: five or six digits (assumed). Only a resident supplier
 * has one: the GTA withholds from a payee "not resident and not registered in the Commercial
 * Register" (gta.gov.qa, What is Withholding Tax?), so a supplier not resident has none.
 */
const crQa = (vendor: number) => String(41230 + vendor * 5119);

/** A Bahamian TIN: nine digits (the structure assumed). */
const tinBs = (vendor: number) => String(101234500 + vendor * 1777);

/**
 * The register of February 2024 as printed, five documents a page: each page opens with the
 * header and closes with `Page n of m`. Per row the voucher, its date (DD-MMM-YY), the supplier's
 * code, name, CR No. (blank for a supplier not resident), resident or not, its invoice number, the currency (QAR, or USD for two
 * suppliers), the gross, the 5 % withheld from a non-resident's service and the net payable.
 */
export const qatarSupplierRegister: CorpusLayout = {
  name: 'qatar-supplier-register',
  modelledOn:
    'Qatari accounting package supplier invoice register printed to CSV (layout assumed), UTF-8 with BOM, the header and Page n of m repeated on every printed page, Voucher No beside Supplier Inv No, Voucher Date DD-MMM-YY, Supplier Code, Supplier Name, CR No. (residents only), Resident Y/N, Currency QAR / USD per row, Gross Amount, WHT 5 % on non-residents, Net Payable, no VAT',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(inMonth(corpusInvoices(29107, 13, 6, ['QAR', 'QAR', 'QAR', 'USD', 'QAR', 'USD']), 2));
    const header = [
      'Voucher No',
      'Voucher Date',
      'Supplier Code',
      'Supplier Name',
      'CR No.',
      'Resident',
      'Supplier Inv No',
      'Currency',
      'Gross Amount',
      'WHT 5%',
      'Net Payable',
    ];
    const pages = Math.ceil(invoices.length / 5);
    const rows: CorpusCell[][] = [['Supplier Invoice Register - 01-Feb-2024 to 29-Feb-2024'], []];
    invoices.forEach((i, n) => {
      if (n % 5 === 0) rows.push(header);
      // Riyals at about 3.95 to the euro, dollars at about 1.08; USD suppliers are not resident.
      const resident = i.currency === 'QAR';
      const gross = Math.round(i.netCents * (resident ? 3.95 : 1.08));
      const wht = resident ? 0 : Math.round(gross * 0.05);
      const money = [gross, wht, gross - wht].map((v) => (v / 100).toFixed(2));
      rows.push([
        `PV-${2402001 + n}`,
        dayMonthName(i.date, true),
        `S${String(301 + i.vendor)}`,
        i.vendorName,
        resident ? crQa(i.vendor) : null,
        resident ? 'Y' : 'N',
        i.number,
        i.currency,
        ...money,
      ]);
      if (n % 5 === 4 || n === invoices.length - 1) rows.push([`Page ${Math.floor(n / 5) + 1} of ${pages}`]);
    });
    return writeBomCsv(dir, 'SupplierInvoiceRegister_Feb2024.csv', rows, ',');
  },
};

/**
 * The VAT purchases workbook of the quarter January-March 2024: a Summary sheet, then Purchases
 * (a title and the header on row 3): the date (a date cell), the supplier's TIN and name, its
 * invoice number, standard-rated value, VAT 10 %, zero-rated and exempt values, the total; a
 * credit note negative; a Totals row. Amounts are number cells shown `"B$"#,##0.00`.
 */
export const bahamasVatPurchases: CorpusLayout = {
  name: 'bahamas-vat-purchases',
  modelledOn:
    'Bahamas VAT purchases workbook XLSX (layout assumed), a Summary sheet first, Purchases: a title (Q1 2024), Date cells, Supplier TIN beside Supplier Name, Invoice #, Standard Rated Value, VAT 10 %, Zero Rated Value, Exempt Value, Total shown "B$"#,##0.00, a credit note negative, a Totals row',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(29108, 12, 6));
    const rows: CorpusCell[][] = [
      ['Input VAT - Purchases - Quarter ended 31 March 2024'],
      [],
      [
        'Date',
        'Supplier TIN',
        'Supplier Name',
        'Invoice #',
        'Standard Rated Value',
        'VAT 10%',
        'Zero Rated Value',
        'Exempt Value',
        'Total',
      ],
    ];
    const total = [0, 0, 0, 0, 0];
    invoices.forEach((i, n) => {
      const sign = n === 7 ? -1 : 1;
      // Dollars at par with the US dollar, about 1.08 to the euro; a 0 % line is exempt (financial), the first invoice zero-rated freight.
      const value = sign * Math.round(i.netCents * 1.08);
      const standard = i.lines[0]!.ratePercent === 0 ? 0 : value;
      const zero = n === 0 ? Math.round(value / 10) : 0;
      const exempt = i.lines[0]!.ratePercent === 0 ? value : 0;
      const vat = Math.round(standard * 0.1);
      const money = [standard, vat, zero, exempt, standard + vat + zero + exempt];
      money.forEach((v, k) => (total[k]! += v));
      rows.push([
        new Date(Date.UTC(i.date.y, i.date.m - 1, i.date.d)),
        tinBs(i.vendor),
        i.vendorName,
        i.number,
        ...money.map((v) => v / 100),
      ]);
    });
    rows.push([null, null, 'Totals', null, ...total.map((v) => v / 100)]);
    const format = '"B$"#,##0.00;-"B$"#,##0.00';
    return writeSheets(dir, 'VAT_Purchases_Q1_2024.xlsx', {
      Summary: {
        rows: [['VAT Return Summary - Q1 2024'], ['Input VAT', total[1]! / 100], ['Purchases', total[4]! / 100]],
        formats: { 2: format },
      },
      Purchases: { rows, formats: { 5: format, 6: format, 7: format, 8: format, 9: format } },
    });
  },
};
