/**
 * Thirty-fourth held-out layouts of two states no set held: an Ashgabat trading company's
 * purchases journal (satyn alyş žurnaly) saved by Excel for Windows in the Turkmen locale as CSV
 * (headers in Turkmen Latin, windows-1250 (the ANSI code page Windows gives Turkmen),
 * semicolons; the journal's document number beside the supplier's invoice number, DD.MM.YYYY,
 * supplier and tax number, one row per line of an invoice, value without VAT, VAT at 15 % or
 * nil, the invoice's total repeated, written 1 234,56 with a no-break space; manats without a
 * column), and a St. George's hotel's VAT schedule of purchases kept in Excel for Grenada's VAT
 * return (a merged title, the header on row 3, supplier's TIN and name, DD-Mon-YY dates typed as
 * text, invoice number, value excluding VAT, VAT at 15 % or the 10 % on accommodation, value
 * including VAT; a credit note negative; a TOTAL row; Eastern Caribbean dollars without a
 * column). Written from each state's public tax rules, without reading infer's code and without
 * running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { dotted } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { dayMonYy } from '../infer-held-out-twentysecond/twentysecond-formats.js';
import { grouped, writeCodePageCsv } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';

const manat = (c: number) => grouped(c, '\u00a0', ',');

/**
 * The purchases of January to March 2024 in a Turkmen purchases journal: one row per line of an
 * invoice, the document number and the supplier's invoice number on each.
 */
export const turkmenSatynAlysZurnaly: CorpusLayout = {
  name: 'turkmen-satyn-alys-zurnaly',
  modelledOn:
    'Turkmenistan purchases journal (satyn alyş žurnaly) saved by Excel in the Turkmen locale as CSV (layout assumed), windows-1250, semicolon: Resminama belgisi, Senesi DD.MM.YYYY, Üpjün ediji, Salgyt belgisi, Hasap-faktura belgisi, Haryt / hyzmat, GBÜS-siz bahasy, GBÜS (15 % or nil), Jemi repeated, written 1 234,56 (no-break space); one row per invoice line; TMT without a column',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    // Café Lumière's è has no byte in windows-1250: the journal's suppliers are the others.
    const invoices = inDateOrder(corpusInvoices(34109, 16, 6).filter((i) => i.vendor !== 1)).slice(0, 10);
    const goods = ['Gurluşyk serişdeleri', 'Kagyz we kanselýariýa', 'Ulag hyzmatlary', 'Elektrik enjamlary', 'Ýangyç'];
    const rows: CorpusCell[][] = [
      [
        'Resminama belgisi',
        'Senesi',
        'Üpjün ediji',
        'Salgyt belgisi',
        'Hasap-faktura belgisi',
        'Haryt / hyzmat',
        'GBÜS-siz bahasy',
        'GBÜS',
        'Jemi',
      ],
    ];
    invoices.forEach((i, n) => {
      const lines = localLines(i, 3.79, [15, 15, 0]);
      const t = totals(lines);
      lines.forEach((l, k) => {
        rows.push([
          `SA-${String(118 + n)}`,
          dotted(i.date),
          i.vendorName,
          String(1011250417 + i.vendor * 30071),
          i.number,
          goods[(n + k) % goods.length]!,
          manat(l.net),
          manat(l.tax),
          manat(t.gross),
        ]);
      });
    });
    return writeCodePageCsv(dir, 'Satyn alys zurnaly 2024 I.csv', rows, ';', 'windows-1250');
  },
};

/**
 * The purchases of January to March 2024 on a Grenada VAT schedule of purchases: a merged title
 * and the period, the header on row 3, one row per tax invoice, a TOTAL row at the end.
 */
export const grenadaVatPurchasesSchedule: CorpusLayout = {
  name: 'grenada-vat-purchases-schedule',
  modelledOn:
    "Grenada VAT schedule of purchases kept in XLSX for the VAT return (layout assumed): a merged title and the period above the header on row 3; Supplier's TIN, Supplier's Name, Invoice Date typed as text DD-Mon-YY, Invoice No., Description, Value Excl. VAT, VAT (15 %, 10 % on accommodation), Value Incl. VAT as number cells; a credit note negative; a TOTAL row; XCD without a column",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(34110, 11, 6));
    const rows: CorpusCell[][] = [
      ['SPICE BAY HOTEL LTD - VAT SCHEDULE OF PURCHASES', null, null, null, null, null, null, null],
      ['Period: January - March 2024', null, null, null, null, null, null, null],
      [
        "Supplier's TIN",
        "Supplier's Name",
        'Invoice Date',
        'Invoice No.',
        'Description',
        'Value Excl. VAT',
        'VAT',
        'Value Incl. VAT',
      ],
    ];
    const sum = { net: 0, tax: 0, gross: 0 };
    invoices.forEach((i, n) => {
      const sign = n === 2 ? -1 : 1;
      const rooms = i.lines[0]!.ratePercent === 7;
      const t = totals(localLines(i, 2.93, rooms ? [10, 10, 10] : [15, 15, 0]));
      sum.net += sign * t.net;
      sum.tax += sign * t.tax;
      sum.gross += sign * t.gross;
      rows.push([
        String(100245 + i.vendor * 3319),
        i.vendorName,
        dayMonYy(i.date),
        sign < 0 ? `CN${i.number}` : i.number,
        sign < 0 ? 'Credit note - returned goods' : rooms ? 'Overflow room nights' : i.lines[0]!.description,
        (sign * t.net) / 100,
        (sign * t.tax) / 100,
        (sign * t.gross) / 100,
      ]);
    });
    rows.push([null, 'TOTAL', null, null, null, sum.net / 100, sum.tax / 100, sum.gross / 100]);
    const money = '#,##0.00;(#,##0.00)';
    return writeSheets(dir, 'VAT Purchases Jan-Mar 2024.xlsx', {
      Purchases: { rows, merged: ['A1:H1'], formats: { 6: money, 7: money, 8: money } },
    });
  },
};
