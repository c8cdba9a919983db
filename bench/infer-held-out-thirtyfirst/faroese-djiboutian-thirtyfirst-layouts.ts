/**
 * Thirty-first held-out layouts: a Faroese company's purchases book (Keypsbók) saved by Excel for
 * Mac as "CSV (Macintosh)" (Mac Roman, lone CR line ends, semicolons, a decimal comma, Faroese
 * headers, DD-MM-YYYY, the supplier's V-tal beside the name, the buyer's voucher number beside the
 * invoice number, DKK or EUR per supplier, MVG 25 % or none, a Kreditnota negative; MVG-lógin,
 * 25 % standard), and a Djiboutian company's purchases journal (Journal des achats) exported by a
 * package on a Linux server (ISO-8859-15, LF line ends, semicolons, a title and the period, one
 * row per invoice line with the document's fields repeated, amounts in whole francs grouped with
 * spaces and followed by DJF, the NIF beside the name, TVA 10 %, an Avoir negative, a total line;
 * Code général des impôts, TVA 10 %). Written from each country's rules, without reading infer's
 * code and without running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { p2, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import type { Day } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { typedIn } from '../infer-held-out-twentieth/encode-code-page.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { wholeWithCode, writeLatin9Csv, writeMacCsv } from './thirtyfirst-formats.js';

/** `05-03-2024`, as Danish and Faroese programs write a day. */
const dashed = (d: Day) => `${p2(d.d)}-${p2(d.m)}-${d.y}`;

/**
 * The purchases book of January to March 2024: the header; per invoice the voucher number, the
 * date and the due date, supplier, V-tal (six digits; empty for a supplier abroad), invoice number, the first line's text, the
 * amount without MVG, MVG 25 %, the total and the currency; a Kreditnota negative.
 */
export const faroeKeypsbok: CorpusLayout = {
  name: 'faroe-keypsbok',
  modelledOn:
    'Faroese Keypsbók CSV saved by Excel for Mac as CSV (Macintosh) (layout assumed), Mac Roman, CR line ends, semicolons, 1234,56, Bilagsnr., Dagfesting and Gjaldfreist DD-MM-YYYY, Veitari, V-tal (empty for a supplier abroad), Fakturanr., Slag Faktura / Kreditnota (negative), Tekstur, Upphædd uttan MVG, MVG 25%, Tilsamans, Gjaldoyra DKK / EUR',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(31103, 12, 6, ['DKK', 'DKK', 'EUR', 'DKK', 'DKK', 'EUR']));
    const rows: CorpusCell[][] = [
      [
        'Bilagsnr.',
        'Dagfesting',
        'Gjaldfreist',
        'Veitari',
        'V-tal',
        'Fakturanr.',
        'Slag',
        'Tekstur',
        'Upphædd uttan MVG',
        'MVG 25%',
        'Tilsamans',
        'Gjaldoyra',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 9 ? -1 : 1;
      // Kroner at about 7.46 to the euro; a supplier abroad charges no MVG.
      const dkk = i.currency === 'DKK';
      const t = totals(localLines(i, dkk ? 7.46 : 1, dkk ? [25, 25, 0] : [0, 0, 0]));
      rows.push([
        String(3101 + n),
        dashed(i.date),
        dashed(i.due),
        typedIn(i.vendorName, 'macintosh'),
        // Only a business registered in Vinnuskráin has a V-tal: a supplier abroad has none.
        dkk ? String(410000 + i.vendor * 3217) : null,
        i.number,
        sign < 0 ? 'Kreditnota' : 'Faktura',
        i.lines[0]!.description,
        ...[t.net, t.tax, t.gross].map((v) => money(sign * v, 'plain-comma')),
        i.currency,
      ]);
    });
    return writeMacCsv(dir, 'Keypsbok_2024_1.csv', rows, ';');
  },
};

/** A Djiboutian NIF: nine digits (the structure assumed). */
const nifDj = (vendor: number) => String(201512345 + vendor * 7103);

/**
 * The purchases journal of the first quarter of 2024: a title, the period and a blank line, the
 * header; per invoice line the document number, date, supplier's invoice number, supplier, NIF,
 * the line's label, HT, TVA 10 % and TTC in whole francs (`1 234 567 DJF`); an Avoir negative; a
 * Total journal line.
 */
export const djiboutiJournalAchats: CorpusLayout = {
  name: 'djibouti-journal-achats',
  modelledOn:
    'Djiboutian Journal des achats CSV from a package on a Linux server (layout assumed), ISO-8859-15, LF line ends, semicolons, a title and the period, N° pièce, Date DD/MM/YYYY, N° facture, Fournisseur, NIF, Libellé, Montant HT, TVA 10 %, Montant TTC in whole francs written 1 234 567 DJF, one row per line with the document repeated, an Avoir negative, a Total journal line',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(31104, 10, 6));
    const rows: CorpusCell[][] = [
      ['JOURNAL DES ACHATS'],
      ['Période du 01/01/2024 au 31/03/2024'],
      [],
      ['N° pièce', 'Date', 'N° facture', 'Fournisseur', 'NIF', 'Libellé', 'Montant HT', 'TVA 10 %', 'Montant TTC'],
    ];
    const sum = [0, 0, 0];
    invoices.forEach((i, n) => {
      const sign = n === 4 ? -1 : 1;
      // Francs at about 192 to the euro, whole francs: netCents × 1.92 is francs.
      for (const l of localLines(i, 1.92, [10, 10, 0])) {
        const values = [l.net, l.tax, l.net + l.tax].map((v) => sign * v);
        values.forEach((v, k) => (sum[k]! += v));
        rows.push([
          `${sign < 0 ? 'AV' : 'AC'}24-${String(n + 1).padStart(4, '0')}`,
          slashed(i.date),
          i.number,
          typedIn(i.vendorName, 'iso-8859-15'),
          nifDj(i.vendor),
          l.description,
          ...values.map((v) => wholeWithCode(v, 'DJF')),
        ]);
      }
    });
    rows.push(['Total journal', null, null, null, null, null, ...sum.map((v) => wholeWithCode(v, 'DJF'))]);
    return writeLatin9Csv(dir, 'journal_achats_T1_2024.csv', rows, ';');
  },
};
