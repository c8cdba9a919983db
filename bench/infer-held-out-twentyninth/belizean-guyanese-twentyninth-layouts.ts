/**
 * Twenty-ninth held-out layouts: a Belizean company's purchases for its monthly GST return, saved
 * from Excel as "Unicode Text" (UTF-16LE, tabs), the batch entry beside the supplier's invoice
 * number, a trade discount before the 12.5 % GST (General Sales Tax Act, Cap. 63, Revised Edition 2011), credit
 * notes by type code with their amounts positive; and a Guyanese company's VAT purchases schedule
 * (VAT Act 2005, 14 % from 1 January 2017), a workbook with a merged title, a two-row header
 * grouping standard-rated, zero-rated and exempt purchases, a blank column between the blocks,
 * dates as ISO text and notes rows under the data. Written from each country's rules, without
 * reading infer's code and without running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { p2, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { inMonth, writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { inDateOrder, writeUnicodeText } from './twentyninth-formats.js';

/** A Belizean GST TIN: six digits (the structure assumed). */
const tinBz = (vendor: number) => String(100234 + vendor * 811);

/** A Guyanese TIN: nine digits starting 0 (the structure assumed). */
const tinGy = (vendor: number) => String(10045000 + vendor * 3391).padStart(9, '0');

/**
 * Purchases of March 2024: one row per document: the batch entry, the date (DD/MM/YYYY), the
 * supplier's TIN, name and invoice number, type INV or CRN (a credit note, positive), the gross
 * value, the trade discount, the taxable value, GST 12.5 % and the total, two decimals.
 */
export const belizeGstPurchases: CorpusLayout = {
  name: 'belize-gst-purchases',
  modelledOn:
    'Belize GST purchases listing saved as Unicode Text (layout assumed), UTF-16LE with BOM, tabs, Entry No beside Supplier Inv No, Date DD/MM/YYYY, Supplier TIN beside Supplier Name, Type INV / CRN (positive), Value, Trade Discount, Taxable Value, GST 12.5 %, Total',
  advertisers: SANDBOX_ADVERTISERS,
  // Taxable Value is Value less Trade Discount on every row: the same money the reference's formula reads.
  alsoRight: { 'items.Amount': ['formula:if([type]="crn",-1,1)*[taxablevalue]'] },
  write: async (dir) => {
    const invoices = inDateOrder(inMonth(corpusInvoices(29109, 11, 6), 3));
    const rows: CorpusCell[][] = [
      [
        'Entry No',
        'Date',
        'Supplier TIN',
        'Supplier Name',
        'Supplier Inv No',
        'Type',
        'Value',
        'Trade Discount',
        'Taxable Value',
        'GST 12.5%',
        'Total',
      ],
    ];
    invoices.forEach((i, n) => {
      // Belize dollars at about 2.17 to the euro.
      const value = Math.round(i.netCents * 2.17);
      const discount = Math.round((value * i.discountPercent) / 100);
      const taxable = value - discount;
      const gst = i.lines[0]!.ratePercent === 0 ? 0 : Math.round(taxable * 0.125);
      const money = [value, discount, taxable, gst, taxable + gst].map((v) => (v / 100).toFixed(2));
      rows.push([
        `PB${String(4410 + n)}`,
        slashed(i.date),
        tinBz(i.vendor),
        i.vendorName,
        i.number,
        n === 2 ? 'CRN' : 'INV',
        ...money,
      ]);
    });
    return writeUnicodeText(dir, 'GST_Purchases_Mar2024.txt', rows);
  },
};

/**
 * The VAT purchases schedule of January 2024: a merged title, the group row (Standard Rated,
 * Zero Rated, Exempt) over the header on row 3, a blank column between the supplier's block and
 * the amounts; dates ISO text; a credit note negative; two notes rows under the data.
 */
export const guyanaVatPurchases: CorpusLayout = {
  name: 'guyana-vat-purchases',
  modelledOn:
    'Guyana GRA VAT purchases schedule XLSX (layout assumed), a merged title (January 2024), a two-row header (Standard Rated / Zero Rated / Exempt over the values), a blank column between blocks, Date YYYY-MM-DD text, TIN beside Supplier, Invoice No., Standard Rated Value, VAT 14 %, Zero Rated Value, Exempt Value, Total, a credit note negative, notes rows under the data',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(inMonth(corpusInvoices(29110, 12, 6), 1));
    const rows: CorpusCell[][] = [
      ['VAT Return - Schedule of Purchases - January 2024'],
      [null, null, null, null, null, 'Standard Rated', null, 'Zero Rated', 'Exempt', null],
      [
        'Date',
        'TIN',
        'Supplier',
        'Invoice No.',
        null,
        'Standard Rated Value',
        'VAT 14%',
        'Zero Rated Value',
        'Exempt Value',
        'Total',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 9 ? -1 : 1;
      // Guyana dollars at about 226 to the euro, to the cent.
      const value = sign * Math.round(i.netCents * 2.26) * 100;
      const standard = i.lines[0]!.ratePercent === 7 ? 0 : i.lines[0]!.ratePercent === 0 ? 0 : value;
      const zero = i.lines[0]!.ratePercent === 7 ? value : 0;
      const exempt = i.lines[0]!.ratePercent === 0 ? value : 0;
      const vat = Math.round(standard * 0.14);
      const money = [standard, vat, zero, exempt, standard + vat + zero + exempt].map((v) => v / 100);
      rows.push([
        `${i.date.y}-${p2(i.date.m)}-${p2(i.date.d)}`,
        tinGy(i.vendor),
        i.vendorName,
        i.number,
        null,
        ...money,
      ]);
    });
    rows.push([]);
    rows.push(['Note: credit notes are shown as negative values.']);
    rows.push(['Prepared by: Accounts Dept.']);
    return writeSheets(dir, 'VAT_Purchases_Schedule_Jan2024.xlsx', {
      Purchases: {
        rows,
        merged: ['A1:J1'],
        formats: { 6: '#,##0.00', 7: '#,##0.00', 8: '#,##0.00', 9: '#,##0.00', 10: '#,##0.00' },
      },
    });
  },
};
