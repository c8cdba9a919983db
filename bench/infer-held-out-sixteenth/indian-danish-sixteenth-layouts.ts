/**
 * Sixteenth held-out layouts of two small-business packages: Marg ERP's purchase register of an
 * Indian distributor (a workbook under a title block, GST split into CGST and SGST or IGST,
 * purchase returns positive, month and grand totals between the bills), and Billy's list of bills
 * in Denmark (semicolons, decimal commas with dot grouping, dates with Danish month names, gross
 * and VAT but no net, credit notes negative, drafts and voided bills kept). Written from each
 * system's public documentation and the countries' tax rules, without reading infer's code and
 * without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later } from '../infer-held-out-fourteenth/fourteenth-days.js';

const MONTHS = ['January', 'February', 'March', 'April'];

/** A GSTIN: the state's code, the PAN, the entity number, Z and a check character. */
const gstin = (vendor: number) =>
  `${vendor % 2 === 0 ? '27' : '29'}AAB${'CDEFGH'[vendor]}M${4100 + vendor * 37}K1Z${vendor}`;

/**
 * Marg ERP's Purchase Register (Reports > Register > Purchase, exported to Excel): the firm's name,
 * the report's name and period above the header (row 5); the voucher date (date cells), Marg's
 * voucher number, the type (Purchase; Purchase Return, a debit note to the supplier written
 * positive), the supplier's bill number, the party's name and GSTIN, the taxable value, CGST and
 * SGST (a supplier in Maharashtra, the firm's state) or IGST (one in Karnataka), cess, and the net
 * amount. A month's total after its last bill and the grand total at the end, their label in the
 * date column. GST 18 %, 12 %, exempt.
 */
export const margPurchaseRegister: CorpusLayout = {
  name: 'marg-purchase-register',
  modelledOn:
    'Marg ERP Purchase Register exported to Excel: firm name, PURCHASE REGISTER and period above the header on row 5, Date date cells, Vch No. P/00123 beside Bill No., Type Purchase / Purchase Return (positive), Party Name, GSTIN, Taxable, CGST and SGST or IGST by state, Cess, Net Amt, month totals and the grand total labelled in the date column',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(16708, 10, 6, ['INR']).sort(byDate);
    const header = [
      'Date',
      'Vch No.',
      'Type',
      'Bill No.',
      'Party Name',
      'GSTIN',
      'Taxable',
      'CGST',
      'SGST',
      'IGST',
      'Cess',
      'Net Amt',
    ];
    const rows: CorpusCell[][] = [
      ['SHREE GANESH MEDIA DISTRIBUTORS'],
      ['PURCHASE REGISTER'],
      ['From 01-01-2024 To 31-03-2024'],
      [],
      header,
    ];
    const amount = (cents: number) => Number(money(cents));
    let month: number[] = [];
    const grand: number[] = [0, 0, 0, 0, 0, 0];
    const total = (label: string, sums: number[]) =>
      rows.push([label, null, null, null, null, null, ...sums.map(amount)]);
    invoices.forEach((i, index) => {
      if (index > 0 && invoices[index - 1]!.date.m !== i.date.m) {
        total(`Total ${MONTHS[invoices[index - 1]!.date.m - 1]}`, month);
        month = [];
      }
      const back = index % 4 === 3;
      const rate = localRate(i.lines[0]!.ratePercent, 18, 12);
      const tax = taxOf(i.netCents, rate);
      const local = gstin(i.vendor).startsWith('27');
      const cgst = local ? Math.floor(tax / 2) : 0;
      const sums = [i.netCents, cgst, local ? tax - cgst : 0, local ? 0 : tax, 0, i.netCents + tax];
      // The register adds the returns in as written: its totals are no sums of money owed.
      month = sums.map((s, n) => s + (month[n] ?? 0));
      sums.forEach((s, n) => (grand[n] = grand[n]! + s));
      rows.push([
        dateCell(i.date),
        `${back ? 'PR' : 'P'}/${String(120 + index).padStart(5, '0')}`,
        back ? 'Purchase Return' : 'Purchase',
        back ? `DN-${i.number}` : i.number,
        i.vendorName,
        gstin(i.vendor),
        ...sums.map(amount),
      ]);
    });
    total(`Total ${MONTHS[invoices.at(-1)!.date.m - 1]}`, month);
    total('Grand Total', grand);
    return writeXlsx(dir, 'PURCHASE REGISTER.xlsx', { Sheet1: rows });
  },
};

const DANISH_MONTHS = ['jan.', 'feb.', 'mar.', 'apr.', 'maj', 'jun.'];

/** `5. jan. 2024`: Billy's dates, the month by its Danish abbreviation. */
const danish = (d: { y: number; m: number; d: number }) => `${d.d}. ${DANISH_MONTHS[d.m - 1]} ${d.y}`;

/**
 * Billy's bills (Regninger, Eksportér, CSV as Danish Excel reads it: semicolons, `1.234,50`): the
 * date and due date with the month's Danish abbreviation, Billy's voucher number, the supplier's
 * invoice number, the supplier and its CVR number, the description, the currency, the amount with
 * VAT and the VAT (no amount without it), the type (Regning; Kreditnota, its amounts negative) and
 * the state (Godkendt, Betalt; a Kladde, a draft not yet approved and without a voucher number;
 * Annulleret, a voided bill). Moms 25 %, or none.
 */
export const billyRegninger: CorpusLayout = {
  name: 'billy-regninger',
  modelledOn:
    'Billy Regninger CSV export, semicolons, decimal commas with dot grouping: Dato and Forfaldsdato D. MMM. YYYY with Danish month names, Bilagsnr. beside Fakturanr., Leverandør, CVR, Beskrivelse, Valuta DKK / EUR, Beløb inkl. moms and Moms (no net), Type Regning / Kreditnota (negative), Status Godkendt / Betalt / Kladde / Annulleret (drafts and voided kept)',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(16809, 10, 6, ['DKK', 'DKK', 'EUR']).sort(byDate);
    const header = [
      'Dato',
      'Forfaldsdato',
      'Bilagsnr.',
      'Fakturanr.',
      'Leverandør',
      'CVR',
      'Beskrivelse',
      'Valuta',
      'Beløb inkl. moms',
      'Moms',
      'Type',
      'Status',
    ];
    const rows: CorpusCell[][] = [header];
    let voucher = 311;
    const push = (i: (typeof invoices)[number], index: number, status: string, credit: boolean) => {
      const sign = credit ? -1 : 1;
      const tax = taxOf(sign * i.netCents, i.lines[0]!.ratePercent === 0 ? 0 : 25);
      rows.push([
        danish(i.date),
        danish(later(i.due, index % 3)),
        status === 'Kladde' ? '' : String(voucher++),
        credit ? `K${i.number}` : i.number,
        i.vendorName,
        `DK${String(31000000 + i.vendor * 2718281).slice(0, 8)}`,
        i.lines[0]!.description,
        i.currency,
        money(sign * i.netCents + tax, 'comma'),
        money(tax, 'comma'),
        credit ? 'Kreditnota' : 'Regning',
        status,
      ]);
    };
    invoices.forEach((i, index) => push(i, index, index % 3 === 0 ? 'Betalt' : 'Godkendt', index % 5 === 4));
    // Keyed in twice by mistake and voided, and one still waiting for approval: no bills to pay yet.
    corpusInvoices(16810, 2, 6, ['DKK']).forEach((i, n) => push(i, n, n === 0 ? 'Annulleret' : 'Kladde', false));
    return writeCsv(dir, 'regninger.csv', rows, ';');
  },
};
