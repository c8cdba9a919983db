/**
 * Twenty-eighth held-out layouts: the purchases register (état des achats) an Algerian company
 * keeps beside its monthly G50 return, in an Arabic-locale workbook shown right to left (merged
 * titles, headers in Arabic and French in one cell, the supplier's NIF beside its name, amounts as
 * text with a decimal comma and the dinar's `DA`, TVA at 19 % and 9 % apart, a notes row under
 * the data), and a Kuwaiti company's register of supplier invoices saved as CSV from an Arabic
 * accounting package (UTF-8 with a byte-order mark, Arabic headers, every number and date in
 * Arabic-Indic digits, the journal entry number beside the supplier's invoice number, the
 * commercial registration number beside the name, a currency per row with dinars to three
 * decimals, a discount, no VAT: Kuwait levies none). Written from each country's rules, without
 * reading infer's code and without running infer on them; the layouts are assumed (neither has a
 * public file format).
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { byDate, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { arabicIndic, hundredthsGrouped, inMonth, writeBomCsv, writeSheets } from './twentyeighth-formats.js';

/** An Algerian company's NIF: fifteen digits (the structure assumed). */
const nifDz = (vendor: number) => `0016${String(16012345678 + vendor * 390721113).slice(0, 11)}`;

/** `1 234 567,89 DA`: dinars as Algerian workbooks write them, a no-break space grouping. */
const dinars = (cents: number) => `${hundredthsGrouped(cents, '\u00a0', ',')} DA`;

/**
 * The état des achats for March 2024 (layout assumed): two merged titles (the company, NIF and
 * month), the header in Arabic and French, one row per invoice: the ordinal, the date
 * (DD/MM/YYYY text), the supplier's invoice number, its name and NIF, the amount before tax, the
 * TVA at 19 % (advertising) and 9 % (none here: no advertising service bears it), and the total;
 * a note under the data. The sheet opens right to left, as an Arabic-locale Excel shows it.
 */
export const algeriaEtatAchats: CorpusLayout = {
  name: 'algeria-etat-achats',
  modelledOn:
    'Algeria état des achats XLSX (layout assumed), right to left, merged titles (Mars 2024), headers in Arabic and French in one cell, رقم / N°, التاريخ / Date DD/MM/YYYY text, رقم الفاتورة / N° facture, المورد / Fournisseur, رقم التعريف الجبائي / NIF, المبلغ خارج الرسم / Montant HT, TVA 19 %, TVA 9 %, المبلغ الإجمالي / Montant TTC written 1 234,56 DA, a note under the data',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inMonth(corpusInvoices(28109, 11, 6), 3).sort(byDate);
    const rows: CorpusCell[][] = [
      ['كشف المشتريات - État des achats - مارس / Mars 2024'],
      ['الجزائر للإشهار ش.ذ.م.م - Algérie Publicité SARL - NIF 001616098765432'],
      [
        'رقم / N°',
        'التاريخ / Date',
        'رقم الفاتورة / N° facture',
        'المورد / Fournisseur',
        'رقم التعريف الجبائي / NIF',
        'المبلغ خارج الرسم / Montant HT',
        'TVA 19 %',
        'TVA 9 %',
        'المبلغ الإجمالي / Montant TTC',
      ],
    ];
    invoices.forEach((i, n) => {
      // Dinars at about 146 to the euro.
      const net = Math.round(i.netCents * 146);
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : Math.round(net * 0.19);
      rows.push([
        String(n + 1),
        slashed(i.date),
        i.number,
        i.vendorName,
        nifDz(i.vendor),
        dinars(net),
        dinars(vat),
        dinars(0),
        dinars(net + vat),
      ]);
    });
    rows.push([]);
    rows.push(['ملاحظة: المبالغ بالدينار الجزائري / Note : montants en dinars algériens']);
    return writeSheets(dir, 'Etat_achats_03_2024.xlsx', {
      'كشف المشتريات': { rows, merged: ['A1:I1', 'A2:I2'], rightToLeft: true, widths: { 4: 28, 6: 20, 9: 20 } },
    });
  },
};

/** A Kuwaiti commercial registration number: six digits (assumed). */
const commercialRegistration = (vendor: number) => String(304512 + vendor * 20761);

/**
 * A Kuwaiti company's register of supplier invoices for the first quarter of 2024, to CSV: the
 * journal entry number, the date (DD/MM/YYYY), the document type (فاتورة an invoice, إشعار دائن a
 * credit note, its amounts negative), the supplier's invoice number, code, name and commercial
 * registration number, the currency (KWD to three decimals, USD to two), the amount, the
 * discount and the net. Kuwait has no VAT, so there is no tax. Every number in Arabic-Indic digits.
 */
export const kuwaitSupplierInvoices: CorpusLayout = {
  name: 'kuwait-supplier-invoices',
  modelledOn:
    'Kuwaiti Arabic accounting package register of supplier invoices CSV (layout assumed), UTF-8 with BOM, commas, Arabic headers, Arabic-Indic digits, رقم القيد, التاريخ DD/MM/YYYY, نوع المستند فاتورة / إشعار دائن (negative), رقم فاتورة المورد, رمز المورد, اسم المورد, السجل التجاري, العملة KWD (3 decimals) / USD, المبلغ, الخصم, الصافي, no VAT',
  advertisers: SANDBOX_ADVERTISERS,
  // The net column is the amount less the discount on every row: the same money the reference's formula reads.
  alsoRight: { 'items.Amount': ['column:الصافي'] },
  write: async (dir) => {
    const invoices = corpusInvoices(28110, 12, 6, ['KWD', 'KWD', 'USD', 'KWD']).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'رقم القيد',
        'التاريخ',
        'نوع المستند',
        'رقم فاتورة المورد',
        'رمز المورد',
        'اسم المورد',
        'السجل التجاري',
        'العملة',
        'المبلغ',
        'الخصم',
        'الصافي',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 9 ? -1 : 1;
      const dinar = i.currency === 'KWD';
      // Dinars in fils (a thousandth) at about 0.332 to the euro; dollars in cents at about 1.08.
      const amount = sign * Math.round(i.netCents * (dinar ? 3.32 : 1.08));
      const discount = sign * Math.round((Math.abs(amount) * i.discountPercent) / 100);
      const places = dinar ? 3 : 2;
      const written = (minor: number) =>
        arabicIndic(
          `${minor < 0 ? '-' : ''}${(Math.abs(minor) / 10 ** places).toLocaleString('en-US', {
            minimumFractionDigits: places,
            maximumFractionDigits: places,
          })}`,
        );
      rows.push([
        arabicIndic(`JV-${24031 + n}`),
        arabicIndic(slashed(i.date)),
        sign < 0 ? 'إشعار دائن' : 'فاتورة',
        sign < 0 ? `CN-${i.number}` : i.number,
        arabicIndic(String(2101 + i.vendor)),
        i.vendorName,
        arabicIndic(commercialRegistration(i.vendor)),
        i.currency,
        written(amount),
        written(discount),
        written(amount - discount),
      ]);
    });
    return writeBomCsv(dir, 'supplier_invoices_Q1_2024.csv', rows, ',');
  },
};
