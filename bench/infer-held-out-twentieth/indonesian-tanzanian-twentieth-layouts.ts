/**
 * Twentieth held-out layouts: Accurate Online's detail of purchase invoices (Indonesia: a workbook
 * under the company, the report and its period, one row per item grouped by Accurate's own
 * transaction number, the supplier's number and tax invoice number beside it, dates with the
 * month's name, rupiah and dollars with the rate, returns with negative quantities, the income tax
 * withheld (PPh 23) beside a total that does not subtract it), and the schedule of purchases of
 * Tanzania's VAT return as Excel saves it as Unicode text (UTF-16 tab-separated, four title lines,
 * amounts grouped with commas, credit notes in brackets, a TOTAL line). Written from each system's
 * public documentation and the countries' tax rules, without reading infer's code and without
 * running infer on them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, p2, slashed, type Day } from '../infer-held-out-fourteenth/fourteenth-days.js';

const BULAN = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

/** `15 Jan 2024`: the day, Accurate's short Indonesian month and the year. */
const tanggal = (d: Day) => `${p2(d.d)} ${BULAN[d.m - 1]} ${d.y}`;

/** Items in Indonesian, as the supplier's goods are named in Accurate. */
const BARANG: Readonly<Record<string, string>> = {
  'Print advertisement': 'Iklan cetak',
  'Online banner campaign': 'Kampanye banner online',
  'Radio spot, 30 seconds': 'Spot radio 30 detik',
  'Billboard rental': 'Sewa papan reklame',
  'Sponsorship fee': 'Biaya sponsor',
  'Social media promotion': 'Promosi media sosial',
  'Agency commission': 'Komisi agensi',
  'Production costs': 'Biaya produksi',
  'Newsletter placement': 'Penempatan newsletter',
};

/**
 * Accurate Online, Laporan, Rincian Faktur Pembelian, exported to Excel: the company, the report
 * and its period and a blank row, then one row per item: Accurate's transaction number (PI/...,
 * RB/... for a return), the date with the month's name, the supplier's own invoice number, the tax
 * invoice number (Faktur Pajak), the supplier's code and name, its NPWP, the item, the quantity
 * (negative on a return), the unit and unit price, the line amount and its PPN (11 %), the PPh 23
 * the buyer withholds from services (2 %, paid to the tax office), the invoice's total (amounts and
 * PPN, repeated on each row), the currency (IDR, or USD) and its rate in rupiah.
 */
export const accurateFakturPembelian: CorpusLayout = {
  name: 'accurate-faktur-pembelian',
  modelledOn:
    'Accurate Online Rincian Faktur Pembelian exported to XLSX under company, report and period: one row per item, No. Transaksi PI/2024/01/0012 or RB/... (Accurate’s), Tanggal 15 Jan 2024, No. Faktur Pemasok, No. Faktur Pajak 010.000-24.12345678, Kode Pemasok V-0012, Nama Pemasok, NPWP, Nama Barang, Kuantitas (negative on returns), Satuan, Harga Satuan, Jumlah, PPN 11 %, PPh 23 2 % (not in the total), Total Faktur repeated, Mata Uang IDR / USD, Kurs',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(20909, 10, 6, ['IDR', 'IDR', 'IDR', 'USD']).sort(byDate);
    const rows: CorpusCell[][] = [
      ['PT Media Nusantara Raya'],
      ['Rincian Faktur Pembelian'],
      ['Dari 01 Jan 2024 ke 31 Mar 2024'],
      [],
      [
        'No. Transaksi',
        'Tanggal',
        'No. Faktur Pemasok',
        'No. Faktur Pajak',
        'Kode Pemasok',
        'Nama Pemasok',
        'NPWP',
        'Nama Barang',
        'Kuantitas',
        'Satuan',
        'Harga Satuan',
        'Jumlah',
        'PPN',
        'PPh 23',
        'Total Faktur',
        'Mata Uang',
        'Kurs',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 6 ? -1 : 1;
      const rupiah = i.currency === 'IDR';
      // Whole rupiah: the corpus cents times a hundred (about 17,000 to the euro), the PPN rounded to the rupiah.
      const scale = rupiah ? 10000 : 1;
      const lines = i.lines.map((l) => {
        const net = sign * l.netCents * scale;
        const ppn = l.ratePercent === 0 ? 0 : rupiah ? Math.round((net * 11) / 10000) * 100 : taxOf(net, 11);
        return { l, net, ppn };
      });
      const total = lines.reduce((s, x) => s + x.net + x.ppn, 0);
      const services = i.vendor === 2;
      for (const { l, net, ppn } of lines)
        rows.push([
          `${sign < 0 ? 'RB' : 'PI'}/${i.date.y}/${p2(i.date.m)}/${String(12 + n).padStart(4, '0')}`,
          tanggal(i.date),
          i.number,
          `010.000-24.${String(31234567 + (i.document % 100000) * 7).padStart(8, '0')}`,
          `V-${String(12 + i.vendor).padStart(4, '0')}`,
          i.vendorName,
          `0${String(21345678 + i.vendor * 1357913).slice(0, 8)}-${i.vendor}07.000`,
          BARANG[l.description] ?? l.description,
          sign * l.quantity,
          services ? 'Jasa' : 'Unit',
          Number(money(l.unitCents * scale)),
          Number(money(net)),
          Number(money(ppn)),
          Number(money(services ? taxOf(net, 2) : 0)),
          Number(money(total)),
          i.currency,
          rupiah ? 1 : 15650,
        ]);
    });
    return writeXlsx(dir, 'Rincian_Faktur_Pembelian_2024Q1.xlsx', { 'Rincian Faktur Pembelian': rows });
  },
};

/** Shillings grouped with commas, a negative in brackets, as Excel's accounting format shows them. */
const shillings = (cents: number) => {
  const [whole, fraction] = money(Math.abs(cents)).split('.');
  const grouped = `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
  return cents < 0 ? `(${grouped})` : grouped;
};

/**
 * Tanzania Revenue Authority, VAT return, the schedule of local purchases, kept in Excel and saved
 * as Unicode Text: UTF-16 little-endian with a byte-order mark, tabs. Four title lines (the
 * authority, the schedule, the buyer's TIN, the period), then one line per tax invoice or EFD
 * receipt: its serial number, the supplier's name, TIN and VRN, the invoice's number and date
 * (DD/MM/YYYY), the goods or services, the value without VAT and the VAT (18 %), written with
 * comma grouping as the cells show them; a credit note is in brackets. A TOTAL line closes it.
 * Shillings, written nowhere.
 */
export const traVatPurchasesSchedule: CorpusLayout = {
  name: 'tra-vat-purchases-schedule',
  modelledOn:
    'Tanzania TRA VAT return schedule of local purchases saved from Excel as Unicode Text: UTF-16LE with BOM, tab-separated, four title lines, S/No., Supplier Name, Supplier TIN 123-456-789, Supplier VRN 40-012345-A, Tax Invoice / EFD Receipt Number, Date of Tax Invoice DD/MM/YYYY, Description of Goods / Services, Value (Excl. VAT) and VAT Amount with comma grouping, credit notes in brackets, no total column, a TOTAL line, TZS implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(21010, 10, 6).sort(byDate);
    const rows: string[][] = [
      ['TANZANIA REVENUE AUTHORITY'],
      ['VAT RETURN - SCHEDULE OF LOCAL PURCHASES'],
      ['TIN: 109-876-543'],
      ['Period: January - March 2024'],
      [
        'S/No.',
        'Supplier Name',
        'Supplier TIN',
        'Supplier VRN',
        'Tax Invoice / EFD Receipt Number',
        'Date of Tax Invoice',
        'Description of Goods / Services',
        'Value (Excl. VAT)',
        'VAT Amount',
      ],
    ];
    let value = 0;
    let vat = 0;
    invoices.forEach((i, n) => {
      const sign = n === 5 ? -1 : 1;
      // Shillings: the corpus cents times 2,800 (about the shillings of a euro).
      const net = sign * i.netCents * 2800;
      const tax = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(net, 18);
      value += net;
      vat += tax;
      const tin = String(110234567 + i.vendor * 3456789);
      rows.push([
        String(n + 1),
        i.vendorName,
        `${tin.slice(0, 3)}-${tin.slice(3, 6)}-${tin.slice(6, 9)}`,
        `40-0${String(12345 + i.vendor * 2345).slice(0, 5)}-${'ABCDEFGHJK'[i.vendor]}`,
        sign < 0 ? `CN-${i.number}` : i.number,
        slashed(i.date),
        i.lines[0]!.description,
        shillings(net),
        shillings(tax),
      ]);
    });
    rows.push(['TOTAL', '', '', '', '', '', '', shillings(value), shillings(vat)]);
    const file = join(dir, 'VAT_purchases_schedule_2024Q1.txt');
    const text = rows.map((r) => r.join('\t')).join('\r\n');
    writeFileSync(file, Buffer.from(`\uFEFF${text}\r\n`, 'utf16le'));
    return file;
  },
};
