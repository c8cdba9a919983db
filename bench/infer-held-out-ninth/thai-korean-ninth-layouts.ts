/**
 * Ninth held-out layouts in Thai and Korean: a FlowAccount (Thailand) expense list and a Douzone
 * Smart A (South Korea) purchase ledger report. Written from each product's public documentation and
 * its country's conventions (named at each layout), without reading infer's code and without running
 * infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');

/** `12,345.67`: Thai amounts, a comma between thousands and a decimal point. */
const thaiMoney = (cents: number) => money(cents).replace(/\B(?=(\d{3})+(?!\d))(?=[^.]*\.)/g, ',');

/**
 * FlowAccount's expense list (ค่าใช้จ่าย > บันทึกค่าใช้จ่าย, ส่งออก Excel/CSV), one row per expense
 * document: FlowAccount's own document number (EXP + year, month and a running number) beside the
 * supplier's tax invoice number (เลขที่ใบกำกับภาษี), the supplier's name beside its 13-digit tax id
 * (เลขประจำตัวผู้เสียภาษี) and branch, the value before VAT, the VAT, the total, the withholding tax
 * deducted at payment (หัก ณ ที่จ่าย, 3 % on services, a Thai payer's duty under Revenue Code s.
 * 50 bis) and what is paid after it (ยอดชำระ), and the status (the fields of a Thai tax invoice under
 * Revenue Code s. 86/4 and of FlowAccount's expense document: documentSerial, contactName,
 * contactTaxId, contactBranch, subTotal, vatAmount, grandTotal, withholdingTaxAmount, status; Thai VAT
 * of 7 %, none from a supplier outside the VAT system). Dates DD/MM/YYYY in the Christian era (the
 * setting FlowAccount offers beside the Buddhist era), 12,345.67, commas.
 */
export const flowaccountExpenses: CorpusLayout = {
  name: 'flowaccount-expenses',
  modelledOn:
    'FlowAccount expense list CSV: Thai headers, เลขที่เอกสาร EXP… beside เลขที่ใบกำกับภาษี, ชื่อผู้จำหน่าย beside เลขประจำตัวผู้เสียภาษี and สาขา, DD/MM/YYYY, มูลค่าก่อนภาษี, ภาษีมูลค่าเพิ่ม, ยอดรวมสุทธิ beside หัก ณ ที่จ่าย and ยอดชำระ, สถานะ, 12,345.67, THB, commas',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(9303, 10, 8, ['THB']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      'วันที่',
      'เลขที่เอกสาร',
      'เลขที่ใบกำกับภาษี',
      'ชื่อผู้จำหน่าย',
      'เลขประจำตัวผู้เสียภาษี',
      'สาขา',
      'รายละเอียด',
      'มูลค่าก่อนภาษี',
      'ภาษีมูลค่าเพิ่ม',
      'ยอดรวมสุทธิ',
      'หัก ณ ที่จ่าย',
      'ยอดชำระ',
      'สถานะ',
    ];
    const counters = new Map<number, number>();
    const rows = invoices.map((i, index) => {
      const rate = i.lines[0]!.ratePercent === 0 ? 0 : 7;
      // Baht: thirty-eight times the corpus amount, near what the same campaign costs in THB.
      const net = i.netCents * 38;
      const vat = taxOf(net, rate);
      const withheld = index % 2 === 0 ? taxOf(net, 3) : 0;
      const n = (counters.get(i.date.m) ?? 0) + 1;
      counters.set(i.date.m, n);
      return [
        `${p2(i.date.d)}/${p2(i.date.m)}/${i.date.y}`,
        `EXP${i.date.y}${p2(i.date.m)}${String(n).padStart(4, '0')}`,
        i.number,
        i.vendorName,
        `0105${String(550000000 + i.vendor * 7411).padStart(9, '0')}`,
        'สำนักงานใหญ่',
        i.lines[0]!.description,
        thaiMoney(net),
        thaiMoney(vat),
        thaiMoney(net + vat),
        thaiMoney(withheld),
        thaiMoney(net + vat - withheld),
        index % 3 === 1 ? 'รอชำระ' : 'ชำระแล้ว',
      ];
    });
    return writeCsv(dir, 'expenses.csv', [header, ...rows]);
  },
};

/**
 * Douzone Smart A's purchase ledger (회계관리 > 부가가치세 > 매입매출장, 매입, exported to Excel): the
 * company, the title and the period above the header, then one row per purchase entry: the date and
 * the entry's number within the day (번호, from 50001), the VAT type as Douzone's code and word (51.과세
 * a taxed purchase, 53.면세 an exempt one), the item, the supply value (공급가액), the VAT (부가세) and
 * their sum (합계), the supplier's Douzone code (코드) beside its name and its business registration
 * number (사업자번호, NNN-NN-NNNNN), whether it is an electronic tax invoice (전자: 여/부), the journal
 * kind (분개: 외상 on credit, 혼합 mixed) and the NTS approval number of the electronic tax invoice
 * (승인번호: its date, eight digits, eight more), and under each month its total (월계) and the
 * running total (누계). An amended tax invoice (수정세금계산서) that reduces is written negative
 * (Korean VAT of 10 %, Enforcement Decree of the VAT Act art. 70 on amended tax invoices). Won,
 * number cells; dates as text YYYY-MM-DD.
 */
export const douzoneMaeipMaechuljang: CorpusLayout = {
  name: 'douzone-maeip-maechuljang',
  modelledOn:
    'Douzone Smart A 매입매출장 in Excel: Korean headers under company, title and period rows, 일자 YYYY-MM-DD and 번호, 유형 51.과세 / 53.면세, 공급가액, 부가세, 합계, 코드 beside 거래처명 and 사업자번호, 전자, 분개, 승인번호, amended invoices negative, 월계 and 누계 rows per month, KRW',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(9404, 12, 8, ['KRW']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      '일자',
      '번호',
      '유형',
      '품명',
      '공급가액',
      '부가세',
      '합계',
      '코드',
      '거래처명',
      '사업자번호',
      '전자',
      '분개',
      '승인번호',
    ];
    const rows: CorpusCell[][] = [
      ['(주)한강미디어'],
      ['매입매출장'],
      ['기간 : 2024년 01월 01일 ~ 2024년 03월 31일   구분 : 매입'],
      header,
    ];
    const total = (label: string, count: number, sums: number[]): CorpusCell[] => [
      label,
      null,
      `${count}건`,
      null,
      ...sums,
      null,
      null,
      null,
      null,
      null,
      null,
    ];
    let month = invoices[0]!.date.m;
    let monthSums = [0, 0, 0];
    let monthCount = 0;
    const runSums = [0, 0, 0];
    let runCount = 0;
    const closeMonth = () => {
      rows.push(total('[ 월 계 ]', monthCount, monthSums));
      rows.push(total('[ 누 계 ]', runCount, [...runSums]));
    };
    const perDay = new Map<string, number>();
    invoices.forEach((i, index) => {
      if (i.date.m !== month) {
        closeMonth();
        month = i.date.m;
        monthSums = [0, 0, 0];
        monthCount = 0;
      }
      const exempt = i.lines[0]!.ratePercent === 0;
      const amended = index % 5 === 3;
      // Won: fourteen times the corpus amount in cents, near what the same campaign costs in KRW.
      const supply = (amended ? -1 : 1) * i.netCents * 14;
      const vat = exempt ? 0 : (amended ? -1 : 1) * taxOf(Math.abs(supply), 10);
      [supply, vat, supply + vat].forEach((s, n) => {
        monthSums[n]! += s;
        runSums[n]! += s;
      });
      monthCount += 1;
      runCount += 1;
      const day = isoDay(i.date);
      const number = (perDay.get(day) ?? 50000) + 1;
      perDay.set(day, number);
      const ymd = day.replace(/-/g, '');
      rows.push([
        day,
        number,
        exempt ? '53.면세' : '51.과세',
        amended ? `${i.lines[0]!.description} (수정)` : i.lines[0]!.description,
        supply,
        vat,
        supply + vat,
        String(101 + i.vendor * 4).padStart(5, '0'),
        i.vendorName,
        `${120 + i.vendor * 7}-${81 + i.vendor}-${String(10234 + i.vendor * 3301).padStart(5, '0')}`,
        '여',
        index % 4 === 0 ? '혼합' : '외상',
        `${ymd}-${String(41000000 + i.vendor * 1117).padStart(8, '0')}-${String(i.document % 100000000).padStart(8, '0')}`,
      ]);
    });
    closeMonth();
    return writeXlsx(dir, 'maeip-maechuljang.xlsx', { 매입매출장: rows });
  },
};
