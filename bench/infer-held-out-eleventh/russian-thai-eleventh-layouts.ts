/**
 * Eleventh held-out layouts in Russian and Thai: a Kontur.Elba (Russia) purchase book and a PEAK
 * (Thailand) input-tax report. Written from each product's public documentation and its country's
 * statutory form (named at each layout), without reading infer's code and without running infer on
 * them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');
type Day = { y: number; m: number; d: number };
const dotted = (d: Day) => `${p2(d.d)}.${p2(d.m)}.${d.y}`;
const later = (d: Day, days: number): Day => ({ ...d, d: Math.min(28, d.d + days) });

/** `1 234 567,89`, as Russian software writes roubles: spaces between thousands, a decimal comma. */
const rub = (cents: number) => {
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${whole},${p2(cents % 100)}`;
};

/**
 * Kontur.Elba's книга покупок (Отчёты > Книга покупок, saved as CSV), laid out as the purchase book
 * of Russian Government resolution No. 1137 (26.12.2011, appendix 4) prescribes: title lines (the
 * form's name, the buyer and its ИНН/КПП, the period) above the header, then one row per invoice
 * received: the row number, the operation kind code (01 a purchase), the seller's invoice number and
 * its date, the date the goods were taken on account (Дата принятия на учет, a second date), the
 * number and date of the payment order (a decoy beside the invoice number), the seller's name and
 * ИНН/КПП, the cost of purchases including VAT and the VAT in it (no net column: the form has none).
 * VAT of 20 % and 10 %. Roubles written `1 234,56`; semicolons; DD.MM.YYYY.
 */
export const elbaKnigaPokupok: CorpusLayout = {
  name: 'elba-kniga-pokupok',
  modelledOn:
    'Kontur.Elba книга покупок CSV (form of resolution 1137): title, buyer and period lines above the header, № п/п, Код вида операции 01, Номер счета-фактуры продавца beside Номер документа, подтверждающего уплату, Дата счета-фактуры DD.MM.YYYY beside Дата принятия на учет, Наименование продавца beside ИНН/КПП, Стоимость покупок включая НДС, Сумма НДС, 1 234,56 RUB, semicolons',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(11101, 10, 6, ['RUB']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      '№ п/п',
      'Код вида операции',
      'Номер счета-фактуры продавца',
      'Дата счета-фактуры продавца',
      'Дата принятия на учет',
      'Номер документа, подтверждающего уплату',
      'Дата документа, подтверждающего уплату',
      'Наименование продавца',
      'ИНН/КПП продавца',
      'Стоимость покупок по счету-фактуре (включая НДС)',
      'Сумма НДС по счету-фактуре',
    ];
    const rows: CorpusCell[][] = [
      ['Книга покупок'],
      ['Покупатель: ООО «Вектор»', 'ИНН/КПП 7701234567/770101001'],
      ['Период: 1 квартал 2024 г.'],
      header,
    ];
    invoices.forEach((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 20, 10);
      // Roubles: ninety times the corpus amount, near what the same campaign costs in RUB.
      const net = i.netCents * 90;
      const vat = taxOf(net, rate);
      const paid = index % 3 !== 1;
      rows.push([
        index + 1,
        '01',
        String(150 + i.vendor * 37 + index * 3),
        dotted(i.date),
        dotted(later(i.date, 1 + (index % 4))),
        paid ? String(800 + index * 11) : '',
        paid ? dotted(later(i.date, 3)) : '',
        i.vendorName,
        `${7700000000 + i.vendor * 1234567}/770101001`,
        rub(net + vat),
        rub(vat),
      ]);
    });
    return writeCsv(dir, 'kniga-pokupok.csv', rows, ';');
  },
};

/**
 * PEAK's รายงานภาษีซื้อ (input-tax report, รายงาน > ภาษี > รายงานภาษีซื้อ, exported to Excel), in the
 * columns the Revenue Department prescribes for it (ประกาศอธิบดีกรมสรรพากร เรื่อง ภาษีมูลค่าเพิ่ม (ฉบับที่
 * 89), ลำดับ, วัน เดือน ปี, เล่มที่/เลขที่ใบกำกับภาษี, ชื่อผู้ขาย, เลขประจำตัวผู้เสียภาษี, สาขา, มูลค่า, ภาษี):
 * the report's title, company and tax-month rows above the header; one row per document: the tax
 * invoice's date (a date cell), the supplier's tax-invoice number beside PEAK's own expense document
 * number (EXP-YYYYMM-NNNN), the kind (ใบกำกับภาษี, or ใบลดหนี้, a credit note the report writes
 * positive), the supplier, its 13-digit tax id and branch (00000 head office), the value, the VAT
 * (7 %), the total and the payment status; a รวม row at the end. THB, number cells.
 */
export const peakRaiNganPhasiSue: CorpusLayout = {
  name: 'peak-rai-ngan-phasi-sue',
  modelledOn:
    'PEAK รายงานภาษีซื้อ in Excel: Thai headers under title, company and tax-month rows, วันที่ date cells, เลขที่ใบกำกับภาษี beside เลขที่เอกสาร EXP-202401-0003, ประเภท ใบกำกับภาษี / ใบลดหนี้ (positive), ชื่อผู้ขาย beside เลขประจำตัวผู้เสียภาษี and สาขา, มูลค่าสินค้าหรือบริการ, ภาษีมูลค่าเพิ่ม, จำนวนเงินรวม, สถานะ, a รวม row, THB',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(11202, 11, 6, ['THB']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      'ลำดับ',
      'วันที่',
      'เลขที่ใบกำกับภาษี',
      'เลขที่เอกสาร',
      'ประเภท',
      'ชื่อผู้ขาย',
      'เลขประจำตัวผู้เสียภาษี',
      'สาขา',
      'มูลค่าสินค้าหรือบริการ',
      'ภาษีมูลค่าเพิ่ม',
      'จำนวนเงินรวม',
      'สถานะ',
    ];
    const rows: CorpusCell[][] = [
      ['รายงานภาษีซื้อ'],
      ['บริษัท ตัวอย่าง จำกัด (สำนักงานใหญ่)', null, 'เลขประจำตัวผู้เสียภาษี 0105561234567'],
      ['เดือนภาษี มกราคม - มีนาคม 2567'],
      header,
    ];
    const sums = [0, 0, 0];
    invoices.forEach((i, index) => {
      const credit = index % 4 === 2;
      const rate = i.lines[0]!.ratePercent === 0 ? 0 : 7;
      // Baht: the corpus amount as it stands, near what the same campaign costs in THB.
      const net = i.netCents;
      const vat = taxOf(net, rate);
      [net, vat, net + vat].forEach((c, n) => (sums[n]! += credit ? -c : c));
      rows.push([
        index + 1,
        dateCell(i.date),
        credit ? `CN${i.date.y}${p2(i.date.m)}-${p2(index + 1)}` : i.number,
        `${credit ? 'EXC' : 'EXP'}-${i.date.y}${p2(i.date.m)}-${String(index + 1).padStart(4, '0')}`,
        credit ? 'ใบลดหนี้' : 'ใบกำกับภาษี',
        i.vendorName,
        String(105550000000 + i.vendor * 1234567).padStart(13, '0'),
        '00000',
        net / 100,
        vat / 100,
        (net + vat) / 100,
        index % 3 === 0 ? 'รอชำระ' : 'ชำระแล้ว',
      ]);
    });
    rows.push([null, null, null, null, 'รวม', null, null, null, ...sums.map((c) => c / 100)]);
    return writeXlsx(dir, 'rai-ngan-phasi-sue.xlsx', { ภาษีซื้อ: rows });
  },
};
