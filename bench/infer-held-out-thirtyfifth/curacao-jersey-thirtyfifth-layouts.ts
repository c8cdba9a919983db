/**
 * Thirty-fifth held-out layouts of two islands no set held: a Willemstad wholesaler's purchases
 * book (inkoopboek) of 2026 exported from its accounting package as CSV (UTF-8, semicolons, a
 * decimal comma; Dutch headers; the book's voucher number beside the supplier's invoice number,
 * the booking date before the invoice date, DD-MM-YYYY, the supplier's CRIB number; omzetbelasting
 * (OB) at 6 %, 7 % on insurance and lodging or 9 % on listed goods; the Caribbean guilder (XCG)
 * that replaced the Netherlands Antillean guilder on 31 March 2025, US dollars for some suppliers,
 * a currency per row; a creditnota negative), and a St Helier firm's purchase day book kept in
 * Excel (the firm and the quarter above the header on row 3; the firm's own PI reference beside
 * the supplier's invoice number, date cells, the supplier's GST number, net, GST at 5 % or zero
 * and gross as number cells shown with £; a credit note negative; pounds without a column).
 * Written from each island's public tax rules (Curaçao: Landsverordening op de omzetbelasting
 * 1999, 6 %, 7 % and 9 %; Jersey: Goods and Services Tax (Jersey) Law 2007, 5 %), without reading
 * infer's code and without running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { dashedDay } from '../infer-held-out-twentyfourth/twentyfourth-formats.js';
import { grouped, writeUtf8Text } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf, localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { inYearOf } from '../infer-held-out-thirtythird/thirtythird-formats.js';

/**
 * January to March 2026 purchases in a Curaçao purchases book: one row per invoice, the book's
 * Boekstuknr. and the supplier's Factuurnr. on each.
 */
export const curacaoInkoopboek: CorpusLayout = {
  name: 'curacao-inkoopboek',
  modelledOn:
    'Curaçao purchases book (inkoopboek) exported as CSV from an accounting package (layout assumed), UTF-8, semicolon, decimal comma: Boekstuknr., Boekdatum, Factuurdatum DD-MM-YYYY, Factuurnr., Leverancier, CRIB-nr., Omschrijving, Bedrag excl. OB, OB % (6, 7, 9), OB, Bedrag incl. OB, Valuta (XCG, USD); a creditnota negative',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(35107, 11, 6, ['XCG', 'XCG', 'USD']).map((i) => inYearOf(i, 2026)));
    const rows: CorpusCell[][] = [
      [
        'Boekstuknr.',
        'Boekdatum',
        'Factuurdatum',
        'Factuurnr.',
        'Leverancier',
        'CRIB-nr.',
        'Omschrijving',
        'Bedrag excl. OB',
        'OB %',
        'OB',
        'Bedrag incl. OB',
        'Valuta',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 8 ? -1 : 1;
      const fx = i.currency === 'XCG' ? 1.94 : 1.08;
      const rate = i.lines[0]!.ratePercent === 7 ? 7 : i.vendor === 3 ? 9 : 6;
      const t = totals(localLines(i, fx, [rate, rate, rate]));
      const booked = { ...i.date, d: Math.min(28, i.date.d + 3) };
      rows.push([
        `IK26${String(118 + n).padStart(4, '0')}`,
        dashedDay(booked),
        dashedDay(i.date),
        sign < 0 ? `CN-${i.number}` : i.number,
        i.vendorName,
        String(102455871 + i.vendor * 40213),
        sign < 0
          ? 'Creditnota retour'
          : rate === 7
            ? 'Verzekeringspremie'
            : rate === 9
              ? 'Alcoholhoudende dranken'
              : 'Handelsgoederen',
        grouped(sign * t.net, '.', ','),
        String(rate),
        grouped(sign * t.tax, '.', ','),
        grouped(sign * t.gross, '.', ','),
        i.currency,
      ]);
    });
    return writeUtf8Text(dir, 'inkoopboek_2026_Q1.csv', rows, ';');
  },
};

/**
 * January to March 2024 purchases in a Jersey purchase day book: one row per invoice, the firm's
 * PI reference and the supplier's invoice number on each.
 */
export const jerseyPurchaseDayBook: CorpusLayout = {
  name: 'jersey-purchase-day-book',
  modelledOn:
    "Jersey firm's purchase day book kept in XLSX (layout assumed): firm and quarter above the header on row 3; Ref (PI-), Date (date cells), Supplier, GST No., Supplier Inv No, Details, Net, GST (5 % or zero), Gross as number cells shown with £; a credit note negative; GBP without a column",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(35108, 12, 6));
    const rows: CorpusCell[][] = [
      ['Le Brocq Fiduciary Services Limited - Purchase Day Book', null, null, null, null, null, null, null, null],
      ['Quarter ended 31 March 2024', null, null, null, null, null, null, null, null],
      ['Ref', 'Date', 'Supplier', 'GST No.', 'Supplier Inv No', 'Details', 'Net', 'GST', 'Gross'],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 4 ? -1 : 1;
      const zero = i.lines[0]!.ratePercent === 0;
      const t = totals(localLines(i, 0.86, zero ? [0, 0, 0] : [5, 5, 5]));
      rows.push([
        `PI-${String(2207 + n)}`,
        dateOf(i.date),
        i.vendorName,
        zero ? null : `00${String(13207 + i.vendor * 311)}`,
        sign < 0 ? `CR${i.number}` : i.number,
        sign < 0 ? 'Credit note - fee rebate' : zero ? 'Overseas services' : i.lines[0]!.description,
        (sign * t.net) / 100,
        (sign * t.tax) / 100,
        (sign * t.gross) / 100,
      ]);
    });
    const pounds = '"£"#,##0.00;-"£"#,##0.00';
    return writeSheets(dir, 'PDB Q1 2024.xlsx', {
      'Purchase Day Book': { rows, formats: { 7: pounds, 8: pounds, 9: pounds } },
    });
  },
};
