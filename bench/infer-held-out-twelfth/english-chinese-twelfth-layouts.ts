/**
 * Twelfth held-out layouts in English (Malaysia) and Chinese (Taiwan): an AutoCount Accounting
 * purchase invoice detail listing in three currencies, with a total row under each document, and a
 * Digiwin (鼎新) list of input invoices for the 401 VAT return. Written from each product's public
 * documentation and its country's rules (named at each layout), without reading infer's code and
 * without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, type CorpusInvoice } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf, ymdSlash } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');
type Day = CorpusInvoice['date'];

/** Ringgit per unit of the currency, as AutoCount's Currency Maintenance keeps them (early 2024). */
const RINGGIT: Readonly<Record<string, number>> = { MYR: 1, SGD: 3.495, USD: 4.72 };

/**
 * AutoCount Accounting's Purchase Invoice Detail Listing (Purchase > Print Purchase Invoice Listing,
 * Detail, exported to Excel): the company, report and date-range rows above the header, then one
 * row per item line with its document's fields repeated (AutoCount's P/I No. PI-00012 beside the
 * Supplier Invoice No., the date, the creditor's account code 400-B001 and name, the currency and its
 * rate to the ringgit), the line's description, quantity, unit price, subtotal, SST tax code (as
 * set up in Tax Code Maintenance: sales tax 10 % ST-10, service tax 6 % SV-6; none untaxed), tax and
 * amount with tax, and the same in ringgit; under each document a Total row of its sums, and a
 * Grand Total row at the end. Malaysian dates as date cells, number cells.
 */
export const autocountPurchaseInvoiceListing: CorpusLayout = {
  name: 'autocount-purchase-invoice-listing',
  modelledOn:
    'AutoCount Purchase Invoice Detail Listing in Excel: company, report and date-range rows above the header, one row per item line, Doc. No. PI-00012 beside Supplier Inv. No., Date cells, Creditor Code 400-B001 beside Creditor Name, Currency MYR / SGD / USD with Currency Rate, Description, Qty, Unit Price, SubTotal, Tax Code ST-10 / SV-6, Tax, SubTotal (Incl. Tax), Local SubTotal (Incl. Tax) in MYR, a Total row under each document and a Grand Total row',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(12514, 8, 6, ['MYR', 'SGD', 'MYR', 'USD']).sort(
      (a, b) => a.date.m - b.date.m || a.date.d - b.date.d,
    );
    const header = [
      'Doc. No.',
      'Date',
      'Creditor Code',
      'Creditor Name',
      'Supplier Inv. No.',
      'Currency',
      'Currency Rate',
      'Description',
      'Qty',
      'Unit Price',
      'SubTotal',
      'Tax Code',
      'Tax',
      'SubTotal (Incl. Tax)',
      'Local SubTotal (Incl. Tax)',
    ];
    const rows: CorpusCell[][] = [
      ['CONTOH MEDIA SDN. BHD. (201901012345)'],
      ['Purchase Invoice Detail Listing'],
      ['Date From 01/01/2024 To 31/03/2024'],
      header,
    ];
    // Ringgit in sen, each line converted on its own as the listing converts it.
    const local = (cents: number, currency: string) => Math.round(cents * RINGGIT[currency]!);
    const blank = (n: number): null[] => Array<null>(n).fill(null);
    let grandLocal = 0;
    invoices.forEach((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 6, 10);
      const code = rate === 6 ? 'SV-6' : rate === 10 ? 'ST-10' : '';
      const doc = `PI-${String(12 + index).padStart(5, '0')}`;
      const sums = [0, 0, 0, 0];
      i.lines.forEach((l) => {
        const tax = taxOf(l.netCents, rate);
        const inRinggit = local(l.netCents + tax, i.currency);
        [l.netCents, tax, l.netCents + tax, inRinggit].forEach((c, n) => (sums[n]! += c));
        rows.push([
          doc,
          dateCell(i.date),
          `400-${String.fromCharCode(65 + i.vendor)}${String(1 + i.vendor * 3).padStart(3, '0')}`,
          i.vendorName,
          i.number,
          i.currency,
          RINGGIT[i.currency]!,
          l.description,
          l.quantity,
          l.unitCents / 100,
          l.netCents / 100,
          code || null,
          tax / 100,
          (l.netCents + tax) / 100,
          inRinggit / 100,
        ]);
      });
      grandLocal += sums[3]!;
      const [sub, tax, gross, ringgit] = sums.map((c) => c / 100);
      rows.push([...blank(7), 'Total', null, null, sub!, null, tax!, gross!, ringgit!]);
    });
    rows.push([...blank(7), 'Grand Total', ...blank(6), grandLocal / 100]);
    return writeXlsx(dir, 'purchase-invoice-listing.xlsx', { 'Purchase Invoice Listing': rows });
  },
};

/** `12,345`: New Taiwan dollars in whole dollars with thousands commas, as the listing shows them. */
const ntd = (dollars: number) => String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Digiwin (鼎新) Workflow ERP's 進項發票明細表 (input invoice list, 稅務 > 營業稅 > 進項發票資料, exported
 * to CSV), in the fields of the 401 return's media file (財政部 營業人使用媒體申報 進項: 格式代號, 發票日期,
 * 發票號碼, 賣方統一編號, 銷售額, 稅額, 課稅別): the filing period in the Republic of China year (11301,
 * January 2024), the invoice's Gregorian date (YYYY/MM/DD, as Digiwin offers it), the format code
 * (21 a three-part invoice, 25 a three-part cash-register invoice, 23 a 進貨退出或折讓證明單, a return or
 * allowance the list writes positive, with its own number in 折讓單號 and the invoice it reduces in
 * 發票號碼), the invoice number (two letters and eight digits), Digiwin's supplier code beside the
 * supplier's name and 統一編號, the tax kind (1 taxed, 3 exempt), 銷售額, 稅額 (5 %) and 合計 in whole
 * dollars, and Digiwin's voucher number (傳票編號). CSV with commas.
 */
export const digiwinJinxiangFapiao: CorpusLayout = {
  name: 'digiwin-jinxiang-fapiao',
  modelledOn:
    'Digiwin 鼎新 進項發票明細表 CSV: 申報年月 11301 (ROC year) beside 發票日期 YYYY/MM/DD, 格式 21 / 25 / 23 (23 a return or allowance, positive, numbered in 折讓單號), 發票號碼 AB12345678, 廠商代號 beside 廠商名稱 and 統一編號, 課稅別 1 / 3, 銷售額, 稅額, 合計 as 12,345 TWD, 傳票編號',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(12606, 10, 6, ['TWD']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      '申報年月',
      '發票日期',
      '格式',
      '發票號碼',
      '折讓單號',
      '廠商代號',
      '廠商名稱',
      '統一編號',
      '課稅別',
      '銷售額',
      '稅額',
      '合計',
      '傳票編號',
    ];
    const track = (d: Day, n: number) =>
      `${'ABCDEFGHJKLMNPQRSTUVWXYZ'[(d.m * 2 + n) % 24]!}${'ABCDEFGHJKLMNPQRSTUVWXYZ'[(n * 7) % 24]!}`;
    const rows: CorpusCell[][] = [header];
    invoices.forEach((i, index) => {
      const allowance = index % 4 === 3;
      const rate = localRate(i.lines[0]!.ratePercent, 5, 5);
      // New Taiwan dollars: thirty-five times the corpus amount, in whole dollars.
      const net = Math.round((i.netCents * 35) / 100);
      const vat = taxOf(net, rate);
      const number = `${track(i.date, i.vendor)}${String(20000000 + i.vendor * 3456789 + index * 113).slice(-8)}`;
      rows.push([
        `113${p2(i.date.m)}`,
        ymdSlash(i.date),
        allowance ? '23' : index % 3 === 1 ? '25' : '21',
        number,
        allowance ? `AL${i.date.y}${p2(i.date.m)}${String(index + 1).padStart(3, '0')}` : '',
        `V${String(i.vendor + 1).padStart(4, '0')}`,
        i.vendorName,
        String(12345670 + i.vendor * 1111111).slice(-8),
        rate === 0 ? '3' : '1',
        ntd(net),
        ntd(vat),
        ntd(net + vat),
        `7101-${i.date.y}${p2(i.date.m)}${p2(i.date.d)}${String(index + 1).padStart(3, '0')}`,
      ]);
    });
    return writeCsv(dir, 'jinxiang-fapiao.csv', rows);
  },
};
