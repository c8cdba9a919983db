/**
 * Twenty-first held-out layouts: Bangladesh's purchase book (Mushak-6.1) as VAT software prints it
 * to Excel (the NBR's titles, a header over two rows with the stock columns around the purchase,
 * supplementary duty beside the VAT, credit notes negative, a total row), and Chanjet T+'s
 * purchase invoice list (畅捷通 T+ 采购发票列表) saved as CSV in GBK, a row per item under T+'s own
 * document number, red-letter invoices negative, the currency written by its Chinese name, a 合计
 * row. Written from each system's public documentation and the countries' tax rules, without
 * reading infer's code and without running infer on them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, dotted, p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { encodeDoubleByte, typedInDoubleByte } from './encode-double-byte.js';

/** A Bangladeshi BIN: nine digits, a dash and the branch. */
const bin = (vendor: number) => `00${String(1234567 + vendor * 86421).slice(0, 7)}-0101`;

/**
 * Mushak-6.1, the purchase book a registered person keeps, as VAT software exports it: the
 * government, the NBR, the form's name and the buyer's name and BIN, then a header over two rows
 * (row 5 the groups, row 6 the columns; the serial number, the entry date and the remarks merged
 * down and named on row 5 only). One row per challan (the supplier's Mushak-6.3 tax invoice): the
 * stock before, the challan's number and date, the supplier's name, address and BIN, the goods,
 * quantity and value without any tax, the supplementary duty (on some services), the VAT at 15 %
 * (or 5 %), and the stock after. A credit note (Mushak-6.7) is written negative. Taka, written
 * nowhere; the last row is the period's total.
 */
export const mushak61PurchaseBook: CorpusLayout = {
  name: 'mushak-6-1-purchase-book',
  modelledOn:
    'Bangladesh NBR Mushak-6.1 purchase book XLSX: four titles, a header over two rows (Opening Stock, Challan / Bill of Entry, Seller / Supplier, Purchased Goods / Services, Closing Stock over their columns; SL No., Date and Remarks merged down), Challan No. and Challan Date DD.MM.YYYY, BIN 000123456-0101, Value (excl. all taxes), Supplementary Duty, VAT 15 % / 5 %, stock quantities and values around the purchase, credit notes (Mushak-6.7) negative, BDT implied, a Total row',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(21505, 10, 6).sort(byDate);
    const group = (name: string, width: number) => [name, ...Array<null>(width - 1).fill(null)];
    const rows: CorpusCell[][] = [
      ["Government of the People's Republic of Bangladesh, National Board of Revenue"],
      ['Purchase Book (Mushak-6.1)'],
      ['Name of registered person: Dhaka Media Services Ltd.', null, null, 'BIN: 000987654-0101'],
      ['Tax period: January - March 2024'],
      [
        'SL No.',
        'Date',
        ...group('Opening Stock', 2),
        ...group('Challan / Bill of Entry', 2),
        ...group('Seller / Supplier', 3),
        ...group('Purchased Goods / Services', 5),
        ...group('Closing Stock', 2),
        'Remarks',
      ],
      [
        null,
        null,
        'Opening Qty',
        'Opening Value',
        'Challan No.',
        'Challan Date',
        'Name',
        'Address',
        'BIN / NID',
        'Description',
        'Quantity',
        'Value (excl. all taxes)',
        'Supplementary Duty',
        'VAT',
        'Closing Qty',
        'Closing Value',
        null,
      ],
    ];
    let stock = { qty: 40, value: 162500000 };
    const total = { value: 0, sd: 0, vat: 0 };
    invoices.forEach((i, n) => {
      const sign = n === 6 ? -1 : 1;
      const qty = sign * i.lines.reduce((s, l) => s + l.quantity, 0);
      const value = sign * i.netCents * 130;
      const rate = localRate(i.lines[0]!.ratePercent, 15, 5);
      // Supplementary duty falls on some advertising services; VAT is charged on the value and the duty.
      const sd = i.vendor % 3 === 2 ? taxOf(value, 10) : 0;
      const vat = taxOf(value + sd, rate);
      const after = { qty: stock.qty + qty, value: stock.value + value };
      rows.push([
        n + 1,
        dotted(i.date),
        stock.qty,
        stock.value / 100,
        `${sign < 0 ? 'CN-' : ''}${String(i.vendor + 1).padStart(3, '0')}/${i.number}`,
        dotted(i.date),
        i.vendorName,
        `House ${12 + i.vendor}, Road ${3 + i.vendor}, Gulshan, Dhaka`,
        bin(i.vendor),
        i.lines[0]!.description,
        qty,
        value / 100,
        sd / 100,
        vat / 100,
        after.qty,
        after.value / 100,
        sign < 0 ? 'Mushak-6.7 credit note' : null,
      ]);
      stock = after;
      total.value += value;
      total.sd += sd;
      total.vat += vat;
    });
    rows.push([
      'Total',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      total.value / 100,
      total.sd / 100,
      total.vat / 100,
    ]);
    return writeXlsx(dir, 'Mushak-6.1_Purchase_Book_Q1_2024.xlsx', { 'Mushak-6.1': rows });
  },
};

/** The corpus descriptions as a Chinese purchase invoice names the item. */
const CUNHUO: Readonly<Record<string, string>> = {
  'Print advertisement': '平面广告',
  'Online banner campaign': '网络横幅广告',
  'Radio spot, 30 seconds': '电台广告30秒',
  'Billboard rental': '广告牌租赁',
  'Sponsorship fee': '赞助费',
  'Social media promotion': '社交媒体推广',
  'Agency commission': '代理佣金',
  'Production costs': '制作费',
  'Newsletter placement': '简报投放',
};

/**
 * 畅捷通 T+ 采购发票列表 (purchase invoice list) saved as CSV, which Chinese Windows writes in GBK:
 * one row per item. 单据编号 is T+'s own document number and groups the rows; 发票号码 is the
 * supplier's VAT invoice number. Each row repeats the date (YYYY-MM-DD), the supplier's code and
 * name, the invoice kind (专用 or 普通), 红蓝字 (红字, a red-letter invoice that reverses one,
 * written with negative quantities and amounts) and the currency by its Chinese name (人民币, 美元),
 * then the item, quantity, price and amount without tax, the rate (6 % on advertising services),
 * the tax and the amount with it. The last row is 合计, the list's total.
 */
export const chanjetTplusCaigouFapiao: CorpusLayout = {
  name: 'chanjet-tplus-caigou-fapiao',
  modelledOn:
    'Chanjet T+ 采购发票列表 CSV in GBK: 单据日期 YYYY-MM-DD, 单据编号 CGFP-2024-01-0001 grouping a row per item, 发票号码 8 digits, 供应商编码, 供应商, 发票类型 专用发票 / 普通发票, 红蓝字 蓝字 / 红字 (negative), 币种 人民币 / 美元, 存货名称, 数量, 无税单价, 无税金额, 税率 6 / 3 / 0, 税额, 价税合计, a 合计 row',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(21606, 10, 6, ['CNY', 'CNY', 'USD']).sort(byDate);
    const header = ['单据日期', '单据编号', '发票号码', '供应商编码', '供应商', '发票类型', '红蓝字', '币种'];
    const rows: string[][] = [[...header, '存货名称', '数量', '无税单价', '无税金额', '税率', '税额', '价税合计']];
    const sum = { net: 0, tax: 0 };
    invoices.forEach((i, n) => {
      const sign = n === 5 ? -1 : 1;
      const rate = localRate(i.lines[0]!.ratePercent, 6, 3);
      const head = [
        isoDay(i.date),
        `CGFP-${i.date.y}-${p2(i.date.m)}-${String(n + 1).padStart(4, '0')}`,
        String(10000000 + ((i.document * 7349) % 89999999)),
        `GYS${String(i.vendor + 1).padStart(4, '0')}`,
        typedInDoubleByte(i.vendorName, 'gbk'),
        rate === 6 ? '专用发票' : '普通发票',
        sign < 0 ? '红字' : '蓝字',
        i.currency === 'CNY' ? '人民币' : '美元',
      ];
      // Yuan at about eight to the euro; dollars as the corpus writes them.
      const scale = i.currency === 'CNY' ? 8 : 1;
      for (const l of i.lines) {
        const net = sign * l.netCents * scale;
        const tax = taxOf(net, rate);
        sum.net += i.currency === 'CNY' ? net : 0;
        sum.tax += i.currency === 'CNY' ? tax : 0;
        rows.push([
          ...head,
          CUNHUO[l.description] ?? l.description,
          String(sign * l.quantity),
          money(l.unitCents * scale),
          money(net),
          String(rate),
          money(tax),
          money(net + tax),
        ]);
      }
    });
    // T+ adds up the list in the book's currency only.
    rows.push([
      '合计',
      ...Array<string>(header.length + 2).fill(''),
      money(sum.net),
      '',
      money(sum.tax),
      money(sum.net + sum.tax),
    ]);
    // A supplier's name with a comma (`Blue Harbor Advertising, Inc.`) is quoted, as Excel quotes it.
    const field = (t: string) => (/[",]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t);
    const file = join(dir, 'T+采购发票列表.csv');
    const text = rows.map((r) => r.map(field).join(',')).join('\r\n');
    writeFileSync(file, encodeDoubleByte(`${text}\r\n`, 'gbk'));
    return file;
  },
};
