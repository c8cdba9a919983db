/**
 * Thirty-sixth held-out layouts of two places no set held: a Macau trading company's purchases
 * register exported from a Traditional Chinese accounting package as CSV in Big5 (commas, Chinese
 * headers only; the package's own voucher number 憑證號碼 beside the supplier's invoice number
 * 發票號碼, the posting date before the invoice date, YYYY/MM/DD; no tax, Macau levies no VAT or
 * sales tax on purchases; patacas (MOP), Hong Kong dollars and US dollars, a currency per row with
 * the rate and the pataca equivalent; a credit note 退貨折讓 negative; Latin supplier names typed
 * without the accents Big5 lacks), and a Nuuk builder's purchase vouchers (købsbilag) kept in
 * Excel (the firm and the quarter above the header on row 3; Danish headers; one row per posting
 * line, the voucher's Bilagsnr., dates, creditor and invoice total repeated on each; no moms,
 * Greenland has no VAT, so Danish suppliers invoice it without; Danish kroner, Greenland's
 * currency, and euros, a currency per row; a kreditnota negative). Written from each place's
 * public tax rules (Macau: no VAT, only complementary, professional and stamp taxes; Greenland:
 * outside the EU VAT area with no VAT of its own), without reading infer's code and without
 * running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { later, p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { commaHundredths, inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf, localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { unaccented, writeBig5Csv } from './thirtysixth-formats.js';

/** Units of each currency per euro, and patacas per unit of it. */
const MACAU_FX: Readonly<Record<string, { perEuro: number; inPatacas: number }>> = {
  MOP: { perEuro: 8.7, inPatacas: 1 },
  HKD: { perEuro: 8.45, inPatacas: 1.03 },
  USD: { perEuro: 1.08, inPatacas: 8.05 },
};

/**
 * January to March 2024 purchases in a Macau purchases register: one row per invoice, the
 * package's voucher number and the supplier's invoice number on each.
 */
export const macauComprasRegisto: CorpusLayout = {
  name: 'macau-compras-registo',
  modelledOn:
    'Macau trading company purchases register exported as CSV in Big5 from a Traditional Chinese accounting package (layout assumed), comma: 憑證號碼, 入帳日期, 發票日期 YYYY/MM/DD, 供應商, 發票號碼, 摘要, 幣別 (MOP, HKD, USD), 金額 1,234.56, 匯率, 折合澳門元; no tax; a credit note negative',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(36101, 11, 6, ['MOP', 'HKD', 'MOP', 'USD']));
    const ymd = (d: { y: number; m: number; d: number }) => `${d.y}/${p2(d.m)}/${p2(d.d)}`;
    const rows: CorpusCell[][] = [
      ['憑證號碼', '入帳日期', '發票日期', '供應商', '發票號碼', '摘要', '幣別', '金額', '匯率', '折合澳門元'],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 6 ? -1 : 1;
      const fx = MACAU_FX[i.currency]!;
      const amount = sign * Math.round(i.netCents * fx.perEuro);
      rows.push([
        `PV24${String(31 + n).padStart(4, '0')}`,
        ymd(later(i.date, 2)),
        ymd(i.date),
        unaccented(i.vendorName),
        sign < 0 ? `CN${i.number}` : i.number,
        sign < 0 ? '退貨折讓' : ['廣告費', '貨品採購', '辦公用品'][n % 3]!,
        i.currency,
        commaHundredths(amount),
        fx.inPatacas.toFixed(4),
        commaHundredths(Math.round(amount * fx.inPatacas)),
      ]);
    });
    return writeBig5Csv(dir, 'compras_2024Q1.csv', rows, ',');
  },
};

/**
 * January to March 2024 purchase vouchers of a Greenland builder: one row per posting line, the
 * voucher's fields repeated.
 */
export const greenlandBilagsliste: CorpusLayout = {
  name: 'greenland-bilagsliste',
  modelledOn:
    "Greenland builder's purchase vouchers (købsbilag) kept in XLSX (layout assumed): firm and quarter above the header on row 3; Bilagsnr., Bogført and Fakturadato (date cells), Kreditornr., Kreditor, Fakturanr., Konto, Tekst, Beløb, Valuta (DKK, EUR), Fakturabeløb repeated; one row per posting line; no moms; a kreditnota negative",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(36102, 9, 6, ['DKK', 'DKK', 'EUR']));
    const rows: CorpusCell[][] = [
      ['Sermersooq Byg & Anlæg ApS', null, null, null, null, null, null, null, null, null, null],
      ['Købsbilag 1. kvartal 2024 (uden moms)', null, null, null, null, null, null, null, null, null, null],
      [
        'Bilagsnr.',
        'Bogført',
        'Fakturadato',
        'Kreditornr.',
        'Kreditor',
        'Fakturanr.',
        'Konto',
        'Tekst',
        'Beløb',
        'Valuta',
        'Fakturabeløb',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 3 ? -1 : 1;
      const lines = localLines(i, i.currency === 'DKK' ? 7.46 : 1, [0, 0, 0]);
      const gross = sign * totals(lines).gross;
      lines.forEach((l, k) => {
        rows.push([
          4410 + n,
          dateOf(later(i.date, 4)),
          dateOf(i.date),
          String(30010 + i.vendor * 10),
          i.vendorName,
          sign < 0 ? `KN-${i.number}` : i.number,
          String(2710 + (k % 3) * 10),
          sign < 0 ? 'Kreditnota, returvarer' : ['Byggematerialer', 'Fragt til Nuuk', 'Værktøj'][k % 3]!,
          (sign * l.net) / 100,
          i.currency,
          gross / 100,
        ]);
      });
    });
    const kroner = '#,##0.00;-#,##0.00';
    return writeSheets(dir, 'Købsbilag Q1 2024.xlsx', {
      Bilag: { rows, formats: { 9: kroner, 11: kroner } },
    });
  },
};
