/**
 * Twenty-fourth held-out layouts: Oman's purchase register as the Tax Authority's VAT guidance asks a
 * taxable person to keep it, in an Arabic Excel workbook (right to left, amounts and dates as text in
 * Arabic-Indic digits, rials of three decimals, credit notes negative), and Ethiopia's schedule of
 * purchases of the monthly VAT declaration to the Ministry of Revenues (two titles, the cash
 * register's code beside the receipt number, VAT and turnover tax apart, the 2 % withheld, credit
 * notes positive by their kind). Written from each administration's public documentation and the
 * countries' tax rules, without reading infer's code and without running infer on them.
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, day, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { arabicIndic, rials } from './twentyfourth-formats.js';

/** An Omani VAT number: OM and ten digits. */
const omVatin = (vendor: number) => `OM11${String(101234 + vendor * 40031).padStart(8, '0')}`;

/**
 * A purchase register kept in Excel for the Oman Tax Authority: an Arabic sheet shown right to
 * left, the authority's and the register's name above the header. One row per tax invoice: its
 * ordinal, number, date (DD/MM/YYYY in Arabic-Indic digits), the supplier's name and VAT number,
 * the document's kind (فاتورة ضريبية, or إشعار دائن: a credit note, written negative), the value
 * before VAT, the rate (5 %, or 0 % on a zero-rated supply), the VAT and the total: every number
 * saved as text in Arabic-Indic digits with the Arabic decimal mark. Rials, written nowhere.
 */
export const taxomanPurchaseRegister: CorpusLayout = {
  name: 'taxoman-purchase-register',
  modelledOn:
    'Oman Tax Authority VAT purchase register XLSX, Arabic, right to left, two titles: م, رقم الفاتورة الضريبية, تاريخ الفاتورة DD/MM/YYYY in Arabic-Indic digits, اسم المورد, رقم التسجيل الضريبي للمورد, نوع المستند فاتورة ضريبية / إشعار دائن (negative), القيمة قبل الضريبة, نسبة الضريبة ٥٪ / ٠٪, مبلغ ضريبة القيمة المضافة, الإجمالي شامل الضريبة, amounts as Arabic-Indic text with three decimals, OMR implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(24505, 10, 6).sort(byDate);
    const workbook = new ExcelJS.Workbook();
    workbook.created = new Date(Date.UTC(2024, 3, 1));
    const sheet = workbook.addWorksheet('سجل المشتريات', { views: [{ rightToLeft: true }] });
    sheet.addRow(['جهاز الضرائب - سلطنة عمان']);
    sheet.addRow(['سجل المشتريات - الربع الأول ٢٠٢٤']);
    sheet.addRow([
      'م',
      'رقم الفاتورة الضريبية',
      'تاريخ الفاتورة',
      'اسم المورد',
      'رقم التسجيل الضريبي للمورد',
      'نوع المستند',
      'القيمة قبل الضريبة',
      'نسبة الضريبة',
      'مبلغ ضريبة القيمة المضافة',
      'الإجمالي شامل الضريبة',
    ]);
    invoices.forEach((i, n) => {
      const credit = n === 4;
      // Baisa (thousandths of a rial) at 0.42 rial to the euro.
      const net = (credit ? -1 : 1) * Math.round(i.netCents * 4.2);
      const rate = i.lines[0]!.ratePercent === 0 ? 0 : 5;
      const vat = taxOf(net, rate);
      sheet.addRow([
        arabicIndic(String(n + 1)),
        credit ? `CN-${i.number}` : i.number,
        arabicIndic(day(i.date, 'uk')),
        i.vendorName,
        omVatin(i.vendor),
        credit ? 'إشعار دائن' : 'فاتورة ضريبية',
        arabicIndic(rials(net)),
        `${arabicIndic(String(rate))}\u066a`,
        arabicIndic(rials(vat)),
        arabicIndic(rials(net + vat)),
      ]);
    });
    const file = join(dir, 'سجل_المشتريات_2024_Q1.xlsx');
    await workbook.xlsx.writeFile(file);
    return file;
  },
};

/** An Ethiopian TIN: ten digits. */
const tin = (vendor: number) => String(1000234567 + vendor * 1357911).padStart(10, '0');

/**
 * The schedule of purchases of Ethiopia's monthly VAT declaration as the Ministry of Revenues'
 * template lays it out and Excel saves it as CSV: the ministry's and the taxpayer's lines above
 * the header. One row per purchase: its ordinal, the seller's TIN and name, the document's kind
 * (Invoice, or Credit Note written positive), the receipt's number and the cash register's code
 * (MRC), the date (DD/MM/YYYY, Gregorian), the amount before tax, the VAT (15 %) or, from a seller
 * not registered for VAT, the turnover tax (TOT, 2 %), the total, and the 2 % income tax the buyer
 * withheld with its receipt's number (kept back, owed all the same). Birr, written nowhere.
 */
export const ethiomorPurchaseSchedule: CorpusLayout = {
  name: 'ethiomor-purchase-schedule',
  modelledOn:
    'Ethiopia Ministry of Revenues VAT declaration schedule of purchases CSV, two title lines: S.No, Seller TIN, Seller Name, Document Type Invoice / Credit Note (positive), Receipt No., MRC, Date DD/MM/YYYY, Amount Before Tax, VAT 15 %, TOT 2 % (non-registered sellers), Total Amount, Withholding Tax 2 %, Withholding Receipt No., ETB implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(24606, 12, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      ['Ministry of Revenues - VAT Declaration: Schedule of Purchases'],
      ['Taxpayer TIN: 0004512398', 'Tax Period: 03/2024'],
      [
        'S.No',
        'Seller TIN',
        'Seller Name',
        'Document Type',
        'Receipt No.',
        'MRC',
        'Date',
        'Amount Before Tax',
        'VAT',
        'TOT',
        'Total Amount',
        'Withholding Tax',
        'Withholding Receipt No.',
      ],
    ];
    invoices.forEach((i, n) => {
      // Birr at sixty to the euro.
      const net = i.netCents * 60;
      const registered = i.vendor !== 3;
      const vat = registered ? taxOf(net, 15) : 0;
      const tot = registered ? 0 : taxOf(net, 2);
      const withheld = n % 3 === 0 ? taxOf(net, 2) : 0;
      rows.push([
        n + 1,
        tin(i.vendor),
        i.vendorName,
        n === 9 ? 'Credit Note' : 'Invoice',
        String(i.document % 100000).padStart(8, '0'),
        `${'ABCDEF'[i.vendor]}GE00${String(1200 + i.vendor * 37)}`,
        day(i.date, 'uk'),
        money(net),
        money(vat),
        money(tot),
        money(net + vat + tot),
        money(withheld),
        withheld ? `WH/2024/${String(n + 101).padStart(5, '0')}` : null,
      ]);
    });
    return writeCsv(dir, 'Purchase_Schedule_2024_03.csv', rows);
  },
};
