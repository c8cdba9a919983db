/**
 * Thirtieth held-out layouts: a Cypriot company's purchases book (Βιβλίο Αγορών) saved by Greek
 * Excel as CSV (Windows-1253, semicolons, a decimal comma, Greek headers, a title and a totals
 * line, the supplier's TIC beside the name, a credit note written positive beside its type, VAT at
 * 19 %, 9 % or nil; VAT Law 95(I)/2000, 19 % standard, 9 % and 5 % reduced), and a Mauritanian
 * company's état des achats saved by Arabic Excel as CSV (Windows-1256, semicolons, headers in
 * French and Arabic together, the NIF beside the name, a currency per row, MRU or EUR, TVA 16 %;
 * Code général des impôts, 16 % standard rate). Written from each country's rules, without
 * reading infer's code and without running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { typedIn } from '../infer-held-out-twentieth/encode-code-page.js';
import { writeCodePageCsv } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { inMonth } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { localLines, totals } from './thirtieth-formats.js';

/** A Cypriot Tax Identification Code: eight digits and a letter (the letter's rule not applied). */
const tic = (vendor: number) => `${10000000 + vendor * 2345671}${'ABCDEFGHKLMNPQRSTUVWXYZ'[vendor % 23]}`;

/**
 * The purchases book of the first quarter of 2024: a title and a blank line, the header, one row
 * per document: its serial number, date (DD/MM/YYYY), type (Τιμολόγιο or Πιστωτικό Σημείωμα,
 * written positive), the supplier's invoice number, TIC and name, the net value, the VAT rate,
 * the VAT and the total; a Σύνολα line (credit notes subtracted).
 */
export const cyprusVivlioAgoron: CorpusLayout = {
  name: 'cyprus-vivlio-agoron',
  modelledOn:
    'Cypriot purchases book (Βιβλίο Αγορών) CSV saved by Greek Excel (layout assumed), Windows-1253, semicolons, 1234,56, a title, Α/Α, Ημερομηνία DD/MM/YYYY, Τύπος Τιμολόγιο / Πιστωτικό Σημείωμα (written positive), Αρ. Τιμολογίου, Α.Φ.Μ. Προμηθευτή beside Επωνυμία, Καθαρή Αξία, Συντ. ΦΠΑ 19 / 9 / 0, Ποσό ΦΠΑ, Συνολική Αξία, a Σύνολα line, EUR implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(30101, 12, 6));
    const rows: CorpusCell[][] = [
      ['ΒΙΒΛΙΟ ΑΓΟΡΩΝ 01/01/2024 - 31/03/2024'],
      [],
      [
        'Α/Α',
        'Ημερομηνία',
        'Τύπος',
        'Αρ. Τιμολογίου',
        'Α.Φ.Μ. Προμηθευτή',
        'Επωνυμία Προμηθευτή',
        'Καθαρή Αξία',
        'Συντ. ΦΠΑ',
        'Ποσό ΦΠΑ',
        'Συνολική Αξία',
      ],
    ];
    const sum = { net: 0, tax: 0, gross: 0 };
    invoices.forEach((i, n) => {
      const credit = n === 5 || n === 10;
      const lines = localLines(i, 1, [19, 9, 0]);
      const t = totals(lines);
      const sign = credit ? -1 : 1;
      sum.net += sign * t.net;
      sum.tax += sign * t.tax;
      sum.gross += sign * t.gross;
      rows.push([
        n + 1,
        slashed(i.date),
        credit ? 'Πιστωτικό Σημείωμα' : 'Τιμολόγιο',
        i.number,
        tic(i.vendor),
        typedIn(i.vendorName, 'windows-1253'),
        money(t.net, 'plain-comma'),
        lines[0]!.rate,
        money(t.tax, 'plain-comma'),
        money(t.gross, 'plain-comma'),
      ]);
    });
    rows.push([
      null,
      null,
      null,
      null,
      null,
      'Σύνολα',
      money(sum.net, 'plain-comma'),
      null,
      money(sum.tax, 'plain-comma'),
      money(sum.gross, 'plain-comma'),
    ]);
    return writeCodePageCsv(dir, 'Vivlio_Agoron_Q1_2024.csv', rows, ';', 'windows-1253');
  },
};

/** A Mauritanian NIF: eight digits (the structure assumed). */
const nifMr = (vendor: number) => String(20123400 + vendor * 3109);

/**
 * The état des achats of February 2024: a title, the header in French and Arabic, one row per
 * invoice: its date (DD/MM/YYYY), the supplier's NIF and name, its invoice number, the currency
 * (MRU, or EUR for two suppliers abroad), the value before tax, TVA 16 % (none on a supply at the
 * nil rate) and the total, decimal points, no grouping.
 */
export const mauritaniaEtatAchats: CorpusLayout = {
  name: 'mauritania-etat-achats',
  modelledOn:
    'Mauritanian état des achats / كشف المشتريات CSV saved by Arabic Excel (layout assumed), Windows-1256, semicolons, a title, bilingual headers (Date / التاريخ, NIF fournisseur / الرقم الضريبي للمورد, Fournisseur / المورد, N° facture / رقم الفاتورة, Devise / العملة, Montant HT / المبلغ دون الضريبة, TVA 16% / الضريبة على القيمة المضافة, Montant TTC / المبلغ الإجمالي), DD/MM/YYYY, a currency per row MRU / EUR, 1234.56',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(inMonth(corpusInvoices(30102, 11, 6, ['MRU', 'MRU', 'EUR', 'MRU', 'MRU', 'EUR']), 2));
    const rows: CorpusCell[][] = [
      ['Etat des achats - Février 2024 / كشف المشتريات - فبراير 2024'],
      [
        'N° / الرقم',
        'Date / التاريخ',
        'NIF fournisseur / الرقم الضريبي للمورد',
        'Fournisseur / المورد',
        'N° facture / رقم الفاتورة',
        'Devise / العملة',
        'Montant HT / المبلغ دون الضريبة',
        'TVA 16% / الضريبة على القيمة المضافة',
        'Montant TTC / المبلغ الإجمالي',
      ],
    ];
    invoices.forEach((i, n) => {
      // Ouguiyas at about 43 to the euro.
      const t = totals(localLines(i, i.currency === 'MRU' ? 43 : 1, [16, 16, 0]));
      rows.push([
        n + 1,
        slashed(i.date),
        nifMr(i.vendor),
        typedIn(i.vendorName, 'windows-1256'),
        i.number,
        i.currency,
        money(t.net),
        money(t.tax),
        money(t.gross),
      ]);
    });
    return writeCodePageCsv(dir, 'etat_achats_fevrier_2024.csv', rows, ';', 'windows-1256');
  },
};
