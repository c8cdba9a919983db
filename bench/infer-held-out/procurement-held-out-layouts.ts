/**
 * Held-out layouts of procure-to-pay systems the infer corpus never held: a Workday supplier
 * invoice report, a Tipalti bills export and an SAP Ariba invoice export with tax and shipping
 * rows. Written from each product's public export format, never tuned on.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, day, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { perLine } from './per-line.js';

export const workdaySupplierInvoices: CorpusLayout = {
  name: 'workday-supplier-invoices',
  modelledOn:
    'Workday "Find Supplier Invoices" report exported to Excel: title and prompt rows above the header, invoice status, spend category',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(2404, 40, 18, ['USD', 'CAD']);
    const header = [
      'Supplier Invoice',
      'Supplier',
      'Invoice Number',
      'Invoice Date',
      'Due Date',
      'Currency',
      'Invoice Amount',
      'Invoice Status',
      'Line Order',
      'Spend Category',
      'Ledger Account',
      'Item Description',
      'Quantity',
      'Unit Cost',
      'Extended Amount',
      'Tax Amount',
      'Cost Center',
    ];
    const rows = perLine(invoices, (i, l, n) => [
      `SUPPLIER_INVOICE-6-${i.document - 5105600000 + 1200}`,
      i.vendorName,
      i.number,
      dateCell(i.date),
      dateCell(i.due),
      i.currency,
      i.grossCents / 100,
      'Approved',
      n,
      'Advertising Services',
      `${l.glAccount}:Advertising`,
      l.description,
      l.quantity,
      l.unitCents / 100,
      l.netCents / 100,
      l.taxCents / 100,
      l.costCenter,
    ]);
    const title: CorpusCell[][] = [['Find Supplier Invoices'], ['Company', 'Global Modern Services, Inc.']];
    return writeXlsx(dir, 'find-supplier-invoices.xlsx', { 'Find Supplier Invoices': [...title, header, ...rows] });
  },
};

export const tipaltiBills: CorpusLayout = {
  name: 'tipalti-bills',
  modelledOn: 'Tipalti AP bills export: payee id set to the ERP vendor id, MM/DD/YYYY, bill status, one row per line',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(2505, 40, 17, ['USD', 'EUR']);
    const header = [
      'Bill ID',
      'Payee ID',
      'Payee Name',
      'Invoice Number',
      'Invoice Date',
      'Due Date',
      'Currency',
      'Bill Amount',
      'Bill Status',
      'Line #',
      'GL Account',
      'Line Description',
      'Line Amount',
      'Line Tax',
      'PO Number',
    ];
    const rows = perLine(invoices, (i, l, n) => [
      `B-${String(88000 + i.document - 5105600000)}`,
      i.payeeId,
      i.vendorName,
      i.number,
      day(i.date, 'us'),
      day(i.due, 'us'),
      i.currency,
      money(i.grossCents),
      'Pending Approval',
      String(n),
      l.glAccount,
      l.description,
      money(l.netCents),
      money(l.taxCents),
      l.purchaseOrder,
    ]);
    return writeCsv(dir, 'tipalti-bills.csv', [header, ...rows]);
  },
};

export const aribaInvoices: CorpusLayout = {
  name: 'ariba-invoices',
  modelledOn:
    'SAP Ariba invoice export: tax and shipping as rows of their own (Line Category), ISO date-times with an offset, supplier id',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(2606, 40, 15, ['USD']);
    const header = [
      'Invoice ID',
      'Supplier ID',
      'Supplier Name',
      'Supplier Invoice Number',
      'Invoice Date',
      'Currency',
      'Total Amount',
      'Line Number',
      'Line Category',
      'Description',
      'Quantity',
      'Unit Price',
      'Amount',
      'Account',
      'Approval Status',
    ];
    const rows = invoices.flatMap((i) => {
      const shipping = i.vendor % 3 === 0 ? 2500 : 0;
      const head = [
        `INV${i.document}`,
        i.payeeId,
        i.vendorName,
        i.number,
        `${day(i.date, 'iso')}T00:00:00-08:00`,
        i.currency,
        money(i.grossCents + shipping),
      ];
      const lines: CorpusCell[][] = i.lines.map((l, n) => [
        ...head,
        String(n + 1),
        'Material',
        l.description,
        String(l.quantity),
        money(l.unitCents),
        money(l.netCents),
        l.glAccount,
        'Approved',
      ]);
      if (i.taxCents > 0)
        lines.push([...head, String(lines.length + 1), 'Tax', 'Sales tax', '', '', money(i.taxCents), '', 'Approved']);
      if (shipping > 0)
        lines.push([
          ...head,
          String(lines.length + 1),
          'Shipping',
          'Freight',
          '',
          '',
          money(shipping),
          '699000',
          'Approved',
        ]);
      return lines;
    });
    return writeCsv(dir, 'ariba-invoices.csv', [header, ...rows]);
  },
};
