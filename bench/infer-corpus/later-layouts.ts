/**
 * Corpus layouts written after infer was first tuned on the others: Basware-like e-invoice rows,
 * an MYOB purchases import and a Zoho Books bills import. Infer has since been tuned on them too,
 * so they are part of the tuning corpus; bench/infer-held-out holds the layouts never tuned on.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, day, money, type CorpusInvoice } from './corpus-invoices.js';
import { writeCsv, type CorpusCell, type CorpusLayout } from './corpus-files.js';

const perLine = (
  invoices: readonly CorpusInvoice[],
  row: (i: CorpusInvoice, l: CorpusInvoice['lines'][number], n: number) => CorpusCell[],
) => invoices.flatMap((i) => i.lines.map((l, n) => row(i, l, n + 1)));

export const baswareInvoiceRows: CorpusLayout = {
  name: 'basware-invoice-rows',
  modelledOn: 'Basware-like e-invoice export: semicolons, decimal comma, invoice totals repeated on every row',
  advertisers: SANDBOX_ADVERTISERS,
  alsoRight: { 'invoice.InvoiceId': ['template:invoicenumber+suppliercode'] },
  write: async (dir) => {
    const invoices = corpusInvoices(1212, 40, 20, ['EUR', 'SEK']);
    const header = [
      'Invoice number',
      'Supplier code',
      'Supplier name',
      'Invoice date',
      'Due date',
      'Currency',
      'Net total',
      'VAT total',
      'Gross total',
      'Row number',
      'Row description',
      'Row net',
      'VAT %',
      'Row VAT',
      'Account',
      'Cost center',
    ];
    const rows = perLine(invoices, (i, l, n) => [
      i.number,
      i.payeeId,
      i.vendorName,
      day(i.date, 'iso'),
      day(i.due, 'iso'),
      i.currency,
      money(i.netCents, 'comma'),
      money(i.taxCents, 'comma'),
      money(i.grossCents, 'comma'),
      String(n),
      l.description,
      money(l.netCents, 'comma'),
      String(l.ratePercent),
      money(l.taxCents, 'comma'),
      l.glAccount,
      l.costCenter,
    ]);
    return writeCsv(dir, 'basware-invoice-rows.csv', [header, ...rows], ';');
  },
};

export const myobPurchases: CorpusLayout = {
  name: 'myob-purchases',
  modelledOn: 'MYOB purchases (bills) import: tab-delimited, DD/MM/YYYY, Inc-Tax Amount next to the amount, GST code',
  advertisers: SANDBOX_ADVERTISERS,
  alsoRight: { 'invoice.InvoiceId': ['template:colastname+supplierinvoiceno'] },
  write: async (dir) => {
    const invoices = corpusInvoices(1313, 40, 15, ['AUD']).map((i) => ({ ...i, lines: i.lines.slice(0, 1) }));
    const header = [
      'Co./Last Name',
      'Purchase No.',
      'Date',
      'Supplier Invoice No.',
      'Memo',
      'Description',
      'Account No.',
      'Amount',
      'Inc-Tax Amount',
      'Job',
      'Tax Code',
      'GST Amount',
      'Currency Code',
    ];
    const rows = invoices.map((i, n) => {
      const l = i.lines[0]!;
      return [
        i.vendorName,
        String(700 + n),
        day(i.date, 'uk'),
        i.number,
        `Purchase; ${i.vendorName}`,
        l.description,
        `6-${l.glAccount.slice(0, 4)}`,
        money(l.netCents),
        money(l.netCents + l.taxCents),
        '',
        l.taxCents > 0 ? 'GST' : 'FRE',
        money(l.taxCents),
        'AUD',
      ];
    });
    return writeCsv(dir, 'myob-purchases.txt', [header, ...rows], '\t');
  },
};

export const zohoBills: CorpusLayout = {
  name: 'zoho-bills',
  modelledOn: 'Zoho Books bills import: one row per item, quantity and rate, item total, bill status',
  advertisers: SANDBOX_ADVERTISERS,
  alsoRight: { 'invoice.InvoiceId': ['template:billnumber+vendorname'] },
  write: async (dir) => {
    const invoices = corpusInvoices(1414, 40, 18, ['USD', 'EUR']);
    const header = [
      'Bill Date',
      'Due Date',
      'Bill Number',
      'Vendor Name',
      'Currency Code',
      'Exchange Rate',
      'Bill Status',
      'Item Name',
      'Account',
      'Description',
      'Quantity',
      'Rate',
      'Tax Name',
      'Tax Percentage',
      'Item Total',
      'Tax Amount',
      'Total',
    ];
    const rows = perLine(invoices, (i, l) => [
      day(i.date, 'iso'),
      day(i.due, 'iso'),
      i.number,
      i.vendorName,
      i.currency,
      '1',
      'Open',
      `Item ${l.glAccount.slice(-3)}`,
      l.glAccount,
      l.description,
      String(l.quantity),
      money(l.unitCents),
      l.ratePercent === 0 ? 'Exempt' : `VAT${l.ratePercent}`,
      String(l.ratePercent),
      money(l.netCents),
      money(l.taxCents),
      money(i.grossCents),
    ]);
    return writeCsv(dir, 'zoho-bills.csv', [header, ...rows]);
  },
};
