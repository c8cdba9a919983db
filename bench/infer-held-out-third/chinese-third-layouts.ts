/**
 * A third held-out layout in Chinese: a Kingdee Cloud Galaxy (金蝶云·星空) payables export,
 * written from Kingdee's public documentation without reading infer's code and without running
 * infer on it.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { writeXlsx, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

/** The corpus line descriptions as Kingdee expense items (费用项目). */
const ITEMS: Record<string, string> = {
  'Print advertisement': '报刊广告费',
  'Online banner campaign': '网络广告费',
  'Radio spot, 30 seconds': '电台广告费',
  'Billboard rental': '户外广告费',
  'Sponsorship fee': '赞助费',
  'Social media promotion': '新媒体推广费',
  'Agency commission': '代理佣金',
  'Production costs': '制作费',
  'Newsletter placement': '电子刊物广告费',
};

/**
 * Kingdee Cloud Galaxy payables (应付单, form AP_Payable) exported to Excel from the list, one row
 * per entry line: 单据编号 (Kingdee's bill number, FBillNo), 业务日期 (FDate) and 到期日 as
 * YYYY/M/D text, 供应商, 币别 as the currency's Chinese name, 价税合计 (FALLAMOUNTFOR, the
 * gross), 已结算金额 (what has been settled), 单据状态 and per line 费用项目, 税率(%), 不含税金额
 * and 税额 (the bill's fields as Kingdee's open platform lists them: open.kingdee.com, 应付单
 * AP_Payable), and the supplier's 发票号码. VAT 13 and 6 %; amounts as number cells.
 */
export const kingdeePayables: CorpusLayout = {
  name: 'kingdee-payables',
  modelledOn:
    'Kingdee Cloud Galaxy 应付单 list export: Chinese headers, 单据编号 beside 发票号码, YYYY/M/D text dates, 币别 as 人民币 / 美元, 价税合计 beside 已结算金额, 不含税金额 and 税额 per line',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(6212, 10, 8, ['CNY', 'CNY', 'USD']);
    const ymd = (d: { y: number; m: number; d: number }) => `${d.y}/${d.m}/${d.d}`;
    const header = [
      '单据编号',
      '业务日期',
      '到期日',
      '供应商',
      '发票号码',
      '币别',
      '价税合计',
      '已结算金额',
      '单据状态',
      '费用项目',
      '税率(%)',
      '不含税金额',
      '税额',
    ];
    const rows = invoices.flatMap((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 13, 6);
      const gross = i.lines.reduce((sum, l) => sum + l.netCents + taxOf(l.netCents, rate), 0);
      const settled = index % 3 === 1 ? gross : 0;
      return i.lines.map((l) => [
        `AP${String(20240000 + 101 + index)}`,
        ymd(i.date),
        ymd(i.due),
        i.vendorName,
        String(24440000 + (i.document % 100000)).padStart(8, '0'),
        i.currency === 'CNY' ? '人民币' : '美元',
        gross / 100,
        settled / 100,
        index % 4 === 3 ? '审核中' : '已审核',
        ITEMS[l.description]!,
        rate,
        l.netCents / 100,
        taxOf(l.netCents, rate) / 100,
      ]);
    });
    return writeXlsx(dir, '应付单.xlsx', { 应付单: [header, ...rows] });
  },
};
