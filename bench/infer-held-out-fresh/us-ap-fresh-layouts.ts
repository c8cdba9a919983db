/**
 * Fresh held-out layouts of US accounts-payable tools that neither the infer corpus nor the first
 * held-out set holds: Bill.com, Sage Intacct, Ramp and FreshBooks. Each is written from the
 * product's public documentation (the source is named at each layout), never from what infer does.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, monthName, taxOf, usPadded, usShort } from './fresh-formats.js';

/**
 * Bill.com bills, one row per line item ("each row in the import file is an individual line item";
 * key fields Vendor Name, Vendor ID, Invoice #: help.bill.com/hc/en-us/articles/115005319886;
 * dates "MM/DD/YY ... single digits don't require a leading zero":
 * support.bill.com/hc/en-us/articles/203692739). US bills carry sales tax and shipping as line
 * items of their own, told apart only by their account.
 */
export const billComBills: CorpusLayout = {
  name: 'bill-com-bills',
  modelledOn:
    'Bill.com bills export: one row per line item, M/D/YY dates, Bill.com vendor ids, sales tax and shipping as line items on their own accounts, approval and payment status',
  advertisers: SANDBOX_ADVERTISERS,
  // With separators MM and DD also read one digit: MM/DD/YY reads 1/5/24 as M/D/YY does.
  alsoRight: { 'source.dateFormats': ['MM/DD/YY'] },
  write: async (dir) => {
    const invoices = corpusInvoices(3101, 9, 8, ['USD']);
    const header = [
      'Bill ID',
      'Vendor Name',
      'Vendor ID',
      'Invoice #',
      'Invoice Date',
      'Due Date',
      'GL Posting Date',
      'Amount',
      'Amount Due',
      'Approval Status',
      'Payment Status',
      'Line Item Account',
      'Line Item Description',
      'Line Item Department',
      'Line Item Amount',
    ];
    const rows = invoices.flatMap((i, index) => {
      const tax = taxOf(i.netCents, 8.25);
      const shipping = i.vendor % 3 === 0 ? 2500 : 0;
      const gross = i.netCents + tax + shipping;
      const paid = index % 4 === 0;
      const head: CorpusCell[] = [
        `00n01${i.document.toString(36).toUpperCase().padStart(15, '0')}`,
        i.vendorName,
        `00901${(70000 + i.vendor * 37).toString(36).toUpperCase().padStart(15, '0')}`,
        i.number,
        usShort(i.date),
        usShort(i.due),
        usShort(i.date),
        money(gross),
        paid ? '0.00' : money(gross),
        index % 5 === 1 ? 'Pending' : 'Approved',
        paid ? 'Paid' : index % 3 === 0 ? 'Scheduled' : 'Open',
      ];
      const lines = i.lines.map((l) => [
        ...head,
        `${l.glAccount} - Advertising`,
        l.description,
        l.costCenter,
        money(l.netCents),
      ]);
      if (tax > 0) lines.push([...head, '220000 - Sales Tax Payable', 'Sales tax 8.25%', '', money(tax)]);
      if (shipping > 0) lines.push([...head, '540000 - Freight In', 'Shipping and handling', '', money(shipping)]);
      return lines;
    });
    return writeCsv(dir, 'bills-export.csv', [header, ...rows]);
  },
};

/**
 * Sage Intacct AP bills with their lines, fields as the API names them: RECORDNO, RECORDID (the
 * bill number), VENDORID, STATE (developer.intacct.com/api/accounts-payable/bills), and per line
 * ACCOUNTNO with OFFSET_GLACCOUNTNO, the AP control account, on every line (the APBILLITEM fields
 * listed at cdn.cdata.com/help/CTM/.../pg_table-apadjustmentitem.htm). Intacct writes MM/DD/YYYY.
 */
export const sageIntacctApBills: CorpusLayout = {
  name: 'sage-intacct-ap-bills',
  modelledOn:
    'Sage Intacct AP bill lines export: upper-case API field names, RECORDNO as the key, vendor ids of the finance system, the AP account 2000 on every line, STATE',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(3202, 14, 10, ['USD', 'CAD']);
    const header = [
      'RECORDNO',
      'RECORDID',
      'VENDORID',
      'VENDORNAME',
      'WHENCREATED',
      'WHENPOSTED',
      'WHENDUE',
      'STATE',
      'CURRENCY',
      'TOTALENTERED',
      'TOTALDUE',
      'LINE_NO',
      'ACCOUNTNO',
      'OFFSET_GLACCOUNTNO',
      'DEPARTMENTID',
      'LOCATIONID',
      'ENTRYDESCRIPTION',
      'AMOUNT',
    ];
    const rows = invoices.flatMap((i, index) => {
      const state = index % 5 === 0 ? 'Paid' : index % 5 === 1 ? 'Partially Paid' : 'Posted';
      const due = state === 'Paid' ? 0 : state === 'Partially Paid' ? Math.floor(i.netCents / 2) : i.netCents;
      return i.lines.map((l, n) => [
        String(4810 + index * 3),
        i.number,
        i.payeeId,
        i.vendorName,
        usPadded(i.date),
        usPadded(i.date),
        usPadded(i.due),
        state,
        i.currency,
        money(i.netCents),
        money(due),
        String(n + 1),
        l.glAccount,
        '2000',
        l.costCenter.replace('CC', 'D'),
        'HQ',
        l.description,
        money(l.netCents),
      ]);
    });
    return writeCsv(dir, 'APBILL-lines.csv', [header, ...rows]);
  },
};

function uuid(seed: number): string {
  const hex = (n: number, width: number) => (n >>> 0).toString(16).padStart(width, '0').slice(-width);
  const a = Math.imul(seed, 2654435761);
  const b = Math.imul(seed ^ 0x5bd1e995, 40503);
  return `${hex(a, 8)}-${hex(b, 4)}-4${hex(b >>> 4, 3)}-a${hex(a >>> 8, 3)}-${hex(a ^ b, 8)}${hex(seed, 4)}`;
}

/**
 * Ramp Bill Pay bills (bill lifecycle, statuses and line items as support.ramp.com/hc/en-us/
 * articles/4417814078611 describes them), with the ISO 8601 date-times and offsets its exports
 * and API write, and a UUID as the bill's id.
 */
export const rampBills: CorpusLayout = {
  name: 'ramp-bills',
  modelledOn:
    'Ramp Bill Pay bills export: UUID bill ids, ISO date-times with offsets, status and payment status, line items with GL account and department',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(3303, 13, 10, ['USD', 'EUR']);
    const header = [
      'Bill ID',
      'Vendor',
      'Invoice Number',
      'Issued At',
      'Due At',
      'Created At',
      'Status',
      'Payment Status',
      'Currency',
      'Total Amount',
      'Line Item Memo',
      'Line Item Amount',
      'GL Account',
      'Department',
    ];
    const rows = invoices.flatMap((i, index) =>
      i.lines.map((l) => [
        uuid(i.document),
        i.vendorName,
        i.number,
        `${isoDay(i.date)}T00:00:00-05:00`,
        `${isoDay(i.due)}T00:00:00-05:00`,
        `${isoDay(i.date)}T${String(9 + (index % 8)).padStart(2, '0')}:${String((index * 7) % 60).padStart(2, '0')}:41.318+00:00`,
        index % 6 === 0 ? 'Awaiting approval' : 'Approved',
        index % 3 === 0 ? 'Paid' : 'Scheduled',
        i.currency,
        money(i.netCents),
        l.description,
        money(l.netCents),
        l.glAccount,
        l.costCenter,
      ]),
    );
    return writeCsv(dir, 'ramp-bills.csv', [header, ...rows]);
  },
};

/**
 * FreshBooks bills, one row per bill: bill_number, issue_date, due_date, status, the amount
 * excluding taxes (Subtotal) and the total (the bill fields of the FreshBooks API, e.g. as listed
 * at dushu128.com/bills.html), dates as FreshBooks shows them, with a month name.
 */
export const freshbooksBills: CorpusLayout = {
  name: 'freshbooks-bills',
  modelledOn:
    'FreshBooks bills list export: one row per bill, "Jan 5, 2024" dates, Subtotal (net), Tax and Total (gross), Amount Outstanding, bill status',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(3404, 30, 18, ['USD', 'CAD']);
    const header = [
      'Bill Number',
      'Vendor',
      'Issue Date',
      'Due Date',
      'Status',
      'Currency',
      'Category',
      'Subtotal',
      'Tax',
      'Total',
      'Amount Outstanding',
    ];
    const rows = invoices.map((i, index) => {
      const tax = taxOf(i.netCents, i.currency === 'CAD' ? 13 : 0);
      const status = ['Unpaid', 'Paid', 'Partial', 'Overdue'][index % 4]!;
      const gross = i.netCents + tax;
      const outstanding = status === 'Paid' ? 0 : status === 'Partial' ? Math.floor(gross / 2) : gross;
      return [
        i.number,
        i.vendorName,
        monthName(i.date),
        monthName(i.due),
        status,
        i.currency,
        'Advertising',
        money(i.netCents),
        money(tax),
        money(gross),
        money(outstanding),
      ];
    });
    return writeCsv(dir, 'bills.csv', [header, ...rows]);
  },
};
