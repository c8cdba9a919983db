/**
 * Sixteenth held-out layouts of two tax authorities' registers of purchases, one row per tax rate
 * or item rather than per invoice: Spain's AEAT model of the book of invoices received (a header
 * over two rows, names merged down both rows beside group cells, the series apart from the number,
 * the buyer's registration number, one row per VAT rate with the invoice's total repeated), and
 * Pakistan's FBR Annex-A of the sales tax return (one row per item, no invoice total, debit and
 * credit notes by a document type code, tax withheld beside the tax charged). Written from each
 * authority's public documentation, without reading infer's code and without running infer on
 * them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeGroupedHeaderXlsx } from './write-grouped-header-xlsx.js';

/** A Spanish company's NIF: a letter and eight digits. */
const nif = (vendor: number) => `B${String(61234567 + vendor * 1357911).slice(0, 8)}`;

/**
 * AEAT's model book of invoices received (Libro registro de facturas recibidas, the Excel model
 * for those outside the SII): a title row, then a header over two rows, single columns' names
 * merged down both and group cells (Identificación de la factura: Serie, Número, Número final;
 * NIF expedidor: Tipo, Código país, Identificación) above their columns' names. One row per VAT
 * rate of an invoice, its total repeated on each; the issue and operation dates, the buyer's own
 * registration number and the day it was received (date cells dd/mm/yyyy); the issuer's name and
 * the operation's key; the base, rate, VAT charged and VAT deductible. A corrective invoice
 * (series R) is written negative. IVA 21 %, 10 %, exempt.
 */
export const aeatLibroFacturasRecibidas: CorpusLayout = {
  name: 'aeat-libro-facturas-recibidas',
  modelledOn:
    "AEAT Libro registro de facturas recibidas Excel model: title row, header over two rows with names merged down both rows and group cells Identificación de la factura (Serie, Número, Número final) and NIF expedidor (Tipo, Código país, Identificación), one row per VAT rate with Total factura repeated, Fecha expedición / operación / recepción date cells, Número de recepción (the buyer's), Nombre expedidor, Clave de operación, Base imponible, Tipo de IVA, Cuota soportada, Cuota deducible, rectificativas (series R) negative",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(16911, 9, 6, ['EUR']).sort(byDate);
    const rows: CorpusCell[][] = [];
    const numbers = new Map<string, number>();
    invoices.forEach((i, index) => {
      const corrective = index % 4 === 3;
      const sign = corrective ? -1 : 1;
      const serie = corrective ? 'R' : ['A', 'FV', '2024', 'F'][i.vendor % 4]!;
      const key = `${i.vendor}-${serie}`;
      numbers.set(key, (numbers.get(key) ?? 40 + i.vendor * 23) + 1 + (index % 3));
      // Lines alternate between the general and the reduced rate; an exempt invoice has one rate, 0.
      const byRate = new Map<number, number>();
      i.lines.forEach((l, n) => {
        const rate = l.ratePercent === 0 ? 0 : n % 2 === 0 ? 21 : 10;
        byRate.set(rate, (byRate.get(rate) ?? 0) + sign * l.netCents);
      });
      const parts = [...byRate].map(([rate, base]) => ({ rate, base, tax: taxOf(base, rate) }));
      const total = parts.reduce((s, p) => s + p.base + p.tax, 0);
      parts.forEach((p) => {
        rows.push([
          dateCell(i.date),
          dateCell(later(i.date, 1)),
          serie,
          String(numbers.get(key)).padStart(6, '0'),
          null,
          `2024/${String(80 + index).padStart(5, '0')}`,
          dateCell(later(i.date, 2 + (index % 3))),
          '02',
          'ES',
          nif(i.vendor),
          i.vendorName,
          p.rate === 0 ? '01 Exenta' : '01 Régimen general',
          Number(money(total)),
          Number(money(p.base)),
          p.rate,
          Number(money(p.tax)),
          Number(money(p.tax)),
        ]);
      });
    });
    return writeGroupedHeaderXlsx(dir, 'libro_facturas_recibidas_2024.xlsx', {
      name: 'RECIBIDAS',
      titles: [['LIBRO REGISTRO DE FACTURAS RECIBIDAS - Ejercicio 2024 - NIF B87654321']],
      groups: [
        { title: 'Fecha expedición', span: 1 },
        { title: 'Fecha operación', span: 1 },
        { title: 'Identificación de la factura', span: 3 },
        { title: 'Número de recepción', span: 1 },
        { title: 'Fecha de recepción', span: 1 },
        { title: 'NIF expedidor', span: 3 },
        { title: 'Nombre expedidor', span: 1 },
        { title: 'Clave de operación', span: 1 },
        { title: 'Total factura', span: 1 },
        { title: 'Base imponible', span: 1 },
        { title: 'Tipo de IVA', span: 1 },
        { title: 'Cuota IVA soportado', span: 1 },
        { title: 'Cuota deducible', span: 1 },
      ],
      header: [
        '',
        '',
        'Serie',
        'Número',
        'Número final',
        '',
        '',
        'Tipo',
        'Código país',
        'Identificación',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
      ],
      rows,
      dateFormat: 'dd/mm/yyyy',
    });
  },
};

/** A Pakistani NTN: seven digits and a check digit. */
const ntn = (vendor: number) => `${3012345 + vendor * 271828}-${vendor}`;

/**
 * FBR's Annex-A of the sales tax return (purchases, downloaded from IRIS as CSV): one row per item
 * of a supplier's invoice, no invoice total: the row's number, the seller's NTN, name and province,
 * the document type (SI a sales tax invoice; DN a debit note; CN a credit note, its values
 * positive), number and date (DD/MM/YYYY), the HS code (4911.1000, printed advertising matter), the sale type and rate, the quantity and
 * unit, the value excluding sales tax, the sales tax involved, the extra tax, and the sales tax
 * withheld at source (a fifth of the tax, paid by the buyer to the government, not part of what
 * the supplier is owed). Sales tax 18 %, 5 % (reduced), exempt.
 */
export const fbrAnnexAPurchases: CorpusLayout = {
  name: 'fbr-annex-a-purchases',
  modelledOn:
    'FBR IRIS sales tax return Annex-A purchases CSV: one row per item, no invoice total, Sr. No., Seller NTN / Seller Name / Seller Province, Document Type SI / DN / CN (positive), Document No., Document Date DD/MM/YYYY, HS Code, Sale Type, Rate 18% / 5% / Exempt, Quantity, UOM, Value of Sales Excluding Sales Tax, Sales Tax Involved, Extra Tax, ST Withheld at Source',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(17012, 10, 6, ['PKR']).sort(byDate);
    const header = [
      'Sr. No.',
      'Seller NTN',
      'Seller Name',
      'Seller Province',
      'Document Type',
      'Document No.',
      'Document Date',
      'HS Code',
      'Sale Type',
      'Rate',
      'Quantity',
      'UOM',
      'Value of Sales Excluding Sales Tax',
      'Sales Tax Involved',
      'Extra Tax',
      'ST Withheld at Source',
    ];
    const rows: CorpusCell[][] = [header];
    const provinces = ['Punjab', 'Sindh', 'Islamabad Capital Territory'];
    let sr = 0;
    invoices.forEach((i, index) => {
      const type = index % 5 === 3 ? 'CN' : index === 7 ? 'DN' : 'SI';
      const rate = i.lines[0]!.ratePercent === 0 ? 0 : i.lines[0]!.ratePercent === 7 ? 5 : 18;
      i.lines.forEach((l) => {
        // The line's value in rupees: a hundred to the corpus cent, as advertising is priced in Pakistan.
        const value = l.netCents * 100;
        const tax = taxOf(value, rate);
        rows.push([
          ++sr,
          ntn(i.vendor),
          i.vendorName,
          provinces[i.vendor % provinces.length]!,
          type,
          type === 'SI' ? i.number : `${type}-${i.number}`,
          slashed(i.date),
          '4911.1000',
          rate === 0 ? 'Exempt goods' : rate === 5 ? 'Goods at Reduced Rate' : 'Goods at standard rate (default)',
          rate === 0 ? 'Exempt' : `${rate}%`,
          l.quantity,
          'Numbers, pieces, units',
          money(value),
          money(tax),
          money(0),
          money(Math.round(tax / 5)),
        ]);
      });
    });
    return writeCsv(dir, 'Annex-A_202403.csv', rows);
  },
};
