/**
 * Eleventh held-out layouts in Arabic and French: a Wafeq (Saudi Arabia) export of purchase bills,
 * one row per bill line, and a Banana Comptabilité (Switzerland) transactions table in French.
 * Written from each product's public documentation and its country's rules (named at each layout),
 * without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');
type Day = { y: number; m: number; d: number };
const dotted = (d: Day) => `${p2(d.d)}.${p2(d.m)}.${d.y}`;
const later = (d: Day, days: number): Day => ({ ...d, d: Math.min(28, d.d + days) });

/**
 * Wafeq's فواتير المشتريات export (المشتريات > الفواتير > تصدير, to Excel, Arabic interface), one row
 * per line of a bill, the bill's fields repeated on each: Wafeq's own bill number (BILL-0001) beside
 * the supplier's invoice number (الرقم المرجعي), the date and the due date as ISO date-times, the
 * supplier and its 15-digit VAT number (ZATCA: 3…3), the status (مدفوعة, غير مدفوعة, مدفوعة جزئياً),
 * the line's description, quantity, unit price, amount before VAT and VAT (15 %, or 0 % for an exempt
 * line), then the bill's total and the amount still due (المبلغ المستحق) repeated on every line
 * (ZATCA's simplified and standard tax invoice fields: رقم الفاتورة, تاريخ الإصدار, الرقم الضريبي للمورد,
 * المجموع الخاضع للضريبة, مجموع ضريبة القيمة المضافة, الإجمالي شامل الضريبة). SAR, number cells.
 */
export const wafeqFawatirMushtarayat: CorpusLayout = {
  name: 'wafeq-fawatir-mushtarayat',
  modelledOn:
    'Wafeq فواتير المشتريات in Excel: Arabic headers, one row per bill line, رقم الفاتورة BILL-0001 beside الرقم المرجعي, التاريخ and تاريخ الاستحقاق as ISO date-times, المورد beside الرقم الضريبي, الحالة, الوصف, الكمية, سعر الوحدة, المبلغ قبل الضريبة, ضريبة القيمة المضافة per line, الإجمالي and المبلغ المستحق repeated, SAR',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(11505, 8, 5, ['SAR']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      'رقم الفاتورة',
      'الرقم المرجعي',
      'التاريخ',
      'تاريخ الاستحقاق',
      'المورد',
      'الرقم الضريبي',
      'الحالة',
      'الوصف',
      'الكمية',
      'سعر الوحدة',
      'المبلغ قبل الضريبة',
      'ضريبة القيمة المضافة',
      'الإجمالي',
      'المبلغ المستحق',
    ];
    const rows: CorpusCell[][] = [header];
    invoices.forEach((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 15, 15);
      const taxes = i.lines.map((l) => taxOf(l.netCents, rate));
      const gross = i.netCents + taxes.reduce((s, t) => s + t, 0);
      const due = index % 3 === 0 ? gross : index % 3 === 1 ? 0 : Math.round(gross / 2);
      const status = due === gross ? 'غير مدفوعة' : due === 0 ? 'مدفوعة' : 'مدفوعة جزئياً';
      i.lines.forEach((l, n) => {
        rows.push([
          `BILL-${String(index + 1).padStart(4, '0')}`,
          i.number,
          `${isoDay(i.date)}T00:00:00`,
          `${isoDay(i.due)}T00:00:00`,
          i.vendorName,
          `3${String(10000000000 + i.vendor * 2345671)}003`,
          status,
          l.description,
          l.quantity,
          l.unitCents / 100,
          l.netCents / 100,
          taxes[n]! / 100,
          gross / 100,
          due / 100,
        ]);
      });
    });
    return writeXlsx(dir, 'fawatir-mushtarayat.xlsx', { 'فواتير المشتريات': rows });
  },
};

/**
 * Banana Comptabilité's Écritures table (Fichier > Exporter en Excel / Données > Exporter lignes en
 * texte, French interface), one row per booking of a supplier invoice: Date (the booking date) beside
 * Date document (the invoice's own date), Pièce (Banana's running number) beside Facture (the
 * supplier's invoice number, DocInvoice), Libellé (the supplier's name), Compte débit and Compte
 * crédit (the expense account and the creditor account 2000, swapped for a credit note), Montant
 * (gross, VAT included), Code TVA (Swiss input-VAT codes of Banana's VAT table since 2024: M81 at
 * 8.1 %, M26 at 2.6 %, M0 exempt; a credit note is booked with the code negated, -M81), % TVA and
 * Montant TVA (written negative for a negated code, as Banana shows it). Banana's column names:
 * Date, DateDocument, Doc, DocInvoice, Description, AccountDebit, AccountCredit, Amount, VatCode,
 * VatRate, VatAmount. Swiss French: DD.MM.YYYY, 1234.50, CSV with tabs as Banana writes text.
 */
export const bananaEcrituresFournisseurs: CorpusLayout = {
  name: 'banana-ecritures-fournisseurs',
  modelledOn:
    'Banana Comptabilité Écritures in French, tab-separated: Date beside Date document DD.MM.YYYY, Pièce beside Facture, Libellé (supplier), Compte débit / Compte crédit pair (2000 creditors; swapped for a credit note), Montant gross positive, Code TVA M81 / M26 / M0 and -M81 for a credit note, % TVA, Montant TVA, CHF',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(11606, 10, 6, ['CHF']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      'Date',
      'Date document',
      'Pièce',
      'Facture',
      'Libellé',
      'Compte débit',
      'Compte crédit',
      'Montant',
      'Code TVA',
      '% TVA',
      'Montant TVA',
    ];
    const rows = invoices.map((i, index) => {
      const credit = index % 4 === 1;
      const rate = i.lines[0]!.ratePercent === 0 ? 0 : i.lines[0]!.ratePercent === 7 ? 26 : 81;
      const code = rate === 0 ? 'M0' : rate === 26 ? 'M26' : 'M81';
      // Tenths of a percent: 8.1 % is 81 per mille.
      const vat = Math.round((i.netCents * rate) / 1000);
      const expense = ['6600', '6610', '6640'][index % 3]!;
      return [
        dotted(later(i.date, 3)),
        dotted(i.date),
        String(1201 + index),
        i.number,
        i.vendorName,
        credit ? '2000' : expense,
        credit ? expense : '2000',
        money(i.netCents + vat),
        credit ? `-${code}` : code,
        `${rate / 10}%`,
        money(credit ? -vat : vat),
      ];
    });
    return writeCsv(dir, 'ecritures-fournisseurs.txt', [header, ...rows], '\t');
  },
};
