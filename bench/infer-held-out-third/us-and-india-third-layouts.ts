/**
 * Third held-out layouts of accounts-payable exports in English: Acumatica AP bills, Brex bills and
 * a Tally purchase register (India). Written from each product's public documentation (named at
 * each layout), without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, usPadded } from '../infer-held-out-fresh/fresh-formats.js';
import { tallyDay } from './third-formats.js';

/**
 * Acumatica AP bills (screen AP301000) with their details, one row per detail line: Type (Bill,
 * Debit Adj.), Reference Nbr. (Acumatica's own number), Vendor and its name, Vendor Ref. (the
 * vendor's invoice number), Amount and Balance (what is left to pay), per line Account, Subaccount,
 * Ext. Cost (the bill fields as Acumatica's AP bill screen and its REST Bill entity name them; the
 * entity's fields also listed at apideck.com/connectors/acumatica/bill). A debit adjustment lowers
 * what is owed and is written with positive amounts: Type gives it its sign. MM/DD/YYYY, USD.
 */
export const acumaticaApBills: CorpusLayout = {
  name: 'acumatica-ap-bills',
  modelledOn:
    'Acumatica AP bills with details: Type Bill / Debit Adj. (sign), Reference Nbr. beside Vendor Ref., vendor id beside vendor name, Amount beside Balance, one subaccount on every line',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(5101, 12, 8, ['USD']);
    const header = [
      'Type',
      'Reference Nbr.',
      'Status',
      'Date',
      'Due Date',
      'Vendor',
      'Vendor Name',
      'Vendor Ref.',
      'Currency',
      'Amount',
      'Balance',
      'Line Nbr.',
      'Account',
      'Subaccount',
      'Transaction Descr.',
      'Quantity',
      'Unit Cost',
      'Ext. Cost',
    ];
    const rows = invoices.flatMap((i, index) => {
      const debit = index % 6 === 5;
      const status = debit ? 'Open' : ['Open', 'Closed', 'Pending Approval', 'Open'][index % 4]!;
      return i.lines.map((l, n) => [
        debit ? 'Debit Adj.' : 'Bill',
        String(1041 + index).padStart(6, '0'),
        status,
        usPadded(i.date),
        usPadded(i.due),
        `V${String(i.vendor * 7 + 10).padStart(6, '0')}`,
        i.vendorName,
        debit ? `CR-${i.number}` : i.number,
        i.currency,
        money(i.netCents),
        money(status === 'Closed' ? 0 : i.netCents),
        String(n + 1),
        l.glAccount.slice(0, 5),
        '000-000',
        l.description,
        String(l.quantity),
        money(l.unitCents),
        money(l.netCents),
      ]);
    });
    return writeCsv(dir, 'AP301000-bills.csv', [header, ...rows]);
  },
};

/**
 * Brex bill pay bills exported as CSV, one row per line item: the bill's Brex id, vendor,
 * invoice number, ISO 8601 date-times with the account's offset (as Brex's API writes them:
 * developer.brex.com, Payables API), status, amount and amount paid, accounting category and
 * department per line.
 */
export const brexBills: CorpusLayout = {
  name: 'brex-bills',
  modelledOn:
    'Brex bill pay export: bill_ ids, ISO date-times with -08:00 offsets, Amount beside Amount Paid, status, line items with accounting category and department',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(5202, 11, 9, ['USD', 'CAD']);
    const header = [
      'Bill ID',
      'Vendor',
      'Invoice Number',
      'Invoice Date',
      'Due Date',
      'Created At',
      'Status',
      'Currency',
      'Amount',
      'Amount Paid',
      'Line Item Description',
      'Line Item Amount',
      'Accounting Category',
      'Department',
    ];
    const rows = invoices.flatMap((i, index) => {
      const status = ['Scheduled', 'Paid', 'Pending approval', 'Paid'][index % 4]!;
      return i.lines.map((l) => [
        `bill_${(i.document * 7919).toString(36)}`,
        i.vendorName,
        i.number,
        `${isoDay(i.date)}T00:00:00.000-08:00`,
        `${isoDay(i.due)}T00:00:00.000-08:00`,
        `${isoDay(i.date)}T${String(14 + (index % 9)).padStart(2, '0')}:0${index % 10}:12.5Z`,
        status,
        i.currency,
        money(i.netCents),
        money(status === 'Paid' ? i.netCents : 0),
        l.description,
        money(l.netCents),
        `${l.glAccount} Advertising`,
        l.costCenter === 'CC1000' ? 'Marketing' : l.costCenter === 'CC2000' ? 'Sales' : 'G&A',
      ]);
    });
    return writeCsv(dir, 'brex-bills.csv', [header, ...rows]);
  },
};

/**
 * A Tally purchase register (Display > Account Books > Purchase Register, with voucher columns
 * Date, Particulars, Voucher Type, Voucher No., Supplier Invoice No. and GST ledgers:
 * tallyerp9help.com, Display Purchase Register) exported to Excel: company, report title and
 * period above the header, one row per voucher, `5-Jan-24` dates as text, rupee amounts as number
 * cells, CGST and SGST for a supplier in the state and IGST for one outside, and a Grand Total row.
 */
export const tallyPurchaseRegister: CorpusLayout = {
  name: 'tally-purchase-register',
  modelledOn:
    'Tally purchase register in Excel: title rows, Particulars (the supplier) beside Voucher No. and Supplier Invoice No., D-MMM-YY dates, Value with CGST/SGST/IGST and Gross Total, a Grand Total row',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(5303, 14, 10, ['INR']);
    const header = [
      'Date',
      'Particulars',
      'Voucher Type',
      'Voucher No.',
      'Supplier Invoice No.',
      'Supplier Invoice Date',
      'GSTIN/UIN',
      'Value',
      'Input CGST @9%',
      'Input SGST @9%',
      'Input IGST @18%',
      'Gross Total',
    ];
    const totals = [0, 0, 0, 0, 0];
    const rows: CorpusCell[][] = invoices.map((i, index) => {
      // Rupees: ten times the corpus figures, so lakh grouping shows in the register.
      const value = i.netCents * 10;
      const inState = i.vendor % 3 !== 0;
      const half = Math.round(value * 0.09);
      const cgst = inState ? half : 0;
      const igst = inState ? 0 : Math.round(value * 0.18);
      const gross = value + 2 * cgst + igst;
      [value, cgst, cgst, igst, gross].forEach((v, n) => (totals[n]! += v));
      return [
        tallyDay({ ...i.date, d: Math.min(28, i.date.d + 2) }),
        i.vendorName,
        'Purchase',
        String(index + 1),
        i.number,
        tallyDay(i.date),
        `${27 + (i.vendor % 3)}AAB${String(1000 + i.vendor)}C1Z${i.vendor % 10}`,
        value / 100,
        cgst / 100,
        cgst / 100,
        igst / 100,
        gross / 100,
      ];
    });
    const sheet: CorpusCell[][] = [
      ['Nirmal Media Private Limited'],
      ['Purchase Register'],
      ['1-Jan-24 to 31-Mar-24'],
      header,
      ...rows,
      [null, 'Grand Total', null, null, null, null, null, ...totals.map((t) => t / 100)],
    ];
    return writeXlsx(dir, 'Purchase Register.xlsx', { 'Purchase Register': sheet });
  },
};
