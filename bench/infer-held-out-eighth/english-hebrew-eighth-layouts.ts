/**
 * Eighth held-out layouts of an AP automation service and a Hebrew ledger: an AvidXchange (United
 * States) invoice export and a Hashavshevet (Israel) supplier documents list. Written from each
 * product's public documentation and its country's conventions (named at each layout), without
 * reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, monthName, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');
type Day = { y: number; m: number; d: number };

/**
 * AvidXchange's invoice export (AvidInvoice, Invoices > Export to Excel), one row per invoice:
 * Avid's own invoice id beside the vendor's invoice number, the vendor id beside its name, the
 * invoice and due dates shown with the month's name ("Mar 5, 2024"), the PO number, the document
 * type (Invoice, or Credit Memo written negative), the approval and payment status, the subtotal,
 * the sales tax and the invoice amount, what was paid and the balance due (the fields of an AP
 * automation invoice record as AvidXchange's and Coupa's payables exports name them: invoice
 * number, vendor, invoice date, due date, status, paid total, remaining total; US sales tax of
 * 8.25 % or 6 %, or none). Dollars, number cells.
 */
export const avidxchangeInvoiceExport: CorpusLayout = {
  name: 'avidxchange-invoice-export',
  modelledOn:
    'AvidXchange invoice export in Excel: English headers, Invoice ID beside Invoice Number, Vendor ID beside Vendor Name, Mon D, YYYY dates, Document Type Invoice / Credit Memo (negative), Status, Subtotal, Tax Amount, Invoice Amount beside Amount Paid and Balance Due, USD',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(8707, 10, 8, ['USD']);
    const header = [
      'Invoice ID',
      'Vendor ID',
      'Vendor Name',
      'Invoice Number',
      'Invoice Date',
      'Due Date',
      'PO Number',
      'Document Type',
      'Status',
      'Subtotal',
      'Tax Amount',
      'Invoice Amount',
      'Amount Paid',
      'Balance Due',
      'Currency',
    ];
    const rows = invoices.map((i, index) => {
      const credit = index % 5 === 1;
      const sign = credit ? -1 : 1;
      const rate = localRate(i.lines[0]!.ratePercent, 8.25, 6);
      const net = sign * i.netCents;
      const tax = sign * taxOf(i.netCents, rate);
      const state = index % 3;
      const paid = state === 2 ? net + tax : 0;
      return [
        String(4418020 + index * 13),
        `V${String(1020 + i.vendor * 7).padStart(6, '0')}`,
        i.vendorName,
        i.number,
        monthName(i.date),
        monthName(i.due),
        i.lines[0]!.purchaseOrder,
        credit ? 'Credit Memo' : 'Invoice',
        ['Pending Approval', 'Approved', 'Paid'][state]!,
        net / 100,
        tax / 100,
        (net + tax) / 100,
        paid / 100,
        (net + tax - paid) / 100,
        'USD',
      ];
    });
    return writeXlsx(dir, 'avid-invoices.xlsx', { Invoices: [header, ...rows] });
  },
};

/**
 * Hashavshevet's list of supplier documents (חשבשבת, דוחות > תנועות יומן by the suppliers' account
 * range, exported to CSV), one row per document: Hashavshevet's movement number beside the document
 * reference (אסמכתא, the supplier's invoice number), the movement type (חשבונית ספק a supplier
 * invoice, זיכוי ספק a supplier credit, written positive), the document and value dates written
 * DD/MM/YY, the supplier's account key beside the account's name, the details, the amount before VAT,
 * the VAT (מע"מ) and the total, and the account's running balance (the fields of a Hashavshevet
 * journal movement: מספר תנועה, סוג תנועה, אסמכתא, תאריך אסמכתא, תאריך ערך, חשבון, פרטים, סכום;
 * Israel's VAT of 17 % in 2024). Shekels with agorot, dot decimals.
 */
export const hashavshevetTnuotSapakim: CorpusLayout = {
  name: 'hashavshevet-tnuot-sapakim',
  modelledOn:
    'Hashavshevet supplier movements CSV: Hebrew headers, מספר תנועה beside אסמכתא, סוג תנועה חשבונית ספק / זיכוי ספק (credits positive), DD/MM/YY, מפתח חשבון beside שם חשבון, סכום לפני מע"מ, מע"מ, סכום כולל beside יתרה, ILS',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(8808, 12, 8, ['ILS']);
    const il = (d: Day) => `${p2(d.d)}/${p2(d.m)}/${p2(d.y % 100)}`;
    const header = [
      'מספר תנועה',
      'סוג תנועה',
      'אסמכתא',
      'תאריך אסמכתא',
      'תאריך ערך',
      'מפתח חשבון',
      'שם חשבון',
      'פרטים',
      'סכום לפני מע"מ',
      'מע"מ',
      'סכום כולל',
      'יתרה',
      'מטבע',
    ];
    let balance = 0;
    const rows = invoices.map((i, index) => {
      const credit = index % 6 === 4;
      const rate = localRate(i.lines[0]!.ratePercent, 17, 17);
      // Shekels: four times the corpus amount, near what the same campaign costs in ILS.
      const net = i.netCents * 4;
      const vat = taxOf(net, rate);
      balance += credit ? -(net + vat) : net + vat;
      return [
        String(18230 + index * 4),
        credit ? 'זיכוי ספק' : 'חשבונית ספק',
        i.number,
        il(i.date),
        il(i.due),
        String(60010 + i.vendor * 3),
        i.vendorName,
        credit ? `זיכוי: ${i.lines[0]!.description}` : i.lines[0]!.description,
        money(net),
        money(vat),
        money(net + vat),
        money(balance),
        'ש"ח',
      ];
    });
    return writeCsv(dir, 'tnuot-sapakim.csv', [header, ...rows]);
  },
};
