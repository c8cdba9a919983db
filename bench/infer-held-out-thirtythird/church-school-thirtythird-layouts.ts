/**
 * Thirty-third held-out layouts of two non-profit books: PowerChurch Plus's accounts payable
 * invoice listing of a US church exported to CSV (Windows-1252, commas, every field quoted; one
 * row per distribution of an invoice over the church's funds, vendor number and name, the
 * vendor's invoice number, MM/DD/YYYY, fund, account number and name, the invoice amount
 * repeated; no tax; a vendor's credit negative), and a California school district's commercial
 * warrant register exported to Excel (the district's name, the report's title and its date range
 * above the header; one row per invoice line, grouped by the warrant that pays them, so one
 * warrant pays several invoices of a vendor; warrant number and date, vendor ID and name, invoice
 * number and date as text, the state's account string fund-resource-year-goal-function-object-
 * site, the line's amount; a Warrant Total row under each warrant and a Report Total at the end;
 * no invoice total). Written from each product's and the state's public descriptions, without
 * reading infer's code and without running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { usPadded } from '../infer-held-out-fresh/fresh-formats.js';
import { later } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { encodeCodePage } from '../infer-held-out-twentieth/encode-code-page.js';
import { writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { cents } from './thirtythird-formats.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FUNDS: readonly (readonly [string, string, string])[] = [
  ['01', '5100', 'Worship & Music'],
  ['01', '5400', 'Christian Education'],
  ['20', '7200', 'Building Maintenance'],
  ['30', '6100', 'Missions Outreach'],
];
/**
 * The invoices of January to March 2024 as PowerChurch Plus lists them for export: the header on
 * line 1; per fund distribution the vendor number and name, invoice number, dates, fund, account
 * and its name, the distribution's description and amount, the invoice amount.
 */
export const powerchurchApInvoices: CorpusLayout = {
  name: 'powerchurch-ap-invoices',
  modelledOn:
    'PowerChurch Plus accounts payable invoice listing of a US church exported to CSV (layout assumed), Windows-1252, commas, every field quoted, one row per fund distribution: Vendor #, Vendor Name, Invoice #, Invoice Date and Due Date MM/DD/YYYY, Fund, Account # fund-major-sub (01-5100-000), Account Name, Description, Amount, Invoice Amount repeated; no tax, USD without a column, a credit negative',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(33105, 10, 5));
    const rows: string[][] = [
      [
        'Vendor #',
        'Vendor Name',
        'Invoice #',
        'Invoice Date',
        'Due Date',
        'Fund',
        'Account #',
        'Account Name',
        'Description',
        'Amount',
        'Invoice Amount',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 2 ? -1 : 1;
      const fund = (k: number) => FUNDS[(i.vendor + k) % FUNDS.length]!;
      i.lines.forEach((l, k) => {
        // PowerChurch numbers an account fund-major-sub: 01-5100-000.
        const [f, account, name] = fund(k);
        rows.push([
          String(100 + i.vendor * 3),
          i.vendorName,
          i.number,
          usPadded(i.date),
          usPadded(i.due),
          f,
          `${f}-${account}-000`,
          name,
          l.description,
          cents(sign * l.netCents),
          cents(sign * i.netCents),
        ]);
      });
    });
    const file = join(dir, 'APINVLST.CSV');
    const text = `${rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n')}\r\n`;
    writeFileSync(file, encodeCodePage(text, 'windows-1252'));
    return file;
  },
};

/**
 * California's standard (SACS) object codes a district charges: materials and supplies,
 * noncapitalized equipment, books and other reference materials, professional and consulting
 * services and operating expenditures.
 */
const OBJECTS = ['4300', '4400', '4200', '5800'];

/**
 * The invoices of January to March 2024 on a school district's commercial warrant register: four
 * title lines, the header on row 5; the lines of the invoices each warrant pays, then a Warrant
 * Total row; a Report Total row at the end.
 */
export const schoolWarrantRegister: CorpusLayout = {
  name: 'school-district-warrant-register',
  modelledOn:
    'California school district commercial warrant register exported to XLSX (layout assumed): district, title and date range above the header on row 5; one row per invoice line grouped by warrant (a warrant pays several invoices of one vendor): Warrant No., Warrant Date, Vendor ID, Vendor Name, Invoice No., Invoice Date MM/DD/YYYY text, Description, Account String FD-RESC-Y-GOAL-FUNC-OBJT-SITE, Amount; Warrant Total rows and a Report Total; no invoice total, no tax, USD',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(33106, 12, 4));
    const rows: CorpusCell[][] = [
      ['Maplewood Unified School District'],
      ['Commercial Warrant Register'],
      ['Warrant Dates 01/01/2024 - 04/30/2024'],
      [],
      [
        'Warrant No.',
        'Warrant Date',
        'Vendor ID',
        'Vendor Name',
        'Invoice No.',
        'Invoice Date',
        'Description',
        'Account String',
        'Amount',
      ],
    ];
    // One warrant per vendor and month pays all that vendor's invoices of the month.
    const warrants = new Map<string, typeof invoices>();
    for (const i of invoices) {
      const key = `${i.date.m}-${i.vendor}`;
      warrants.set(key, [...(warrants.get(key) ?? []), i]);
    }
    let report = 0;
    [...warrants.values()].forEach((paid, w) => {
      const last = paid[paid.length - 1]!;
      const warrantDate = usPadded(later({ ...last.date, d: 20 }, 5));
      let sum = 0;
      for (const i of paid) {
        i.lines.forEach((l, k) => {
          sum += l.netCents;
          rows.push([
            String(43018270 + w * 3),
            warrantDate,
            `V${String(2031 + i.vendor * 44).padStart(6, '0')}`,
            i.vendorName,
            i.number,
            usPadded(i.date),
            l.description,
            `01-${k % 2 ? '0000' : '1100'}-0-1110-1000-${OBJECTS[k]!}-0${10 + i.vendor}`,
            l.netCents / 100,
          ]);
        });
      }
      report += sum;
      rows.push([null, null, null, null, null, null, 'Warrant Total', null, sum / 100]);
    });
    rows.push([null, null, null, null, null, null, 'Report Total', null, report / 100]);
    return writeSheets(dir, 'WarrantRegister.xlsx', {
      'Warrant Register': { rows, formats: { 9: '#,##0.00' }, merged: ['A1:I1', 'A2:I2', 'A3:I3'] },
    });
  },
};
