/**
 * Thirty-seventh held-out layouts of a territory and a package no set held: a San Juan
 * distributor's purchase register (registro de compras) exported from its accounting package as CSV
 * in UTF-8 with a byte-order mark (commas; Spanish headers; the package's Núm. Comprobante beside
 * the supplier's Núm. Factura; dates MM/DD/YYYY, month first as in the United States; the
 * supplier's merchant registration number from SURI; US dollars; the sales and use tax in two
 * columns, IVU Estatal 10.5 % and IVU Municipal 1 %, or 4 % state only on services between
 * merchants, nothing on exempt goods; a nota de crédito negative), and a Vancouver company's Sage
 * 50 Canada purchases journal exported as CSV (commas; English headers; one row per invoice, the
 * journal entry number beside the vendor's invoice number; dates written Jan 15, 2024; GST/HST and
 * PST in two columns: 5 % GST from every Canadian vendor, the supply being made in British Columbia
 * wherever the vendor sits, with 7 % PST from the vendors registered to collect British Columbia's
 * PST; Canadian and US dollars, a currency per row; a return negative). Written from public rules
 * (Puerto Rico: Internal Revenue Code of 2011, IVU 11.5 % = 10.5 % state + 1 % municipal, 4 % on
 * B2B and designated professional services; Canada: the Excise Tax Act's GST/HST rates, its
 * place-of-supply rules (the rate of the province where the supply is made, not the vendor's) and
 * British Columbia's PST), without reading infer's code and without running infer on them; the
 * layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { writeUtf8Text } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { writeBomCsv } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { commaHundredths, inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { monthFirst, SHORT_MONTHS } from './thirtyseventh-formats.js';

const percentOf = (cents: number, rate: number) => Math.round((cents * rate) / 100);

/**
 * January to March 2024 purchases in a Puerto Rico purchase register: one row per invoice, the
 * state and municipal IVU apart.
 */
export const puertoRicoRegistroCompras: CorpusLayout = {
  name: 'puerto-rico-registro-compras',
  modelledOn:
    "Puerto Rico distributor's registro de compras exported as CSV from an accounting package (layout assumed), UTF-8 with BOM, comma: Núm. Comprobante, Fecha Registro, Fecha Factura MM/DD/YYYY, Suplidor, Núm. Registro Comerciante, Núm. Factura, Descripción, Subtotal 1,234.56, IVU Estatal (10.5 % or 4 %), IVU Municipal (1 %), Total; USD; a nota de crédito negative",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(37105, 11, 6, ['USD']));
    const rows: CorpusCell[][] = [
      [
        'Núm. Comprobante',
        'Fecha Registro',
        'Fecha Factura',
        'Suplidor',
        'Núm. Registro Comerciante',
        'Núm. Factura',
        'Descripción',
        'Subtotal',
        'IVU Estatal',
        'IVU Municipal',
        'Total',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 4 ? -1 : 1;
      const kind = i.lines[0]!.ratePercent === 19 ? 'goods' : i.lines[0]!.ratePercent === 7 ? 'b2b' : 'exempt';
      const net = sign * Math.round(i.netCents * 1.08);
      const state = percentOf(net, kind === 'goods' ? 10.5 : kind === 'b2b' ? 4 : 0);
      const city = percentOf(net, kind === 'goods' ? 1 : 0);
      rows.push([
        `CP-${String(2401 + n * 2).padStart(6, '0')}`,
        monthFirst({ ...i.date, d: Math.min(28, i.date.d + 2) }),
        monthFirst(i.date),
        i.vendorName,
        String(5027301 + i.vendor * 4409),
        sign < 0 ? `NC-${i.number}` : i.number,
        sign < 0
          ? 'Nota de crédito - devolución'
          : kind === 'b2b'
            ? 'Servicios profesionales (IVU 4%)'
            : kind === 'exempt'
              ? 'Mercancía exenta'
              : 'Mercancía para reventa',
        commaHundredths(net),
        commaHundredths(state),
        commaHundredths(city),
        commaHundredths(net + state + city),
      ]);
    });
    return writeBomCsv(dir, 'RegistroCompras_ENE-MAR2024.csv', rows, ',');
  },
};

/**
 * The rates each vendor charges a buyer in British Columbia: GST at 5 % whatever the vendor's own
 * province (a supply to a BC address is made in BC), PST at 7 % only from a vendor registered to
 * collect it (a BC one; the others leave it to the buyer to self-assess, off the invoice).
 */
const VENDOR_RATES = [
  { province: 'ON', gst: 5, pst: 0 },
  { province: 'BC', gst: 5, pst: 7 },
  { province: 'AB', gst: 5, pst: 0 },
] as const;

/**
 * January to March 2024 purchases in a Sage 50 Canada purchases journal: one row per invoice,
 * the journal entry number and the vendor's invoice number on each.
 */
export const sage50CanadaPurchasesJournal: CorpusLayout = {
  name: 'sage50-canada-purchases-journal',
  modelledOn:
    "Vancouver company's Sage 50 Canada purchases journal exported as CSV (layout assumed), UTF-8, comma: Date (MMM D, YYYY), JE #, Vendor, Invoice #, Comment, Currency (CAD, USD), Amount, GST/HST (5 from every Canadian vendor), PST (7 from a PST-registered vendor), Total; a return negative",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(37106, 10, 6, ['CAD', 'CAD', 'USD']));
    const rows: CorpusCell[][] = [
      ['Date', 'JE #', 'Vendor', 'Invoice #', 'Comment', 'Currency', 'Amount', 'GST/HST', 'PST', 'Total'],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 8 ? -1 : 1;
      const { gst, pst } = i.currency === 'USD' ? { gst: 0, pst: 0 } : VENDOR_RATES[i.vendor % VENDOR_RATES.length]!;
      const net = sign * Math.round(i.netCents * (i.currency === 'CAD' ? 1.46 : 1.08));
      const federal = percentOf(net, gst);
      const provincial = percentOf(net, pst);
      rows.push([
        `${SHORT_MONTHS[i.date.m - 1]} ${i.date.d}, ${i.date.y}`,
        String(1872 + n),
        i.vendorName,
        sign < 0 ? `RT-${i.number}` : i.number,
        sign < 0 ? 'Purchase return' : i.lines[0]!.description,
        i.currency,
        (net / 100).toFixed(2),
        (federal / 100).toFixed(2),
        (provincial / 100).toFixed(2),
        ((net + federal + provincial) / 100).toFixed(2),
      ]);
    });
    return writeUtf8Text(dir, 'purchases_journal_q1_2024.csv', rows, ',');
  },
};
