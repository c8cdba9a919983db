/**
 * Twenty-seventh held-out layouts: Xubio's Libro IVA Compras exported to Excel (titles, the
 * company's CUIT and the month, the point of sale apart from the number, VAT at 21 % and 10.5 % in
 * columns of their own, VAT and gross-income tax perceptions, credit notes positive by their kind,
 * a row of totals, pesos written nowhere), and Bind ERP's list of purchases exported to CSV (the
 * CFDI's UUID, series and folio, its issue date-time, amounts with the dollar sign, a currency per
 * row, VAT and income tax withheld, cancelled CFDIs still listed). Written from each system's
 * public documentation and the countries' tax rules, without reading infer's code and without
 * running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { cfdiDateTime, cuit, dollarSign, units, writeClerkXlsx, writeUtf8Text } from './twentyseventh-formats.js';

/** Pesos to the euro, about Argentina's rate of March 2024 (in cents: cents times 930). */
const toPesos = (cents: number) => cents * 930;

/** The one newspaper publisher among the suppliers (Nordlicht Verlag AG, fourth in the list). */
const PUBLISHER = 3;

/**
 * Xubio's Libro IVA Compras of a month, to Excel: the book's title, the company and its CUIT, the
 * period, a blank row, then one row per voucher received: its date (a date cell), kind (Factura A,
 * or Nota de Crédito A written positive), point of sale (five digits) and number (eight), the
 * supplier and its CUIT, the net taxed at 21 % or at 10.5 % (the space a publisher of
 * that turnover band sells in its own paper, Ley 26.982), the net not taxed, each VAT, the VAT perception (3 %) and
 * the Buenos Aires gross-income perception (2.5 %) some suppliers charge, and the total. Every
 * voucher is of March 2024, the month the book covers; a row of totals closes it.
 */
export const xubioLibroIvaCompras: CorpusLayout = {
  name: 'xubio-libro-iva-compras',
  modelledOn:
    'Xubio Libro IVA Compras XLSX, a title, the company with its CUIT, Período 03/2024 and a blank row: Fecha date cell, Tipo Factura A / Nota de Crédito A (positive), Punto de Venta, Número, Proveedor, CUIT, Neto Gravado 21 %, Neto Gravado 10,5 %, No Gravado, IVA 21 %, IVA 10,5 %, Percepción IVA, Percepción IIBB, Total, a Totales row, pesos written nowhere',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(27101, 11, 6)
      .map((i) => ({ ...i, date: { ...i.date, m: 3 } }))
      .sort(byDate);
    const rows: CorpusCell[][] = [
      ['Libro IVA Compras'],
      ['Publicidad del Plata S.A. - CUIT 30-71589321-4'],
      ['Período: 03/2024'],
      [],
      [
        'Fecha',
        'Tipo',
        'Punto de Venta',
        'Número',
        'Proveedor',
        'CUIT',
        'Neto Gravado 21%',
        'Neto Gravado 10,5%',
        'No Gravado',
        'IVA 21%',
        'IVA 10,5%',
        'Percepción IVA',
        'Percepción IIBB',
        'Total',
      ],
    ];
    const sums = new Array<number>(8).fill(0);
    invoices.forEach((i, n) => {
      const credit = n === 7;
      const net = toPesos(i.netCents);
      // A supply outside VAT is not taxed. Only a publisher bills space in its own paper at a reduced
      // rate, set by its turnover (Ley 26.982: 2.5 %, 10.5 % or 21 %): Nordlicht Verlag is of the
      // 10.5 % band; any other supplier's print advertising, and everything else, is at 21 %.
      const exempt = i.lines[0]!.ratePercent === 0;
      const adSpace =
        exempt || i.vendor !== PUBLISHER
          ? 0
          : toPesos(i.lines.filter((l) => l.description === 'Print advertisement').reduce((s, l) => s + l.netCents, 0));
      const n21 = exempt ? 0 : net - adSpace;
      const n105 = adSpace;
      const free = exempt ? net : 0;
      const perceives = i.vendor % 3 === 1 && !credit;
      const values = [
        n21,
        n105,
        free,
        taxOf(n21, 21),
        taxOf(n105, 10.5),
        perceives ? taxOf(n21 + n105, 3) : 0,
        perceives ? taxOf(n21 + n105, 2.5) : 0,
      ];
      const all = [...values, values.reduce((s, v) => s + v, 0)];
      all.forEach((v, k) => (sums[k]! += (credit ? -1 : 1) * v));
      rows.push([
        dateCell(i.date),
        credit ? 'Nota de Crédito A' : 'Factura A',
        String(2 + (i.vendor % 3)).padStart(5, '0'),
        String(4120 + n * 37 + i.vendor).padStart(8, '0'),
        i.vendorName,
        cuit(i.vendor),
        ...all.map(units),
      ]);
    });
    rows.push(['Totales', null, null, null, null, null, ...sums.map(units)]);
    return writeClerkXlsx(dir, 'LibroIVACompras_032024.xlsx', {
      'Libro IVA Compras': { rows, merged: ['A1:N1', 'A2:N2', 'A3:N3'], formats: { 14: '#,##0.00' } },
    });
  },
};

/** A Mexican company's RFC (twelve characters), or a person's (thirteen) for the suppliers who withhold. */
const rfc = (vendor: number, person: boolean) =>
  person
    ? `GOML${70 + vendor}0${1 + (vendor % 9)}15H${vendor % 10}A`
    : `MPU${p2(10 + vendor)}0${1 + (vendor % 9)}22K${vendor % 10}`;

/** A CFDI's folio fiscal: a UUID version 4, derived from the seed so each run writes the same. */
const uuid = (n: number, vendor: number) => {
  const hex = (x: number, width: number) => x.toString(16).toUpperCase().padStart(width, '0').slice(-width);
  return `${hex(0x3f2a91c4 + n * 7919, 8)}-${hex(0x1b7 + vendor * 31, 4)}-4${hex(n * 97, 3)}-A${hex(vendor * 53 + n, 3)}-${hex(0x5e21d0c37a + n * 104729, 12)}`;
};

/**
 * Bind ERP's purchases (Compras) exported to CSV: commas, UTF-8, one row per CFDI received: Bind's
 * own purchase number, the CFDI's issue date-time as stamped, its UUID, series and folio, the
 * supplier's RFC and name, the currency (MXN, or USD with the day's rate), the subtotal, the
 * discount, the VAT (16 %), the VAT withheld (two thirds of it) and income tax withheld (10 %) on
 * the fees of a person, the CFDI's total (after the withholdings), and the status: a CFDI the
 * supplier cancelled at the SAT stays listed, Cancelada. Amounts with the dollar sign and comma
 * groups, quoted.
 */
export const bindCompras: CorpusLayout = {
  name: 'bind-compras',
  modelledOn:
    'Bind ERP Compras CSV, UTF-8, commas: Número, Fecha YYYY-MM-DDTHH:mm:ss, UUID, Serie, Folio, RFC, Proveedor, Moneda MXN / USD, Tipo de Cambio, Subtotal, Descuento, IVA 16 %, IVA Retenido, ISR Retenido, Total, Estatus Vigente / Cancelada, amounts written $12,345.67',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(27102, 13, 6, ['MXN', 'MXN', 'USD']).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Número',
        'Fecha',
        'UUID',
        'Serie',
        'Folio',
        'RFC',
        'Proveedor',
        'Moneda',
        'Tipo de Cambio',
        'Subtotal',
        'Descuento',
        'IVA',
        'IVA Retenido',
        'ISR Retenido',
        'Total',
        'Estatus',
      ],
    ];
    invoices.forEach((i, n) => {
      // Pesos at about eighteen and a half to the euro; dollars at about 1.08.
      const subtotal = Math.round(i.netCents * (i.currency === 'MXN' ? 18.5 : 1.08));
      const discount = i.discountPercent ? taxOf(subtotal, i.discountPercent) : 0;
      const base = subtotal - discount;
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(base, 16);
      // A person billing fees has two thirds of the VAT and 10 % income tax withheld by the buyer.
      const person = i.vendor === 4;
      const vatWithheld = person ? Math.round((vat * 2) / 3) : 0;
      const isrWithheld = person ? taxOf(base, 10) : 0;
      rows.push([
        `C-${String(1187 + n).padStart(6, '0')}`,
        cfdiDateTime(i.date),
        uuid(n, i.vendor),
        ['A', 'F', 'FAC', 'B'][i.vendor % 4]!,
        String(2040 + n * 23 + i.vendor * 5),
        rfc(i.vendor, person),
        i.vendorName.toUpperCase(),
        i.currency,
        i.currency === 'MXN' ? '1.0000' : (16.9 + (i.date.d % 5) / 20).toFixed(4),
        dollarSign(subtotal),
        dollarSign(discount),
        dollarSign(vat),
        dollarSign(vatWithheld),
        dollarSign(isrWithheld),
        dollarSign(base + vat - vatWithheld - isrWithheld),
        n === 5 ? 'Cancelada' : 'Vigente',
      ]);
    });
    return writeUtf8Text(dir, 'Compras_2024-01-01_2024-03-31.csv', rows, ',');
  },
};
