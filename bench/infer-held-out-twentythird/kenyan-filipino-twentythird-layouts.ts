/**
 * Twenty-third held-out layouts: the purchases a Kenyan buyer finds in KRA's eTIMS (each supplier's
 * invoice with its taxable amount and tax per tax type A to E, credit notes positive by their
 * receipt type code), and the Philippine BIR Summary List of Purchases (one row per supplier and
 * month under the template's titles, a row of column numbers under the header, a grand total).
 * Written from each administration's public documentation and the countries' tax rules, without
 * reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later, p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { compact, monthEnd, units } from './twentythird-formats.js';

/** A KRA PIN: P, nine digits and a check letter. */
const pin = (vendor: number) => `P05${String(1000000 + vendor * 234567).slice(0, 7)}${'ABCDEFGHJK'[vendor]}`;

/** eTIMS tax types: A exempt, B 16 %, C zero-rated, D non-VAT, E 8 %. */
const TYPES = ['A', 'B', 'C', 'D', 'E'] as const;

/**
 * KRA eTIMS, the purchases list of the buyer's PIN downloaded as CSV: one row per sales invoice a
 * supplier's device signed for the buyer, with the supplier's PIN and name, its invoice number (the
 * device's sequence), the receipt type code (S a sale, R a credit note written positive), the
 * payment type code, the sales date as eight digits and the confirmation date-time as fourteen,
 * the taxable amount and tax of each tax type A to E, the totals, and the buyer's purchase state.
 * Kenyan shillings, written nowhere.
 */
export const etimsPurchasesList: CorpusLayout = {
  name: 'etims-purchases-list',
  modelledOn:
    'Kenya KRA eTIMS purchases list CSV: Supplier PIN, Supplier Name, Supplier Invoice No (a device sequence), Receipt Type Code S / R (credit notes positive), Payment Type Code, Sales Date YYYYMMDD, Confirm Date YYYYMMDDhhmmss, Taxable Amount A-E, Tax Rate A-E, Tax Amount A-E, Total Taxable Amount, Total Tax Amount, Total Amount, Purchase Status, KES implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(23101, 12, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Supplier PIN',
        'Supplier Name',
        'Supplier Invoice No',
        'Receipt Type Code',
        'Payment Type Code',
        'Sales Date',
        'Confirm Date',
        ...TYPES.map((t) => `Taxable Amount ${t}`),
        ...TYPES.map((t) => `Tax Rate ${t}`),
        ...TYPES.map((t) => `Tax Amount ${t}`),
        'Total Taxable Amount',
        'Total Tax Amount',
        'Total Amount',
        'Purchase Status',
      ],
    ];
    invoices.forEach((i, n) => {
      // Shillings at 160 to the euro; the 19 % of the corpus is B (16 %), its 7 % is E (8 %), 0 is A (exempt).
      const net = i.netCents * 160;
      const rate = localRate(i.lines[0]!.ratePercent, 16, 8);
      const type = rate === 16 ? 'B' : rate === 8 ? 'E' : 'A';
      const tax = taxOf(net, rate);
      rows.push([
        pin(i.vendor),
        i.vendorName,
        String(1000 + i.vendor * 500 + (i.document % 100) * 3),
        n === 7 ? 'R' : 'S',
        n % 3 === 0 ? '01' : '02',
        compact(i.date),
        `${compact(later(i.date, 1))}${p2(9 + (n % 8))}${p2((n * 7) % 60)}00`,
        ...TYPES.map((t) => units(t === type ? net : 0)),
        ...TYPES.map((t) => ({ A: 0, B: 16, C: 0, D: 0, E: 8 })[t]),
        ...TYPES.map((t) => units(t === type ? tax : 0)),
        units(net),
        units(tax),
        units(net + tax),
        'Approved',
      ]);
    });
    return writeCsv(dir, `purchases_${pin(9)}_2024Q1.csv`, rows);
  },
};

/** A Philippine TIN with its branch code: 000-000-000-000. */
const tin = (vendor: number) => `00${vendor + 4}-${String(123 + vendor * 111).slice(0, 3)}-${456 + vendor}-000`;

/**
 * BIR's Summary List of Purchases (SLP) as its Excel template holds it, before RELIEF turns it
 * into a DAT file: titles with the buyer's TIN, name and address, the header, then a row of column
 * numbers. One row per supplier and month: the taxable month (its last day, MM/DD/YYYY), the
 * supplier's TIN and registered name, the gross purchase (exempt, zero-rated and taxable, before
 * VAT), each of them, the taxable purchase split into services, capital goods and other goods, the
 * input tax (12 %) and the gross taxable purchase (taxable plus input tax). No invoice number: the
 * list is by supplier and month. A grand total ends it. Pesos, written nowhere.
 */
export const birSummaryListPurchases: CorpusLayout = {
  name: 'bir-summary-list-purchases',
  modelledOn:
    'Philippines BIR Summary List of Purchases XLSX template: PURCHASE TRANSACTION titles, TIN and owner lines, header then a row of column numbers (1) to (14), one row per supplier and month: TAXABLE MONTH MM/DD/YYYY month end, TIN with branch, REGISTERED NAME, supplier name and address, AMOUNT OF GROSS PURCHASE, EXEMPT, ZERO-RATED, TAXABLE, SERVICES, CAPITAL GOODS, OTHER GOODS, INPUT TAX 12 %, GROSS TAXABLE PURCHASE, Grand Total row, PHP implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(23202, 15, 6).sort(byDate);
    const header = [
      'TAXABLE MONTH',
      'TAXPAYER IDENTIFICATION NUMBER',
      'REGISTERED NAME',
      'NAME OF SUPPLIER (Last Name, First Name, Middle Name)',
      "SUPPLIER'S ADDRESS",
      'AMOUNT OF GROSS PURCHASE',
      'AMOUNT OF EXEMPT PURCHASE',
      'AMOUNT OF ZERO-RATED PURCHASE',
      'AMOUNT OF TAXABLE PURCHASE',
      'AMOUNT OF PURCHASE OF SERVICES',
      'AMOUNT OF PURCHASE OF CAPITAL GOODS',
      'AMOUNT OF PURCHASE OF GOODS OTHER THAN CAPITAL GOODS',
      'AMOUNT OF INPUT TAX',
      'AMOUNT OF GROSS TAXABLE PURCHASE',
    ];
    const rows: CorpusCell[][] = [
      ['PURCHASE TRANSACTION'],
      ['RECONCILIATION OF LISTING FOR ENFORCEMENT'],
      [],
      ['TIN : 008-765-432-000'],
      ["OWNER'S NAME : MEDIA BUYERS PHILIPPINES INC."],
      ["OWNER'S TRADE NAME : MEDIA BUYERS PH"],
      ["OWNER'S ADDRESS : 6750 AYALA AVENUE, MAKATI CITY"],
      [],
      header,
      header.map((_, k) => `(${k + 1})`),
    ];
    // Exempt, zero-rated and taxable purchases per supplier and month, in centavos (pesos at 62 to the euro).
    const buckets = new Map<string, { i: (typeof invoices)[number]; sums: number[] }>();
    for (const i of invoices) {
      const key = `${i.date.m}-${i.vendor}`;
      const bucket = buckets.get(key) ?? { i, sums: [0, 0, 0] };
      const rate = localRate(i.lines[0]!.ratePercent, 12, 0);
      const kind = i.lines[0]!.ratePercent === 0 ? 0 : rate === 0 ? 1 : 2;
      bucket.sums[kind]! += i.netCents * 62;
      buckets.set(key, bucket);
    }
    const total = Array<number>(9).fill(0);
    for (const { i, sums } of buckets.values()) {
      const [exempt, zero, taxable] = sums as [number, number, number];
      const tax = taxOf(taxable, 12);
      const cents = [exempt + zero + taxable, exempt, zero, taxable, taxable, 0, 0, tax, taxable + tax];
      cents.forEach((c, k) => (total[k]! += c));
      rows.push([
        monthEnd(i.date),
        tin(i.vendor),
        i.vendorName.toUpperCase(),
        null,
        'METRO MANILA',
        ...cents.map(units),
      ]);
    }
    rows.push(['Grand Total :', null, null, null, null, ...total.map(units)]);
    return writeXlsx(dir, 'SLP_008765432000_Q1_2024.xlsx', { Purchases: rows });
  },
};
