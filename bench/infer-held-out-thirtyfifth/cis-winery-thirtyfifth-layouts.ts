/**
 * Thirty-fifth held-out layouts of two kinds of supplier no set held: an English main
 * contractor's register of subcontractor invoices paid under the Construction Industry Scheme,
 * kept in Excel (the company and the tax months above the header on row 4; its purchase ledger
 * reference beside the subcontractor's invoice number, UTR and verification number, date cells,
 * labour and materials apart and their gross, the VAT treatment written as text (the domestic
 * reverse charge: the contractor accounts for the 20 % itself, so no VAT is paid to the
 * subcontractor; a subcontractor not registered for VAT), the CIS rate 20 %, 30 % unverified or
 * 0 % gross status, the deduction on labour only and the net paid; pounds without a column), and
 * a South Australian winery's vintage 2024 grape payments to its growers, exported from its
 * grower-payment system as CSV (recipient-created tax invoices: the winery issues them, so the
 * RCTI number is both its own and the tax invoice's; one row per vineyard block, variety, tonnes
 * to three decimals and the price per tonne, value ex GST, GST at 10 %, the RCTI total repeated;
 * an adjustment note for a downgraded load negative; Australian dollars without a column).
 * Written from HMRC's and the ATO's public guidance, without reading infer's code and without
 * running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { writeUtf8Text } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { cents } from '../infer-held-out-thirtythird/thirtythird-formats.js';

/** Each subcontractor's CIS status: 20 % verified, 0 % gross payment status, 30 % unmatched. */
const CIS_RATE = [20, 0, 30, 20, 20, 20];

/**
 * January to March 2024 subcontractor invoices of a main contractor: one row per invoice, the
 * purchase ledger reference and the subcontractor's invoice number on each.
 */
export const cisSubcontractorPayments: CorpusLayout = {
  name: 'cis-subcontractor-payments',
  modelledOn:
    "English main contractor's CIS subcontractor payments register kept in XLSX (layout assumed): company and tax months above the header on row 4; PL Ref, Subcontractor, UTR, Verification No., Invoice No., Invoice Date (date cells), Labour, Materials, Gross, VAT Treatment (Reverse charge 20% / Not VAT registered, no VAT amount), CIS Rate (20 %, 30 %, 0 %), CIS Deduction on labour, Net Payment; GBP without a column",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(35103, 10, 6));
    const rows: CorpusCell[][] = [
      ['Hollins & Marsh Construction Ltd', null, null, null, null, null, null, null, null, null, null, null, null],
      ['CIS subcontractor payments - tax months 6 Jan 2024 to 5 Apr 2024', null, null, null, null, null, null],
      [],
      [
        'PL Ref',
        'Subcontractor',
        'UTR',
        'Verification No.',
        'Invoice No.',
        'Invoice Date',
        'Labour',
        'Materials',
        'Gross',
        'VAT Treatment',
        'CIS Rate',
        'CIS Deduction',
        'Net Payment',
      ],
    ];
    invoices.forEach((i, n) => {
      const gross = Math.round(i.netCents * 0.86);
      const labour = Math.round(gross * (0.55 + (i.vendor % 3) * 0.1));
      const rate = CIS_RATE[i.vendor % CIS_RATE.length]!;
      const deduction = Math.round((labour * rate) / 100);
      rows.push([
        `PL${String(30412 + n)}`,
        i.vendorName,
        String(4821907310 + i.vendor * 1117),
        rate === 30 ? 'V6418203719/A' : `V6418203${String(715 + i.vendor)}`,
        i.number,
        dateOf(i.date),
        labour / 100,
        (gross - labour) / 100,
        gross / 100,
        i.vendor === 4 ? 'Not VAT registered' : 'Reverse charge 20%',
        `${rate}%`,
        deduction / 100,
        (gross - deduction) / 100,
      ]);
    });
    const money = '#,##0.00';
    return writeSheets(dir, 'CIS payments Q4 2023-24.xlsx', {
      'CIS register': {
        rows,
        formats: { 7: money, 8: money, 9: money, 12: money, 13: money },
      },
    });
  },
};

/**
 * An ABN (a grower's, a subcontractor's): its nine-digit identifier behind the two check digits the Australian Business
 * Register derives from it (the first digit less one, each digit weighted 10, 1, 3, 5 … 19, the
 * sum a multiple of 89), grouped 2-3-3-3 as the ABR prints it.
 */
export function growerAbn(identifier: string) {
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  for (let check = 10; check < 100; check++) {
    const digits = `${String(check)}${identifier}`.split('').map(Number);
    digits[0] = digits[0]! - 1;
    if (digits.reduce((s, d, k) => s + d * weights[k]!, 0) % 89 === 0) {
      const abn = `${String(check)}${identifier}`;
      return `${abn.slice(0, 2)} ${abn.slice(2, 5)} ${abn.slice(5, 8)} ${abn.slice(8)}`;
    }
  }
  throw new Error(`no ABN check digits for ${identifier}`);
}

/** Two months on: the RCTI is raised once a delivered load is assessed, through the harvest. */
const inVintage = (d: { y: number; m: number; d: number }) => ({ ...d, m: d.m + 2 });

const VARIETIES = [
  ['Shiraz', 2150],
  ['Cabernet Sauvignon', 2400],
  ['Grenache', 1900],
  ['Chardonnay', 1150],
  ['Riesling', 1650],
] as const;

/**
 * Vintage 2024 grape payments of a winery: one row per vineyard block of a recipient-created tax
 * invoice, its RCTI number and total on each.
 */
export const wineryGrowerRcti: CorpusLayout = {
  name: 'winery-grower-rcti',
  modelledOn:
    'South Australian winery grower-payment system export of recipient-created tax invoices as CSV (layout assumed), UTF-8, comma: RCTI No (the winery numbers them; an adjustment note AN-), RCTI Date DD/MM/YYYY, Grower No, Grower, Grower ABN, Block, Variety, Tonnes (three decimals), Price $/t, Value ex GST, GST 10 %, Value inc GST, RCTI Total repeated; one row per vineyard block; AUD without a column',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(35104, 10, 6));
    const rows: CorpusCell[][] = [
      [
        'RCTI No',
        'RCTI Date',
        'Grower No',
        'Grower',
        'Grower ABN',
        'Block',
        'Variety',
        'Tonnes',
        'Price $/t',
        'Value ex GST',
        'GST',
        'Value inc GST',
        'RCTI Total',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 6 ? -1 : 1;
      const blocks = i.lines.slice(0, 3).map((l, k) => {
        const [variety, price] = VARIETIES[(i.vendor + k) % VARIETIES.length]!;
        // Tonnes to the kilogram, the price per tonne in whole dollars: the value to the cent.
        const kilos = sign < 0 ? 1000 + (l.netCents % 3000) : 4000 + ((l.netCents * 7) % 26000);
        const perTonne = sign < 0 ? Math.round(price * 0.35) : price;
        const value = sign * Math.round((kilos * perTonne) / 10);
        return { variety, kilos, perTonne, value, gst: Math.round(value / 10) };
      });
      const total = blocks.reduce((s, b) => s + b.value + b.gst, 0);
      blocks.forEach((b, k) => {
        rows.push([
          sign < 0 ? `AN-${String(24003)}` : `RCTI-${String(241180 + n * 4)}`,
          slashed(inVintage(i.date)),
          `G${String(1040 + i.vendor * 13)}`,
          i.vendorName,
          growerAbn(
            `${String(624 + i.vendor * 71).padStart(3, '0')}${String(318 + i.vendor)}${String(90 + i.vendor)}4`,
          ),
          `Blk ${String.fromCharCode(65 + k)}${1 + (n % 4)}`,
          sign < 0 ? `${b.variety} - downgrade C grade` : b.variety,
          (b.kilos / 1000).toFixed(3),
          b.perTonne.toFixed(2),
          cents(b.value),
          cents(b.gst),
          cents(b.value + b.gst),
          cents(total),
        ]);
      });
    });
    return writeUtf8Text(dir, 'Vintage2024_RCTI_export.csv', rows, ',');
  },
};
