/**
 * Thirty-fifth held-out layouts of a Pacific state and an accounting package no set held: an
 * Alofi store's purchases schedule for its Niue Consumption Tax (NCT) return kept in Excel (the store, the
 * tax and the quarter above the header on row 4; date cells, supplier name and invoice number,
 * no tax number; the tax-inclusive amount first, the consumption tax at 12.5 % worked out as 1/9
 * of it and the amount excluding it; an exempt import without tax; a credit negative; New Zealand
 * dollars, Niue's currency, without a column), and MoneyWorks' export of creditor transactions
 * from a New Zealand company's file as tab-separated text (one row per detail line under
 * MoneyWorks' own field names: Type CI for a creditor invoice and CP for a payment, OurRef (its
 * own sequence number) beside TheirRef (the supplier's invoice number), TransDate d/mm/yy, the
 * name code and the supplier's name, Gross and TaxAmount of the transaction repeated,
 * Detail.Account, Detail.Net, Detail.Tax and Detail.TaxCode G (GST 15 %) or E (exempt); a credit
 * note as a CI of negative amounts). Written from Niue's Consumption Tax Act and MoneyWorks'
 * public field reference, without reading infer's code and without running infer on them; the
 * layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { writeUtf8Text } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf, localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { cents } from '../infer-held-out-thirtythird/thirtythird-formats.js';
import { ninthOf } from './thirtyfifth-formats.js';

/**
 * January to March 2024 purchases on a Niue consumption tax schedule: one row per invoice, the
 * tax-inclusive amount first.
 */
export const niueConsumptionTaxPurchases: CorpusLayout = {
  name: 'niue-consumption-tax-purchases',
  modelledOn:
    'Niue consumption tax purchases schedule kept in XLSX (layout assumed): store, tax and quarter above the header on row 4; Date (date cells), Supplier, Invoice No, Description, Amount incl. NCT, NCT (1/9 of the inclusive amount: 12.5 %), Amount excl. NCT (the name the Act gives the tax), an exempt import nil; a credit negative; NZD without a column',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(35109, 10, 6));
    const rows: CorpusCell[][] = [
      ['Alofi South General Store', null, null, null, null, null, null],
      ['Niue Consumption Tax (NCT) - Schedule of Purchases', null, null, null, null, null, null],
      ['Quarter: January - March 2024', null, null, null, null, null, null],
      ['Date', 'Supplier', 'Invoice No', 'Description', 'Amount incl. NCT', 'NCT', 'Amount excl. NCT'],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 7 ? -1 : 1;
      const exempt = i.lines[0]!.ratePercent === 0 || n === 2;
      const inclusive = sign * Math.round(i.grossCents * 1.79);
      const ct = exempt ? 0 : ninthOf(inclusive);
      rows.push([
        dateOf(i.date),
        i.vendorName,
        i.number,
        sign < 0 ? 'Credit - damaged stock' : exempt ? 'Imported foodstuffs (exempt)' : 'Store goods',
        inclusive / 100,
        ct / 100,
        (inclusive - ct) / 100,
      ]);
    });
    const money = '#,##0.00;-#,##0.00';
    return writeSheets(dir, 'CT purchases Mar 2024 qtr.xlsx', {
      Purchases: { rows, formats: { 5: money, 6: money, 7: money } },
    });
  },
};

/** `5/01/24`: MoneyWorks' short date in a New Zealand locale, the day unpadded. */
const nzShort = (d: { y: number; m: number; d: number }) => `${d.d}/${p2(d.m)}/${p2(d.y % 100)}`;

/**
 * January to March 2024 creditor transactions of a MoneyWorks file: one row per detail line of
 * each creditor invoice, the payments between them.
 */
export const moneyworksCreditorTransactions: CorpusLayout = {
  name: 'moneyworks-creditor-transactions',
  modelledOn:
    'MoneyWorks (Cognito, New Zealand) transactions export as tab-separated text (layout assumed): Type (CI creditor invoice, CP payment under its own payment number, its detail to the creditors control account, the bank its Contra), OurRef, TransDate d/mm/yy, TheirRef, NameCode, Name, Description, Gross, TaxAmount (repeated), Detail.Account, Detail.Description, Detail.Net, Detail.Tax, Detail.TaxCode (G at 15 %, E); one row per detail line; a credit note a CI of negative amounts; NZD without a column',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(35110, 10, 6));
    const rows: CorpusCell[][] = [
      [
        'Type',
        'OurRef',
        'TransDate',
        'TheirRef',
        'NameCode',
        'Name',
        'Description',
        'Gross',
        'TaxAmount',
        'Detail.Account',
        'Detail.Description',
        'Detail.Net',
        'Detail.Tax',
        'Detail.TaxCode',
      ],
    ];
    const code = (name: string) =>
      name
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 6)
        .toUpperCase();
    invoices.forEach((i, n) => {
      const sign = n === 5 ? -1 : 1;
      const lines = localLines(i, 1.78, [15, 15, 0]).map((l) => ({ ...l, net: sign * l.net, tax: sign * l.tax }));
      const t = totals(lines);
      const ref = 1408 + n;
      lines.forEach((l) => {
        rows.push([
          'CI',
          String(ref),
          nzShort(i.date),
          sign < 0 ? `CN ${i.number}` : i.number,
          code(i.vendorName),
          i.vendorName,
          sign < 0 ? 'Credit note' : 'Purchase invoice',
          cents(t.gross),
          cents(t.tax),
          l.rate ? '6100' : '6150',
          l.description,
          cents(l.net),
          cents(l.tax),
          l.rate ? 'G' : 'E',
        ]);
      });
      if (n % 3 === 1) {
        rows.push([
          'CP',
          // A payment's OurRef is the bank account's own cheque or payment number, not the invoices'.
          String(523 + n),
          nzShort({ ...i.date, d: Math.min(28, i.date.d + 2) }),
          `DC ${String(5521 + n)}`,
          code(i.vendorName),
          i.vendorName,
          'Payment',
          cents(t.gross),
          '0.00',
          // The bank is the payment's Contra; its detail line clears the creditors control account.
          '2100',
          i.number,
          cents(t.gross),
          '0.00',
          '',
        ]);
      }
    });
    return writeUtf8Text(dir, 'creditor transactions.txt', rows, '\t');
  },
};
