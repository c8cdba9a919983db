/**
 * Twenty-sixth held-out layouts: the purchases register a Lebanese VAT-registered company keeps in
 * Excel for its return to the Ministry of Finance (an Arabic sheet shown right to left, numbers
 * and dates kept as text in Arabic-Indic digits, a currency per row: whole Lebanese pounds beside
 * dollars with cents, credit notes negative), and the annex of purchases of Madagascar's VAT
 * return to the DGI (e-HETRA), saved as CSV UTF-8 (semicolons, the supplier's NIF and STAT numbers
 * beside its name, whole ariary grouped with dots, goods and services in sections with their
 * sub-totals and a grand total). Written from each administration's public documentation and the
 * countries' tax rules, without reading infer's code and without running infer on them.
 */
import ExcelJS from 'exceljs';
import { join } from 'node:path';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { arabicDigits, latinGrouped, wholeUnits, writeBomCsv } from './twentysixth-formats.js';

/** A Lebanese VAT registration (financial) number: digits, a dash and 601. */
const lbVat = (vendor: number) => `${String(2012345 + vendor * 5303)}-601`;

/**
 * A Lebanese purchases register kept in Excel for the Ministry of Finance's VAT return: a right to
 * left sheet, the ministry's and the register's title above an Arabic header. One row per
 * purchase invoice: an ordinal, the invoice's number and date (DD/MM/YYYY), the supplier's name
 * and VAT number, the currency (LBP in whole pounds, or USD with cents), the value before VAT, the
 * VAT (11 %) and the total, every number and date kept as text in Arabic-Indic digits with the
 * Arabic marks. A credit note is written negative.
 */
export const lbvatPurchasesRegister: CorpusLayout = {
  name: 'lbvat-purchases-register',
  modelledOn:
    'Lebanon Ministry of Finance VAT purchases register XLSX, right to left, two titles, Arabic header: الرقم, رقم الفاتورة, تاريخ الفاتورة DD/MM/YYYY, اسم المورد, رقم التسجيل في الضريبة, العملة LBP / USD per row, القيمة قبل الضريبة, الضريبة على القيمة المضافة 11 %, المجموع, numbers and dates as text in Arabic-Indic digits with ٫ and ٬, credit notes negative',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(26107, 10, 6, ['LBP', 'USD']).sort(byDate);
    const workbook = new ExcelJS.Workbook();
    workbook.created = new Date(Date.UTC(2024, 3, 5));
    const sheet = workbook.addWorksheet('المشتريات', { views: [{ rightToLeft: true }] });
    sheet.addRow(['وزارة المالية - الضريبة على القيمة المضافة']);
    sheet.addRow(['سجل المشتريات - الفصل الأول ٢٠٢٤']);
    sheet.addRow([
      'الرقم',
      'رقم الفاتورة',
      'تاريخ الفاتورة',
      'اسم المورد',
      'رقم التسجيل في الضريبة',
      'العملة',
      'القيمة قبل الضريبة',
      'الضريبة على القيمة المضافة',
      'المجموع',
    ]);
    invoices.forEach((i, n) => {
      const credit = n === 2;
      const pounds = i.currency === 'LBP';
      // Pounds at 97,000 to the euro, whole; dollars at 1.09 with cents.
      const net = (credit ? -1 : 1) * (pounds ? Math.round(i.netCents * 970) * 100 : Math.round(i.netCents * 1.09));
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : pounds ? taxOf(net / 100, 11) * 100 : taxOf(net, 11);
      const amount = (cents: number) => arabicDigits(latinGrouped(cents, !pounds));
      sheet.addRow([
        arabicDigits(String(n + 1)),
        credit ? `CN-${i.number}` : i.number,
        arabicDigits(slashed(i.date)),
        i.vendorName,
        lbVat(i.vendor),
        i.currency,
        amount(net),
        amount(vat),
        amount(net + vat),
      ]);
    });
    const file = join(dir, 'Sijil_Mushtarayat_Q1_2024.xlsx');
    await workbook.xlsx.writeFile(file);
    return file;
  },
};

/** A Malagasy NIF: ten digits. */
const nif = (vendor: number) => String(3000123456 + vendor * 70321);

/** A Malagasy STAT number: seventeen digits written in groups. */
const stat = (vendor: number) => `73101 11 20${10 + vendor} 0 ${String(10234 + vendor * 311).padStart(5, '0')}`;

/**
 * The annex of purchases of Madagascar's VAT return (e-HETRA) as CSV UTF-8 from French Excel:
 * semicolons, the annex's title. Goods and services in sections, each under a heading row and
 * closed by its sub-total, a grand total at the end. One row per invoice: the supplier's NIF and
 * STAT numbers, its name, the invoice's reference and date (DD/MM/YYYY), the value before VAT, the
 * VAT (20 %) and the total, whole ariary grouped with dots. A credit note (avoir) is written
 * negative. Ariary, written nowhere.
 */
export const hetraAnnexeAchats: CorpusLayout = {
  name: 'hetra-annexe-achats',
  modelledOn:
    'Madagascar DGI e-HETRA VAT return annex of purchases CSV UTF-8 with BOM, semicolons, a title, sections ACHATS DE BIENS / ACHATS DE SERVICES with sub-totals and a TOTAL GENERAL: NIF, STAT, Raison sociale, Référence facture, Date facture DD/MM/YYYY, Montant HT, TVA 20%, Montant TTC, whole ariary grouped with dots, an avoir negative, MGA implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(26108, 11, 6).sort(byDate);
    const header = [
      'NIF',
      'STAT',
      'Raison sociale',
      'Référence facture',
      'Date facture',
      'Montant HT',
      'TVA 20%',
      'Montant TTC',
    ];
    const rows: CorpusCell[][] = [['ANNEXE TVA - ETAT DES ACHATS - Janvier à mars 2024'], header];
    const amount = (whole: number) => wholeUnits(whole, '.');
    const sections: [string, (i: (typeof invoices)[number]) => boolean][] = [
      ['ACHATS DE BIENS', (i) => i.lines[0]!.description.startsWith('Pr')],
      ['ACHATS DE SERVICES', (i) => !i.lines[0]!.description.startsWith('Pr')],
    ];
    const grand = [0, 0, 0];
    for (const [title, holds] of sections) {
      rows.push([title]);
      const sums = [0, 0, 0];
      invoices.forEach((i, n) => {
        if (!holds(i)) return;
        const avoir = n === 5;
        // Ariary at forty-nine hundred to the euro, whole.
        const ht = (avoir ? -1 : 1) * i.netCents * 49;
        const tva = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(ht, 20);
        [ht, tva, ht + tva].forEach((v, k) => (sums[k] = sums[k]! + v));
        const reference = avoir ? `AV-${i.number}` : i.number;
        rows.push([
          nif(i.vendor),
          stat(i.vendor),
          i.vendorName,
          reference,
          slashed(i.date),
          amount(ht),
          amount(tva),
          amount(ht + tva),
        ]);
      });
      rows.push([`Sous-total ${title.toLowerCase()}`, null, null, null, null, ...sums.map(amount)]);
      sums.forEach((v, k) => (grand[k] = grand[k]! + v));
    }
    rows.push(['TOTAL GENERAL', null, null, null, null, ...grand.map(amount)]);
    return writeBomCsv(dir, 'Annexe_achats_TVA_T1_2024.csv', rows, ';');
  },
};
