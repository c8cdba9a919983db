/**
 * Thirty-first held-out layouts: a Maltese company's VAT purchases register exported by its
 * accounting package as a CSV for Excel (a `sep=,` line first, Windows-1252, English headers, DD/MM/YYYY, the supplier's MT VAT number beside the
 * name, the buyer's own reference beside the supplier's invoice number, amounts written with the
 * euro sign, VAT at 18 %, 7 % and 5 % in their own columns, a credit note negative, a Total line;
 * VAT Act Cap. 406, 18 % standard, 7 % and 5 % reduced), and an Andorran company's book of
 * received invoices (Llibre registre de factures rebudes) workbook in Catalan (a merged title and
 * the quarter, date cells, the supplier's NRT, one row per IGI rate of an invoice, amounts as
 * number cells shown with the euro sign; Llei 11/2012 de l'impost general indirecte, 4.5 % general,
 * 1 % reduced). Written from each country's rules, without reading infer's code and without
 * running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf, localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { euroSign, writeSepLineCsv } from './thirtyfirst-formats.js';

/** A Maltese VAT number: MT and eight digits (the check digits not applied). */
const vatMt = (vendor: number) => `MT${String(15234567 + vendor * 1048573).slice(0, 8)}`;

/**
 * The VAT purchases register of the first quarter of 2024 as the package exports it for Excel:
 * `sep=,`, the header; per invoice the date, supplier, VAT number, invoice number, the buyer's reference,
 * net, VAT at 18 %, 7 % and 5 % and the total, written €1,234.56; a credit note negative; a Total
 * line.
 */
export const maltaVatPurchasesRegister: CorpusLayout = {
  name: 'malta-vat-purchases-register',
  modelledOn:
    'Maltese VAT purchases register CSV exported by an accounting package for Excel (layout assumed), a sep=, line first, Windows-1252, Date DD/MM/YYYY, Supplier, Supplier VAT No MT########, Invoice No, Our Ref, Net, VAT 18%, VAT 7%, VAT 5%, Total written €1,234.56, a credit note negative, a Total line, EUR',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(31101, 12, 6));
    const rows: CorpusCell[][] = [
      ['Date', 'Supplier', 'Supplier VAT No', 'Invoice No', 'Our Ref', 'Net', 'VAT 18%', 'VAT 7%', 'VAT 5%', 'Total'],
    ];
    const sum = [0, 0, 0, 0, 0];
    invoices.forEach((i, n) => {
      const sign = n === 7 ? -1 : 1;
      // The reduced rate is 7 % on accommodation, 5 % on other listed supplies.
      const reduced = n % 2 === 0 ? 7 : 5;
      const lines = localLines(i, 1, [18, reduced, 0]);
      const t = totals(lines);
      const rate = lines[0]!.rate;
      const values = [t.net, rate === 18 ? t.tax : 0, rate === 7 ? t.tax : 0, rate === 5 ? t.tax : 0, t.gross].map(
        (v) => sign * v,
      );
      values.forEach((v, k) => (sum[k]! += v));
      rows.push([
        slashed(i.date),
        i.vendorName,
        vatMt(i.vendor),
        i.number,
        `PINV-${String(240001 + n)}`,
        ...values.map(euroSign),
      ]);
    });
    rows.push(['Total', null, null, null, null, ...sum.map(euroSign)]);
    return writeSepLineCsv(dir, 'VAT_Purchases_Q1_2024.csv', rows, ',');
  },
};

/** An Andorran NRT: a letter, six digits and a letter (L for a company). */
const nrt = (vendor: number) => `L-${String(702315 + vendor * 4111)}-${'ABCDEFGHJK'[vendor % 10]}`;

/**
 * The book of received invoices of the first quarter of 2024: a merged title, the quarter, a blank
 * row, the header on row 4; per invoice and IGI rate the buyer's register number, the invoice
 * date and the date registered (date cells), the supplier's invoice number, name and NRT, the
 * base, the rate, the IGI and the total of the row, number cells shown #,##0.00 €; an invoice
 * whose last line is food at the reduced rate has two rows.
 */
export const andorraLlibreFacturesRebudes: CorpusLayout = {
  name: 'andorra-llibre-factures-rebudes',
  modelledOn:
    'Andorran Llibre registre de factures rebudes XLSX in Catalan (layout assumed), a merged title, the quarter, the header on row 4, Núm. registre, Data factura and Data registre date cells, Núm. factura, Proveïdor, NRT L-######-X, Base imposable, Tipus IGI (4,5 / 1 / 0), Quota IGI, Total shown #,##0.00 €, one row per rate of an invoice, EUR',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(31102, 11, 6));
    const rows: CorpusCell[][] = [
      ['Llibre registre de factures rebudes'],
      ['Període: 1r trimestre 2024'],
      [],
      [
        'Núm. registre',
        'Data factura',
        'Data registre',
        'Núm. factura',
        'Proveïdor',
        'NRT',
        'Base imposable',
        'Tipus IGI',
        'Quota IGI',
        'Total',
      ],
    ];
    invoices.forEach((i, n) => {
      const lines = localLines(i, 1, [4.5, 1, 0]);
      // An invoice of several lines whose last is food: that line at the reduced 1 %.
      const split = n % 3 === 0 && lines.length > 1 && lines[0]!.rate !== 1;
      const last = lines[lines.length - 1]!;
      const groups = split ? [lines.slice(0, -1), [{ ...last, rate: 1, tax: Math.round(last.net / 100) }]] : [lines];
      for (const group of groups) {
        const t = totals(group);
        rows.push([
          `FR24-${String(n + 1).padStart(3, '0')}`,
          dateOf(i.date),
          dateOf({ ...i.date, d: Math.min(28, i.date.d + 3) }),
          i.number,
          i.vendorName,
          nrt(i.vendor),
          t.net / 100,
          group[0]!.rate,
          t.tax / 100,
          t.gross / 100,
        ]);
      }
    });
    const format = '#,##0.00 "€"';
    return writeSheets(dir, 'Llibre_factures_rebudes_1T_2024.xlsx', {
      'Factures rebudes': {
        rows,
        merged: ['A1:J1'],
        formats: { 7: format, 8: '0.0', 9: format, 10: format },
      },
    });
  },
};
