/**
 * Thirtieth held-out layouts: a Slovak company's book of received invoices (Kniha došlých faktúr)
 * exported from its accounting program to CSV (Windows-1250, semicolons, a decimal comma, days
 * without leading zeros, a title, the base and the VAT of each rate in their own columns, exempt
 * supplies apart, the IČO and IČ DPH beside the name, a credit note (dobropis) negative, a Spolu
 * line; Zákon o DPH § 27, 20 % and 10 % in 2024), and a Barbadian company's VAT purchases listing
 * workbook (a hidden list sheet first, a merged title and the period, date cells, the TIN beside
 * the name, taxable value, VAT 17.5 %, zero-rated and exempt together, the total, amounts as number
 * cells, a credit note negative, a TOTAL row; VAT Act Cap. 87, 17.5 % standard). Written from each
 * country's rules, without reading infer's code and without running infer on them; the layouts
 * are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { typedIn } from '../infer-held-out-twentieth/encode-code-page.js';
import { writeCodePageCsv } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { inMonth, writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf, localLines, totals, unpaddedDotted, hideFirstSheet } from './thirtieth-formats.js';

/** A Slovak IČO: eight digits (the check digit not applied). */
const ico = (vendor: number) => String(31234567 + vendor * 1234577).slice(0, 8);

/**
 * The book of received invoices of the first quarter of 2024: a title and a blank line, the
 * header; per invoice Omega's own number, the dates of receipt and of supply (D.M.YYYY), the
 * supplier's invoice number, name, IČO and IČ DPH (SK and ten digits), the base and VAT at 20 %,
 * at 10 %, the exempt value and the total; a dobropis negative; a Spolu line.
 */
export const slovakiaKnihaDoslychFaktur: CorpusLayout = {
  name: 'slovakia-kniha-doslych-faktur',
  modelledOn:
    'Slovak Kniha došlých faktúr CSV from an accounting program (layout assumed), Windows-1250, semicolons, 1234,56, a title, Číslo dokladu, Dátum prijatia and Dátum dodania D.M.YYYY, Číslo faktúry dodávateľa, Dodávateľ, IČO, IČ DPH, Základ 20 %, DPH 20 %, Základ 10 %, DPH 10 %, Oslobodené, Spolu, Typ Faktúra / Dobropis (negative), a Spolu line, EUR implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(30105, 12, 6));
    const rows: CorpusCell[][] = [
      ['Kniha došlých faktúr za obdobie 1.1.2024 - 31.3.2024'],
      [],
      [
        'Číslo dokladu',
        'Dátum prijatia',
        'Dátum dodania',
        'Číslo faktúry dodávateľa',
        'Dodávateľ',
        'IČO',
        'IČ DPH',
        'Základ 20 %',
        'DPH 20 %',
        'Základ 10 %',
        'DPH 10 %',
        'Oslobodené',
        'Spolu',
        'Typ',
      ],
    ];
    const sum = [0, 0, 0, 0, 0, 0];
    invoices.forEach((i, n) => {
      const sign = n === 8 ? -1 : 1;
      const lines = localLines(i, 1, [20, 10, 0]);
      const t = totals(lines);
      const rate = lines[0]!.rate;
      const values = [
        rate === 20 ? t.net : 0,
        rate === 20 ? t.tax : 0,
        rate === 10 ? t.net : 0,
        rate === 10 ? t.tax : 0,
        rate === 0 ? t.net : 0,
        t.gross,
      ].map((v) => sign * v);
      values.forEach((v, k) => (sum[k]! += v));
      rows.push([
        `DF24${String(n + 1).padStart(4, '0')}`,
        unpaddedDotted({ ...i.date, d: Math.min(28, i.date.d + 2) }),
        unpaddedDotted(i.date),
        i.number,
        typedIn(i.vendorName, 'windows-1250'),
        ico(i.vendor),
        `SK20${String(20123456 + i.vendor * 7919).padStart(8, '0')}`,
        ...values.map((v) => money(v, 'plain-comma')),
        sign < 0 ? 'Dobropis' : 'Faktúra',
      ]);
    });
    rows.push(['Spolu', null, null, null, null, null, null, ...sum.map((v) => money(v, 'plain-comma')), null]);
    return writeCodePageCsv(dir, 'kniha_doslych_faktur_2024Q1.csv', rows, ';', 'windows-1250');
  },
};

/** A Barbadian TIN: thirteen digits beginning 1000 (the structure assumed). */
const tinBb = (vendor: number) => String(1000123456789 + vendor * 104729);

/**
 * The VAT purchases listing of the return period January-February 2024: a hidden Lists sheet
 * (the rates and suppliers the entry sheet's drop-downs offer), then Purchases: a merged title, the
 * period, a blank row, the header on row 4; per invoice the date (a date cell), supplier, TIN,
 * invoice number, description, taxable value, VAT @ 17.5 %, zero-rated and exempt value, total,
 * shown #,##0.00; a credit note negative; a TOTAL row.
 */
export const barbadosVatPurchases: CorpusLayout = {
  name: 'barbados-vat-purchases',
  modelledOn:
    'Barbados VAT purchases listing XLSX (layout assumed), a hidden Lists sheet first, Purchases: a merged title, Period, the header on row 4, Date cells, Supplier, Supplier TIN, Invoice No., Description, Taxable Value, VAT @ 17.5%, Zero-Rated/Exempt, Total shown #,##0.00, a credit note negative, a TOTAL row, BBD implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(inMonth(corpusInvoices(30106, 11, 6), 2));
    const rows: CorpusCell[][] = [
      ['VAT Purchases Listing'],
      ['Period: 01/01/2024 - 29/02/2024'],
      [],
      [
        'Date',
        'Supplier',
        'Supplier TIN',
        'Invoice No.',
        'Description',
        'Taxable Value',
        'VAT @ 17.5%',
        'Zero-Rated/Exempt',
        'Total',
      ],
    ];
    const sum = [0, 0, 0, 0];
    invoices.forEach((i, n) => {
      const sign = n === 6 ? -1 : 1;
      // Barbados dollars at about 2.16 to the euro.
      const lines = localLines(i, 2.16, [17.5, 17.5, 0]);
      const t = totals(lines);
      const taxable = lines[0]!.rate === 0 ? 0 : t.net;
      const values = [taxable, t.tax, t.net - taxable, t.gross].map((v) => sign * v);
      values.forEach((v, k) => (sum[k]! += v));
      rows.push([
        dateOf(i.date),
        i.vendorName,
        tinBb(i.vendor),
        i.number,
        i.lines[0]!.description,
        ...values.map((v) => v / 100),
      ]);
    });
    rows.push(['TOTAL', null, null, null, null, ...sum.map((v) => v / 100)]);
    const format = '#,##0.00;-#,##0.00';
    const file = await writeSheets(dir, 'VAT_Purchases_JanFeb2024.xlsx', {
      Lists: {
        rows: [
          ['VAT rates', 'Suppliers'],
          [17.5, SANDBOX_ADVERTISERS[0]!.advertiserName],
          [0, SANDBOX_ADVERTISERS[1]!.advertiserName],
        ],
      },
      Purchases: { rows, merged: ['A1:I1'], formats: { 6: format, 7: format, 8: format, 9: format } },
    });
    return hideFirstSheet(file);
  },
};
