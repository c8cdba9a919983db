/**
 * Tenth held-out layouts in Greek and Arabic: a SoftOne (Greece) list of purchase documents with a
 * base and VAT column pair per rate, and a Daftra (Saudi Arabia, Egypt) list of purchase invoices.
 * Written from each product's public documentation and its country's conventions (named at each
 * layout), without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');

/**
 * SoftOne Soft1's list of purchase documents (Αγορές > Παραστατικά αγορών, Εξαγωγή σε CSV), one row
 * per document: Soft1's own running number (Α/Α), the date written D/M/YYYY, the series as its short
 * code (ΤΑΓ a purchase invoice, ΠΤΑ a credit note, which the list writes positive), the supplier's
 * document number, the MARK that myDATA (the Greek tax authority's register of e-books) gave the
 * document, the supplier's code beside its name and ΑΦΜ (tax number, nine digits), then the net value
 * and the VAT per rate (24 %, 13 %, 6 %), the exempt value and the total (the columns of a Greek
 * purchase book per myDATA's income-expense classification and the Greek Book-keeping Standards, Law
 * 4308/2014: καθαρή αξία and ΦΠΑ per κατηγορία ΦΠΑ, μη υποκείμενα; ΜΑΡΚ as AADE's myDATA REST API
 * documentation names it). Greek style: 1.234,56, semicolons.
 */
export const softoneParastatikaAgoron: CorpusLayout = {
  name: 'softone-parastatika-agoron',
  modelledOn:
    'SoftOne παραστατικά αγορών CSV: Greek headers, Α/Α beside Παραστατικό and ΜΑΡΚ, Σειρά ΤΑΓ / ΠΤΑ (credit notes positive), Ημερομηνία D/M/YYYY, Κωδικός beside Επωνυμία and ΑΦΜ, Καθαρή αξία and ΦΠΑ per rate 24% / 13% / 6%, Απαλλασσόμενα, Σύνολο, 1.234,56, EUR, semicolons',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(10505, 11, 8, ['EUR']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      'Α/Α',
      'Ημερομηνία',
      'Σειρά',
      'Παραστατικό',
      'ΜΑΡΚ',
      'Κωδικός',
      'Επωνυμία',
      'ΑΦΜ',
      'Καθαρή αξία 24%',
      'ΦΠΑ 24%',
      'Καθαρή αξία 13%',
      'ΦΠΑ 13%',
      'Καθαρή αξία 6%',
      'ΦΠΑ 6%',
      'Απαλλασσόμενα',
      'Σύνολο',
    ];
    const rows = invoices.map((i, index) => {
      const credit = index % 5 === 3;
      const rate = localRate(i.lines[0]!.ratePercent, 24, 13);
      const net = i.netCents;
      const vat = taxOf(net, rate);
      const byRate = [24, 13, 6].flatMap((r) => (r === rate ? [net, vat] : [0, 0]));
      return [
        String(3301 + index),
        `${i.date.d}/${i.date.m}/${i.date.y}`,
        credit ? 'ΠΤΑ' : 'ΤΑΓ',
        i.number,
        String(400001100000000 + i.document - 5105600000 + index * 8191),
        `30.00.${String(120 + i.vendor * 6).padStart(4, '0')}`,
        i.vendorName,
        String(990000000 + i.vendor * 1234577).slice(0, 9),
        ...byRate.map((c) => money(c, 'comma')),
        money(rate === 0 ? net : 0, 'comma'),
        money(net + vat, 'comma'),
      ];
    });
    return writeCsv(dir, 'parastatika-agoron.csv', [header, ...rows], ';');
  },
};

/** The Umm al-Qura day in Arabic-Indic digits, as Saudi documents print it beside the Gregorian one. */
const hijri = (d: { y: number; m: number; d: number }) =>
  new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura', { timeZone: 'UTC' })
    .format(new Date(Date.UTC(d.y, d.m - 1, d.d)))
    .replace(/[\u200e\u200f]/g, '');

/**
 * Daftra's list of purchase invoices (المشتريات > فواتير الشراء, تصدير إلى Excel), one row per invoice:
 * Daftra's own number (الرقم, zero-padded), the supplier's reference (the number on the supplier's
 * invoice), the date and time with its offset, the Hijri date in Arabic-Indic digits, the supplier
 * beside Daftra's supplier code and its 15-digit VAT number (الرقم الضريبي), the total before tax,
 * the VAT, the total, what is paid and what is left (المدفوع, المتبقي) and the payment status
 * (docs.daftra.com, فواتير الشراء: رقم الفاتورة, التاريخ, المورد, الإجمالي, حالة الدفع مدفوعة /
 * غير مدفوعة / مدفوعة جزئياً; the fields of a Saudi simplified and standard tax invoice under ZATCA's
 * e-invoicing rules: seller VAT number of 15 digits starting and ending with 3; Saudi VAT of 15 %).
 * SAR, number cells.
 */
export const daftraFawatirShira: CorpusLayout = {
  name: 'daftra-fawatir-shira',
  modelledOn:
    'Daftra فواتير الشراء in Excel: Arabic headers, الرقم beside الرقم المرجعي للمورد, التاريخ ISO date-time with +03:00 beside التاريخ الهجري in Arabic-Indic digits, المورد beside كود المورد and الرقم الضريبي, الإجمالي قبل الضريبة, ضريبة القيمة المضافة, الإجمالي beside المدفوع and المتبقي, حالة الدفع, SAR',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(10606, 9, 8, ['SAR']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      'الرقم',
      'الرقم المرجعي للمورد',
      'التاريخ',
      'التاريخ الهجري',
      'المورد',
      'كود المورد',
      'الرقم الضريبي',
      'الإجمالي قبل الضريبة',
      'ضريبة القيمة المضافة',
      'الإجمالي',
      'المدفوع',
      'المتبقي',
      'حالة الدفع',
    ];
    const rows = invoices.map((i, index) => {
      const rate = i.lines[0]!.ratePercent === 0 ? 0 : 15;
      // Riyals: four times the corpus amount, near what the same campaign costs in SAR.
      const net = i.netCents * 4;
      const vat = taxOf(net, rate);
      const gross = net + vat;
      const paid = index % 3 === 0 ? gross : index % 3 === 1 ? 0 : Math.round(gross / 200) * 100;
      return [
        String(88 + index).padStart(6, '0'),
        i.number,
        `${isoDay(i.date)}T${p2(9 + (index % 8))}:${p2((index * 23) % 60)}:00+03:00`,
        hijri(i.date),
        i.vendorName,
        `S-${String(14 + i.vendor * 5).padStart(4, '0')}`,
        `3${String(100234567 + i.vendor * 7654321).padStart(13, '0')}3`,
        net / 100,
        vat / 100,
        gross / 100,
        paid / 100,
        (gross - paid) / 100,
        paid === gross ? 'مدفوعة' : paid === 0 ? 'غير مدفوعة' : 'مدفوعة جزئياً',
      ];
    });
    return writeXlsx(dir, 'fawatir-shira.xlsx', { 'فواتير الشراء': [header, ...rows] });
  },
};
