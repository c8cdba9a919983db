/**
 * Eighteenth held-out layouts: Billit's incoming invoices (Belgium: a workbook of Dutch headers,
 * the buyer's booking number beside the supplier's, dates as date cells, bases and VAT by rate
 * (21 %, 6 %, 0 %) in their own columns, credit notes negative, euros and dollars with the rate of
 * exchange), and Fast Accounting's list of purchase invoices for the VAT return (Vietnam: a
 * workbook under five title rows whose header spans two rows with merged groups, sections by VAT
 * rate with their subtotal rows, the series apart from the number, text dates, đồng without
 * decimals, no total column, reducing adjustment invoices negative, the signatures' row at the
 * end). Written from each system's public documentation and the countries' VAT rules, without
 * reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, money } from '../infer-corpus/corpus-invoices.js';
import { writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeGroupedHeaderXlsx } from '../infer-held-out-sixteenth/write-grouped-header-xlsx.js';

/** A Belgian enterprise number as Billit shows it: BE0123.456.789. */
const ondernemingsnummer = (vendor: number) => {
  const digits = String(412345678 + vendor * 7654321).padStart(10, '0');
  return `BE${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
};

/**
 * Billit, the incoming invoices exported to Excel (Aankoop, Inkomend, Exporteren): one row per
 * invoice: the buyer's booking number (AK-2024-0012), the type (Factuur; Creditnota, its amounts
 * negative), the supplier's invoice number, the supplier and its enterprise number, the invoice
 * and due dates (date cells), how it arrived (Peppol, e-mail), the currency and exchange rate,
 * the base and the VAT at 21 %, 6 % and 0 % (services from abroad, the VAT self-assessed), the
 * total, and whether it is paid.
 */
export const billitInkomendeFacturen: CorpusLayout = {
  name: 'billit-inkomende-facturen',
  modelledOn:
    'Billit incoming invoices Excel export, Dutch headers: Boekingsnummer AK-2024-0012 (the buyer’s), Type Factuur / Creditnota (negative), Factuurnummer, Leverancier, Ondernemingsnummer BE0123.456.789, Factuurdatum and Vervaldatum date cells d/mm/yyyy, Ontvangen via Peppol / E-mail, Munt EUR / USD, Wisselkoers, Maatstaf 21%, Btw 21%, Maatstaf 6%, Btw 6%, Maatstaf 0%, Totaal, Betaald Ja / Nee',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(18707, 10, 6, ['EUR', 'EUR', 'USD']).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Boekingsnummer',
        'Type',
        'Factuurnummer',
        'Leverancier',
        'Ondernemingsnummer',
        'Factuurdatum',
        'Vervaldatum',
        'Ontvangen via',
        'Munt',
        'Wisselkoers',
        'Maatstaf 21%',
        'Btw 21%',
        'Maatstaf 6%',
        'Btw 6%',
        'Maatstaf 0%',
        'Totaal',
        'Betaald',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n % 4 === 1 ? -1 : 1;
      // A supplier abroad invoicing in dollars charges no Belgian VAT: the buyer self-assesses it.
      const rate = i.currency === 'USD' ? 0 : localRate(i.lines[0]!.ratePercent, 21, 6);
      // A second line at 6 % (printed matter) where a standard-rate invoice has more than one.
      const six =
        rate === 21 && i.lines.length > 1
          ? sign * i.lines[i.lines.length - 1]!.netCents
          : rate === 6
            ? sign * i.netCents
            : 0;
      const standard = rate === 21 ? sign * i.netCents - six : 0;
      const zero = rate === 0 ? sign * i.netCents : 0;
      const total = standard + taxOf(standard, 21) + six + taxOf(six, 6) + zero;
      rows.push([
        `AK-2024-${String(12 + n).padStart(4, '0')}`,
        sign < 0 ? 'Creditnota' : 'Factuur',
        i.number,
        i.vendorName,
        ondernemingsnummer(i.vendor),
        dateCell(i.date),
        dateCell(i.due),
        n % 3 === 0 ? 'E-mail' : 'Peppol',
        i.currency,
        i.currency === 'USD' ? 0.9213 : 1,
        Number(money(standard)),
        Number(money(taxOf(standard, 21))),
        Number(money(six)),
        Number(money(taxOf(six, 6))),
        Number(money(zero)),
        Number(money(total)),
        n % 3 === 2 ? 'Nee' : 'Ja',
      ]);
    });
    return writeXlsx(dir, 'Billit_inkomend_Q1-2024.xlsx', { Inkomend: rows });
  },
};

/** A Vietnamese company's tax code: ten digits. */
const mst = (vendor: number) => String(100123456 + vendor * 3456789).padStart(10, '0');

/** The series of an e-invoice under Decree 123: 1 (VAT invoice), C (with the authority's code), the year, T, two letters. */
const kyHieu = (vendor: number) =>
  `1C24T${String.fromCharCode(65 + vendor)}${String.fromCharCode(65 + ((vendor * 7) % 26))}`;

const SECTIONS = [
  { rate: 0, title: '1. Hàng hóa, dịch vụ chịu thuế suất thuế GTGT 0%' },
  { rate: 5, title: '2. Hàng hóa, dịch vụ chịu thuế suất thuế GTGT 5%' },
  { rate: 10, title: '3. Hàng hóa, dịch vụ chịu thuế suất thuế GTGT 10%' },
];

/**
 * Fast Accounting, the list of invoices of goods and services bought (Bảng kê hóa đơn, chứng từ
 * hàng hóa, dịch vụ mua vào), exported to Excel for the VAT return: five title rows, a header over
 * two rows (the invoice's group merged over its series, number and date; the seller's over name
 * and tax code; the values' over net, rate and VAT; the row number, the goods and the note merged
 * down), then a section per VAT rate, each with its heading and its Tổng row, and the grand total
 * and the signatures' row at the end. One row per invoice: the series apart from the number, the
 * date as text DD/MM/YYYY, the net, the rate and the VAT, in đồng without decimals. An adjustment
 * invoice that reduces an earlier one (điều chỉnh giảm) is written negative.
 */
export const fastAccountingBangKeMuaVao: CorpusLayout = {
  name: 'fast-accounting-bang-ke-mua-vao',
  modelledOn:
    'Fast Accounting bảng kê hóa đơn, chứng từ hàng hóa, dịch vụ mua vào XLSX: five title rows, header over two rows with merged groups Hóa đơn, chứng từ / Người bán / Giá trị HHDV mua vào and STT, Mặt hàng, Ghi chú merged down, sections by VAT rate 0 / 5 / 10 % with headings and Tổng rows, Tổng cộng and the signatures at the end, Ký hiệu 1C24TAA apart from Số, Ngày DD/MM/YYYY text, VND without decimals, no total column, điều chỉnh giảm negative',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(18808, 11, 6).sort(byDate);
    const rows: CorpusCell[][] = [];
    let stt = 0;
    let grandNet = 0;
    let grandTax = 0;
    for (const section of SECTIONS) {
      rows.push([section.title]);
      let net = 0;
      let tax = 0;
      invoices.forEach((i, n) => {
        if (localRate(i.lines[0]!.ratePercent, 10, 5) !== section.rate) return;
        const reduce = n === 4 || n === 9;
        // Đồng: the corpus cents times 2.5, about the đồng's rate to the euro cent.
        const value = ((reduce ? -1 : 1) * i.netCents * 5) / 2;
        const vat = taxOf(value, section.rate);
        net += value;
        tax += vat;
        rows.push([
          ++stt,
          kyHieu(i.vendor),
          String(100 + (i.document % 1000) * 3).padStart(8, '0'),
          slashed(reduce ? later(i.date, 5) : i.date),
          i.vendorName,
          mst(i.vendor),
          i.lines[0]!.description,
          value,
          section.rate,
          vat,
          reduce ? `Điều chỉnh giảm cho HĐ số ${String(97 + (i.document % 1000) * 3).padStart(8, '0')}` : '',
        ]);
      });
      rows.push(['Tổng', null, null, null, null, null, null, net, null, tax, null]);
      grandNet += net;
      grandTax += tax;
    }
    rows.push(['Tổng cộng', null, null, null, null, null, null, grandNet, null, grandTax, null]);
    rows.push([null, 'Người lập biểu', null, null, null, null, 'Kế toán trưởng', null, null, 'Giám đốc', null]);
    return writeGroupedHeaderXlsx(dir, 'BangKeMuaVao_Q1_2024.xlsx', {
      name: 'Bảng kê mua vào',
      titles: [
        ['BẢNG KÊ HÓA ĐƠN, CHỨNG TỪ HÀNG HÓA, DỊCH VỤ MUA VÀO'],
        ['(Kèm theo tờ khai thuế GTGT mẫu số 01/GTGT)'],
        ['Kỳ tính thuế: Quý 1 năm 2024'],
        ['Người nộp thuế: Công ty TNHH Truyền thông Sao Mai'],
        ['Mã số thuế: 0312345678'],
      ],
      groups: [
        { title: 'STT', span: 1 },
        { title: 'Hóa đơn, chứng từ', span: 3 },
        { title: 'Người bán', span: 2 },
        { title: 'Mặt hàng', span: 1 },
        { title: 'Giá trị HHDV mua vào', span: 3 },
        { title: 'Ghi chú', span: 1 },
      ],
      header: [
        '',
        'Ký hiệu',
        'Số',
        'Ngày, tháng, năm',
        'Tên người bán',
        'Mã số thuế',
        '',
        'Chưa có thuế',
        'Thuế suất (%)',
        'Thuế GTGT',
        '',
      ],
      rows,
      dateFormat: 'dd/mm/yyyy',
    });
  },
};
