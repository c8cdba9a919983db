/**
 * Seventh held-out layouts of a report and a ledger: a MISA SME (Vietnam) purchase detail report
 * and an Xledger (Norway) supplier ledger with debit and credit columns. Written from each product's public documentation and its country's conventions
 * (named at each layout), without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');
type Day = { y: number; m: number; d: number };

/**
 * MISA SME's purchase detail book (Báo cáo > Mua hàng > Sổ chi tiết mua hàng, "Xuất khẩu" to
 * Excel): the company and title rows and the period above the header, then one row per item of
 * each purchase voucher: posting and voucher dates, MISA's voucher number (MH for a purchase, XTL
 * for a return to the supplier) beside the supplier's invoice date and number (Vietnamese
 * e-invoices number from 0000001), the supplier's code beside its name, the item, quantity, unit
 * price, purchase value, discount, returned quantity and value (a return fills these, positive)
 * and the VAT, then a "Tổng cộng" row (the columns of MISA's report: Ngày hạch toán, Ngày chứng
 * từ, Số chứng từ, Ngày hóa đơn, Số hóa đơn, Mã NCC, Tên NCC, Diễn giải, Mã hàng, Tên hàng, Số
 * lượng mua, Đơn giá, Giá trị mua, Chiết khấu, Số lượng trả lại, Giá trị trả lại; and Vietnam's
 * VAT of 10 %, reduced 8 % in 2024). Vietnamese style: DD/MM/YYYY text, dong without minor units,
 * number cells.
 */
export const misaSoChiTietMuaHang: CorpusLayout = {
  name: 'misa-so-chi-tiet-mua-hang',
  modelledOn:
    'MISA SME sổ chi tiết mua hàng in Excel: Vietnamese headers under company, title and period rows, Số chứng từ MH / XTL beside Số hóa đơn, Mã NCC beside Tên NCC, several item rows per voucher, Giá trị mua beside Chiết khấu and Giá trị trả lại (returns positive), Thuế GTGT, DD/MM/YYYY, VND, a Tổng cộng row',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(7707, 9, 8, ['VND']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const vn = (d: Day) => `${p2(d.d)}/${p2(d.m)}/${d.y}`;
    const header = [
      'Ngày hạch toán',
      'Ngày chứng từ',
      'Số chứng từ',
      'Ngày hóa đơn',
      'Số hóa đơn',
      'Mã nhà cung cấp',
      'Tên nhà cung cấp',
      'Diễn giải',
      'Mã hàng',
      'Tên hàng',
      'ĐVT',
      'Số lượng mua',
      'Đơn giá',
      'Giá trị mua',
      'Chiết khấu',
      'Số lượng trả lại',
      'Giá trị trả lại',
      'Thuế GTGT',
    ];
    const rows: CorpusCell[][] = [
      ['CÔNG TY TNHH TRUYỀN THÔNG SAO MAI'],
      ['SỔ CHI TIẾT MUA HÀNG'],
      ['Từ ngày 01/01/2024 đến ngày 31/03/2024'],
      [],
      header,
    ];
    let bought = 0;
    let returnedTotal = 0;
    let vatTotal = 0;
    invoices.forEach((i, index) => {
      const returned = index % 4 === 3;
      const rate = localRate(i.lines[0]!.ratePercent, 10, 8);
      const voucher = returned
        ? `XTL${String(index + 3).padStart(5, '0')}`
        : `MH${String(index + 41).padStart(5, '0')}`;
      const booked = { ...i.date, d: Math.min(28, i.date.d + 1) };
      i.lines.forEach((l, n) => {
        // Dong: the corpus's minor units times two hundred and seventy, whole dong.
        const unit = l.unitCents * 270;
        const value = l.quantity * unit;
        const vat = taxOf(value, rate);
        if (returned) returnedTotal += value;
        else bought += value;
        vatTotal += vat;
        rows.push([
          vn(booked),
          vn(booked),
          voucher,
          vn(i.date),
          String(i.document - 5105600000 + 120 + i.vendor * 40).padStart(7, '0'),
          `NCC${String(10 + i.vendor).padStart(3, '0')}`,
          i.vendorName,
          returned ? `Trả lại hàng ${i.number}` : `Mua dịch vụ quảng cáo ${i.number}`,
          `DV${String(1 + ((n + i.vendor) % 9)).padStart(3, '0')}`,
          l.description,
          'Gói',
          returned ? 0 : l.quantity,
          unit,
          returned ? 0 : value,
          0,
          returned ? l.quantity : 0,
          returned ? value : 0,
          vat,
        ]);
      });
    });
    rows.push([
      'Tổng cộng',
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
      null,
      null,
      bought,
      0,
      null,
      returnedTotal,
      vatTotal,
    ]);
    return writeXlsx(dir, 'so-chi-tiet-mua-hang.xlsx', { 'Sổ chi tiết mua hàng': rows });
  },
};

/**
 * Xledger's supplier ledger (Leverandørreskontro > Poster, exported to CSV), one row per posting
 * on a supplier's account: Xledger's voucher number and type (IF an incoming invoice, IK an
 * incoming credit note) beside the supplier's invoice number and its KID (the Norwegian payment
 * reference), the voucher and due dates written YYYYMMDD, the supplier number beside its name, the
 * text, and the amount in a Debet or a Kredit column (an invoice credits the supplier's account, a
 * credit note debits it) with the remaining balance (the fields of a Norwegian supplier ledger and
 * of SAF-T Financial's supplier lines: VoucherNo, VoucherType, DocumentDate, SupplierID,
 * DebitAmount, CreditAmount, ReferenceNumber). Norwegian style: 1234,50 without thousands, NOK,
 * semicolons.
 */
export const xledgerLeverandorposter: CorpusLayout = {
  name: 'xledger-leverandorposter',
  modelledOn:
    'Xledger leverandørreskontro CSV: Norwegian headers, Bilagsnr and Bilagsart IF / IK beside Fakturanr and KID, YYYYMMDD dates, Leverandørnr beside Leverandør, Debet / Kredit columns (credit notes on the debit side) beside Restbeløp, 1234,50, NOK',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(7808, 12, 8, ['NOK']);
    const ymd = (d: Day) => `${d.y}${p2(d.m)}${p2(d.d)}`;
    const header = [
      'Bilagsnr',
      'Bilagsart',
      'Bilagsdato',
      'Forfallsdato',
      'Leverandørnr',
      'Leverandør',
      'Fakturanr',
      'KID',
      'Tekst',
      'Debet',
      'Kredit',
      'Restbeløp',
    ];
    const rows = invoices.map((i, index) => {
      const credit = index % 5 === 2;
      const rate = localRate(i.lines[0]!.ratePercent, 25, 15);
      // Kroner: eleven times the corpus amount, near what the same campaign costs in NOK.
      const net = i.netCents * 11;
      const gross = net + taxOf(net, rate);
      const amount = money(gross, 'plain-comma');
      return [
        String(60010 + index * 3),
        credit ? 'IK' : 'IF',
        ymd(i.date),
        ymd(i.due),
        String(20010 + i.vendor * 5),
        i.vendorName,
        i.number,
        String(7700000000 + i.document - 5105600000 + i.vendor * 911),
        credit ? `Kreditnota ${i.lines[0]!.description}` : i.lines[0]!.description,
        credit ? amount : '',
        credit ? '' : amount,
        index % 3 === 0 ? '0,00' : credit ? `-${amount}` : amount,
      ];
    });
    return writeCsv(dir, 'leverandorposter.csv', [header, ...rows], ';');
  },
};
