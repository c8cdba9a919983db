/**
 * Thirty-second held-out layouts: MRI Software's AP invoice register of a British property manager
 * saved to Excel (three title lines and a blank row above the header, the invoices grouped by
 * entity, each entity closed by a total row whose Net, VAT and Gross are live SUM formulas; MRI's
 * transaction number beside the supplier's invoice number, type INV or CRN with a credit note
 * negative, date cells, the expense code; VAT 20 %, 5 %, 0 %), and the AP invoice distributions of
 * a US hospital's Infor Lawson exported to CSV for Excel (one row per distribution, codes written
 * as `="00004211"` so Excel keeps their zeros, Lawson's voucher number beside the vendor's invoice
 * number and its suffix, invoice type I or C with a credit memo negative, MM/DD/YYYY, the invoice
 * amount repeated, accounting unit, account, sub-account, the distribution's amount and a state's
 * sales tax where a vendor charged it). Written from each system's documentation of its fields,
 * without reading infer's code and without running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { usPadded } from '../infer-held-out-fresh/fresh-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf, localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import type { ReportRow } from './thirtysecond-formats.js';
import { excelText, writeExcelTextCsv, writeReportSheet } from './thirtysecond-formats.js';

const ENTITIES = [
  ['0100', 'Riverside House'],
  ['0200', 'Kingsway Retail Park'],
  ['0300', 'Albion Court'],
] as const;
const EXPENSE_CODES = ['SC210', 'SC230', 'SC310', 'SC420', 'SC510'];

/**
 * The AP invoice register of January to March 2024 as MRI saves it to Excel: the titles, a blank
 * row, the header on row 5; per entity its invoices (entity, transaction number, vendor, vendor
 * name, invoice, type, date, expense code, description, net, VAT, gross), then its total row.
 */
export const mriApInvoiceRegister: CorpusLayout = {
  name: 'mri-ap-invoice-register',
  modelledOn:
    'MRI Software AP invoice register saved to XLSX (layout assumed): three title lines and a blank row, the header on row 5, invoices grouped by entity each closed by a "Total Entity" row of SUM formulas; Entity, Trans No, Vendor, Vendor Name, Invoice, Type INV / CRN (negative), Invoice Date cells, Expense Code, Description, Net, VAT, Gross; GBP, VAT 20 % / 5 % / 0 %',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(32105, 12, 6));
    const rows: ReportRow[] = [
      { cells: ['Thameside Property Management Ltd'] },
      { cells: ['AP Invoice Register'] },
      { cells: ['Period: 01/2024 to 03/2024   Currency: GBP'] },
      { cells: [] },
      {
        cells: [
          'Entity',
          'Trans No',
          'Vendor',
          'Vendor Name',
          'Invoice',
          'Type',
          'Invoice Date',
          'Expense Code',
          'Description',
          'Net',
          'VAT',
          'Gross',
        ],
      },
    ];
    ENTITIES.forEach(([code, name], e) => {
      const first = rows.length + 1;
      invoices.forEach((i, n) => {
        if (n % 3 !== e) return;
        const sign = n === 8 ? -1 : 1;
        const t = totals(localLines(i, 0.86, [20, 5, 0]));
        rows.push({
          cells: [
            code,
            String(24001180 + n),
            `V${String(300 + i.vendor * 9).padStart(5, '0')}`,
            i.vendorName,
            i.number,
            sign < 0 ? 'CRN' : 'INV',
            dateOf(i.date),
            EXPENSE_CODES[(i.vendor + n) % EXPENSE_CODES.length]!,
            `${name} - ${i.lines[0]!.description}`,
            (sign * t.net) / 100,
            (sign * t.tax) / 100,
            (sign * t.gross) / 100,
          ],
        });
      });
      rows.push({ label: [`Total Entity ${code}`], sumColumns: [10, 11, 12], firstRow: first, lastRow: rows.length });
      rows.push({ cells: [] });
    });
    return writeReportSheet(dir, 'AP_Invoice_Register_Q1_2024.xlsx', 'Invoice Register', rows);
  },
};

const SUPPLIES = [
  'Nitrile exam gloves, medium, case of 1000',
  'IV administration sets, 20 drops/mL',
  'Surgical masks, ASTM level 3',
  'Suture kits, 4-0 absorbable',
  'Sterile gauze sponges 4x4, 12-ply',
  'Blood collection tubes, 4 mL',
  'Disposable underpads 23x36',
  'Syringes 10 mL, Luer lock',
  'Alcohol prep pads, medium',
];

/**
 * The AP invoice distributions of January to March 2024 as Lawson's inquiry exports them to CSV:
 * per distribution the company, vendor, vendor name, invoice, suffix, voucher, invoice type and
 * date, currency, invoice amount, distribution sequence, accounting unit, account, sub-account,
 * description, distribution amount and tax, PO number.
 */
export const lawsonApDistributions: CorpusLayout = {
  name: 'lawson-ap-distributions',
  modelledOn:
    'Infor Lawson AP invoice distributions exported to CSV for Excel (layout assumed), codes as ="0100": Company, Vendor, Vendor Name, Invoice, Suffix, Voucher, Inv Type I / C (negative), Invoice Date MM/DD/YYYY, Currency USD, Invoice Amount repeated, Dist Seq, Accounting Unit, Account, Sub Account, Description, Dist Amount, Tax Amount (7 % where charged), PO Number',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(32106, 10, 6));
    const rows: CorpusCell[][] = [
      [
        'Company',
        'Vendor',
        'Vendor Name',
        'Invoice',
        'Suffix',
        'Voucher',
        'Inv Type',
        'Invoice Date',
        'Currency',
        'Invoice Amount',
        'Dist Seq',
        'Accounting Unit',
        'Account',
        'Sub Account',
        'Description',
        'Dist Amount',
        'Tax Amount',
        'PO Number',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 3 ? -1 : 1;
      // A not-for-profit hospital buys exempt; one out-of-state vendor charges 7 % anyway.
      const lines = localLines(i, 1.08, i.vendor === 2 ? [7, 7, 0] : [0, 0, 0]);
      const t = totals(lines);
      lines.forEach((l, k) => {
        const source = i.lines[k]!;
        rows.push([
          excelText('0100'),
          excelText(String(4211 + i.vendor * 37).padStart(8, '0')),
          i.vendorName.toUpperCase(),
          i.number,
          '000',
          String(318804 + n),
          sign < 0 ? 'C' : 'I',
          usPadded(i.date),
          'USD',
          money(sign * t.gross),
          String((k + 1) * 10),
          excelText(`60${source.costCenter.slice(-2)}`),
          `7${source.glAccount.slice(1, 5)}`,
          excelText('0000'),
          SUPPLIES[(n + k * 2) % SUPPLIES.length]!,
          money(sign * l.net),
          money(sign * l.tax),
          source.purchaseOrder,
        ]);
      });
    });
    return writeExcelTextCsv(dir, 'AP_Invoice_Distributions.csv', rows);
  },
};
