/**
 * Thirty-fourth held-out layouts of two kinds of buyer no set held: a US university's
 * purchasing-card transactions downloaded from its card programme's web site into Excel (title,
 * billing cycle and run date above an Excel table with its totals row; the programme's
 * transaction id beside the receipt number the cardholder keyed in, posting and transaction dates,
 * cardholder, masked card, merchant and MCC, amount with the sales tax a merchant charged in
 * spite of the exemption, the university's fund, org and account; a merchant credit negative;
 * US dollars), and a British film production's accounts payable distribution report from its
 * production-accounting system (the system's transaction number beside the vendor's invoice
 * number, DD/MM/YYYY, one row per distribution line coded to account, set and episode, VAT at
 * 20 % or nil, pounds for the studio and euros for a location week in Malta, the invoice total
 * repeated). Written from public descriptions, without reading infer's code and without running
 * infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeUtf8Text } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf, localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { later } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { cents } from '../infer-held-out-thirtythird/thirtythird-formats.js';
import { writeTableSheet } from './thirtyfourth-formats.js';

const MCC: readonly [string, string][] = [
  ['5045', 'Computers, peripherals'],
  ['5111', 'Stationery, office supplies'],
  ['8999', 'Professional services'],
  ['5169', 'Chemicals and allied products'],
  ['7399', 'Business services'],
  ['5943', 'Stationery stores'],
];

/**
 * Card transactions of January to March 2024: one row per transaction, each one line; the table's
 * totals row adds up the amounts and the sales tax.
 */
export const universityPcardTransactions: CorpusLayout = {
  name: 'university-pcard-transactions',
  modelledOn:
    'US university purchasing-card transaction download from the card programme web site, XLSX (layout assumed): three preamble lines, then an Excel table (ListObject) with its totals row: Transaction ID, Receipt No., Posting Date, Transaction Date, Cardholder, Card (masked), Merchant Name, MCC, Description, Amount, Sales Tax, Fund, Org, Account; dates as date cells; a merchant credit negative; USD',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(34103, 11, 6));
    const rows: CorpusCell[][] = invoices.map((i, n) => {
      const sign = n === 5 ? -1 : 1;
      const net = totals(localLines(i, 0.42, [0, 0, 0])).net;
      const tax = n % 4 === 1 ? Math.round((net * 625) / 10000) : 0;
      const [mcc, category] = MCC[i.vendor % MCC.length]!;
      return [
        `${24030000 + n * 137}`,
        i.number,
        dateOf(later(i.date, 2)),
        dateOf(i.date),
        ['J. Alvarez', 'M. Chen', 'R. Okafor'][n % 3]!,
        `************${4417 + (n % 3) * 1000}`,
        i.vendorName,
        mcc,
        category,
        (sign * (net + tax)) / 100,
        (sign * tax) / 100,
        ['110000', '215430', '110000'][n % 3]!,
        ['CHEM', 'LIBR', 'FACL'][n % 3]!,
        ['730100', '730400', '741200'][n % 3]!,
      ];
    });
    return writeTableSheet(dir, 'Transactions_2024Q1.xlsx', 'Transactions', {
      tableName: 'Transactions',
      preamble: [
        'State University - Purchasing Card Program',
        'Transaction Detail - Posting Dates 01/01/2024 - 03/31/2024',
        'Run Date: 04/02/2024',
      ],
      header: [
        'Transaction ID',
        'Receipt No.',
        'Posting Date',
        'Transaction Date',
        'Cardholder',
        'Card',
        'Merchant Name',
        'MCC',
        'Description',
        'Amount',
        'Sales Tax',
        'Fund',
        'Org',
        'Account',
      ],
      rows,
      totalColumns: ['Amount', 'Sales Tax'],
    });
  },
};

/**
 * A production's payables of January to March 2024 as its accounting system's distribution
 * report lists them: one row per distribution line, the invoice's fields repeated.
 */
export const filmProductionApDistribution: CorpusLayout = {
  name: 'film-production-ap-distribution',
  modelledOn:
    'British film production accounting system AP distribution report exported as CSV (layout assumed), UTF-8, comma: Trans #, Batch, Vendor #, Vendor Name, Invoice #, Invoice Date DD/MM/YYYY, Acct, Set, Ep, Description, Cur (GBP, EUR for a Malta location week), Net, VAT (20 % or nil), Invoice Total repeated; one row per distribution line; a credit negative',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(34104, 10, 6));
    const accounts: readonly [string, string][] = [
      ['2305', 'Set dressing purchases'],
      ['2510', 'Camera rentals'],
      ['2710', 'Lighting equipment'],
      ['3420', 'Location fees'],
      ['3510', 'Transport - vans'],
    ];
    const rows: CorpusCell[][] = [
      [
        'Trans #',
        'Batch',
        'Vendor #',
        'Vendor Name',
        'Invoice #',
        'Invoice Date',
        'Acct',
        'Set',
        'Ep',
        'Description',
        'Cur',
        'Net',
        'VAT',
        'Invoice Total',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 3 ? -1 : 1;
      const malta = i.vendor === 4;
      const lines = localLines(i, malta ? 1 : 0.86, malta ? [18, 18, 0] : [20, 20, 0]);
      const t = totals(lines);
      lines.forEach((l, k) => {
        const [acct, what] = accounts[(n + k) % accounts.length]!;
        rows.push([
          String(1187 + n),
          `AP${p2(i.date.m)}${String(n + 1).padStart(2, '0')}`,
          `V${String(300 + i.vendor * 7)}`,
          i.vendorName,
          i.number,
          `${p2(i.date.d)}/${p2(i.date.m)}/${i.date.y}`,
          acct,
          ['014', '022', '031', '000'][(n + k) % 4]!,
          ['101', '102', '103'][k % 3]!,
          what,
          malta ? 'EUR' : 'GBP',
          cents(sign * l.net),
          cents(sign * l.tax),
          cents(sign * t.gross),
        ]);
      });
    });
    return writeUtf8Text(dir, 'AP_Distribution_Q1.csv', rows, ',');
  },
};
