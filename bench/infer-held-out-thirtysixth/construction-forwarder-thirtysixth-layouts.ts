/**
 * Thirty-sixth held-out layouts of two trades no set held: a Sydney head contractor's register of
 * subcontractor progress claims kept in Excel (the project and the quarter above the header on
 * row 4, a blank row between; the contractor's own Payment Cert No beside the subcontractor's
 * Claim Ref; the subcontractor's ABN, with the check digits the ABR gives it; date cells; the
 * claim excluding GST, GST at 10 %, the claim including it, then the retention the contractor
 * withholds (5 %) and the amount payable after it, which are the payment, not the tax invoice,
 * whose price includes the retention (ATO GSTA TPP 029); a negative variation claim; Australian
 * dollars without a column), and a Singapore freight forwarder's carrier-cost report exported from its
 * forwarding system as CSV (UTF-8, commas; one row per job charge; accrued charges not yet
 * invoiced beside charges posted to an AP voucher, whose number, the carrier's invoice number,
 * the invoice date as 05-Jan-24 and the invoice total are repeated on each; the charge's own
 * currency (SGD or USD), GST code SR at 9 % on local charges or ZR on international freight, the
 * exchange rate and the Singapore-dollar amount). Written from public rules (Australia: GST 10 %,
 * retention under a subcontract; Singapore: GST 9 % from 2024, international freight zero-rated),
 * without reading infer's code and without running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { writeUtf8Text } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { dayMonthName, inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf, localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { cents } from '../infer-held-out-thirtythird/thirtythird-formats.js';
import { growerAbn } from '../infer-held-out-thirtyfifth/cis-winery-thirtyfifth-layouts.js';

/**
 * January to March 2024 progress claims of a head contractor's subcontractors: one row per claim, the
 * retention withheld beside it.
 */
export const constructionProgressClaims: CorpusLayout = {
  name: 'construction-progress-claims',
  modelledOn:
    "Australian head contractor's subcontractor progress claims register kept in XLSX (layout assumed): project and quarter (Q3 of the July-June financial year) above the header on row 4; Payment Cert No, Subcontractor, ABN, Claim Ref, Claim Date (date cells), Trade Package, Claimed excl. GST, GST, Claimed incl. GST, Retention Withheld (5 %), Amount Payable; a negative variation; AUD without a column",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(36107, 10, 6));
    const rows: CorpusCell[][] = [
      ['Project 2317 - Parramatta Road Mixed Use - Subcontractor Progress Claims', null, null, null, null, null],
      ['Claims certified Q3 FY2024 (January - March 2024)', null, null, null, null, null],
      [null, null, null, null, null, null],
      [
        'Payment Cert No',
        'Subcontractor',
        'ABN',
        'Claim Ref',
        'Claim Date',
        'Trade Package',
        'Claimed excl. GST',
        'GST',
        'Claimed incl. GST',
        'Retention Withheld',
        'Amount Payable',
      ],
    ];
    const trades = ['Formwork', 'Electrical', 'Hydraulics', 'Joinery', 'Painting', 'Facade'];
    invoices.forEach((i, n) => {
      const sign = n === 6 ? -1 : 1;
      const t = totals(localLines(i, 4.9, [10, 10, 10]));
      const claim = { net: sign * t.net, tax: sign * t.tax, gross: sign * t.gross };
      const retention = sign < 0 ? 0 : Math.round(claim.net * 0.05);
      rows.push([
        `PC-2317-${String(41 + n).padStart(3, '0')}`,
        i.vendorName,
        growerAbn(`${String(824 + i.vendor * 7).padStart(3, '0')}753${String(100 + i.vendor * 91).slice(-3)}`),
        sign < 0 ? `VAR-${i.number}` : `PC${String(i.date.m + 3).padStart(2, '0')}-${i.number}`,
        dateOf(i.date),
        sign < 0 ? `${trades[i.vendor]!} - deleted scope` : trades[i.vendor]!,
        claim.net / 100,
        claim.tax / 100,
        claim.gross / 100,
        retention / 100,
        (claim.gross - retention) / 100,
      ]);
    });
    const dollars = '#,##0.00;(#,##0.00)';
    return writeSheets(dir, 'Progress Claims Q3 FY2024.xlsx', {
      Claims: { rows, formats: { 7: dollars, 8: dollars, 9: dollars, 10: dollars, 11: dollars } },
    });
  },
};

/**
 * January to March 2024 carrier costs of a Singapore forwarder: one row per job charge, the
 * accrued ones without an invoice.
 */
export const forwarderJobCostAccruals: CorpusLayout = {
  name: 'forwarder-job-cost-accruals',
  modelledOn:
    "Singapore freight forwarder's job cost report exported as CSV from its forwarding system (layout assumed), UTF-8, comma: Status (ACCRUED, POSTED), Job No, Charge Code, Charge Description, Creditor Code, Creditor, AP Voucher, Creditor Inv No, Inv Date 05-Jan-24, Currency (SGD, USD), Cost Amount, GST Code (SR 9 %, ZR), GST Amount, Invoice Total (repeated), Exch Rate, Local Amount SGD; one row per job charge",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(36108, 10, 6, ['SGD', 'USD']));
    const rows: CorpusCell[][] = [
      [
        'Status',
        'Job No',
        'Charge Code',
        'Charge Description',
        'Creditor Code',
        'Creditor',
        'AP Voucher',
        'Creditor Inv No',
        'Inv Date',
        'Currency',
        'Cost Amount',
        'GST Code',
        'GST Amount',
        'Invoice Total',
        'Exch Rate',
        'Local Amount SGD',
      ],
    ];
    const charges = [
      ['FRT', 'Ocean freight'],
      ['THC', 'Terminal handling'],
      ['DOC', 'Documentation fee'],
      ['HAU', 'Haulage'],
    ] as const;
    const code = (name: string) =>
      `${name
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 5)
        .toUpperCase()}SG`;
    invoices.forEach((i, n) => {
      const rate = i.currency === 'SGD' ? 1 : 1.345;
      // The charge, not the currency, sets the rate: ocean freight is international transport.
      const lines = localLines(i, i.currency === 'SGD' ? 1.45 : 1.08, [9, 9, 9]).map((l, k) => {
        const international = charges[k % charges.length]![0] === 'FRT';
        return { ...l, rate: international ? 0 : l.rate, tax: international ? 0 : l.tax };
      });
      const t = totals(lines);
      const job = `SEA24${String(310 + n * 3).padStart(5, '0')}`;
      lines.forEach((l, k) => {
        const [chargeCode, charge] = charges[k % charges.length]!;
        rows.push([
          'POSTED',
          job,
          chargeCode,
          charge,
          code(i.vendorName),
          i.vendorName,
          `AP24-${String(2201 + n)}`,
          i.number,
          dayMonthName(i.date, true),
          i.currency,
          cents(l.net),
          l.rate ? 'SR' : 'ZR',
          cents(l.tax),
          cents(t.gross),
          rate.toFixed(4),
          cents(Math.round((l.net + l.tax) * rate)),
        ]);
      });
      if (n % 3 === 0) {
        rows.push([
          'ACCRUED',
          job,
          'WHS',
          'Warehouse storage',
          code(i.vendorName),
          i.vendorName,
          '',
          '',
          '',
          'SGD',
          cents(18000 + n * 1250),
          'SR',
          cents(Math.round((18000 + n * 1250) * 0.09)),
          '',
          '1.0000',
          cents(Math.round((18000 + n * 1250) * 1.09)),
        ]);
      }
    });
    return writeUtf8Text(dir, 'job_cost_report_Q1_2024.csv', rows, ',');
  },
};
