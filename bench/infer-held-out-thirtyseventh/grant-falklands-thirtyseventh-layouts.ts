/**
 * Thirty-seventh held-out layouts of a trade and a territory no set held: a US research
 * university's accounts payable vouchers charged to sponsored research grants, exported from its
 * ERP's query tool as tab-separated text (English headers; one row per voucher line, the
 * university's Voucher ID, the vendor's Invoice Number and the voucher's gross amount repeated on
 * each; MM/DD/YYYY; each line's fund, department, sponsored project and account code; no sales
 * tax, the university being exempt; US dollars, and the vendor's own currency for a foreign
 * vendor; a vendor credit negative), and a Stanley fishing company's purchase ledger invoices
 * report exported as CSV in UTF-8 (commas; the company and the period on two lines above the
 * header; one row per nominal line, the ledger's PL Ref and the supplier's reference repeated on
 * each; dates with the month's whole name, 15 January 2024; no VAT, the Falkland Islands have
 * none; Falkland Islands pounds, at par with sterling, and pounds sterling, a currency per row; a
 * credit note negative). Written from public practice (US federal sponsored-award cost charging:
 * fund, project and object code on each charge; Falkland Islands: no VAT or sales tax), without
 * reading infer's code and without running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { writeUtf8Text } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { longDay, monthFirst } from './thirtyseventh-formats.js';

const PROJECTS = ['NIH-R01GM148210', 'NSF-2311904', 'DOE-SC0024118', 'NIH-R21CA281406'];

/**
 * January to March 2024 grant-charged vouchers of a research university: one row per voucher
 * line, the voucher's fields repeated.
 */
export const researchGrantPayables: CorpusLayout = {
  name: 'research-grant-payables',
  modelledOn:
    "US research university's AP vouchers charged to sponsored projects, exported as tab-separated text from its ERP query tool (layout assumed): Business Unit, Voucher ID, Vendor ID, Vendor Name, Invoice Number, Invoice Date MM/DD/YYYY, Voucher Line, Fund, Dept ID, Project, Account, Line Descr, Line Amount, Gross Amount, Currency (USD, EUR for a foreign vendor); no tax; a vendor credit negative",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(37109, 10, 6, ['USD', 'USD', 'EUR']));
    const rows: CorpusCell[][] = [
      [
        'Business Unit',
        'Voucher ID',
        'Vendor ID',
        'Vendor Name',
        'Invoice Number',
        'Invoice Date',
        'Voucher Line',
        'Fund',
        'Dept ID',
        'Project',
        'Account',
        'Line Descr',
        'Line Amount',
        'Gross Amount',
        'Currency',
      ],
    ];
    const descriptions = ['Lab supplies', 'Sequencing services', 'Antibodies', 'Equipment maintenance'];
    invoices.forEach((i, n) => {
      const sign = n === 5 ? -1 : 1;
      const lines = localLines(i, i.currency === 'USD' ? 1.08 : 1, [0, 0, 0]);
      const gross = sign * totals(lines).gross;
      lines.forEach((l, k) => {
        rows.push([
          'UNIV1',
          String(718204 + n * 5).padStart(8, '0'),
          String(3000021 + i.vendor * 137).padStart(10, '0'),
          i.vendorName,
          sign < 0 ? `CR${i.number}` : i.number,
          monthFirst(i.date),
          String(k + 1),
          '52000',
          String(41030 + (n % 3) * 20),
          PROJECTS[(n + k) % PROJECTS.length]!,
          ['53110', '53250', '53110', '54400'][(n + k) % 4]!,
          sign < 0 ? 'Vendor credit - returned reagents' : descriptions[(n + k) % descriptions.length]!,
          ((sign * l.net) / 100).toFixed(2),
          (gross / 100).toFixed(2),
          i.currency,
        ]);
      });
    });
    return writeUtf8Text(dir, 'AP_GRANT_VOUCHERS_2024Q1.txt', rows, '\t');
  },
};

/**
 * January to March 2024 purchase invoices of a Falklands fishing company: one row per nominal
 * line, the invoice's fields repeated.
 */
export const falklandsPurchaseInvoices: CorpusLayout = {
  name: 'falklands-purchase-invoices',
  modelledOn:
    "Falkland Islands fishing company's purchase ledger invoices report exported as CSV (layout assumed), UTF-8, comma: company and period on two lines above the header; PL Ref, Date (15 January 2024), Supplier A/C, Supplier, Supplier Ref, Nominal, Details, Net, Currency (FKP, GBP), Invoice Total; no VAT; one row per nominal line; a credit note negative",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(37110, 9, 6, ['FKP', 'GBP', 'FKP']));
    const rows: CorpusCell[][] = [
      ['South Atlantic Longline Fisheries Ltd'],
      ['Purchase Invoices 1 January 2024 to 31 March 2024'],
      [
        'PL Ref',
        'Date',
        'Supplier A/C',
        'Supplier',
        'Supplier Ref',
        'Nominal',
        'Details',
        'Net',
        'Currency',
        'Invoice Total',
      ],
    ];
    const details = ['Bait and gear', 'Vessel stores', 'Freight ex UK', 'Engine parts'];
    invoices.forEach((i, n) => {
      const sign = n === 2 ? -1 : 1;
      const lines = localLines(i, 0.86, [0, 0, 0]);
      const gross = sign * totals(lines).gross;
      lines.forEach((l, k) => {
        rows.push([
          `PI${String(1504 + n)}`,
          longDay(i.date),
          `${i.vendorName
            .replace(/[^A-Za-z]/g, '')
            .slice(0, 4)
            .toUpperCase()}0${i.vendor + 1}`,
          i.vendorName,
          sign < 0 ? `CN ${i.number}` : i.number,
          String(5010 + ((n + k) % 4) * 10),
          sign < 0 ? 'Credit - short delivery' : details[(n + k) % details.length]!,
          ((sign * l.net) / 100).toFixed(2),
          i.currency,
          (gross / 100).toFixed(2),
        ]);
      });
    });
    return writeUtf8Text(dir, 'PurchaseInvoices_Q1_2024.csv', rows, ',');
  },
};
