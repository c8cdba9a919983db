/**
 * Twenty-fourth held-out layouts: e-Boekhouden.nl's export of bookings (mutaties) as CSV (semicolons,
 * decimal commas, `DD-MM-YYYY`, one row per booking line with the booking repeated, VAT codes, no
 * invoice total, payments among the received invoices, credit notes negative), and the schedule of
 * purchases of Fiji's VAT return as the FRCS template holds it (a notes sheet first, titles, values
 * with VAT and the VAT, no value before it, credit notes negative). Written from each system's
 * public documentation and the countries' tax rules, without reading infer's code and without
 * running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { dashedDay } from './twentyfourth-formats.js';

/** e-Boekhouden's VAT codes for purchases by rate. */
const BTW_CODE: Readonly<Record<number, string>> = { 21: 'HOOG_INK_21', 9: 'LAAG_INK_9', 0: 'GEEN' };

/**
 * e-Boekhouden.nl's bookings exported as CSV (Overzichten, Mutaties, export): semicolons, decimal
 * commas. One row per booking line, the booking's fields repeated: its number (Mutatienr.), date
 * (DD-MM-YYYY), kind (Factuur ontvangen; Factuurbetaling verstuurd, a payment, among them), the
 * creditors' account, the relation's code and name, the invoice number, the line's description and
 * ledger account, its amount without VAT, VAT code, VAT and amount with VAT. A credit note is a
 * received invoice written negative. Euros, written nowhere.
 */
export const eboekhoudenMutaties: CorpusLayout = {
  name: 'eboekhouden-mutaties',
  modelledOn:
    'e-Boekhouden.nl mutaties export CSV, semicolons, decimal commas, DD-MM-YYYY, one row per booking line: Mutatienr., Datum, Soort Factuur ontvangen / Factuurbetaling verstuurd (payments kept), Rekening 1600, Relatiecode, Relatie, Factuurnummer, Omschrijving, Tegenrekening, Bedrag excl. BTW, BTW-code HOOG_INK_21 / LAAG_INK_9 / GEEN, BTW-bedrag, Bedrag incl. BTW, no invoice total, credit notes negative, EUR implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(24707, 9, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Mutatienr.',
        'Datum',
        'Soort',
        'Rekening',
        'Relatiecode',
        'Relatie',
        'Factuurnummer',
        'Omschrijving',
        'Tegenrekening',
        'Bedrag excl. BTW',
        'BTW-code',
        'BTW-bedrag',
        'Bedrag incl. BTW',
      ],
    ];
    let mutation = 412;
    invoices.forEach((i, n) => {
      const sign = n === 5 ? -1 : 1;
      const rate = localRate(i.lines[0]!.ratePercent, 21, 9);
      const relation = [`LEV${String(i.vendor + 1).padStart(4, '0')}`, i.vendorName];
      let gross = 0;
      for (const l of i.lines) {
        const net = sign * l.netCents;
        const vat = taxOf(net, rate);
        gross += net + vat;
        rows.push([
          mutation,
          dashedDay(i.date),
          'Factuur ontvangen',
          1600,
          ...relation,
          i.number,
          l.description,
          Number(l.glAccount.slice(0, 4)) - 2000,
          money(net, 'plain-comma'),
          BTW_CODE[rate]!,
          money(vat, 'plain-comma'),
          money(net + vat, 'plain-comma'),
        ]);
      }
      mutation += 1;
      // The payment of every third invoice is booked among them, against the bank.
      if (n % 3 === 1) {
        const paid = dashedDay(later(i.date, 10));
        rows.push([
          mutation,
          paid,
          'Factuurbetaling verstuurd',
          1600,
          ...relation,
          i.number,
          `Betaling ${i.number}`,
          1100,
          money(gross, 'plain-comma'),
          'GEEN',
          money(0, 'plain-comma'),
          money(gross, 'plain-comma'),
        ]);
        mutation += 1;
      }
    });
    return writeCsv(dir, 'mutaties_2024.csv', rows, ';');
  },
};

/** A Fijian TIN: fifty, five digits, a check digit and a branch. */
const fijiTin = (vendor: number) => `50-${String(10234 + vendor * 3119).padStart(5, '0')}-0-${(vendor % 9) + 1}`;

/**
 * The schedule of purchases behind the input tax of Fiji's VAT return (FRCS), as its Excel template
 * holds it: a sheet of notes first, then the schedule under the return's name, the taxpayer's TIN
 * and period and a blank row. One row per tax invoice: the supplier's TIN and name, the invoice's
 * number and date (a date cell), what was bought, the kind (Tax Invoice, or Credit Note written
 * negative), the value inclusive of VAT and the VAT in it (15 %, none on a zero-rated supply).
 * Fiji dollars, written nowhere.
 */
export const frcsVatPurchases: CorpusLayout = {
  name: 'frcs-vat-purchases',
  modelledOn:
    'Fiji Revenue and Customs Service VAT return schedule of purchases XLSX, a Notes sheet first, the schedule under two titles and a blank row: Supplier TIN, Supplier Name, Tax Invoice No., Date of Invoice date cells, Description, Document Type Tax Invoice / Credit Note (negative), Value Inclusive of VAT, VAT Amount 15 %, no value before VAT, FJD implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(24808, 11, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      ['VAT Return - Schedule of Purchases (Input Tax)'],
      ['TIN: 50-12345-0-1', null, 'Taxable Period: 01/01/2024 - 31/03/2024'],
      [],
      [
        'Supplier TIN',
        'Supplier Name',
        'Tax Invoice No.',
        'Date of Invoice',
        'Description',
        'Document Type',
        'Value Inclusive of VAT',
        'VAT Amount',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 2;
      // Fiji dollars at two and a half to the euro.
      const net = ((credit ? -1 : 1) * i.netCents * 5) / 2;
      const vat = taxOf(net, localRate(i.lines[0]!.ratePercent, 15, 15));
      rows.push([
        fijiTin(i.vendor),
        i.vendorName,
        i.number,
        dateCell(i.date),
        i.lines[0]!.description,
        credit ? 'Credit Note' : 'Tax Invoice',
        (net + vat) / 100,
        vat / 100,
      ]);
    });
    return writeXlsx(dir, 'VAT_Purchases_Schedule_2024Q1.xlsx', {
      Notes: [
        ['Schedule of purchases: list every tax invoice and credit note claimed as input tax.'],
        ['Enter values in Fiji dollars, inclusive of VAT; credit notes as negative values.'],
      ],
      Purchases: rows,
    });
  },
};
