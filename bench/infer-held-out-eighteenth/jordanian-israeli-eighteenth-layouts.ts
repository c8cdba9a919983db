/**
 * Eighteenth held-out layouts in right-to-left scripts: Jordan's JoFotara (the national e-invoicing
 * system's list of the invoices received, a CSV of Arabic headers, dinars of three decimals only
 * implied, credit notes by their type written positive, cancelled invoices kept), and Rivhit's
 * report of supplier documents (Israel: a workbook of Hebrew headers under a title, the shekel
 * written as ש"ח in its currency column beside dollars, credit invoices negative, the internal
 * supplier number beside the tax id, a total row). Written from each system's public
 * documentation, without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';

/** Fils (thousandths of a dinar) as JoFotara writes amounts: `1234.500`. */
const dinars = (fils: number) =>
  `${fils < 0 ? '-' : ''}${Math.floor(Math.abs(fils) / 1000)}.${String(Math.abs(fils) % 1000).padStart(3, '0')}`;

/** A UUID of the invoice's UBL document, derived from its position so the file is the same each run. */
const uuid = (n: number, document: number) => {
  const hex = (document * 2654435761 + n * 40503).toString(16).padStart(12, '0').slice(-12);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(1, 4)}-a${hex.slice(4, 7)}-${hex}`;
};

/**
 * JoFotara (نظام الفوترة الوطني الأردني), the invoices received exported to CSV: one row per
 * invoice: the row's number, the invoice's number and UUID, its type (فاتورة ضريبية, a tax
 * invoice; إشعار دائن, a credit note, its amounts positive), the issue date (DD/MM/YYYY), the
 * seller's tax number and name, the amount before tax, the general sales tax (16 %, reduced 4 %)
 * and the total, and the invoice's state: one the seller cancelled (ملغاة) is owed no more.
 * Amounts in fils, three decimals; Jordanian invoices are in dinars and no column says so.
 */
export const jofotaraReceivedInvoices: CorpusLayout = {
  name: 'jofotara-received-invoices',
  modelledOn:
    'JoFotara (Jordan ISTD national e-invoicing) received invoices CSV, Arabic headers: الرقم, رقم الفاتورة, UUID, نوع الفاتورة فاتورة ضريبية / إشعار دائن (positive), تاريخ الإصدار DD/MM/YYYY, الرقم الضريبي للبائع, اسم البائع, المبلغ قبل الضريبة, ضريبة المبيعات 16 % / 4 %, المبلغ الإجمالي with three decimals, حالة الفاتورة مقبولة / ملغاة (kept); JOD implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(18505, 11, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'الرقم',
        'رقم الفاتورة',
        'UUID',
        'نوع الفاتورة',
        'تاريخ الإصدار',
        'الرقم الضريبي للبائع',
        'اسم البائع',
        'المبلغ قبل الضريبة',
        'ضريبة المبيعات',
        'المبلغ الإجمالي',
        'حالة الفاتورة',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n % 4 === 2;
      // A dinar buys about as much advertising as 1.3 euros: the corpus cents as fils, times seven.
      const net = i.netCents * 7;
      const tax = taxOf(net, localRate(i.lines[0]!.ratePercent, 16, 4));
      rows.push([
        n + 1,
        credit ? `CN-${i.number}` : i.number,
        uuid(n, i.document),
        credit ? 'إشعار دائن' : 'فاتورة ضريبية',
        slashed(i.date),
        String(10012345 + i.vendor * 3571),
        i.vendorName,
        dinars(net),
        dinars(tax),
        dinars(net + tax),
        n === 6 ? 'ملغاة' : 'مقبولة',
      ]);
    });
    return writeCsv(dir, 'received_invoices.csv', rows);
  },
};

/**
 * Rivhit (רווחית), the report of supplier documents exported to Excel: a title row, the period and
 * a blank row, then one row per document: its type (חשבונית מס, a tax invoice; חשבונית מס קבלה,
 * a tax invoice with its receipt; חשבונית זיכוי, a credit invoice, its amounts negative), the
 * supplier's document number, the document date and the date it was recorded (date cells), the
 * supplier's number in the books and its name, its tax id (ע.מ., nine digits), the amount before
 * VAT, the VAT (17 %; none on a service bought abroad in dollars), the total and the currency as
 * Rivhit shows it: ש"ח for the shekel, $ for the dollar. The report ends with its total row.
 */
export const rivhitSupplierDocuments: CorpusLayout = {
  name: 'rivhit-supplier-documents',
  modelledOn:
    'Rivhit (רווחית) supplier documents report XLSX, Hebrew headers under a title and the period: סוג מסמך חשבונית מס / חשבונית מס קבלה / חשבונית זיכוי (negative), מספר מסמך (number cell), תאריך מסמך and תאריך רישום date cells, מספר ספק (internal), שם ספק, ע.מ. nine digits, סכום לפני מע"מ, מע"מ 17 % (0 on dollar services), סה"כ, מטבע ש"ח / $, a סה"כ total row',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(18606, 10, 6, ['ILS', 'ILS', 'USD']).sort(byDate);
    const rows: CorpusCell[][] = [
      ['דוח מסמכי ספקים'],
      ['תקופה: 01/01/2024 - 31/03/2024'],
      [],
      [
        'סוג מסמך',
        'מספר מסמך',
        'תאריך מסמך',
        'תאריך רישום',
        'מספר ספק',
        'שם ספק',
        'ע.מ.',
        'סכום לפני מע"מ',
        'מע"מ',
        'סה"כ',
        'מטבע',
      ],
    ];
    let total = 0;
    invoices.forEach((i, n) => {
      const credit = n === 3 || n === 8;
      const sign = credit ? -1 : 1;
      const net = sign * i.netCents;
      const vat = i.currency === 'USD' || i.lines[0]!.ratePercent === 0 ? 0 : taxOf(net, 17);
      total += net + vat;
      rows.push([
        credit ? 'חשבונית זיכוי' : n % 3 === 1 ? 'חשבונית מס קבלה' : 'חשבונית מס',
        // Israeli suppliers number their documents plainly: a number cell.
        20000 + (i.document % 1000) * 7 + i.vendor,
        dateCell(i.date),
        dateCell(later(i.date, 3)),
        30000 + i.vendor * 10 + 1,
        i.vendorName,
        String(510000000 + i.vendor * 123457),
        Number(money(net)),
        Number(money(vat)),
        Number(money(net + vat)),
        i.currency === 'USD' ? '$' : 'ש"ח',
      ]);
    });
    // The report adds up its column whatever the currencies, as Rivhit prints it.
    rows.push(['סה"כ', null, null, null, null, null, null, null, null, Number(money(total)), null]);
    return writeXlsx(dir, 'supplier_documents_2024.xlsx', { 'דוח מסמכים': rows });
  },
};
