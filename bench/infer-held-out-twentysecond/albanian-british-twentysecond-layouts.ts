/**
 * Twenty-second held-out layouts: the invoices received on Albania's fiscalisation e-invoice
 * portal (e-Fatura, a CSV in Albanian with the NIVF and EIC identifiers, invoice numbers that
 * repeat across sellers, ISO date-times with an offset, leks and euros with the exchange rate,
 * corrective invoices negative, refused invoices kept with their status), and FreeAgent's bills
 * export (a CSV of one row per bill, `5 Jan 2024` dates, the total in the bill's currency beside
 * its value in pounds, bill credit notes negative). Written from each system's public
 * documentation and the countries' tax rules, without reading infer's code and without running
 * infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { clock, dayMonYear, uuidOf } from './twentysecond-formats.js';

/** An Albanian NIPT: a letter, eight digits and a letter. */
const nipt = (vendor: number) => `L${String(21234567 + vendor * 3141592).slice(0, 8)}${'ABCDEFGHJK'[vendor]}`;

/**
 * e-Fatura (efiskalizimi.tatime.gov.al), invoices received, exported as CSV: UTF-8, commas, one
 * row per invoice. The NIVF (the fiscal identification number) and EIC (the e-invoice's
 * identifier), the invoice number as the seller's device numbers it (its order in the year, then
 * the year: the same number recurs across sellers), the kind (Faturë, or Faturë korrigjuese written
 * negative), the issue date-time with its offset, the seller's NIPT and name, the currency (ALL or
 * EUR) and exchange rate, the value without VAT, the VAT (20 % or 6 %), the value with VAT, and the
 * status (Pranuar accepted, Refuzuar refused by the buyer and not owed).
 */
export const albaniaEfaturaReceived: CorpusLayout = {
  name: 'albania-efatura-received',
  modelledOn:
    'Albania e-Fatura (fiscalisation portal) received invoices CSV in Albanian: NIVF and EIC UUIDs, Numri i faturës 14/2024 repeating across sellers, Lloji Faturë / Faturë korrigjuese (negative), Data e lëshimit ISO date-time +01:00, NIPT i shitësit L21234567A, Emri i shitësit, Monedha ALL / EUR, Kursi i këmbimit, Vlera pa TVSH, TVSH 20 % / 6 %, Vlera me TVSH, Statusi Pranuar / Refuzuar kept',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(22909, 12, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'NIVF',
        'EIC',
        'Numri i faturës',
        'Lloji',
        'Data e lëshimit',
        'NIPT i shitësit',
        'Emri i shitësit',
        'Monedha',
        'Kursi i këmbimit',
        'Vlera pa TVSH',
        'TVSH',
        'Vlera me TVSH',
        'Statusi',
      ],
    ];
    const issued = new Map<number, number>();
    invoices.forEach((i, n) => {
      const ordinal = (issued.get(i.vendor) ?? 11) + 1 + (n % 3);
      issued.set(i.vendor, ordinal);
      const euros = i.vendor % 3 === 1;
      const sign = n === 7 ? -1 : 1;
      // Leks at a hundred to the euro, written in whole leks.
      const net = sign * (euros ? i.netCents : i.netCents * 100);
      const vat = taxOf(net, localRate(i.lines[0]!.ratePercent, 20, 6));
      rows.push([
        uuidOf(22909 + i.document),
        uuidOf(32909 + i.document),
        `${ordinal}/2024`,
        sign < 0 ? 'Faturë korrigjuese' : 'Faturë',
        `${isoDay(i.date)}T${clock(n)}+01:00`,
        nipt(i.vendor),
        i.vendorName,
        euros ? 'EUR' : 'ALL',
        euros ? '100.25' : '1',
        money(net),
        money(vat),
        money(net + vat),
        n === 10 ? 'Refuzuar' : 'Pranuar',
      ]);
    });
    return writeCsv(dir, 'faturat_e_marra_2024T1.csv', rows);
  },
};

/** Pounds per unit of the bill's currency, as FreeAgent converts it on the bill's date. */
const TO_POUNDS: Readonly<Record<string, number>> = { GBP: 1, EUR: 0.86, USD: 0.79 };

/**
 * FreeAgent, bills exported as CSV: one row per bill, the date it is dated on and due on
 * (`5 Jan 2024`), the reference (the supplier's number), the contact (the supplier), the currency,
 * the total with VAT in that currency, the VAT in it, the total in pounds, the status (Open, Paid,
 * Overdue) and a comment. A bill credit note is written negative.
 */
export const freeagentBillsExport: CorpusLayout = {
  name: 'freeagent-bills-export',
  modelledOn:
    'FreeAgent bills export CSV, one row per bill: Dated On and Due On D MMM YYYY, Reference, Contact, Currency GBP / EUR / USD, Total Value (with VAT) and Sales Tax Value in the bill currency, Native Total Value in GBP, Status Open / Paid / Overdue, Comments, bill credit notes negative',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(23010, 13, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Dated On',
        'Due On',
        'Reference',
        'Contact',
        'Currency',
        'Total Value',
        'Sales Tax Value',
        'Native Total Value',
        'Status',
        'Comments',
      ],
    ];
    invoices.forEach((i, n) => {
      const currency = ['GBP', 'EUR', 'GBP', 'GBP', 'USD', 'EUR'][i.vendor]!;
      const sign = n === 9 ? -1 : 1;
      const net = sign * i.netCents;
      const vat = taxOf(net, localRate(i.lines[0]!.ratePercent, 20, 5));
      rows.push([
        dayMonYear(i.date),
        dayMonYear(i.due),
        sign < 0 ? `CR-${i.number}` : i.number,
        i.vendorName,
        currency,
        money(net + vat),
        money(vat),
        money(Math.round((net + vat) * TO_POUNDS[currency]!)),
        sign < 0 ? 'Open' : ['Paid', 'Open', 'Overdue'][n % 3]!,
        n % 4 === 0 ? i.lines[0]!.description : null,
      ]);
    });
    return writeCsv(dir, 'bills.csv', rows);
  },
};
