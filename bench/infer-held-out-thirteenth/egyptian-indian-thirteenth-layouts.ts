/**
 * Thirteenth held-out layouts from Egypt and India: the Egyptian Tax Authority's e-invoicing portal
 * list of received documents in its Arabic interface, and a Vyapar (India) GSTR-2 purchase report
 * with one row per invoice and GST rate. Written from each system's public documentation and its
 * country's rules (named at each layout), without reading infer's code and without running infer
 * on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, type CorpusInvoice } from '../infer-corpus/corpus-invoices.js';
import { writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { splitNetsByRate } from './split-nets-by-rate.js';

type Day = CorpusInvoice['date'];
const p2 = (n: number) => String(n).padStart(2, '0');
const later = (d: Day, days: number): Day => ({ ...d, d: Math.min(28, d.d + days) });
const byDate = (a: CorpusInvoice, b: CorpusInvoice) => a.date.m - b.date.m || a.date.d - b.date.d;

/** A document's 26-character identifier in the portal's alphabet, fixed by its seed. */
function portalUuid(seed: number): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let x = seed;
  return Array.from({ length: 26 }, () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return alphabet[(x >>> 16) % 32]!;
  }).join('');
}

/**
 * The ETA portal's received documents (invoicing.eta.gov.eg, Documents > Received, Export to Excel,
 * the interface in Arabic), one row per document as the e-invoicing SDK describes it: its type
 * (فاتورة an invoice, إشعار دائن a credit note, written positive), the issuer's internal ID beside
 * the portal's 26-character UUID, the issue and receipt date-times in UTC (ISO 8601 text), the
 * issuer's registration number (100-234-567) and name, total sales, total discount, net amount,
 * total tax and total amount in pounds, and the document's status: صالح (valid) or ملغى for a
 * document the issuer cancelled, which is written beside the valid one that replaced it. VAT 14 %,
 * 5 %, 0 %. EGP, written nowhere; number cells.
 */
export const etaEgyptReceivedDocuments: CorpusLayout = {
  name: 'eta-egypt-received-documents',
  modelledOn:
    'Egyptian Tax Authority e-invoicing portal, received documents in Excel, Arabic headers: نوع المستند فاتورة / إشعار دائن (positive), الرقم الداخلي beside a 26-character UUID, تاريخ الإصدار and تاريخ الاستلام ISO 8601 UTC text, the issuer registration number and name, إجمالي المبيعات, إجمالي الخصم, صافي المبلغ, إجمالي الضرائب, الإجمالي, الحالة صالح / ملغى (cancelled documents beside their replacements), EGP implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(13505, 10, 6, ['EGP']).sort(byDate);
    const header = [
      'نوع المستند',
      'الرقم الداخلي',
      'الرقم الإلكتروني (UUID)',
      'تاريخ الإصدار',
      'تاريخ الاستلام',
      'رقم تسجيل البائع',
      'اسم البائع',
      'إجمالي المبيعات',
      'إجمالي الخصم',
      'صافي المبلغ',
      'إجمالي الضرائب',
      'الإجمالي',
      'الحالة',
    ];
    const rows: CorpusCell[][] = [header];
    const stamp = (d: Day, hour: number) => `${d.y}-${p2(d.m)}-${p2(d.d)}T${p2(hour)}:${p2((hour * 7) % 60)}:00Z`;
    invoices.forEach((i, index) => {
      const credit = index % 5 === 4;
      // Pounds: a corpus net of 1234.50 is EGP 12345.00 at ten to one.
      const sales = i.netCents * 10;
      const discount = i.vendor % 3 === 1 ? taxOf(sales, 2) : 0;
      const net = sales - discount;
      const tax = taxOf(net, localRate(i.lines[0]!.ratePercent, 14, 5));
      const row = (uuid: string, amounts: number[], status: string, hour: number): CorpusCell[] => [
        credit ? 'إشعار دائن' : 'فاتورة',
        credit ? `CN-${i.number}` : i.number,
        uuid,
        stamp(i.date, hour),
        stamp(later(i.date, 1), hour + 2),
        `${100 + i.vendor * 37}-${String(200 + i.vendor * 11)}-${String(500 + i.vendor * 73)}`,
        i.vendorName,
        ...amounts.map((c) => c / 100),
        status,
      ];
      // The issuer cancelled a first issue that overstated the sales and issued the document again.
      if (index % 4 === 1) {
        const wrong = sales + taxOf(sales, 10);
        rows.push(
          row(portalUuid(index + 100), [wrong, 0, wrong, taxOf(wrong, 14), wrong + taxOf(wrong, 14)], 'ملغى', 8),
        );
      }
      rows.push(row(portalUuid(index + 1), [sales, discount, net, tax, net + tax], 'صالح', 10));
    });
    return writeXlsx(dir, 'received-documents.xlsx', { Documents: rows });
  },
};

/**
 * Vyapar's GSTR-2 report (Reports > GST Reports > GSTR-2, Excel), one row per purchase document
 * and GST rate as the return's B2B and CDNR tables are filed: the report's title, firm and period
 * above the header, the supplier's GSTIN (state code, PAN, 1Z and a check character) and name, the
 * transaction type (Purchase, or Debit Note for a purchase return, written positive), the invoice
 * number and date (DD/MM/YYYY text), the invoice's value repeated on each of its rates, the rate,
 * the taxable value, the reverse-charge flag, IGST for a supplier of another state or CGST and SGST
 * at half the rate each within the buyer's state (27, Maharashtra), cess, and the place of supply;
 * a Total row at the end. GST 18 %, 12 %, 5 %, 0 %. INR, written nowhere; number cells.
 */
export const vyaparGstr2PurchaseReport: CorpusLayout = {
  name: 'vyapar-gstr2-purchase-report',
  modelledOn:
    'Vyapar GSTR-2 report in Excel: title, firm and period rows above the header, GSTIN/UIN beside Party Name, Transaction Type Purchase / Debit Note (positive), Invoice No., Date DD/MM/YYYY text, Invoice Value repeated per rate, Rate 18 / 12 / 5 / 0, Taxable Value, Reverse Charge, IGST or CGST + SGST, Cess, Place Of Supply, a Total row, INR implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(13606, 9, 6, ['INR']).sort(byDate);
    const header = [
      'GSTIN/UIN',
      'Party Name',
      'Transaction Type',
      'Invoice No.',
      'Date',
      'Invoice Value',
      'Rate',
      'Taxable Value',
      'Reverse Charge',
      'IGST',
      'CGST',
      'SGST',
      'Cess',
      'Place Of Supply',
    ];
    const rows: CorpusCell[][] = [
      ['GSTR-2 Report'],
      ['Example Advertising Pvt. Ltd.', 'GSTIN: 27AABCE1234F1Z5'],
      ['From 01/01/2024 To 31/03/2024'],
      header,
    ];
    const sums = [0, 0, 0, 0];
    let returns = 0;
    invoices.forEach((i, index) => {
      const debit = index % 4 === 3;
      const sign = debit ? -1 : 1;
      // The buyer numbers its debit notes; the supplier numbers its invoices.
      const number = debit ? `DN-${++returns}` : i.number;
      const state = ['27', '29', '27', '07', '27', '33'][i.vendor]!;
      const nets = splitNetsByRate(i, 18, 12, 5);
      const parts = [...nets].map(([rate, net]) =>
        state === '27'
          ? { rate, net, igst: 0, cgst: taxOf(net, rate / 2), sgst: taxOf(net, rate / 2) }
          : { rate, net, igst: taxOf(net, rate), cgst: 0, sgst: 0 },
      );
      const value = parts.reduce((s, p) => s + p.net + p.igst + p.cgst + p.sgst, 0);
      for (const p of parts) {
        [p.net, p.igst, p.cgst, p.sgst].forEach((c, n) => (sums[n]! += sign * c));
        rows.push([
          `${state}AAECM${1000 + i.vendor * 977}${'FGHJKL'[i.vendor]}1Z${'5T8QW2'[i.vendor]}`,
          i.vendorName,
          debit ? 'Debit Note' : 'Purchase',
          number,
          `${p2(i.date.d)}/${p2(i.date.m)}/${i.date.y}`,
          value / 100,
          p.rate,
          p.net / 100,
          'N',
          p.igst / 100,
          p.cgst / 100,
          p.sgst / 100,
          0,
          state === '27' ? '27-Maharashtra' : { '29': '29-Karnataka', '07': '07-Delhi', '33': '33-Tamil Nadu' }[state]!,
        ]);
      }
    });
    rows.push([
      'Total',
      null,
      null,
      null,
      null,
      null,
      null,
      ...[sums[0]!, null, ...sums.slice(1)].map((c) => (c === null ? null : c / 100)),
    ]);
    return writeXlsx(dir, 'gstr2-report.xlsx', { GSTR2: rows });
  },
};
