/**
 * Thirtieth held-out layouts: a Surinamese company's purchase book (inkoopboek) exported from its
 * accounting package to CSV (UTF-8 with a byte-order mark, semicolons, 1.234,56, Dutch headers,
 * one row per invoice line, the invoice's currency SRD, USD or EUR with the rate to SRD and the
 * line in SRD beside it, BTW at 10 % or nil; Wet Belasting over de Toegevoegde Waarde 2022,
 * 10 % standard from 1 January 2023), and a Sierra Leonean company's GST purchases schedule saved
 * as CSV (UTF-8, commas, a title, descriptions typed over several lines in their cell, amounts
 * 1,234.56 quoted, GST at 15 %, a credit note negative, a Total line; Goods and Services Tax Act
 * 2009, 15 %). Written from each country's rules, without reading infer's code and without running
 * infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { p2, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { grouped } from '../infer-held-out-twentyfifth/twentyfifth-formats.js';
import { inMonth, writeBomCsv } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { localLines, totals } from './thirtieth-formats.js';

/** Units of each currency per euro, and SRD per unit of it. */
const FX: Readonly<Record<string, { perEuro: number; srd: number }>> = {
  SRD: { perEuro: 39.5, srd: 1 },
  USD: { perEuro: 1.08, srd: 36.6 },
  EUR: { perEuro: 1, srd: 39.5 },
};

const dutch = (cents: number) => grouped(cents, '.', ',');

/**
 * The purchase book of April 2024: per invoice line the booking number, the invoice date
 * (DD-MM-YYYY), the supplier and its tax number (FIN, assumed ten digits), the invoice number,
 * the line's text, the currency, the rate to SRD, the value before BTW, the BTW rate and amount,
 * the value with BTW and that value in SRD.
 */
export const surinameInkoopboek: CorpusLayout = {
  name: 'suriname-inkoopboek',
  modelledOn:
    'Surinamese inkoopboek CSV from an accounting package (layout assumed), UTF-8 with BOM, semicolons, 1.234,56, one row per invoice line: Boekstuknr., Factuurdatum DD-MM-YYYY, Leverancier, FIN, Factuurnummer, Omschrijving, Valuta SRD / USD / EUR, Koers, Bedrag excl. BTW, BTW %, BTW-bedrag, Bedrag incl. BTW, Bedrag SRD',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(inMonth(corpusInvoices(30107, 10, 6, ['SRD', 'SRD', 'USD', 'EUR', 'SRD', 'SRD']), 4));
    const rows: CorpusCell[][] = [
      [
        'Boekstuknr.',
        'Factuurdatum',
        'Leverancier',
        'FIN',
        'Factuurnummer',
        'Omschrijving',
        'Valuta',
        'Koers',
        'Bedrag excl. BTW',
        'BTW %',
        'BTW-bedrag',
        'Bedrag incl. BTW',
        'Bedrag SRD',
      ],
    ];
    invoices.forEach((i, n) => {
      const fx = FX[i.currency]!;
      for (const l of localLines(i, fx.perEuro, [10, 10, 0])) {
        rows.push([
          `IK24-${String(n + 1).padStart(4, '0')}`,
          `${p2(i.date.d)}-${p2(i.date.m)}-${i.date.y}`,
          i.vendorName,
          String(1000234567 + i.vendor * 97),
          i.number,
          l.description,
          i.currency,
          String(fx.srd).replace('.', ','),
          dutch(l.net),
          l.rate,
          dutch(l.tax),
          dutch(l.net + l.tax),
          dutch(Math.round((l.net + l.tax) * fx.srd)),
        ]);
      }
    });
    return writeBomCsv(dir, 'Inkoopboek_april_2024.csv', rows, ';');
  },
};

/** A Sierra Leonean TIN: ten digits (the structure assumed). */
const tinSl = (vendor: number) => String(1000456789 + vendor * 30011);

/**
 * The GST purchases schedule of March 2024: a title and the header; per invoice its date
 * (DD/MM/YYYY), the supplier's name and TIN, the invoice number, a description the clerk typed
 * over two or three lines of its cell (Alt+Enter), the value before GST, GST 15 % (nil on an
 * exempt supply) and the total, 1,234.56; a credit note negative; a Total line. New leones (SLE,
 * redenominated 2022), written nowhere.
 */
export const sierraLeoneGstPurchases: CorpusLayout = {
  name: 'sierra-leone-gst-purchases',
  modelledOn:
    'Sierra Leone GST purchases schedule CSV (layout assumed), UTF-8, commas, a title, Date DD/MM/YYYY, Supplier Name, Supplier TIN, Invoice No, Description typed over several lines in its cell, Value Excl. GST, GST 15%, Value Incl. GST 1,234.56 quoted, Document Type Invoice / Credit Note (negative), a Total line, SLE implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(inMonth(corpusInvoices(30108, 11, 6), 3));
    const rows: CorpusCell[][] = [
      ['GST Purchases Schedule - March 2024'],
      [
        'Date',
        'Supplier Name',
        'Supplier TIN',
        'Invoice No',
        'Description',
        'Value Excl. GST',
        'GST 15%',
        'Value Incl. GST',
        'Document Type',
      ],
    ];
    const sum = [0, 0, 0];
    invoices.forEach((i, n) => {
      const sign = n === 7 ? -1 : 1;
      // New leones at about 24.5 to the euro.
      const t = totals(localLines(i, 24.5, [15, 15, 0]));
      const values = [t.net, t.tax, t.gross].map((v) => sign * v);
      values.forEach((v, k) => (sum[k]! += v));
      const text = [i.lines[0]!.description, `Campaign ${p2(i.date.m)}/${i.date.y}`];
      if (i.lines.length > 1) text.push(`${i.lines.length} items, PO ${i.lines[0]!.purchaseOrder}`);
      rows.push([
        slashed(i.date),
        i.vendorName,
        tinSl(i.vendor),
        i.number,
        text.join('\n'),
        ...values.map((v) => grouped(v, ',', '.')),
        sign < 0 ? 'Credit Note' : 'Invoice',
      ]);
    });
    rows.push(['Total', null, null, null, null, ...sum.map((v) => grouped(v, ',', '.')), null]);
    return writeCsv(dir, 'GST_Purchases_Mar2024.csv', rows, ',');
  },
};
