/**
 * Eighth held-out layouts in non-Latin scripts: a Qoyod (Saudi Arabia) purchase invoice list and a
 * Yonyou U8 (China) purchase invoice list. Written from each product's public documentation and its
 * country's conventions (named at each layout), without reading infer's code and without running
 * infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, taxOf, ymdSlash } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');

/**
 * Qoyod's list of purchase invoices (المشتريات > الفواتير, exported to CSV), one row per invoice:
 * Qoyod's own id and number (PUR-…) beside the supplier's reference number (الرقم المرجعي, the
 * number on the supplier's invoice, optional in Qoyod), the supplier, the issue and due dates as
 * ISO date-times with Riyadh's offset, the status (معتمدة approved, مدفوعة جزئياً partly paid,
 * مدفوعة paid), the subtotal before VAT, the VAT, the total, what was paid and what is still due
 * (Qoyod knowledge base, "Issue Your First Purchase Invoice in Qoyod": reference number from the
 * supplier's invoice, supplier, issue and due dates, payment terms, tax rate, approve, pay; and
 * Saudi VAT of 15 % or zero under ZATCA's rules). Riyals with halalas, dot decimals.
 */
export const qoyodFawatirMushtarayat: CorpusLayout = {
  name: 'qoyod-fawatir-mushtarayat',
  modelledOn:
    'Qoyod purchase invoices CSV: Arabic headers, المعرف and رقم الفاتورة (PUR-) beside الرقم المرجعي, ISO date-times with +03:00, الحالة, الإجمالي beside المدفوع and المستحق, SAR, VAT 15 %',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(8101, 11, 8, ['SAR']);
    const header = [
      'المعرف',
      'رقم الفاتورة',
      'الرقم المرجعي',
      'المورد',
      'تاريخ الإصدار',
      'تاريخ الاستحقاق',
      'الحالة',
      'العملة',
      'الإجمالي قبل الضريبة',
      'ضريبة القيمة المضافة',
      'الإجمالي',
      'المدفوع',
      'المستحق',
    ];
    const rows = invoices.map((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 15, 15);
      // Riyals: four times the corpus amount, near what the same campaign costs in SAR.
      const net = i.netCents * 4;
      const vat = taxOf(net, rate);
      const gross = net + vat;
      const state = index % 3;
      const paid = state === 0 ? 0 : state === 1 ? Math.round(gross / 2) : gross;
      return [
        String(3310 + index * 7),
        `PUR-${String(212 + index).padStart(5, '0')}`,
        i.number,
        i.vendorName,
        `${isoDay(i.date)}T${p2(8 + (index % 10))}:${p2((index * 17) % 60)}:00+03:00`,
        `${isoDay(i.due)}T00:00:00+03:00`,
        ['معتمدة', 'مدفوعة جزئياً', 'مدفوعة'][state]!,
        'SAR',
        money(net),
        money(vat),
        money(gross),
        money(paid),
        money(gross - paid),
      ];
    });
    return writeCsv(dir, 'purchase-invoices.csv', [header, ...rows]);
  },
};

/**
 * Yonyou U8's purchase invoice list (采购管理 > 采购发票 > 采购发票列表, 输出 to Excel), one row per
 * item of each invoice: U8's document number (单据号) beside the VAT invoice's own number (发票号,
 * eight digits), the invoice kind (专用发票 special VAT invoice, 普通发票 ordinary), the red/blue
 * flag (蓝字 an invoice, 红字 a red-letter invoice for a return, its quantity and sums written
 * negative: "红字发票金额必须填负数"), the invoice date written YYYY/MM/DD, the supplier's code
 * beside its name, the currency, the item, quantity, unit price, amount without tax, tax rate, tax
 * and the amount with tax (价税合计) (the columns of U8's purchase invoice: 发票类型, 发票号,
 * 开票日期, 供应商, 币种, 存货编码, 存货名称, 数量, 原币单价, 原币金额, 税率, 原币税额, 原币价税合计;
 * China's VAT of 13 % on goods and 6 % on services). Yuan with fen, number cells.
 */
export const yonyouCaigouFapiao: CorpusLayout = {
  name: 'yonyou-caigou-fapiao',
  modelledOn:
    'Yonyou U8 采购发票列表 in Excel: Chinese headers, 单据号 beside 发票号, 蓝字 / 红字 flag (red invoices negative), 开票日期 YYYY/MM/DD, 供应商编码 beside 供应商, several item rows per invoice with 原币金额, 原币税额 and 原币价税合计, CNY',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(8202, 10, 8, ['CNY']);
    const header = [
      '单据号',
      '发票类型',
      '红蓝标识',
      '发票号',
      '开票日期',
      '供应商编码',
      '供应商',
      '币种',
      '存货编码',
      '存货名称',
      '数量',
      '原币单价',
      '原币金额',
      '税率',
      '原币税额',
      '原币价税合计',
    ];
    const rows: CorpusCell[][] = [header];
    invoices.forEach((i, index) => {
      const red = index % 4 === 2;
      const sign = red ? -1 : 1;
      const rate = localRate(i.lines[0]!.ratePercent, 13, 6);
      i.lines.forEach((l, n) => {
        // Yuan: seven times the corpus amount, near what the same campaign costs in CNY.
        const unit = l.unitCents * 7;
        const net = l.quantity * unit;
        const tax = taxOf(net, rate);
        rows.push([
          String(1000000240 + index * 3),
          index % 3 === 1 ? '普通发票' : '专用发票',
          red ? '红字' : '蓝字',
          String(44018000 + (i.document - 5105600000) * 97 + i.vendor * 13),
          ymdSlash(i.date),
          `GYS${p2(3 + i.vendor)}`,
          i.vendorName,
          '人民币',
          `0${p2(11 + ((n + i.vendor) % 9))}`,
          l.description,
          sign * l.quantity,
          unit / 100,
          (sign * net) / 100,
          rate,
          (sign * tax) / 100,
          (sign * (net + tax)) / 100,
        ]);
      });
    });
    return writeXlsx(dir, 'caigou-fapiao.xlsx', { 采购发票列表: rows });
  },
};
