/**
 * Thirteenth held-out layouts in Latvian and Kenyan English: a Jumis Pro (Latvia) journal of
 * received invoices in two currencies, and the purchases sheet of the Kenya Revenue Authority's
 * iTax VAT 3 return. Written from each product's public documentation and its country's rules
 * (named at each layout), without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money, type CorpusInvoice } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

type Day = CorpusInvoice['date'];
const p2 = (n: number) => String(n).padStart(2, '0');
const later = (d: Day, days: number): Day => ({ ...d, d: Math.min(28, d.d + days) });
const dotted = (d: Day) => `${p2(d.d)}.${p2(d.m)}.${d.y}`;
const slashed = (d: Day) => `${p2(d.d)}/${p2(d.m)}/${d.y}`;
const byDate = (a: CorpusInvoice, b: CorpusInvoice) => a.date.m - b.date.m || a.date.d - b.date.d;

/** Net and VAT of an invoice at one of the country's rates, rounded once on the document. */
function netAndTax(invoice: CorpusInvoice, standard: number, reduced: number): { net: number; tax: number } {
  const rate = localRate(invoice.lines[0]!.ratePercent, standard, reduced);
  return { net: invoice.netCents, tax: taxOf(invoice.netCents, rate) };
}

/**
 * Jumis Pro's Ienākošo rēķinu žurnāls (Dokumenti > Ienākošie rēķini, Eksportēt uz CSV, semicolons
 * as Latvian Windows writes them), one row per document: the document date, the booking date and
 * the payment term (DD.MM.YYYY), the document type (Rēķins, or Kredītrēķins for a credit invoice,
 * written positive), the supplier's series and number in columns of their own as Latvian
 * invoices print them (Sērija RK, Nr. 000123), Jumis's journal number, the partner code beside the
 * name and the VAT number (LV…), the document's currency (EUR, USD), its amounts in that currency
 * and the gross again in euros at the Bank of Latvia's rate; a Kopā row sums the euros. VAT 21 %,
 * 12 %, 0 %. `1234,56`.
 */
export const jumisIenakosoRekinuZurnals: CorpusLayout = {
  name: 'jumis-ienakoso-rekinu-zurnals',
  modelledOn:
    'Jumis Pro Ienākošo rēķinu žurnāls CSV, semicolons: Žurnāla Nr., Dokumenta datums, Grāmatošanas datums and Apmaksas termiņš DD.MM.YYYY, Dokumenta veids Rēķins / Kredītrēķins (positive), Sērija and Numurs apart, Partnera kods beside Partneris and PVN reģ. Nr., Valūta EUR / USD, Summa bez PVN, PVN, Summa ar PVN and Summa EUR, a Kopā row, 1234,56',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(13101, 9, 6, ['EUR', 'USD', 'EUR']).sort(byDate);
    const header = [
      'Žurnāla Nr.',
      'Dokumenta datums',
      'Grāmatošanas datums',
      'Apmaksas termiņš',
      'Dokumenta veids',
      'Sērija',
      'Numurs',
      'Partnera kods',
      'Partneris',
      'PVN reģ. Nr.',
      'Valūta',
      'Summa bez PVN',
      'PVN',
      'Summa ar PVN',
      'Summa EUR',
    ];
    const rows: CorpusCell[][] = [header];
    let euros = 0;
    invoices.forEach((i, index) => {
      const credit = index % 4 === 3;
      const { net, tax } = netAndTax(i, 21, 12);
      // Euros at 1 EUR = 1.0850 USD, rounded as the journal rounds the converted gross.
      const inEuros = i.currency === 'EUR' ? net + tax : Math.round((net + tax) / 1.085);
      euros += credit ? -inEuros : inEuros;
      rows.push([
        `IR-${String(240 + index * 3).padStart(5, '0')}`,
        dotted(i.date),
        dotted(later(i.date, 2)),
        dotted(i.due),
        credit ? 'Kredītrēķins' : 'Rēķins',
        ['RK', 'SIA', 'AB', 'PR', 'NR', 'LV'][i.vendor]!,
        String(i.document - 5105599000).padStart(6, '0'),
        `P${p2(i.vendor + 11)}`,
        i.vendorName,
        `LV4000${String(3000000 + (i.vendor + 1) * 271828).slice(-5)}`,
        i.currency,
        money(net, 'plain-comma'),
        money(tax, 'plain-comma'),
        money(net + tax, 'plain-comma'),
        money(inEuros, 'plain-comma'),
      ]);
    });
    rows.push([
      'Kopā',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      money(euros, 'plain-comma'),
    ]);
    return writeCsv(dir, 'ienakosie-rekini.csv', rows, ';');
  },
};

/**
 * The Kenya Revenue Authority's VAT 3 return (iTax, the Excel template filled before upload), its
 * sheet F_Purchases_Details, one row per purchase document: Local or Import, the supplier's KRA
 * PIN (P051234567X) and name, the ETR (Electronic Tax Register) serial number, the invoice date
 * (DD/MM/YYYY, text, as the template asks), the supplier's invoice number, a description, the
 * customs entry number of imports, the taxable value and the VAT in shillings, and for a credit
 * note, entered with negative amounts, the number and date of the invoice it corrects (Relevant
 * Invoice Number and Date). No gross column and no currency: the return is in KES. VAT 16 %, 8 %
 * (petroleum products), 0 %.
 */
export const kraItaxVatPurchases: CorpusLayout = {
  name: 'kra-itax-vat-purchases',
  modelledOn:
    'KRA iTax VAT 3 return template, sheet F_Purchases_Details: Type of Purchases Local / Import, PIN of Supplier beside Name of Supplier, ETR Serial Number, Invoice Date DD/MM/YYYY text, Invoice Number, Description, Custom Entry Number, Taxable Value (Ksh) and Amount of VAT (Ksh) only (no gross, no currency), credit notes negative with Relevant Invoice Number and Relevant Invoice Date',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(13202, 10, 6, ['KES']).sort(byDate);
    const header = [
      'Type of Purchases',
      'PIN of Supplier',
      'Name of Supplier',
      'ETR Serial Number',
      'Invoice Date',
      'Invoice Number',
      'Description of Goods / Services',
      'Custom Entry Number',
      'Taxable Value (Ksh)',
      'Amount of VAT (Ksh)',
      'Relevant Invoice Number',
      'Relevant Invoice Date',
    ];
    const rows: CorpusCell[][] = [header];
    const written: CorpusInvoice[] = [];
    invoices.forEach((i, index) => {
      // A credit note corrects an earlier invoice (not a credit note) of the same supplier in the return.
      const corrected = [...written].reverse().find((o) => o.vendor === i.vendor);
      const credit = corrected !== undefined && index % 2 === 1 && written.length > index - 3;
      if (!credit) written.push(i);
      const imported = i.vendor === 4;
      const sign = credit ? -1 : 1;
      // Shillings kept to cents: a corpus net of 1234.50 is written KES 12345.00 after scaling by ten.
      // A credit note takes back half of the invoice it corrects, at that invoice's rate.
      const base = credit ? corrected! : i;
      const { net, tax } = netAndTax({ ...base, netCents: base.netCents * (credit ? 5 : 10) }, 16, 8);
      rows.push([
        imported ? 'Import' : 'Local',
        `P05${String(1000000 + (i.vendor + 1) * 918273).slice(-7)}${'ABCDEFGHJK'[i.vendor]}`,
        i.vendorName,
        imported ? '' : `KRAMW0${String(11200000 + i.vendor * 37).slice(-8)}`,
        slashed(i.date),
        credit ? `CN-${i.number}` : i.number,
        base.lines[0]!.description,
        imported ? `24MBAIM40${String(1200 + index)}` : '',
        (sign * net) / 100,
        (sign * tax) / 100,
        credit ? corrected!.number : '',
        credit ? slashed(corrected!.date) : '',
      ]);
    });
    return writeXlsx(dir, 'vat3-purchases.xlsx', { F_Purchases_Details: rows });
  },
};
