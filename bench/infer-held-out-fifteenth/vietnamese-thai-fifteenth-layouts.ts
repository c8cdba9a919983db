/**
 * Fifteenth held-out layouts from Vietnam and Thailand: the list of purchase e-invoices of
 * Vietnam's General Department of Taxation portal, in Vietnamese, where replaced and cancelled
 * invoices stay beside their replacements and a decreasing adjustment is written negative; and the
 * purchase tax report (รายงานภาษีซื้อ) of Express, a Thai accounting package, in Thai, with the
 * report's title rows, a subtotal per month, a grand total and credit notes written negative.
 * Written from each system's public documentation and its country's rules, without reading infer's
 * code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell } from '../infer-corpus/corpus-invoices.js';
import { writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, p2, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';

/**
 * The e-invoice portal of Vietnam's tax authority (hoadondientu.gdt.gov.vn, Tra cứu hóa đơn, Hóa
 * đơn điện tử mua vào, Xuất Excel), under its title and period rows: the row number, the form
 * number (1, a VAT invoice) and the invoice's symbol (C24TAB: coded by the tax office, 2024, its
 * series) apart from its number, the date it was made (DD/MM/YYYY text), the seller's tax code and
 * name, the totals before tax, of tax, of trade discount (already taken off the amount before tax),
 * of fees and to pay, the currency (VND, USD), the status and the tax office's check. Status: Hóa
 * đơn mới (new), Hóa đơn thay thế (a replacement), Hóa đơn đã bị thay thế (replaced: void),
 * Hóa đơn điều chỉnh (an adjustment, negative when it lowers the price), Hóa đơn đã bị điều chỉnh
 * (adjusted: still owed), Hóa đơn đã bị hủy (cancelled: void). VAT 10 %, 8 % (reduced in 2024).
 */
export const hoadondientuHoaDonMuaVao: CorpusLayout = {
  name: 'hoadondientu-hoa-don-mua-vao',
  modelledOn:
    'Vietnam GDT e-invoice portal (hoadondientu.gdt.gov.vn) purchase invoices exported to Excel under title rows: STT, Ký hiệu mẫu số, Ký hiệu hóa đơn C24TAB apart from Số hóa đơn, Ngày lập DD/MM/YYYY text, MST người bán beside Tên người bán, Tổng tiền chưa thuế, Tổng tiền thuế, Tổng tiền chiết khấu thương mại, Tổng tiền phí, Tổng tiền thanh toán, Đơn vị tiền tệ VND / USD, Trạng thái hóa đơn (replaced and cancelled beside replacements, adjustments negative), Kết quả kiểm tra',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(15506, 10, 6, ['VND', 'VND', 'VND', 'VND', 'VND', 'USD']).sort(byDate);
    const header = [
      'STT',
      'Ký hiệu mẫu số',
      'Ký hiệu hóa đơn',
      'Số hóa đơn',
      'Ngày lập',
      'MST người bán/MST người xuất hàng',
      'Tên người bán/Tên người xuất hàng',
      'Tổng tiền chưa thuế',
      'Tổng tiền thuế',
      'Tổng tiền chiết khấu thương mại',
      'Tổng tiền phí',
      'Tổng tiền thanh toán',
      'Đơn vị tiền tệ',
      'Trạng thái hóa đơn',
      'Kết quả kiểm tra hóa đơn',
    ];
    const rows: CorpusCell[][] = [['DANH SÁCH HÓA ĐƠN'], ['Từ ngày 01/01/2024 đến ngày 31/03/2024'], [], header];
    const numbers = [112, 4051, 37, 908, 2260, 75];
    invoices.forEach((i, index) => {
      const usd = i.currency === 'USD';
      // Dong: a corpus net of 1234.50 is VND 24690000, whole dong; dollars as written.
      const scale = usd ? 1 : 20000;
      const rate = localRate(i.lines[0]!.ratePercent, 10, 8);
      const symbol = `C24T${'ABCDEF'[i.vendor]}${'KLMNPQ'[(i.vendor + 2) % 6]}`;
      const seller = `0${String(301234567 + i.vendor * 11111119).slice(0, 9)}`;
      const row = (gross: number, status: string, adjust = false): CorpusCell[] => {
        const before = adjust ? -Math.round(gross / 10) : gross;
        const discount = !adjust && i.discountPercent > 0 ? taxOf(gross, i.discountPercent) : 0;
        const net = (before - discount) * scale;
        const tax = usd ? taxOf(net, rate) : taxOf(net / 100, rate) * 100;
        numbers[i.vendor]! += 1;
        return [
          rows.length - 3,
          '1',
          symbol,
          numbers[i.vendor]!,
          slashed(i.date),
          seller,
          i.vendorName,
          net / 100,
          tax / 100,
          (discount * scale) / 100,
          0,
          (net + tax) / 100,
          i.currency,
          status,
          'Đã cấp mã hóa đơn',
        ];
      };
      if (index % 5 === 1) {
        // Made with a wrong buyer's tax code, replaced by a new invoice of a new number.
        rows.push(row(i.netCents, 'Hóa đơn đã bị thay thế'));
        rows.push(row(i.netCents, 'Hóa đơn thay thế'));
      } else if (index % 5 === 3) {
        // Cancelled by agreement of both sides, and issued again as a new invoice.
        rows.push(row(i.netCents, 'Hóa đơn đã bị hủy'));
        rows.push(row(i.netCents, 'Hóa đơn mới'));
      } else if (index === 4) {
        // Still owed as it was, less the adjustment (a tenth off) that follows it.
        rows.push(row(i.netCents, 'Hóa đơn đã bị điều chỉnh'));
        rows.push(row(i.netCents, 'Hóa đơn điều chỉnh', true));
      } else rows.push(row(i.netCents, 'Hóa đơn mới'));
    });
    return writeXlsx(dir, 'DANH_SACH_HOA_DON_MUA_VAO.xlsx', { 'Danh sách hóa đơn': rows });
  },
};

const THAI_MONTHS = ['มกราคม', 'กุมภาพันธ์', 'มีนาคม'];

/**
 * Express's purchase tax report (รายงานภาษีซื้อ, exported to Excel), in the columns the Revenue
 * Department prescribes, under the report's title, the taxpayer's name, tax id and branch: the
 * row number, the tax invoice's date (a date cell), the tax invoice's number, Express's own
 * voucher number (RR6701-0012, the year and month in the Buddhist era), the seller's name, tax id
 * and branch (สำนักงานใหญ่ or a branch number), the value before VAT and the VAT, and a remark.
 * A credit note (ใบลดหนี้) is written negative. Each month closes with a subtotal row (รวมเดือน)
 * and the report with a grand total (รวมทั้งสิ้น). Baht (THB), written nowhere. VAT 7 %.
 */
export const expressRaynganPhasiSue: CorpusLayout = {
  name: 'express-rayngan-phasi-sue',
  modelledOn:
    'Express (Thailand) รายงานภาษีซื้อ in Excel, Thai headers under title rows (year in the Buddhist era): ลำดับที่, วันที่ date cells, เลขที่ใบกำกับภาษี, เลขที่เอกสาร RR6701-0012, ชื่อผู้ขายสินค้า/ผู้ให้บริการ, เลขประจำตัวผู้เสียภาษี, สถานประกอบการ สำนักงานใหญ่ / 00001, มูลค่าสินค้าหรือบริการ, จำนวนเงินภาษีมูลค่าเพิ่ม, หมายเหตุ ใบลดหนี้ (negative), a subtotal row per month and a grand total, THB implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(15607, 11, 6, ['THB']).sort(byDate);
    const header = [
      'ลำดับที่',
      'วันที่',
      'เลขที่ใบกำกับภาษี',
      'เลขที่เอกสาร',
      'ชื่อผู้ขายสินค้า/ผู้ให้บริการ',
      'เลขประจำตัวผู้เสียภาษี',
      'สถานประกอบการ',
      'มูลค่าสินค้าหรือบริการ',
      'จำนวนเงินภาษีมูลค่าเพิ่ม',
      'หมายเหตุ',
    ];
    const rows: CorpusCell[][] = [
      ['รายงานภาษีซื้อ'],
      ['เดือนภาษี มกราคม - มีนาคม ปี 2567'],
      ['ชื่อผู้ประกอบการ บริษัท มีเดีย พลัส จำกัด', '', '', '', '', 'เลขประจำตัวผู้เสียภาษี 0105561012345'],
      ['ชื่อสถานประกอบการ บริษัท มีเดีย พลัส จำกัด', '', '', '', '', 'สำนักงานใหญ่'],
      header,
    ];
    const total = [0, 0];
    let month = [0, 0];
    let count = 0;
    const close = (m: number) => {
      rows.push(['', '', '', '', `รวมเดือน ${THAI_MONTHS[m - 1]} 2567`, '', '', month[0]! / 100, month[1]! / 100, '']);
      month = [0, 0];
    };
    invoices.forEach((i, index) => {
      const previous = invoices[index - 1];
      if (previous && previous.date.m !== i.date.m) close(previous.date.m);
      const credit = index % 4 === 2;
      const net = (credit ? -1 : 1) * i.netCents * 3;
      const vat = taxOf(net, 7);
      [month[0], month[1], total[0], total[1]] = [month[0]! + net, month[1]! + vat, total[0]! + net, total[1]! + vat];
      const voucher = `${credit ? 'GR' : 'RR'}67${p2(i.date.m)}-${String(10 + index).padStart(4, '0')}`;
      rows.push([
        ++count,
        dateCell(i.date),
        credit ? `CN${i.document - 5105600000 + 300}` : i.number,
        voucher,
        i.vendorName,
        `010555${String(7012345 + i.vendor * 104729).slice(0, 7)}`,
        i.vendor === 3 ? '00002' : 'สำนักงานใหญ่',
        net / 100,
        vat / 100,
        credit ? 'ใบลดหนี้' : '',
      ]);
    });
    close(invoices[invoices.length - 1]!.date.m);
    rows.push(['', '', '', '', 'รวมทั้งสิ้น', '', '', total[0]! / 100, total[1]! / 100, '']);
    return writeXlsx(dir, 'รายงานภาษีซื้อ.xlsx', { ภาษีซื้อ: rows });
  },
};
