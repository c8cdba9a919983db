/**
 * Fresh held-out layouts shaped as reports rather than tables: an AppFolio bill detail report
 * grouped under payee heading rows, a Tripletex supplier-invoice workbook whose first sheet is a
 * cover page, and a freee transactions export in Japanese. Written from each product's public
 * documentation (named at each layout), never from what infer does.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf, usPadded, ymdSlash } from './fresh-formats.js';

/**
 * AppFolio's bill detail report exported to Excel: bills grouped under a row holding only the
 * payee, each bill's lines below with Reference (the vendor's invoice number), GL Account,
 * Description, Amount and the Cash Account that pays it (the same on every row), then
 * "Total <payee>", a spacer, and a grand total at the end (bill fields as AppFolio's Enter Bill
 * help lists them: help.appfolio.com/help/Content/Accounting/Payables/Enter%20Bill.htm). Dates
 * are text, MM/DD/YYYY; amounts are number cells; no currency column (USD).
 */
export const appfolioBillDetail: CorpusLayout = {
  name: 'appfolio-bill-detail',
  modelledOn:
    'AppFolio Bill Detail report in Excel: title rows, payee heading rows, lines with Reference and GL Account, Total rows per payee and a Grand Total, one Cash Account on every row',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(3909, 10, 4, ['USD']).sort(
      (a, b) => a.vendorName.localeCompare(b.vendorName) || a.document - b.document,
    );
    const header = [
      'Bill Date',
      'Due Date',
      'Reference',
      'Property',
      'GL Account',
      'Description',
      'Amount',
      'Cash Account',
      'Status',
    ];
    const rows: CorpusCell[][] = [
      ['Bill Detail'],
      ['Properties: All Properties'],
      ['Bill Date: 01/01/2024 to 03/31/2024'],
      [],
      header,
    ];
    let grand = 0;
    for (const vendorName of [...new Set(invoices.map((i) => i.vendorName))]) {
      const bills = invoices.filter((i) => i.vendorName === vendorName);
      rows.push([vendorName]);
      let total = 0;
      for (const [index, i] of bills.entries())
        for (const l of i.lines) {
          total += l.netCents;
          rows.push([
            usPadded(i.date),
            usPadded(i.due),
            i.number,
            i.vendor % 2 === 0 ? 'Maple Court Apartments - 120 Main St' : 'Harbor View Lofts - 8 Pier Rd',
            `${l.glAccount.slice(0, 4)}: Advertising`,
            l.description,
            l.netCents / 100,
            '1150: Operating Cash',
            index % 2 === 0 ? 'Paid' : 'Unpaid',
          ]);
        }
      rows.push([`Total ${vendorName}`, null, null, null, null, null, total / 100]);
      rows.push([]);
      grand += total;
    }
    rows.push(['Grand Total', null, null, null, null, null, grand / 100]);
    return writeXlsx(dir, 'bill_detail-20240401.xlsx', { 'Bill Detail': rows });
  },
};

/** The corpus GL accounts as Norwegian NS 4102 accounts. */
const NS4102: Record<string, string> = {
  '610000': '7320',
  '610100': '7330',
  '612000': '7350',
  '615500': '7390',
  '618000': '6790',
};

/**
 * A Tripletex supplier-invoice workbook whose first sheet is the report's cover (company,
 * period, printed by) and whose second holds one row per invoice line: Norwegian headers
 * (Fakturanummer, Fakturadato, Forfallsdato, Valuta as Tripletex's own import formats name them:
 * tripletex.no/execute/docViewer?articleId=1402), MVA codes 1 and 11 at 25 and 15 %, NOK and EUR.
 */
export const tripletexSupplierInvoices: CorpusLayout = {
  name: 'tripletex-supplier-invoices',
  modelledOn:
    'Tripletex leverandørfakturaer workbook: a cover sheet (Rapportinfo) before the data sheet, Norwegian headers, date cells, MVA code and rate per line, gross per invoice',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(4010, 14, 9, ['NOK', 'NOK', 'EUR']);
    const cover: CorpusCell[][] = [
      ['Leverandørfakturaer'],
      ['Selskap', 'Nordisk Mediehus AS'],
      ['Periode', '01.01.2024 - 31.03.2024'],
      ['Utskrevet', '02.04.2024 08:15'],
      ['Utskrevet av', 'Kari Nordmann'],
      [],
      ['Arket "Fakturaer" har én rad per fakturalinje. Beløp i fakturaens valuta.'],
    ];
    const header = [
      'Bilagsnummer',
      'Leverandørnummer',
      'Leverandør',
      'Fakturanummer',
      'Fakturadato',
      'Forfallsdato',
      'Valuta',
      'Beløp inkl. mva',
      'Status',
      'Linje',
      'Konto',
      'Beskrivelse',
      'Avdeling',
      'MVA-kode',
      'Sats',
      'Beløp eks. mva',
      'MVA-beløp',
    ];
    const rows = invoices.flatMap((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 25, 15);
      const gross = i.lines.reduce((sum, l) => sum + l.netCents + taxOf(l.netCents, rate), 0);
      return i.lines.map((l, n) => [
        `${118 + index}-2024`,
        String(20001 + i.vendor),
        i.vendorName,
        i.number,
        dateCell(i.date),
        dateCell(i.due),
        i.currency,
        gross / 100,
        ['Bokført', 'Betalt', 'Til attestering'][index % 3]!,
        n + 1,
        NS4102[l.glAccount]!,
        l.description,
        Number(l.costCenter.slice(2, 4)) * 10,
        rate === 25 ? '1' : rate === 15 ? '11' : '0',
        rate,
        l.netCents / 100,
        taxOf(l.netCents, rate) / 100,
      ]);
    });
    return writeXlsx(dir, 'leverandorfakturaer.xlsx', { Rapportinfo: cover, Fakturaer: [header, ...rows] });
  },
};

/** The corpus line descriptions as freee item names (品目). */
const ITEMS: Record<string, string> = {
  'Print advertisement': '新聞広告',
  'Online banner campaign': 'Web広告',
  'Radio spot, 30 seconds': 'ラジオCM',
  'Billboard rental': '屋外広告',
  'Sponsorship fee': '協賛金',
  'Social media promotion': 'SNS広告',
  'Agency commission': '代理店手数料',
  'Production costs': '制作費',
  'Newsletter placement': 'メルマガ広告',
};
const DEPARTMENTS: Record<string, string> = {
  CC1000: 'マーケティング部',
  CC1100: '広報部',
  CC2000: '営業部',
  CC3100: '管理部',
};

/**
 * freee transactions (取引) exported as CSV, one row per detail line: 収支区分, 管理番号,
 * 発生日 and 決済期日 written YYYY/MM/DD, 取引先, 勘定科目, 税区分, 金額, 税計算区分, 税額, 品目,
 * 部門 (the columns of freee's transaction import and export:
 * support.freee.co.jp/hc/ja/articles/202847320 and 205382094). 金額 includes the tax (内税), in
 * yen without decimals; there is no currency column.
 */
export const freeeTransactions: CorpusLayout = {
  name: 'freee-transactions',
  modelledOn:
    'freee 取引 export: Japanese headers, YYYY/MM/DD, JPY without decimals, 金額 tax-inclusive (内税) with 税額 beside it, 収支区分 支出 on every row, no currency column',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(4111, 15, 9, ['JPY']);
    const header = [
      '収支区分',
      '管理番号',
      '発生日',
      '決済期日',
      '取引先',
      '勘定科目',
      '税区分',
      '金額',
      '税計算区分',
      '税額',
      '備考',
      '品目',
      '部門',
      '決済日',
      '決済口座',
      '決済金額',
    ];
    const rows = invoices.flatMap((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 10, 8);
      const section = rate === 10 ? '課対仕入10%' : rate === 8 ? '課対仕入8%（軽）' : '対象外';
      const paid = index % 3 === 0;
      // Yen: the corpus's cent figures are read as whole yen.
      const gross = i.lines.reduce((sum, l) => sum + l.netCents + taxOf(l.netCents, rate), 0);
      return i.lines.map((l) => [
        '支出',
        i.number,
        ymdSlash(i.date),
        ymdSlash(i.due),
        i.vendorName,
        l.glAccount === '618000' ? '支払手数料' : '広告宣伝費',
        section,
        String(l.netCents + taxOf(l.netCents, rate)),
        '内税',
        String(taxOf(l.netCents, rate)),
        '',
        ITEMS[l.description]!,
        DEPARTMENTS[l.costCenter]!,
        paid ? ymdSlash(i.due) : '',
        paid ? '三菱UFJ銀行 普通' : '',
        paid ? String(gross) : '',
      ]);
    });
    return writeCsv(dir, 'torihiki.csv', [header, ...rows]);
  },
};
