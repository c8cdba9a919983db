/**
 * Nineteenth held-out layouts of years in other calendars: Taiwan's e-invoice platform (the
 * Ministry of Finance's list of the purchase invoices a business received, a UTF-8 CSV with a
 * byte-order mark, traditional Chinese headers, dates in Minguo years, the track letters joined to
 * the number, allowances positive, voided invoices kept), and Prosoft WINSpeed's purchase tax
 * report (Thailand: a workbook under five title rows, a header over two rows with merged groups,
 * dates in Buddhist-era years, the seller's head office or branch, credit notes negative, no total
 * column, a total row). Written from each system's public documentation and the countries' VAT
 * rules, without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, p2, type Day } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeGroupedHeaderXlsx } from '../infer-held-out-sixteenth/write-grouped-header-xlsx.js';

/** `113/01/05`: the Minguo year (the Gregorian less 1911), as Taiwan's tax platforms write dates. */
const minguo = (d: Day) => `${d.y - 1911}/${p2(d.m)}/${p2(d.d)}`;

/** Two track letters and eight digits: AB12345678. */
const invoiceNumber = (vendor: number, document: number) =>
  `${String.fromCharCode(65 + vendor * 3, 66 + vendor * 3)}${String(20481000 + (document % 1000) * 37).padStart(8, '0')}`;

/**
 * Taiwan's e-invoice platform (財政部電子發票整合服務平台), the purchase invoices received by a
 * business (進項發票), downloaded as CSV: UTF-8 with a byte-order mark. One row per document: its
 * state (已確認, confirmed; 作廢, voided by the seller and owed no more), its kind (發票, an
 * invoice; 折讓, an allowance the seller granted, its amounts positive), its number, its date
 * (Minguo year/MM/DD), the seller's unified business number and name, the buyer's, the tax type
 * (應稅 taxed at 5 %, 零稅率 zero-rated), the sales amount, the business tax and the total, in
 * whole dollars; no column names the currency.
 */
export const taiwanEinvoicePurchases: CorpusLayout = {
  name: 'taiwan-einvoice-purchases',
  modelledOn:
    'Taiwan MOF e-invoice platform (財政部電子發票整合服務平台) 進項發票 CSV, UTF-8 with BOM, traditional Chinese headers: 發票狀態 已確認 / 作廢 (kept), 資料類別 發票 / 折讓 (positive), 發票號碼 AB12345678, 發票日期 113/01/05 (Minguo), 賣方統一編號, 賣方名稱, 買方統一編號, 課稅別 應稅 / 零稅率, 銷售額, 稅額 5 %, 總計 in whole dollars, TWD implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(19707, 11, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        '發票狀態',
        '資料類別',
        '發票號碼',
        '發票日期',
        '賣方統一編號',
        '賣方名稱',
        '買方統一編號',
        '課稅別',
        '銷售額',
        '稅額',
        '總計',
      ],
    ];
    invoices.forEach((i, n) => {
      const allowance = n === 3 || n === 8;
      // New Taiwan dollars, whole: the corpus cents over 50, times 17 (about the dollar's rate).
      const net = (i.netCents / 50) * 17;
      const zero = i.lines[0]!.ratePercent === 0;
      const tax = zero ? 0 : taxOf(net, 5);
      rows.push([
        n === 5 ? '作廢' : '已確認',
        allowance ? '折讓' : '發票',
        invoiceNumber(i.vendor, i.document),
        minguo(i.date),
        String(24536000 + i.vendor * 1357).padStart(8, '0'),
        i.vendorName,
        '53212539',
        zero ? '零稅率' : '應稅',
        net,
        tax,
        net + tax,
      ]);
    });
    // The platform writes a byte-order mark, so that Excel opens the file as UTF-8.
    rows[0]![0] = `\uFEFF${String(rows[0]![0])}`;
    return writeCsv(dir, '進項發票_11301-11303.csv', rows);
  },
};

/** `05/01/2567`: the day, the month and the Buddhist-era year (the Gregorian plus 543). */
const buddhist = (d: Day) => `${p2(d.d)}/${p2(d.m)}/${d.y + 543}`;

/** A Thai taxpayer id: thirteen digits. */
const thaiTaxId = (vendor: number) => String(105550000000 + vendor * 13579).padStart(13, '0');

/**
 * Prosoft WINSpeed, the purchase tax report (รายงานภาษีซื้อ) in the Revenue Department's form,
 * exported to Excel: five title rows (the report, the period, the business, its tax id, its head
 * office), a header over two rows (the tax invoice's group over its date and number, the place of
 * business' group over head office and branch, the row number, the seller's name, the value and
 * the VAT merged down both rows, the seller's tax id named on the lower row), one row per tax
 * invoice, dates as text in Buddhist-era years, credit notes (ใบลดหนี้) negative, the value and
 * the VAT (7 %) with no total column, and the report's total row. Baht, written nowhere.
 */
export const winspeedPurchaseTaxReport: CorpusLayout = {
  name: 'winspeed-purchase-tax-report',
  modelledOn:
    'Prosoft WINSpeed รายงานภาษีซื้อ exported to XLSX: five title rows, header over two rows with merged groups ใบกำกับภาษี (วัน เดือน ปี, เลขที่) and สถานประกอบการ (สำนักงานใหญ่, สาขาที่), ลำดับ, seller name, มูลค่าสินค้าหรือบริการ and จำนวนเงินภาษีมูลค่าเพิ่ม merged down, เลขประจำตัวผู้เสียภาษีอากร 13 digits, dates DD/MM/2567 text (Buddhist era), ใบลดหนี้ negative, no total column, a รวม row, THB implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(19808, 10, 6).sort(byDate);
    const rows: CorpusCell[][] = [];
    let value = 0;
    let vat = 0;
    invoices.forEach((i, n) => {
      const credit = n === 2 || n === 7;
      // Baht: the corpus cents over 50, times 19 satang (about the baht's rate to the euro).
      const net = ((credit ? -1 : 1) * i.netCents * 19) / 50;
      const tax = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(net, 7);
      value += net;
      vat += tax;
      const branch = i.vendor % 3 === 1;
      rows.push([
        n + 1,
        buddhist(i.date),
        credit ? `CN${i.date.y + 543 - 2500}${p2(i.date.m)}-${String(i.document % 1000).padStart(4, '0')}` : i.number,
        i.vendorName,
        thaiTaxId(i.vendor),
        branch ? null : '✓',
        branch ? '00001' : null,
        Number(money(net)),
        Number(money(tax)),
      ]);
    });
    rows.push(['รวม', null, null, null, null, null, null, Number(money(value)), Number(money(vat))]);
    return writeGroupedHeaderXlsx(dir, 'รายงานภาษีซื้อ_Q1_2567.xlsx', {
      name: 'ภาษีซื้อ',
      titles: [
        ['รายงานภาษีซื้อ'],
        ['ตั้งแต่วันที่ 01/01/2567 ถึงวันที่ 31/03/2567'],
        ['ชื่อผู้ประกอบการ บริษัท สยามมีเดีย จำกัด'],
        ['เลขประจำตัวผู้เสียภาษีอากร 0105561234567'],
        ['สำนักงานใหญ่'],
      ],
      groups: [
        { title: 'ลำดับ', span: 1 },
        { title: 'ใบกำกับภาษี', span: 2 },
        { title: 'ชื่อผู้ขายสินค้า/ผู้ให้บริการ', span: 1 },
        { title: '', span: 1 },
        { title: 'สถานประกอบการ', span: 2 },
        { title: 'มูลค่าสินค้าหรือบริการ', span: 1 },
        { title: 'จำนวนเงินภาษีมูลค่าเพิ่ม', span: 1 },
      ],
      header: ['', 'วัน เดือน ปี', 'เลขที่', '', 'เลขประจำตัวผู้เสียภาษีอากร', 'สำนักงานใหญ่', 'สาขาที่', '', ''],
      rows,
      dateFormat: 'dd/mm/yyyy',
    });
  },
};
