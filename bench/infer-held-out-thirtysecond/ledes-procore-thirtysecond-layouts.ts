/**
 * Thirty-second held-out layouts: law firms' invoices in LEDES 98BI V2 as a corporate legal
 * department's e-billing platform exports the approved ones (the `LEDES98BI V2[]` line, then the
 * 52 fields' header; one line per fee, expense or invoice adjustment, fields split by `|`, `[]`
 * closing each line, YYYYMMDD dates, the firm's tax id in LAW_FIRM_ID, the invoice's currency,
 * LINE_ITEM_TOTAL holding the line's tax; UK firms at 20 % VAT, an Irish and a US one without (the
 * UK client reverse-charges their services); a discount as a negative IF line), and Procore's list of subcontractor invoices (pay
 * applications) of a US general contractor exported to CSV (UTF-8 with a byte-order mark,
 * project, commitment, contract company, the subcontractor's invoice number, billing period and
 * date, work completed and materials stored this period, the 10 % retainage held and the net
 * amount due, dollars as `$12,345.67`, a deductive change in parentheses). Written from the LEDES
 * specification and Procore's documentation of its invoicing tool, without reading infer's code
 * and without running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import type { Day } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { usPadded } from '../infer-held-out-fresh/fresh-formats.js';
import { writeBomCsv } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { compact } from '../infer-held-out-twentythird/twentythird-formats.js';
import { dollarsInParentheses, writeLedes } from './thirtysecond-formats.js';

const LEDES_FIELDS = [
  'INVOICE_DATE',
  'INVOICE_NUMBER',
  'CLIENT_ID',
  'LAW_FIRM_MATTER_ID',
  'INVOICE_TOTAL',
  'BILLING_START_DATE',
  'BILLING_END_DATE',
  'INVOICE_DESCRIPTION',
  'LINE_ITEM_NUMBER',
  'EXP/FEE/INV_ADJ_TYPE',
  'LINE_ITEM_NUMBER_OF_UNITS',
  'LINE_ITEM_ADJUSTMENT_AMOUNT',
  'LINE_ITEM_TOTAL',
  'LINE_ITEM_DATE',
  'LINE_ITEM_TASK_CODE',
  'LINE_ITEM_EXPENSE_CODE',
  'LINE_ITEM_ACTIVITY_CODE',
  'TIMEKEEPER_ID',
  'LINE_ITEM_DESCRIPTION',
  'LAW_FIRM_ID',
  'LINE_ITEM_UNIT_COST',
  'TIMEKEEPER_NAME',
  'TIMEKEEPER_CLASSIFICATION',
  'CLIENT_MATTER_ID',
  'PO_NUMBER',
  'CLIENT_TAX_ID',
  'MATTER_NAME',
  'INVOICE_TAX_TOTAL',
  'INVOICE_NET_TOTAL',
  'INVOICE_CURRENCY',
  'TIMEKEEPER_LAST_NAME',
  'TIMEKEEPER_FIRST_NAME',
  'ACCOUNT_TYPE',
  'LAW_FIRM_NAME',
  'LAW_FIRM_ADDRESS_1',
  'LAW_FIRM_ADDRESS_2',
  'LAW_FIRM_CITY',
  'LAW_FIRM_STATEorREGION',
  'LAW_FIRM_POSTCODE',
  'LAW_FIRM_COUNTRY',
  'CLIENT_NAME',
  'CLIENT_ADDRESS_1',
  'CLIENT_ADDRESS_2',
  'CLIENT_CITY',
  'CLIENT_STATEorREGION',
  'CLIENT_POSTCODE',
  'CLIENT_COUNTRY',
  'LINE_ITEM_TAX_RATE',
  'LINE_ITEM_TAX_TOTAL',
  'LINE_ITEM_TAX_TYPE',
  'INVOICE_REPORTED_TAX_TOTAL',
  'INVOICE_TAX_CURRENCY',
];

/** Where each currency's firm sits: its tax id, city, postcode, country and VAT rate on fees. */
const FIRMS: Record<string, { id: (v: number) => string; city: string; post: string; country: string; vat: number }> = {
  GBP: { id: (v) => `GB${String(214365870 + v * 1013)}`, city: 'London', post: 'EC4A 1BR', country: 'GB', vat: 20 },
  // Legal services to a business client in the UK are supplied where the client is established: an
  // Irish firm charges no Irish VAT and the client accounts for UK VAT itself (reverse charge).
  EUR: { id: (v) => `IE${String(6388047 + v * 7)}W`, city: 'Dublin', post: 'D02 X285', country: 'IE', vat: 0 },
  USD: { id: (v) => `${13 + v}-${String(4417720 + v * 31)}`, city: 'New York', post: '10017', country: 'US', vat: 0 },
};

const KEEPERS = [
  ['PT', 'Whitfield', 'Eleanor', 'L120', 'A106'],
  ['AS', 'Okafor', 'Daniel', 'L210', 'A103'],
  ['AS', 'Brennan', 'Siobhan', 'L310', 'A104'],
  ['PL', 'Marsh', 'Tom', 'L140', 'A110'],
] as const;

/** The month before the invoice's: the period a law firm bills in arrears. */
function billedMonth(d: Day): { start: string; end: string } {
  const y = d.m === 1 ? d.y - 1 : d.y;
  const m = d.m === 1 ? 12 : d.m - 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${y}${p2(m)}01`, end: `${y}${p2(m)}${last}` };
}

/**
 * The approved law firm invoices of January to March 2024 as the e-billing platform exports them
 * in LEDES 98BI V2: per line item the invoice's fields repeated, the line's units, unit cost,
 * adjustment, tax rate, tax and total (tax included), the firm's and the client's details.
 */
export const ledes98biInvoices: CorpusLayout = {
  name: 'ledes-98bi-invoices',
  modelledOn:
    'LEDES 98BI V2 file (layout per the LEDES specification, contents assumed): first line LEDES98BI V2[], the 52-field header, one line per line item with | between fields and [] at each line end, YYYYMMDD dates, LAW_FIRM_ID the firm tax id, INVOICE_CURRENCY GBP / EUR / USD, LINE_ITEM_TOTAL including LINE_ITEM_TAX_TOTAL, an IF discount line negative',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(32101, 10, 6, ['GBP', 'GBP', 'EUR', 'GBP', 'USD', 'GBP']));
    const rows: CorpusCell[][] = [[...LEDES_FIELDS]];
    invoices.forEach((i, n) => {
      const firm = FIRMS[i.currency]!;
      const period = billedMonth(i.date);
      const matter = `${String(2023100 + i.vendor * 17)}`;
      const items = i.lines.map((l, k) => {
        const fee = k === 0 || l.ratePercent !== 0;
        const keeper = KEEPERS[(k + i.vendor) % KEEPERS.length]!;
        const rate = fee ? firm.vat : 0;
        const net = l.netCents;
        return {
          fee,
          keeper,
          units: l.quantity,
          unit: l.unitCents,
          adjustment: 0,
          net,
          rate,
          tax: Math.round((net * rate) / 100),
          l,
        };
      });
      if (n === 4) {
        // An agreed 5 % discount on the fees, billed as an invoice-level fee adjustment.
        const fees = items.filter((t) => t.fee).reduce((s, t) => s + t.net, 0);
        const discount = -Math.round(fees * 0.05);
        items.push({
          ...items[0]!,
          fee: true,
          units: 1,
          unit: 0,
          adjustment: discount,
          net: discount,
          tax: Math.round((discount * firm.vat) / 100),
        });
      }
      const tax = items.reduce((s, t) => s + t.tax, 0);
      const total = items.reduce((s, t) => s + t.net + t.tax, 0);
      items.forEach((t, k) => {
        const adjustmentLine = t.adjustment !== 0;
        const [cls, last, first, task, activity] = t.keeper;
        rows.push([
          compact(i.date),
          i.number,
          'HMG001',
          matter,
          money(total),
          period.start,
          period.end,
          'Professional services rendered in the period',
          String(k + 1),
          adjustmentLine ? 'IF' : t.fee ? 'F' : 'E',
          adjustmentLine ? '1' : t.fee ? (t.units / 2).toFixed(1) : String(t.units),
          money(t.adjustment),
          money(t.net + t.tax),
          `${period.start.slice(0, 6)}${p2(Math.min(28, 3 + k * 5))}`,
          t.fee && !adjustmentLine ? task : '',
          t.fee ? '' : 'E124',
          t.fee && !adjustmentLine ? activity : '',
          t.fee && !adjustmentLine ? `TK${100 + i.vendor * 4 + ((k + i.vendor) % 4)}` : '',
          adjustmentLine ? 'Agreed discount 5% on fees' : t.l.description,
          firm.id(i.vendor),
          adjustmentLine ? '0.00' : t.fee ? money(t.unit * 2) : money(t.unit),
          t.fee && !adjustmentLine ? `${last}, ${first}` : '',
          t.fee && !adjustmentLine ? cls : '',
          `LEG-${String(4400 + i.vendor * 3)}`,
          '',
          'GB771244598',
          `Harbour Media Group plc - commercial disputes ${i.vendor + 1}`,
          money(tax),
          money(total - tax),
          i.currency,
          t.fee && !adjustmentLine ? last : '',
          t.fee && !adjustmentLine ? first : '',
          'O',
          i.vendorName,
          `${10 + i.vendor} Chancery Lane`,
          '',
          firm.city,
          '',
          firm.post,
          firm.country,
          'Harbour Media Group plc',
          '1 Canal Wharf',
          '',
          'Leeds',
          'West Yorkshire',
          'LS11 5PY',
          'GB',
          (t.rate / 100).toFixed(4),
          money(t.tax),
          t.rate ? 'VAT' : '',
          money(tax),
          i.currency,
        ]);
      });
    });
    return writeLedes(dir, 'approved_invoices_2024Q1_LEDES98BIV2.txt', 'LEDES98BI V2', rows);
  },
};

const MONTH_DAYS_2024 = [31, 29, 31];

/**
 * The subcontractor invoices of January to March 2024 as Procore's invoicing tool exports its
 * list: per invoice the project, commitment, contract company, the subcontractor's invoice number,
 * status, billing period and date, work completed and materials presently stored this period,
 * their total, the retainage held this period and the net amount due.
 */
export const procoreSubcontractorInvoices: CorpusLayout = {
  name: 'procore-subcontractor-invoices',
  modelledOn:
    'Procore subcontractor invoices list exported to CSV (layout assumed), UTF-8 with BOM: Project, Commitment, Contract Company, Invoice #, Status, Billing Period MM/DD/YYYY - MM/DD/YYYY, Billing Date MM/DD/YYYY, Work Completed This Period, Materials Presently Stored, Total Completed & Stored This Period, Retainage This Period (10 % of work), Net Amount Due as $12,345.67, a deductive change in parentheses',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(32102, 11, 6));
    const rows: CorpusCell[][] = [
      [
        'Project',
        'Commitment',
        'Contract Company',
        'Invoice #',
        'Status',
        'Billing Period',
        'Billing Date',
        'Work Completed This Period',
        'Materials Presently Stored',
        'Total Completed & Stored This Period',
        'Retainage This Period',
        'Net Amount Due',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 6 ? -1 : 1;
      const materials = i.lines.length > 1 ? i.lines[i.lines.length - 1]!.netCents : 0;
      const work = i.netCents - materials;
      const retainage = Math.round(work * 0.1);
      const period = `${p2(i.date.m)}/01/2024 - ${p2(i.date.m)}/${MONTH_DAYS_2024[i.date.m - 1]}/2024`;
      rows.push([
        `24-0${17 + (i.vendor % 3)} Riverside Medical Office Building`,
        `SC-${String(24017 + i.vendor * 3)}-0${1 + (i.vendor % 4)}`,
        i.vendorName,
        i.number,
        i.date.m === 1 ? 'Paid' : 'Approved',
        period,
        usPadded(i.date),
        ...[work, materials, work + materials, retainage, work + materials - retainage].map((c) =>
          dollarsInParentheses(sign * c),
        ),
      ]);
    });
    return writeBomCsv(dir, 'Subcontractor Invoices.csv', rows, ',');
  },
};
