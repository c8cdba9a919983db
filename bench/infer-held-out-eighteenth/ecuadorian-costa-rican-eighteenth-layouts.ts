/**
 * Eighteenth held-out layouts of two tax administrations' lists of the electronic documents a
 * buyer received: Ecuador's SRI (comprobantes electrónicos recibidos, a tab-separated text file of
 * upper-case snake-case headers, the establishment and point of issue joined to the number, the
 * 49-digit access key, amounts without trailing zeros, credit notes written positive and often
 * without their total, withholding receipts listed beside the
 * invoices, the dollar only implied), and Costa Rica's Hacienda (comprobantes recibidos, a
 * workbook under a title, the 20-digit consecutive number as text, ISO date-times with the
 * -06:00 offset, colones and dollars with the exchange rate, the receiver's rejections kept).
 * Written from each administration's public documentation, without reading infer's code and
 * without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later, p2, slashed, type Day } from '../infer-held-out-fourteenth/fourteenth-days.js';

/** `2.4`, `.31`, `0`: the SRI's file writes amounts without trailing zeros and without the zero before the point. */
const bare = (cents: number) =>
  money(cents)
    .replace(/\.?0+$/, '')
    .replace(/^(-?)0\./, '$1.') || '0';

/** An Ecuadorian RUC of a company: thirteen digits ending in 001, the main establishment. */
const ruc = (vendor: number) => `179${String(1234567 + vendor * 104729).padStart(7, '0')}001`;

/** `001-002-000012345`: establishment, point of issue and sequential, as the RIDE prints them. */
const serie = (vendor: number, sequential: number) =>
  `${p2(1 + (vendor % 3)).padStart(3, '0')}-${String(100 + (vendor % 2)).padStart(3, '0')}-${String(sequential).padStart(9, '0')}`;

/** The access key: date, document code, RUC, environment, series, sequential, numeric code, emission type, check digit. */
const claveAcceso = (d: Day, code: string, vendor: number, series: string, n: number) =>
  `${p2(d.d)}${p2(d.m)}${d.y}${code}${ruc(vendor)}2${series.replace(/-/g, '').slice(0, 15)}${String(12345678 + n * 7919).slice(-8)}1${n % 10}`;

/**
 * SRI, Comprobantes electrónicos recibidos (SRI en línea, Facturación electrónica, Comprobantes
 * electrónicos recibidos, descargar listado): a text file, tab-separated, one row per document:
 * the issuer's RUC and name, the document type (Factura; Nota de Crédito, its amounts positive,
 * its total at times left blank, with the number of the invoice it corrects; Comprobante de Retención, a withholding receipt a
 * customer sent, not a purchase), the series (establishment, point of issue and sequential
 * joined), the access key, the authorisation date-time and the issue date (DD/MM/YYYY), the
 * buyer's RUC, the value before taxes, the IVA (12 % in 2024's first quarter) and the total. Ecuador
 * uses the US dollar; no column says so.
 */
export const sriComprobantesRecibidos: CorpusLayout = {
  name: 'sri-comprobantes-recibidos',
  modelledOn:
    'SRI Ecuador comprobantes electrónicos recibidos TXT, tab-separated: RUC_EMISOR, RAZON_SOCIAL_EMISOR, TIPO_COMPROBANTE Factura / Nota de Crédito (positive, IMPORTE_TOTAL at times blank) / Comprobante de Retención (kept, no purchase), SERIE_COMPROBANTE 001-001-000012345, CLAVE_ACCESO of 49 digits, FECHA_AUTORIZACION DD/MM/YYYY HH:mm:ss, FECHA_EMISION DD/MM/YYYY, IDENTIFICACION_RECEPTOR, VALOR_SIN_IMPUESTOS, IVA 12 %, IMPORTE_TOTAL written 2.4 / .31 / 0, NUMERO_DOCUMENTO_MODIFICADO; USD implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(18101, 12, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'RUC_EMISOR',
        'RAZON_SOCIAL_EMISOR',
        'TIPO_COMPROBANTE',
        'SERIE_COMPROBANTE',
        'CLAVE_ACCESO',
        'FECHA_AUTORIZACION',
        'FECHA_EMISION',
        'IDENTIFICACION_RECEPTOR',
        'VALOR_SIN_IMPUESTOS',
        'IVA',
        'IMPORTE_TOTAL',
        'NUMERO_DOCUMENTO_MODIFICADO',
      ],
    ];
    invoices.forEach((i, n) => {
      // Two customers' withholding receipts arrive in the same list: the buyer is a seller too.
      const retention = n === 4 || n === 9;
      const credit = !retention && n % 5 === 2;
      const rate = localRate(i.lines[0]!.ratePercent, 12, 0);
      const series = serie(i.vendor, 1200 + (i.document % 1000) * 3);
      const code = retention ? '07' : credit ? '04' : '01';
      const net = retention ? 0 : i.netCents;
      const tax = taxOf(net, rate);
      const authorised = later(i.date, 1);
      rows.push([
        ruc(i.vendor),
        i.vendorName.toUpperCase(),
        retention ? 'Comprobante de Retención' : credit ? 'Nota de Crédito' : 'Factura',
        series,
        claveAcceso(i.date, code, i.vendor, series, n),
        `${slashed(authorised)} ${p2(8 + (n % 10))}:${p2((n * 17) % 60)}:${p2((n * 31) % 60)}`,
        slashed(i.date),
        '1790011223',
        retention ? '' : bare(net),
        retention ? '' : bare(tax),
        // A withholding receipt's total is what the customer withheld: 2 % of its invoice.
        // The SRI leaves some credit notes' total blank; their value and IVA are there.
        credit && n < 5 ? '' : bare(retention ? Math.round(i.netCents * 0.02) : net + tax),
        credit ? serie(i.vendor, 1100 + n) : '',
      ]);
    });
    return writeCsv(dir, '1790011223001_Recibidos.txt', rows, '\t');
  },
};

/** A Costa Rican legal entity's cédula jurídica: 3-101-xxxxxx. */
const cedula = (vendor: number) => `3-101-${String(234567 + vendor * 1013).padStart(6, '0')}`;

/** `00100001010000000123`: branch, terminal, document type, number; 20 digits. */
const consecutivo = (type: string, number: number) => `00100001${type}${String(number).padStart(10, '0')}`;

/** `2024-01-15T10:23:45-06:00`: Costa Rica's time, as the XML's FechaEmision writes it. */
const fechaEmision = (d: Day, n: number) =>
  `${isoDay(d)}T${p2(7 + (n % 12))}:${p2((n * 23) % 60)}:${p2((n * 7) % 60)}-06:00`;

/**
 * Hacienda's list of the comprobantes electrónicos received (Consulta de comprobantes recibidos,
 * exportar a Excel): three title rows (the query, the receiver's identification, the period) and a
 * blank row, then one row per document: the 50-digit key, the consecutive number (20 digits,
 * text), the document type (FE factura electrónica; NC nota de crédito, its amounts positive), the
 * issue date-time as text with its offset, the issuer's identification and name, the currency
 * (CRC, USD) and exchange rate, the net sale, the tax (IVA 13 %, reduced 4 %), the total, and
 * the receiver's message: a document rejected (Rechazado) is not owed.
 */
export const haciendaComprobantesRecibidos: CorpusLayout = {
  name: 'hacienda-comprobantes-recibidos',
  modelledOn:
    'Hacienda Costa Rica consulta de comprobantes recibidos XLSX: three title rows and a blank row, Clave of 50 digits, Consecutivo of 20 digits as text, Tipo FE / NC (positive), Fecha de emisión 2024-01-15T10:23:45-06:00 as text, Identificación emisor 3-101-xxxxxx, Nombre emisor, Moneda CRC / USD, Tipo de cambio, Total venta neta, Total impuesto IVA 13 % / 4 %, Total comprobante, Mensaje receptor Aceptado / Aceptado parcialmente / Rechazado (kept)',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(18202, 11, 6, ['CRC', 'CRC', 'USD']).sort(byDate);
    const rows: CorpusCell[][] = [
      ['Consulta de comprobantes electrónicos recibidos'],
      ['Identificación receptor:', '3-101-765432'],
      ['Período:', '01/01/2024 - 31/03/2024'],
      [],
      [
        'Clave',
        'Consecutivo',
        'Tipo',
        'Fecha de emisión',
        'Identificación emisor',
        'Nombre emisor',
        'Moneda',
        'Tipo de cambio',
        'Total venta neta',
        'Total impuesto',
        'Total comprobante',
        'Mensaje receptor',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n % 4 === 1;
      const type = credit ? '03' : '01';
      const number = consecutivo(type, 400 + (i.document % 1000) * 2);
      // Colones run to five hundred times the corpus figure: about the rate to the dollar.
      const net = i.netCents * (i.currency === 'CRC' ? 500 : 1);
      const tax = taxOf(net, localRate(i.lines[0]!.ratePercent, 13, 4));
      const d = i.date;
      rows.push([
        `506${p2(d.d)}${p2(d.m)}${String(d.y % 100)}00${cedula(i.vendor).replace(/-/g, '')}${number}1${String(87654321 + n).slice(-8)}`,
        number,
        credit ? 'NC' : 'FE',
        fechaEmision(d, n),
        cedula(i.vendor),
        i.vendorName,
        i.currency,
        i.currency === 'USD' ? Number((512.35 + n / 100).toFixed(2)) : 1,
        Number(money(net)),
        Number(money(tax)),
        Number(money(net + tax)),
        // Rejected for a price not agreed; the supplier issues a new document.
        n === 3 || n === 8 ? 'Rechazado' : n === 6 ? 'Aceptado parcialmente' : 'Aceptado',
      ]);
    });
    return writeXlsx(dir, 'comprobantes_recibidos_2024-T1.xlsx', { Recibidos: rows });
  },
};
