/**
 * Ninth held-out layouts in Indonesian and Vietnamese: a Jurnal (Indonesia) purchase invoice export
 * with several rows per invoice and a Viettel S-Invoice (Vietnam) list of received e-invoices.
 * Written from each product's public documentation and its country's conventions (named at each
 * layout), without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');
type Day = { y: number; m: number; d: number };
const slashed = (d: Day) => `${p2(d.d)}/${p2(d.m)}/${d.y}`;

/**
 * Jurnal's purchase invoices (Pembelian > Tagihan Pembelian, Ekspor CSV), one row per product line,
 * the invoice's fields repeated on each: Jurnal's own transaction number (Tagihan Pembelian #10001)
 * beside the supplier's reference number (the supplier's invoice), the transaction and due dates
 * written DD/MM/YYYY (as Jurnal's import template writes them), the supplier, the status (Lunas paid,
 * Belum Dibayar unpaid, Dibayar Sebagian part paid), the product, quantity, unit and unit price, the
 * line's amount, the tax's name and amount, the invoice's total and what is left to pay (Sisa
 * Tagihan), repeated (the fields of Jurnal's purchase invoice import: supplier, transaction date, due
 * date, transaction no, supplier ref no, product name, quantity, unit, unit price, tax name; PPN of
 * 11 % in 2024, none on a zero-rated line). Rupiah with two decimals written by the web app:
 * 1234567.00, commas.
 */
export const jurnalTagihanPembelian: CorpusLayout = {
  name: 'jurnal-tagihan-pembelian',
  modelledOn:
    'Jurnal tagihan pembelian CSV: Indonesian headers, several rows per invoice, No. Transaksi beside No. Referensi Supplier, DD/MM/YYYY, Status Lunas / Belum Dibayar / Dibayar Sebagian, Kuantitas, Harga Satuan, Jumlah, PPN 11% as Pajak and Nilai Pajak, Total beside Sisa Tagihan repeated, IDR, commas',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(9505, 9, 8, ['IDR']);
    const header = [
      'No. Transaksi',
      'Tanggal Transaksi',
      'Tanggal Jatuh Tempo',
      'Nama Supplier',
      'No. Referensi Supplier',
      'Status',
      'Nama Produk',
      'Kuantitas',
      'Satuan',
      'Harga Satuan',
      'Jumlah',
      'Pajak',
      'Nilai Pajak',
      'Total',
      'Sisa Tagihan',
      'Mata Uang',
    ];
    const rows: CorpusCell[][] = [header];
    invoices.forEach((i, index) => {
      const taxed = i.lines[0]!.ratePercent !== 0;
      // Rupiah: 170 times the corpus amount in cents, near what the same campaign costs in IDR.
      const nets = i.lines.map((l) => l.netCents * 170);
      const taxes = nets.map((n) => (taxed ? taxOf(n, 11) : 0));
      const total = nets.reduce((s, n) => s + n, 0) + taxes.reduce((s, t) => s + t, 0);
      const left = index % 3 === 0 ? 0 : index % 3 === 1 ? total : Math.round(total / 2);
      const status = left === 0 ? 'Lunas' : left === total ? 'Belum Dibayar' : 'Dibayar Sebagian';
      i.lines.forEach((l, n) => {
        rows.push([
          `Tagihan Pembelian #${10001 + index}`,
          slashed(i.date),
          slashed(i.due),
          i.vendorName,
          i.number,
          status,
          l.description,
          l.quantity,
          'Paket',
          money(l.unitCents * 17000),
          money(nets[n]! * 100),
          taxed ? 'PPN' : '',
          money(taxes[n]! * 100),
          money(total * 100),
          money(left * 100),
          'IDR',
        ]);
      });
    });
    return writeCsv(dir, 'tagihan-pembelian.csv', rows);
  },
};

/**
 * Viettel S-Invoice's list of received e-invoices (Hóa đơn đầu vào > Bảng kê, xuất Excel): a title
 * and a period row above the header, one row per invoice and a Tổng cộng row. Each invoice is named
 * by its form number (Mẫu số, 1 for a VAT invoice), its symbol (Ký hiệu: C for one with the tax
 * authority's code, the year, T, and two letters) and its number; the date it was made (Ngày lập,
 * DD/MM/YYYY) beside the time it was signed (Ngày ký, an ISO date-time at +07:00); the seller's tax
 * code (MST) beside its name; the totals before tax, the rate, the tax and the total to pay; the
 * state (Hóa đơn mới, or Hóa đơn điều chỉnh giảm for an adjustment that reduces, written negative);
 * the lookup code (Mã tra cứu) and the tax authority's code (Mã CQT) (the fields of an e-invoice
 * under Decree 123/2020/ND-CP and Circular 78/2021/TT-BTC: KHMSHDon, KHHDon, SHDon, NLap, MST,
 * TgTCThue, TSuat, TgTThue, TgTTTBSo, MCCQT; VAT of 10 % and 8 % (Decree 94/2023), KCT for none).
 * Dong, number cells.
 */
export const viettelSinvoiceBangKe: CorpusLayout = {
  name: 'viettel-sinvoice-bang-ke',
  modelledOn:
    'Viettel S-Invoice bảng kê hóa đơn đầu vào in Excel: Vietnamese headers under a title and a period row, Mẫu số, Ký hiệu beside Số hóa đơn, Ngày lập DD/MM/YYYY beside Ngày ký ISO date-time +07:00, MST beside Tên người bán, Tổng tiền chưa thuế, Thuế suất, Tổng tiền thuế, Tổng tiền thanh toán, Trạng thái (adjustments negative), Mã tra cứu, Mã CQT, a Tổng cộng row, VND',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(9606, 11, 8, ['VND']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      'STT',
      'Mẫu số',
      'Ký hiệu',
      'Số hóa đơn',
      'Ngày lập',
      'Ngày ký',
      'MST người bán',
      'Tên người bán',
      'Tổng tiền chưa thuế',
      'Thuế suất',
      'Tổng tiền thuế',
      'Tổng tiền thanh toán',
      'Đơn vị tiền tệ',
      'Trạng thái',
      'Mã tra cứu',
      'Mã CQT',
    ];
    const rows: CorpusCell[][] = [['BẢNG KÊ HÓA ĐƠN ĐẦU VÀO'], ['Từ ngày 01/01/2024 đến ngày 31/03/2024'], header];
    const sums = [0, 0, 0];
    invoices.forEach((i, index) => {
      const reduce = index % 4 === 2;
      const rate = localRate(i.lines[0]!.ratePercent, 10, 8);
      // Dong: 270 times the corpus amount in cents, near what the same campaign costs in VND.
      const net = (reduce ? -1 : 1) * i.netCents * 270;
      const vat = (reduce ? -1 : 1) * taxOf(Math.abs(net), rate);
      [net, vat, net + vat].forEach((s, n) => (sums[n]! += s));
      const symbol = `C24T${['AA', 'BK', 'MV', 'HN', 'SG', 'DN', 'QT', 'VT'][i.vendor % 8]}`;
      const signed = `${isoDay(i.date)}T${p2(8 + (index % 9))}:${p2((index * 23) % 60)}:${p2((index * 41) % 60)}+07:00`;
      rows.push([
        index + 1,
        '1',
        symbol,
        String(i.document - 5105600000 + 120 + i.vendor * 311),
        slashed(i.date),
        signed,
        `0${String(100109000 + i.vendor * 40813).padStart(9, '0')}`,
        i.vendorName,
        net,
        rate === 0 ? 'KCT' : `${rate}%`,
        vat,
        net + vat,
        'VND',
        reduce ? 'Hóa đơn điều chỉnh giảm' : 'Hóa đơn mới',
        `${symbol.slice(-2)}${(Math.imul(i.document % 2147483647, 40503) >>> 0).toString(36).toUpperCase()}`,
        `M1-24-${String(10000 + i.vendor * 737).slice(-5)}-${String(i.document).padStart(11, '0')}`,
      ]);
    });
    rows.push(['Tổng cộng', null, null, null, null, null, null, null, ...sums.slice(0, 1), null, ...sums.slice(1)]);
    return writeXlsx(dir, 'bang-ke-hoa-don-dau-vao.xlsx', { 'Bảng kê': rows });
  },
};
