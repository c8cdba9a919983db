/**
 * Thirty-seventh held-out layouts of a package and a trade no set held: a Japanese trading firm's
 * purchase slip list (仕入伝票一覧) exported from a sales and purchase management package as CSV in
 * Shift_JIS, the code page Japanese Excel and such packages write (commas; Japanese headers only;
 * one row per slip line, the package's 伝票番号 and the supplier's 相手先伝票No. repeated on each, with the
 * supplier's qualified-invoice registration number 登録番号 T and thirteen digits, the corporate
 * number's check digit first, required since October 2023; dates YYYY/MM/DD; consumption tax at
 * 10 % or 8 % (reduced, on food and drink other than alcohol, each 8 % line a food item) per line;
 * whole yen; the slip total repeated; a return 返品 negative; Latin supplier names typed without the
 * accents Shift_JIS lacks), and a haulier's fuel card invoices kept in Excel by its fleet software,
 * one row per fuelling (the card issuers' invoices: Supplier, its VAT number, Invoice No and date,
 * card, vehicle, site, product, litres and pence per litre, net (the litres at that price, to the
 * penny), VAT at 20 % and gross; date cells; pounds sterling; no invoice total column). Written
 * from public rules (Japan: the Consumption Tax Act's 10 % and 8 % rates and the qualified invoice
 * system; United Kingdom: VAT on road fuel at the standard 20 %), without reading infer's code and
 * without running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { later, p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf, localLines } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { unaccented } from '../infer-held-out-thirtysixth/thirtysixth-formats.js';
import { japaneseRegistrationNumber, ukVatNumber, writeShiftJisCsv } from './thirtyseventh-formats.js';

/** Goods at the standard 10 %; a plastic food replica (食品サンプル) is not food and stays here. */
const GOODS = ['事務用品', '包装資材', '食品サンプル', '梱包用段ボール', '販促用品'];
/** Food and drink bought for resale (no alcohol), the only goods the reduced 8 % rate reaches. */
const FOOD = ['緑茶', 'コーヒー豆', '菓子', '調味料'];

/**
 * January to March 2024 purchase slips of a Japanese trading firm: one row per slip line, the
 * slip's fields repeated.
 */
export const japaneseShiireDenpyoIchiran: CorpusLayout = {
  name: 'japanese-shiire-denpyo-ichiran',
  modelledOn:
    'Japanese trading firm purchase slip list (仕入伝票一覧) exported as CSV in Shift_JIS from a sales and purchase management package (layout assumed), comma: 伝票番号, 伝票日付 YYYY/MM/DD, 仕入先コード, 仕入先名, 登録番号 T+13 digits, 相手先伝票No., 行, 品名, 数量, 単価, 金額, 税率 (10%, 8%), 消費税額, 伝票合計; JPY; one row per line; a 返品 negative',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(37107, 10, 6, ['JPY']));
    const ymd = (d: { y: number; m: number; d: number }) => `${d.y}/${p2(d.m)}/${p2(d.d)}`;
    const rows: CorpusCell[][] = [
      [
        '伝票番号',
        '伝票日付',
        '仕入先コード',
        '仕入先名',
        '登録番号',
        '相手先伝票No.',
        '行',
        '品名',
        '数量',
        '単価',
        '金額',
        '税率',
        '消費税額',
        '伝票合計',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 3 ? -1 : 1;
      const lines = i.lines.map((l, k) => {
        const unit = Math.round(l.unitCents * 1.6);
        const net = sign * unit * l.quantity;
        const rate = k === 1 || l.ratePercent === 7 ? 8 : 10;
        return { quantity: l.quantity, unit, net, rate, tax: Math.trunc((net * rate) / 100), k };
      });
      const total = lines.reduce((s, l) => s + l.net + l.tax, 0);
      for (const l of lines) {
        rows.push([
          String(240031 + n),
          ymd(i.date),
          String(1100 + i.vendor * 10),
          unaccented(i.vendorName),
          japaneseRegistrationNumber(10401000000 + i.vendor * 2370113),
          sign < 0 ? `HP-${i.number}` : i.number,
          String(l.k + 1),
          sign < 0 ? '返品' : l.rate === 8 ? FOOD[(n + l.k) % FOOD.length]! : GOODS[(n + l.k) % GOODS.length]!,
          String(sign * l.quantity),
          String(l.unit),
          String(l.net),
          `${l.rate}%`,
          String(l.tax),
          String(total),
        ]);
      }
    });
    return writeShiftJisCsv(dir, '仕入伝票一覧_202401-202403.csv', rows, ',');
  },
};

const PRODUCTS = ['Diesel', 'Diesel', 'AdBlue', 'Diesel'] as const;
const SITES = ['M6 J16 Sandbach', 'A14 Cambridge Services', 'Felixstowe Dock Rd', 'M1 J28 Tibshelf'];

/**
 * January to March 2024 fuel card invoices of a haulier: one row per fuelling, each invoice's
 * number and date on its rows, no invoice total.
 */
export const fuelcardTransactionInvoices: CorpusLayout = {
  name: 'fuelcard-transaction-invoices',
  modelledOn:
    "UK haulier's fuel card invoices kept in XLSX by its fleet software (layout assumed): Supplier, Supplier VAT No, Invoice No, Invoice Date, Card No, Vehicle Reg, Txn Date (date cells), Site, Product, Litres, PPL (pence per litre excl. VAT), Net, VAT (20 %), Gross; GBP; one row per fuelling, no invoice total",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(37108, 10, 4, ['GBP']));
    const rows: CorpusCell[][] = [
      [
        'Supplier',
        'Supplier VAT No',
        'Invoice No',
        'Invoice Date',
        'Card No',
        'Vehicle Reg',
        'Txn Date',
        'Site',
        'Product',
        'Litres',
        'PPL',
        'Net',
        'VAT',
        'Gross',
      ],
    ];
    invoices.forEach((i, n) => {
      const lines = localLines(i, 0.86, [20, 20, 20]);
      lines.forEach((l, k) => {
        const product = PRODUCTS[(n + k) % PRODUCTS.length]!;
        const ppl = Math.round((product === 'AdBlue' ? 58.3 : 126.9 + ((n * 3 + k) % 5) * 0.8) * 10) / 10;
        // The pump meters litres to the hundredth; the issuer prices them at its pence per litre to the penny.
        const litres = Math.round((l.net / ppl) * 100) / 100;
        const net = Math.round(litres * ppl);
        const tax = Math.round(net / 5);
        rows.push([
          i.vendorName,
          ukVatNumber(2943102 + i.vendor * 17104),
          i.number,
          dateOf(i.date),
          `7077 **** **** ${String(4410 + ((n + k) % 6) * 13)}`,
          ['YN19 KWD', 'PO68 HRT', 'GX21 BLM', 'SK70 FTA'][(n + k) % 4]!,
          dateOf(later({ ...i.date, d: Math.max(1, i.date.d - 6) }, k * 2)),
          SITES[(n + k) % SITES.length]!,
          product,
          litres,
          ppl,
          net / 100,
          tax / 100,
          (net + tax) / 100,
        ]);
      });
    });
    const money = '#,##0.00';
    return writeSheets(dir, 'Fuel card invoices Q1 2024.xlsx', {
      Transactions: { rows, formats: { 10: '#,##0.00', 11: '0.0', 12: money, 13: money, 14: money } },
    });
  },
};
