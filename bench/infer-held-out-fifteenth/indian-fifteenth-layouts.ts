/**
 * Fifteenth held-out layouts from India: ERPNext's Purchase Register of a company that books GST
 * and deducts TDS on contractors, with a column per expense and per tax account and debit notes
 * written negative; and the B2B sheet of the GST portal's GSTR-2B statement, one row per invoice
 * and tax rate under a header of two rows whose merged cells leave the lower row blank. Written
 * from each system's public documentation and India's GST and TDS rules, without reading infer's
 * code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money, type CorpusInvoice } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later, p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';

/** `05-01-2024`, the dd-mm-yyyy date format most Indian ERPNext sites set. */
const dashed = (d: CorpusInvoice['date']) => `${p2(d.d)}-${p2(d.m)}-${d.y}`;

/** The supplier's GSTIN: its state's code, a PAN, the entity number, Z and a check character. */
const gstin = (state: string, vendor: number) =>
  `${state}AAC${'BCFHPT'[vendor]}${'KLMNPR'[vendor]}${String(4100 + vendor * 979)}${'ABCDEF'[vendor]}1Z${vendor + 3}`;

/**
 * ERPNext's Purchase Register (Accounting > Purchase Register, Export, CSV), one row per submitted
 * purchase invoice of a company in Karnataka (MIPL): the invoice's name in ERPNext
 * (ACC-PINV-2024-00031; a debit note is a return in the same series, its amounts written negative),
 * the posting date and the bill date (dd-mm-yyyy), the supplier's id beside its name, group and
 * GSTIN, the payable account, the supplier's bill number, the currency, then a column per expense
 * account, the net total, a column per tax account (CGST and SGST within the state, IGST from
 * another; TDS under section 194C deducted at 2 % from two contractors, written negative), the
 * total tax (the deduction taken off), the grand total, the rounded total (0: the company disables
 * rounding so that the books match the supplier's bill) and what is still outstanding. The report's
 * total row closes the file. Drafts and cancelled invoices are not in the register. GST 18 %, 5 %.
 */
export const erpnextPurchaseRegister: CorpusLayout = {
  name: 'erpnext-purchase-register',
  modelledOn:
    'ERPNext Purchase Register CSV: Invoice ACC-PINV-2024-00031 (returns negative in the same series), Posting Date and Bill Date dd-mm-yyyy, Supplier id beside Supplier Name, Supplier Group, Tax Id (GSTIN), Payable Account, Bill No, Currency INR, an expense-account column, Net Total, Input Tax CGST / SGST / IGST columns, TDS Payable negative (194C), Total Tax, Grand Total, Rounded Total 0, Outstanding Amount, a Total row at the end',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(15101, 10, 6, ['INR']).sort(byDate);
    const header = [
      'Invoice',
      'Posting Date',
      'Supplier',
      'Supplier Name',
      'Supplier Group',
      'Tax Id',
      'Payable Account',
      'Bill No',
      'Bill Date',
      'Currency',
      'Advertising Expenses - MIPL',
      'Net Total',
      'Input Tax CGST - MIPL',
      'Input Tax SGST - MIPL',
      'Input Tax IGST - MIPL',
      'TDS Payable - MIPL',
      'Total Tax',
      'Grand Total',
      'Rounded Total',
      'Outstanding Amount',
    ];
    const rows: CorpusCell[][] = [header];
    const sums = Array<number>(9).fill(0);
    invoices.forEach((i, index) => {
      const sign = index % 4 === 3 ? -1 : 1;
      // Rupees: a corpus net of 1234.50 is INR 4938.00.
      const net = sign * i.netCents * 4;
      const rate = localRate(i.lines[0]!.ratePercent, 18, 5);
      const within = i.vendor % 2 === 0;
      const cgst = within ? taxOf(net, rate / 2) : 0;
      const igst = within ? 0 : taxOf(net, rate);
      const tds = i.vendor === 1 || i.vendor === 4 ? -taxOf(net, 2) : 0;
      const tax = 2 * cgst + igst + tds;
      const grand = net + tax;
      const outstanding = index % 3 === 0 ? 0 : grand;
      const amounts = [net, net, cgst, cgst, igst, tds, tax, grand, outstanding];
      amounts.forEach((a, n) => (sums[n]! += a));
      rows.push([
        `ACC-PINV-2024-${String(31 + index).padStart(5, '0')}`,
        dashed(later(i.date, 1 + (index % 3))),
        `SUP-${String(7 + i.vendor * 5).padStart(4, '0')}`,
        i.vendorName,
        i.vendor === 1 || i.vendor === 4 ? 'Contractor' : 'Media',
        gstin(within ? '29' : ['27', '07', '33'][i.vendor % 3]!, i.vendor),
        'Creditors - MIPL',
        sign < 0 ? `CN/${i.number}` : i.number,
        dashed(i.date),
        'INR',
        ...amounts.slice(0, 8).map((a) => money(a)),
        0,
        money(outstanding),
      ]);
    });
    rows.push([
      'Total',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      ...sums.slice(0, 8).map((a) => money(a)),
      0,
      money(sums[8]!),
    ]);
    return writeCsv(dir, 'Purchase Register.csv', rows);
  },
};

/** The state codes of the suppliers' GSTINs: the buyer is in Karnataka (29), the place of supply. */
const STATES = ['29', '27', '07'] as const;

/**
 * The GSTR-2B statement of the GST portal (Returns Dashboard > GSTR-2B > Download Excel), its B2B
 * sheet: the statement's title and the section's name above a header of two rows, whose upper row
 * names every column and groups (Invoice details, Tax Amount) over merged cells, and whose lower row
 * names only the grouped ones, leaving the others blank. One row per invoice and tax rate: the
 * supplier's GSTIN and trade name, the invoice's number, type, date (dd-mm-yyyy text) and value
 * (repeated on each of its rates), the place of supply, reverse charge, the rate, the taxable value
 * and the integrated, central, state and cess tax of that rate, the period and date of the
 * supplier's GSTR-1, whether the ITC is available and why not, and the e-invoice's IRN and its
 * date. Credit notes are on another sheet. Rupees (INR), written nowhere. GST 18 %, 12 %, 5 %.
 */
export const gstr2bB2bInvoices: CorpusLayout = {
  name: 'gstr2b-b2b-invoices',
  modelledOn:
    'GST portal GSTR-2B Excel, B2B sheet: title rows, a header of two rows (merged group cells Invoice details and Tax Amount above their columns, the other columns named only in the upper row), GSTIN of supplier, Trade/Legal name, Invoice number, Invoice type, Invoice Date dd-mm-yyyy, Invoice Value repeated per rate, Place of supply, Reverse Charge, Rate (%), Taxable Value, Integrated / Central / State/UT Tax and Cess, GSTR-1 period and filing date, ITC Availability, Reason, IRN, INR implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(15202, 9, 6, ['INR']).sort(byDate);
    const upper = [
      'GSTIN of supplier',
      'Trade/Legal name',
      'Invoice Details',
      '',
      '',
      '',
      'Place of supply',
      'Supply Attract Reverse Charge',
      'Rate (%)',
      'Taxable Value (₹)',
      'Tax Amount',
      '',
      '',
      '',
      'GSTR-1/IFF/GSTR-5 Period',
      'GSTR-1/IFF/GSTR-5 Filing Date',
      'ITC Availability',
      'Reason',
      'Applicable % of Tax Rate',
      'Source',
      'IRN',
      'IRN Date',
    ];
    const lower = upper.map(() => '');
    ['Invoice number', 'Invoice type', 'Invoice Date', 'Invoice Value(₹)'].forEach((h, n) => (lower[2 + n] = h));
    ['Integrated Tax(₹)', 'Central Tax(₹)', 'State/UT Tax(₹)', 'Cess(₹)'].forEach((h, n) => (lower[10 + n] = h));
    const rows: CorpusCell[][] = [
      ['Goods and Services Tax - GSTR-2B'],
      ['Taxable inward supplies received from registered persons'],
      [],
      [],
      upper,
      lower,
    ];
    invoices.forEach((i, index) => {
      const state = STATES[i.vendor % 3]!;
      const standard = localRate(i.lines[0]!.ratePercent, 18, 5);
      // A supplier that bills printing at 12 % beside a campaign at 18 % on one invoice.
      const rateOf = (n: number) => (index % 3 === 1 && n > 0 && standard === 18 ? 12 : standard);
      const byRate = new Map<number, number>();
      i.lines.forEach((l, n) => byRate.set(rateOf(n), (byRate.get(rateOf(n)) ?? 0) + l.netCents * 3));
      const parts = [...byRate].map(([rate, net]) => {
        const half = state === '29' ? taxOf(net, rate / 2) : 0;
        const igst = state === '29' ? 0 : taxOf(net, rate);
        return { rate, net, igst, half };
      });
      const value = parts.reduce((s, p) => s + p.net + p.igst + 2 * p.half, 0);
      const einvoice = i.vendor % 2 === 0;
      const filed = later({ ...i.date, d: 11 }, i.vendor);
      for (const p of parts) {
        rows.push([
          gstin(state, i.vendor),
          i.vendorName,
          i.number,
          'Regular',
          `${p2(i.date.d)}-${p2(i.date.m)}-${i.date.y}`,
          value / 100,
          'Karnataka',
          'N',
          p.rate,
          p.net / 100,
          p.igst / 100,
          p.half / 100,
          p.half / 100,
          0,
          `${['Jan', 'Feb', 'Mar'][i.date.m - 1]}'24`,
          `${p2(filed.d)}-${p2(i.date.m + 1)}-2024`,
          i.vendor === 5 ? 'No' : 'Yes',
          i.vendor === 5 ? 'Return filed post annual cut-off' : '',
          '',
          einvoice ? 'e-Invoice' : '',
          einvoice ? (i.document * 7919).toString(16).padStart(64, 'a') : '',
          einvoice ? `${p2(i.date.d)}-${p2(i.date.m)}-${i.date.y}` : '',
        ]);
      }
    });
    return writeXlsx(dir, 'GSTR2B_29AABCM1234K1Z5_032024.xlsx', {
      'Read me': [['Goods and Services Tax - GSTR-2B'], ['Financial Year', '2023-24'], ['Tax Period', 'March']],
      B2B: rows,
    });
  },
};
