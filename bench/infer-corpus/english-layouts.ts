/**
 * Corpus layouts modelled on English-language AP exports: QuickBooks bills, Xero bills, NetSuite
 * vendor bills, Coupa invoices and a Concur invoice extract. Column names and value styles follow
 * the public import/export descriptions of each product; the data is generated.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, day, money, type CorpusInvoice } from './corpus-invoices.js';
import { writeCsv, type CorpusCell, type CorpusLayout } from './corpus-files.js';

const perLine = (
  invoices: readonly CorpusInvoice[],
  row: (i: CorpusInvoice, l: CorpusInvoice['lines'][number], n: number) => CorpusCell[],
) => invoices.flatMap((i) => i.lines.map((l, n) => row(i, l, n + 1)));

export const quickbooksBills: CorpusLayout = {
  name: 'quickbooks-bills',
  modelledOn: 'QuickBooks Online bills export: one row per bill line, vendor by name, MM/DD/YYYY',
  advertisers: SANDBOX_ADVERTISERS,
  alsoRight: { 'invoice.InvoiceId': ['template:billno+vendor'] },
  write: async (dir) => {
    const invoices = corpusInvoices(101, 40, 12, ['USD']);
    const header = [
      'Bill No',
      'Vendor',
      'Bill Date',
      'Due Date',
      'Terms',
      'Memo',
      'Total',
      'Account',
      'Line Description',
      'Line Amount',
      'Line Tax Code',
      'Line Tax Amount',
      'Currency',
    ];
    const rows = perLine(invoices, (i, l) => [
      i.number,
      i.vendorName,
      day(i.date, 'us'),
      day(i.due, 'us'),
      'Net 30',
      `Campaign ${i.date.m}/${i.date.y}`,
      money(i.grossCents),
      l.glAccount,
      l.description,
      money(l.netCents),
      l.taxCents > 0 ? 'TAX' : 'NON',
      money(l.taxCents),
      'USD',
    ]);
    return writeCsv(dir, 'quickbooks-bills.csv', [header, ...rows]);
  },
};

export const xeroBills: CorpusLayout = {
  name: 'xero-bills',
  modelledOn: 'Xero bills export: contact by name, DD/MM/YYYY, Discount as a percentage, quantity and unit amount',
  advertisers: SANDBOX_ADVERTISERS,
  alsoRight: { 'invoice.InvoiceId': ['template:contactname+invoicenumber'] },
  write: async (dir) => {
    const invoices = corpusInvoices(202, 40, 15, ['GBP']);
    const header = [
      'ContactName',
      'EmailAddress',
      'InvoiceNumber',
      'Reference',
      'InvoiceDate',
      'DueDate',
      'Total',
      'TaxTotal',
      'InventoryItemCode',
      'Description',
      'Quantity',
      'UnitAmount',
      'Discount',
      'LineAmount',
      'AccountCode',
      'TaxType',
      'TaxAmount',
      'TrackingName1',
      'TrackingOption1',
      'Currency',
    ];
    const rows = perLine(invoices, (i, l) => [
      i.vendorName,
      `ap@vendor${i.vendor + 1}.example`,
      i.number,
      `Campaign ${i.document % 97}`,
      day(i.date, 'uk'),
      day(i.due, 'uk'),
      money(i.grossCents),
      money(i.taxCents),
      `ITEM-${l.glAccount.slice(-3)}`,
      l.description,
      String(l.quantity),
      money(l.unitCents),
      String(i.discountPercent),
      money(l.netCents),
      l.glAccount.slice(0, 3),
      l.ratePercent === 0 ? 'No VAT' : `${l.ratePercent}% (VAT on Expenses)`,
      money(l.taxCents),
      'Region',
      l.costCenter,
      'GBP',
    ]);
    return writeCsv(dir, 'xero-bills.csv', [header, ...rows]);
  },
};

export const netsuiteVendorBills: CorpusLayout = {
  name: 'netsuite-vendor-bills',
  modelledOn: 'NetSuite vendor bill CSV import: External ID per bill, expense lines, M/D/YYYY',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(303, 40, 20, ['USD', 'CAD']);
    const header = [
      'External ID',
      'Vendor',
      'Date',
      'Reference No.',
      'Currency',
      'Exchange Rate',
      'Memo',
      'Total',
      'Account',
      'Amount',
      'Tax Code',
      'Tax Amount',
      'Department',
      'Class',
      'Line Memo',
    ];
    const rows = perLine(invoices, (i, l) => [
      `VB-${String(i.document % 100000).padStart(6, '0')}`,
      i.payeeId,
      day(i.date, 'us'),
      i.number,
      i.currency,
      i.currency === 'USD' ? '1.00' : '0.74',
      `Bill ${i.number}`,
      money(i.grossCents),
      l.glAccount,
      money(l.netCents),
      l.ratePercent === 0 ? 'EXEMPT' : `ST-${l.ratePercent}`,
      money(l.taxCents),
      l.costCenter,
      'Media',
      l.description,
    ]);
    return writeCsv(dir, 'netsuite-vendor-bills.csv', [header, ...rows]);
  },
};

export const coupaInvoices: CorpusLayout = {
  name: 'coupa-invoices',
  modelledOn: 'Coupa invoice export: supplier name and number, status, line quantity and price',
  advertisers: SANDBOX_ADVERTISERS,
  alsoRight: { 'invoice.InvoiceId': ['template:invoice+suppliernumber'] },
  write: async (dir) => {
    const invoices = corpusInvoices(404, 40, 18, ['EUR', 'USD']);
    const header = [
      'Invoice #',
      'Supplier',
      'Supplier Number',
      'Invoice Date',
      'Status',
      'Currency',
      'Total',
      'Line #',
      'Description',
      'Quantity',
      'Price',
      'Line Total',
      'Tax Amount',
      'Account Code',
      'PO #',
    ];
    const rows = perLine(invoices, (i, l, n) => [
      i.number,
      i.vendorName,
      i.payeeId,
      day(i.date, 'iso'),
      'approved',
      i.currency,
      money(i.grossCents),
      String(n),
      l.description,
      String(l.quantity),
      money(l.unitCents),
      money(l.netCents),
      money(l.taxCents),
      l.glAccount,
      l.purchaseOrder,
    ]);
    return writeCsv(dir, 'coupa-invoices.csv', [header, ...rows]);
  },
};

export const concurInvoiceExtract: CorpusLayout = {
  name: 'concur-invoice-extract',
  modelledOn: 'Concur Invoice standard extract: pipe-delimited, an extract line above the header, a trailer line',
  advertisers: SANDBOX_ADVERTISERS,
  alsoRight: { 'invoice.InvoiceId': ['template:invoicenumber+vendorname'] },
  write: async (dir) => {
    const invoices = corpusInvoices(505, 40, 16, ['USD']);
    const header = [
      'Batch ID',
      'Vendor Code',
      'Vendor Name',
      'Invoice Number',
      'Invoice Date',
      'Currency',
      'Total Amount',
      'Line Item Number',
      'Line Description',
      'Quantity',
      'Unit Price',
      'Line Amount',
      'Tax Amount',
      'Cost Center',
      'GL Account',
    ];
    const rows = perLine(invoices, (i, l, n) => [
      'B20240201',
      `V${String(i.vendor * 37 + 1000)}`,
      i.vendorName,
      i.number,
      day(i.date, 'iso'),
      'USD',
      money(i.grossCents),
      String(n),
      l.description,
      String(l.quantity),
      money(l.unitCents),
      money(l.netCents),
      money(l.taxCents),
      l.costCenter,
      l.glAccount,
    ]);
    return writeCsv(
      dir,
      'concur-invoice-extract.csv',
      [['EXTRACT', '2024-02-01', 'Concur Invoice'], header, ...rows, ['TRAILER', String(rows.length)]],
      '|',
    );
  },
};
