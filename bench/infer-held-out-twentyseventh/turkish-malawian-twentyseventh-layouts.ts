/**
 * Twenty-seventh held-out layouts: Mikro's list of purchase invoices (alış faturaları) saved by
 * Turkish Excel as CSV (Windows-1254, semicolons, dotted thousands and a decimal comma, the
 * buyer's document series and number beside the supplier's e-invoice number, the tax number and
 * office beside the name, the currency written `TL` as Turkish software writes the lira, VAT at
 * 20 % and 10 % apart, the VAT the buyer withholds (tevkifat) and the amount left to pay), and the
 * VAT schedule of purchases of a Malawian company's monthly return (an instructions sheet first,
 * merged titles, a two-row header, the supplier's TPIN beside its name, dates as DD-MMM-YYYY text,
 * VAT at 16.5 %, credit notes positive by their kind, kwacha named only in a group header, a
 * total row). Written from each system's public documentation and the countries' tax rules,
 * without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { typedIn } from '../infer-held-out-twentieth/encode-code-page.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, dotted } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { dayMonthName, grouped, units, writeClerkXlsx, writeCodePageCsv } from './twentyseventh-formats.js';

/** A Turkish company's tax number (vergi kimlik numarası): ten digits. */
const vkn = (vendor: number) => String(4810234567 + vendor * 7130191);

const OFFICES = ['Boğaziçi Kurumlar', 'Büyük Mükellefler', 'Kozyatağı', 'Zincirlikuyu', 'Beşiktaş', 'Kavacık'];

/**
 * Mikro's alış faturaları to CSV: one row per invoice: the document's date (DD.MM.YYYY), Mikro's
 * own series and number, the supplier's invoice number (the GİB e-invoice number: three letters,
 * the year and nine digits), the supplier's account code, title, tax number and tax office, the
 * currency (TL, or EUR and USD with the day's rate), the amount before VAT, the VAT at 20 %
 * (advertising) and at 10 %, the VAT withheld by the buyer (3/10 of it, the share the law sets
 * for advertising services), the total with VAT and the amount left to pay the supplier.
 */
export const mikroAlisFaturalari: CorpusLayout = {
  name: 'mikro-alis-faturalari',
  modelledOn:
    'Mikro alış faturaları CSV, Windows-1254, semicolons, 1.234,56: Tarih DD.MM.YYYY, Evrak Seri, Evrak Sıra, Belge No (GİB e-invoice number), Cari Kodu, Cari Ünvanı, Vergi No, Vergi Dairesi, Döviz TL / EUR / USD, Kur, Ara Toplam, KDV %20, KDV %10, Tevkifat 3/10, KDV Dahil Toplam, Ödenecek Tutar',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(27107, 12, 6, ['TL', 'TL', 'EUR', 'TL', 'USD']).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Tarih',
        'Evrak Seri',
        'Evrak Sıra',
        'Belge No',
        'Cari Kodu',
        'Cari Ünvanı',
        'Vergi No',
        'Vergi Dairesi',
        'Döviz',
        'Kur',
        'Ara Toplam',
        'KDV %20',
        'KDV %10',
        'Tevkifat',
        'KDV Dahil Toplam',
        'Ödenecek Tutar',
      ],
    ];
    invoices.forEach((i, n) => {
      // Lira at about 35 to the euro; dollars at about 1.08.
      const factor = i.currency === 'TL' ? 35 : i.currency === 'USD' ? 1.08 : 1;
      const net = Math.round(i.netCents * factor);
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(net, 20);
      // The buyer withholds 3/10 of the VAT on advertising services (every invoice here is above the threshold).
      const withheld = Math.round((vat * 3) / 10);
      const rate = i.currency === 'EUR' ? 34.85 + i.date.d / 100 : i.currency === 'USD' ? 32.1 + i.date.d / 100 : 1;
      const money = (cents: number) => grouped(cents, '.', ',');
      rows.push([
        dotted(i.date),
        'AF',
        String(1405 + n),
        `${['RKM', 'MDY', 'ILN', 'TNT', 'AFS', 'BLB'][i.vendor]!}2024${String(412 + n * 31 + i.vendor).padStart(9, '0')}`,
        `320.01.${String(101 + i.vendor).padStart(4, '0')}`,
        typedIn(i.vendorName, 'windows-1254'),
        vkn(i.vendor),
        OFFICES[i.vendor]!,
        i.currency,
        rate.toFixed(4).replace('.', ','),
        money(net),
        money(vat),
        money(0),
        money(withheld),
        money(net + vat),
        money(net + vat - withheld),
      ]);
    });
    return writeCodePageCsv(dir, 'Alis_Faturalari_2024_1.csv', rows, ';', 'windows-1254');
  },
};

/** A Malawian TPIN: eight digits. */
const tpin = (vendor: number) => String(30124578 + vendor * 61307);

/**
 * The schedule of purchases (input tax) of a Malawian company's monthly VAT return, kept as a
 * workbook: an instructions sheet first, then the schedule: the form's title and the taxpayer
 * merged across the table, the month (March 2024), a blank row, a two-row header (Supplier,
 * Document and Amounts (MWK) above the column names), one row per tax invoice or credit note: the
 * supplier's TPIN and name, the document's kind (Tax Invoice, or Credit Note written positive),
 * number and date (DD-MMM-YYYY text), the value excluding VAT, the VAT at 16.5 % and the total; a
 * TOTAL row. Kwacha, named only above the amounts.
 */
export const mwvatPurchasesSchedule: CorpusLayout = {
  name: 'mwvat-purchases-schedule',
  modelledOn:
    'Malawi Revenue Authority VAT return schedule of purchases XLSX, an Instructions sheet first, merged titles, Period: March 2024, a two-row header Supplier / Document / Amounts (MWK) over TPIN, Supplier Name, Document Type Tax Invoice / Credit Note (positive), Document No., Date DD-MMM-YYYY text, Value Excl. VAT, VAT @ 16.5%, Value Incl. VAT, a TOTAL row',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    // A monthly return: every document is of March 2024, the month its title names.
    const invoices = corpusInvoices(27108, 11, 6)
      .map((i) => ({ ...i, date: { ...i.date, m: 3 } }))
      .sort(byDate);
    const rows: CorpusCell[][] = [
      ['MALAWI REVENUE AUTHORITY - VALUE ADDED TAX RETURN - SCHEDULE OF PURCHASES (INPUT TAX)'],
      ['Taxpayer: Lilongwe Billboards Limited   TPIN: 30098765'],
      ['Period: March 2024'],
      [],
      ['Supplier', null, 'Document', null, null, 'Amounts (MWK)'],
      [
        'TPIN',
        'Supplier Name',
        'Document Type',
        'Document No.',
        'Date',
        'Value Excl. VAT',
        'VAT @ 16.5%',
        'Value Incl. VAT',
      ],
    ];
    const sum = { net: 0, vat: 0 };
    invoices.forEach((i, n) => {
      const credit = n === 6;
      // Kwacha at about 1 880 to the euro.
      const net = Math.round(i.netCents * 1880);
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : Math.round(net * 0.165);
      sum.net += (credit ? -1 : 1) * net;
      sum.vat += (credit ? -1 : 1) * vat;
      rows.push([
        tpin(i.vendor),
        i.vendorName,
        credit ? 'Credit Note' : 'Tax Invoice',
        credit ? `CN${i.number}` : i.number,
        dayMonthName(i.date),
        units(net),
        units(vat),
        units(net + vat),
      ]);
    });
    rows.push(['TOTAL', null, null, null, null, units(sum.net), units(sum.vat), units(sum.net + sum.vat)]);
    const money = '#,##0.00';
    return writeClerkXlsx(dir, 'VAT_Purchases_Schedule_Mar2024.xlsx', {
      Instructions: {
        rows: [
          ['How to complete this schedule'],
          ['1. List every tax invoice and credit note received in the period, one per row.'],
          ['2. Enter dates as DD-MMM-YYYY and amounts in Malawi Kwacha.'],
          ['3. Credit notes are entered as positive amounts with Document Type "Credit Note".'],
        ],
      },
      Schedule: {
        rows,
        merged: ['A1:H1', 'A2:H2', 'A3:H3', 'A5:B5', 'C5:E5', 'F5:H5'],
        formats: { 6: money, 7: money, 8: money },
      },
    });
  },
};
