/**
 * Header words of exports written in Chinese (Kingdee, Yonyou) and Japanese (freee, Yayoi, Money
 * Forward), and the field names some systems' exports write as headers (Sage Intacct's
 * `WHENCREATED`, `TOTALENTERED`), by the field they name. CJK words hold no spaces to split on, so
 * they are matched only as the whole header (a bracketed remark aside: `税率(%)`): `已结算金额`
 * (the amount settled) ends in `金额` but is no amount field. They rank after the other languages'.
 */
export const EAST_ASIAN_ALIASES: Readonly<Record<string, readonly string[]>> = {
  // A slip's or voucher's number is the system's own (伝票番号, 凭证号); the counterparty's is the invoice number.
  InvoiceId: ['单据编号', '单据号', '伝票番号', '伝票no', '凭证号', '凭证编号'],
  // China's invoice platform names the seller 销方 (销售方) on a buyer's list of invoices received.
  PayeeId: [
    '供应商编码',
    '供应商代码',
    '供应商',
    '销方名称',
    '销售方名称',
    '取引先コード',
    '取引先',
    '仕入先コード',
    '仕入先',
    '支払先',
  ],
  // freee's 管理番号 is where its users write the invoice's number.
  Invoice_Number: ['发票号码', '发票号', '請求書番号', '請求番号', '管理番号', '相手先伝票番号', '仕入先伝票番号'],
  Invoice_Date: [
    '业务日期',
    '发票日期',
    '单据日期',
    '取引日',
    '発生日',
    '請求日',
    '請求書日付',
    '伝票日付',
    'whencreated',
  ],
  Posted_Date: ['记账日期', '計上日', 'whenposted'],
  Invoice_Amount: ['价税合计', '含税金额合计', '請求金額', '合計金額', '伝票合計', '单据合计', 'totalentered'],
  Amount: ['不含税金额', '税抜金額', '金額', '金额'],
  Tax: ['税额', '税額', '消費税額', '消費税'],
  TaxRate: ['税率'],
  TaxCode: ['税区分', '税码'],
  CurrencyCode: ['币别', '币种', '通貨'],
  Description: ['费用项目', '摘要', '品目', '内容', '商品名', '品名', '商品名称'],
  CostObject: ['部門', '部门', '成本中心'],
};
