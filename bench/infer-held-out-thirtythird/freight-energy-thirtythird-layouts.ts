/**
 * Thirty-third held-out layouts of bills that come as charges: a freight audit and payment
 * provider's carrier invoice export (UTF-16 big-endian CSV from its Java report writer; one row
 * per charge, the carrier's name and SCAC, its PRO number as the invoice number, ISO dates, the
 * bill of lading, weight in pounds grouped with commas, charge codes with the fuel surcharge on a
 * row of its own, the carrier's invoice total beside the audited approved amount; no tax; USD, and
 * CAD on the lanes to or from Canada), and a UK energy bill validation platform's bill line export
 * (UTF-8 CSV; one row per charge of a bill, supplier and its VAT number, site and MPAN, bill
 * number, DD/MM/YYYY, the month billed, charge type with kWh to three places and the rate in
 * pence, net, VAT rate written 20% or 5% (a charity's site, without the Climate Change Levy),
 * VAT, gross, the bill's total repeated; a credit note negative; pounds). Written from each
 * trade's public descriptions of these exports, without reading infer's code and without running
 * infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay } from '../infer-held-out-fresh/fresh-formats.js';
import { slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeUtf8Text } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { type LocalLine, localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { cents, writeUtf16BeCsv } from './thirtythird-formats.js';

const SCAC = ['ODFL', 'SAIA', 'RLCA', 'ABFS', 'EXLA', 'FXFE'];
const ACCESSORIALS: readonly (readonly [string, string])[] = [
  ['LFT', 'Liftgate Delivery'],
  ['RES', 'Residential Delivery'],
  ['DET', 'Detention'],
];
const FEES = [8500, 14500, 12000];
const CITIES = ['Columbus, OH', 'Memphis, TN', 'Reno, NV', 'Joliet, IL', 'Toronto, ON'];

/**
 * The carrier invoices of January to March 2024 as a freight audit and payment provider exports
 * them: the header on line 1; per charge the carrier, SCAC, PRO number, dates, bill of lading,
 * lanes, weight, charge code and description, the charge, the invoice total and the approved
 * amount, currency.
 */
export const freightAuditCarrierCharges: CorpusLayout = {
  name: 'freight-audit-carrier-charges',
  modelledOn:
    'Freight audit and payment provider carrier invoice export to CSV (layout assumed), UTF-16BE with BOM, commas, one row per charge: Carrier Name, SCAC, PRO Number, Invoice Date and Ship Date YYYY-MM-DD, BOL Number, Origin, Destination, Weight (lbs) "1,250", Charge Code LH / FSC / LFT / RES / DET, Charge Description, Charge Amount, Invoice Total, Approved Amount (an audit reduction on one), Currency USD / CAD (CAD on the lanes to or from Toronto, zero-rated international freight); a carrier correction negative; no tax',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    // A lane within the United States is billed in US dollars; one to or from Toronto in Canadian
    // dollars, and as international freight it is zero-rated for GST/HST, so no tax either way.
    const laneOf = (vendor: number) => [CITIES[vendor % CITIES.length]!, CITIES[(vendor + 2) % CITIES.length]!];
    const invoices = inDateOrder(corpusInvoices(33103, 10, 6)).map((i) => ({
      ...i,
      currency: laneOf(i.vendor).some((c) => c.endsWith(', ON')) ? 'CAD' : 'USD',
    }));
    const rows: CorpusCell[][] = [
      [
        'Carrier Name',
        'SCAC',
        'PRO Number',
        'Invoice Date',
        'Ship Date',
        'BOL Number',
        'Origin',
        'Destination',
        'Weight (lbs)',
        'Charge Code',
        'Charge Description',
        'Charge Amount',
        'Invoice Total',
        'Approved Amount',
        'Currency',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 3 ? -1 : 1;
      // The linehaul carries the freight; accessorials are the carrier's flat fees.
      const linehaul = totals(localLines(i, i.currency === 'CAD' ? 0.3 : 0.22, [0, 0, 0])).net;
      const charges: [string, string, number][] = i.lines.map((_, k) =>
        k === 0 ? ['LH', 'Linehaul', linehaul] : [...ACCESSORIALS[(k - 1) % ACCESSORIALS.length]!, FEES[k - 1]!],
      );
      // The fuel surcharge is a share of the linehaul, set weekly from the diesel price.
      charges.splice(1, 0, ['FSC', 'Fuel Surcharge', Math.round(linehaul * 0.285)]);
      const total = charges.reduce((s, c) => s + c[2], 0);
      const disallowed = n === 7 ? charges[charges.length - 1]![2] : 0;
      const ship = { ...i.date, d: Math.max(1, i.date.d - 2) };
      const pro = `${SCAC[i.vendor]!.slice(0, 2)}${String(7710042 + n * 311 + i.vendor * 13)}`;
      charges.forEach(([code, description, amount]) => {
        rows.push([
          i.vendorName,
          SCAC[i.vendor]!,
          pro,
          isoDay(i.date),
          isoDay(ship),
          `BOL${String(5530917 + n * 7)}`,
          ...laneOf(i.vendor),
          (1250 + n * 415).toLocaleString('en-US'),
          code,
          description,
          cents(sign * amount),
          cents(sign * total),
          cents(sign * (total - disallowed)),
          i.currency,
        ]);
      });
    });
    return writeUtf16BeCsv(dir, 'carrier_invoice_charges.csv', rows, ',');
  },
};

const SITES = ['Unit 4 Riverside Park', 'Head Office, Leeds', "St Anne's Community Hall"];
const CHARGES = ['Day Unit Charge', 'Night Unit Charge', 'Standing Charge', 'Climate Change Levy'];
const PENCE = [27.843, 19.215, 0, 0.775];

/** The kWh, in thousandths, that a charge in pence buys at a rate in pence per kWh. */
const kWhOf = (pence: number, rate: number) => Math.round((pence / rate) * 1000);

/** A charge's kWh in thousandths: the levy's are the day and night units together. */
const unitsOf = (lines: readonly LocalLine[], k: number): number =>
  k === 3 ? unitsOf(lines, 0) + unitsOf(lines, 1) : kWhOf(lines[k]!.net, PENCE[k]!);

/**
 * A bill's charges with the Climate Change Levy (0.775 p/kWh on electricity in 2023-24) worked
 * out on the day and night units, as the levy is charged on units only; a supply at the reduced
 * 5 % VAT rate (charitable non-business use) is excluded from the levy, so it has no levy line.
 */
function withLevy(lines: readonly LocalLine[], rate: number): LocalLine[] {
  if (lines.length < 4) return [...lines];
  if (rate === 5) return lines.slice(0, 3);
  const net = Math.round((unitsOf(lines, 3) / 1000) * PENCE[3]!);
  return [...lines.slice(0, 3), { ...lines[3]!, net, tax: Math.round((net * rate) / 100) }];
}

/**
 * The energy bills of January to March 2024 as a bill validation platform exports their lines:
 * the header on line 1; per charge the supplier and its VAT number, site, MPAN, bill number and
 * type, bill date, period, charge type, kWh, rate, net, VAT rate, VAT, gross and the bill's total.
 */
export const energyBillLines: CorpusLayout = {
  name: 'energy-bill-validation-lines',
  modelledOn:
    'UK energy bill validation platform bill line export to CSV (layout assumed), UTF-8, commas, one row per charge: Supplier, Supplier VAT No. GB…, Site Name, MPAN, Bill Number, Bill Type Invoice / Credit Note (negative), Bill Date DD/MM/YYYY, Period From / To (the calendar month before the bill), Charge Type (day and night units, standing charge, Climate Change Levy at 0.775 p on the units, none on a 5 % VAT site), Consumption (kWh) to 3 places, Rate (p/kWh), Net Amount, VAT Rate "20%" / "5%" (a charity site), VAT Amount, Gross Amount, Bill Total (inc VAT) repeated; GBP, no currency column',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(33104, 10, 6));
    const rows: CorpusCell[][] = [
      [
        'Supplier',
        'Supplier VAT No.',
        'Site Name',
        'MPAN',
        'Bill Number',
        'Bill Type',
        'Bill Date',
        'Period From',
        'Period To',
        'Charge Type',
        'Consumption (kWh)',
        'Rate (p/kWh)',
        'Net Amount',
        'VAT Rate',
        'VAT Amount',
        'Gross Amount',
        'Bill Total (inc VAT)',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 8;
      const sign = credit ? -1 : 1;
      const site = n % SITES.length;
      const rate = site === 2 ? 5 : 20;
      const lines = withLevy(localLines(i, 0.86, [rate, rate, rate]), rate);
      const t = totals(lines);
      // A bill is for the calendar month before its date.
      const from = i.date.m === 1 ? { y: i.date.y - 1, m: 12, d: 1 } : { ...i.date, m: i.date.m - 1, d: 1 };
      const to = { ...from, d: new Date(Date.UTC(from.y, from.m, 0)).getUTCDate() };
      lines.forEach((l, k) => {
        const pence = PENCE[k]!;
        rows.push([
          i.vendorName,
          `GB${String(284019372 + i.vendor * 1117)}`,
          SITES[site]!,
          `${1900000000000 + site * 3141592 + i.vendor}`,
          i.number,
          credit ? 'Credit Note' : 'Invoice',
          slashed(i.date),
          slashed(from),
          slashed(to),
          CHARGES[k]!,
          pence === 0 ? '' : ((sign * unitsOf(lines, k)) / 1000).toFixed(3),
          pence === 0 ? '' : pence.toFixed(3),
          cents(sign * l.net),
          `${rate}%`,
          cents(sign * l.tax),
          cents(sign * (l.net + l.tax)),
          cents(sign * t.gross),
        ]);
      });
    });
    return writeUtf8Text(dir, 'bill_lines_export.csv', rows, ',');
  },
};
