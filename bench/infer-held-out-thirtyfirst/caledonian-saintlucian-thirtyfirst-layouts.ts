/**
 * Thirty-first held-out layouts: a New Caledonian company's purchases journal workbook (a merged
 * title, date cells, the supplier's RIDET, one row per invoice, TGC at 22 %, 11 %, 6 % or nil with
 * the rate in its own column, amounts in whole CFP francs as number cells shown with XPF, an avoir
 * negative, a TOTAUX row; Loi du pays 2016-14, TGC 22 %, 11 %, 6 %, 3 %), and a Saint Lucian
 * company's VAT schedule of purchases CSV (three title lines and a blank line, the supplier's TIN
 * before the name, DD-Mon-YYYY, value excluding VAT, VAT at 12.5 % or 10 % on hotels' meals and
 * tourism services, value including VAT, amounts grouped with commas, East Caribbean dollars;
 * Value Added Tax Act section 10, 12.5 % standard since 2017, 10 % on the goods and services of hotels and tourism
 * providers by Order under section 10(2), their accommodation itself at 7 % since 1 December 2020).
 * Written from each country's rules, without reading infer's code and without running infer on
 * them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { writeUtf8Text } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { dayMonthYear, grouped } from '../infer-held-out-twentyfifth/twentyfifth-formats.js';
import { inMonth, writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf, localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';

/** A New Caledonian RIDET: seven digits, a point and the establishment's three. */
const ridet = (vendor: number) => `${String(1234567 + vendor * 90217).slice(0, 7)}.00${1 + (vendor % 3)}`;

/**
 * The purchases journal of the first quarter of 2024: a merged title and a blank row, the header on
 * row 3; per invoice the date (a date cell), the document number (AC, AV for an avoir), the
 * supplier, RIDET, the supplier's reference, the label, HT, the TGC rate, TGC and TTC in whole
 * francs shown # ##0 "XPF"; an avoir negative; a TOTAUX row.
 */
export const newCaledoniaJournalAchats: CorpusLayout = {
  name: 'new-caledonia-journal-achats',
  modelledOn:
    'New Caledonian journal des achats XLSX (layout assumed), a merged title, the header on row 3, Date cells, N° pièce AC / AV (negative), Fournisseur, RIDET #######.###, Réf. fournisseur, Libellé, HT, Taux TGC 22 / 11 / 6 / 0, TGC, TTC in whole francs shown # ##0 "XPF", a TOTAUX row',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(31107, 12, 6));
    const rows: CorpusCell[][] = [
      ['Journal des achats - 1er trimestre 2024'],
      [],
      ['Date', 'N° pièce', 'Fournisseur', 'RIDET', 'Réf. fournisseur', 'Libellé', 'HT', 'Taux TGC', 'TGC', 'TTC'],
    ];
    const sum = [0, 0, 0];
    invoices.forEach((i, n) => {
      const sign = n === 6 ? -1 : 1;
      // Francs at 119.33 to the euro, whole francs: netCents × 1.1933 is francs. The taux normal
      // 11 %, the taux spécifique 6 %; one supplier's goods (alcohol, luxury goods) at the taux
      // supérieur 22 %, which no service bears but the long hire of a vehicle.
      const lines = localLines(i, 1.1933, [i.vendor === 4 ? 22 : 11, 6, 0]);
      const t = totals(lines);
      const values = [t.net, t.tax, t.gross].map((v) => sign * v);
      values.forEach((v, k) => (sum[k]! += v));
      rows.push([
        dateOf(i.date),
        `${sign < 0 ? 'AV' : 'AC'}${String(240001 + n)}`,
        i.vendorName,
        ridet(i.vendor),
        i.number,
        i.lines[0]!.description,
        values[0]!,
        lines[0]!.rate,
        values[1]!,
        values[2]!,
      ]);
    });
    rows.push(['TOTAUX', null, null, null, null, null, sum[0]!, null, sum[1]!, sum[2]!]);
    const format = '# ##0 "XPF";-# ##0 "XPF"';
    return writeSheets(dir, 'journal_achats_T1_2024.xlsx', {
      Achats: { rows, merged: ['A1:J1'], formats: { 7: format, 9: format, 10: format } },
    });
  },
};

/** A Saint Lucian TIN: six digits (the structure assumed). */
const tinLc = (vendor: number) => String(104512 + vendor * 3307);

/**
 * The schedule of purchases of the VAT return for January 2024: three title lines and a blank
 * line, the header; per invoice the supplier's TIN and name, date (DD-Mon-YYYY), invoice number,
 * value excluding VAT, VAT and value including VAT, written 1,234.56.
 */
export const saintLuciaVatPurchasesSchedule: CorpusLayout = {
  name: 'saint-lucia-vat-purchases-schedule',
  modelledOn:
    'Saint Lucian VAT return schedule of purchases CSV (layout assumed), three title lines, Supplier TIN, Supplier Name, Invoice Date DD-Mon-YYYY, Invoice Number, Value Excl. VAT, VAT Charged (12.5 % or 10 % hotel meals and tourism services), Value Incl. VAT written 1,234.56, XCD implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(inMonth(corpusInvoices(31108, 11, 6), 1));
    const rows: CorpusCell[][] = [
      ['Inland Revenue Department'],
      ['Value Added Tax Return - Schedule of Purchases'],
      ['Taxable Period: January 2024'],
      [],
      [
        'Supplier TIN',
        'Supplier Name',
        'Invoice Date',
        'Invoice Number',
        'Value Excl. VAT',
        'VAT Charged',
        'Value Incl. VAT',
      ],
    ];
    for (const i of invoices) {
      // East Caribbean dollars at about 2.93 to the euro.
      const t = totals(localLines(i, 2.93, [12.5, 10, 0]));
      rows.push([
        tinLc(i.vendor),
        i.vendorName,
        dayMonthYear(i.date),
        i.number,
        ...[t.net, t.tax, t.gross].map((v) => grouped(v, ',', '.')),
      ]);
    }
    return writeUtf8Text(dir, 'VAT_Purchases_Schedule_Jan2024.csv', rows, ',');
  },
};
