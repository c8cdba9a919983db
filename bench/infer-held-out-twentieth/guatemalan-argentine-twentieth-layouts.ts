/**
 * Twentieth held-out layouts: the documents received that Guatemala's SAT lists under FEL
 * (Factura Electrónica en Línea: a CSV of the Agencia Virtual's query, the series and the number
 * of each document apart, ISO date-times with Guatemala's offset, credit notes positive, annulled
 * documents kept, quetzales and dollars, the grand total and the VAT but no net), and Contabilium's
 * purchase vouchers (Argentina: a workbook under a title, the point of sale apart from the number,
 * VAT at 21 % and 10.5 % in columns of their own, perceptions of VAT and gross income tax, credit
 * notes positive, a totals row). Written from each system's public documentation and the
 * countries' tax rules, without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';

/** The last `width` hex digits of a number, upper case, as the FEL authorisation's groups are written. */
const hex = (n: number, width: number) => (n >>> 0).toString(16).toUpperCase().padStart(width, '0').slice(-width);

/**
 * Guatemala's SAT, Agencia Virtual, FEL, Consultar DTE, received documents, exported to CSV:
 * the issue date-time (ISO with -06:00), the authorisation number (a UUID), the document type
 * (FACT, FCAM a bill of exchange invoice, NCRE a credit note written positive), the series (the
 * UUID's first eight hex digits) and the document's number (its next eight as a decimal number),
 * the issuer's NIT and name, the establishment, the receiver, the certifier, the currency (GTQ or
 * USD), the grand total, the state (Vigente or Anulado, the annulled one kept with its date) and
 * the VAT (12 %, none on exempt sales). No net amount is written: it is the total less the VAT.
 */
export const guatemalaFelDteRecibidos: CorpusLayout = {
  name: 'guatemala-fel-dte-recibidos',
  modelledOn:
    'Guatemala SAT Agencia Virtual FEL Consultar DTE recibidos CSV: Fecha de emisión ISO date-time -06:00, Número de autorización UUID, Tipo de DTE FACT / FCAM / NCRE (positive), Serie (8 hex) and Número del DTE apart, NIT del emisor, Nombre completo del emisor in capitals, establecimiento, receptor, certificador, Moneda GTQ / USD, Monto (Gran Total), Estado Vigente / Anulado with Marca and Fecha de anulación, IVA (monto de este impuesto) 12 %, no net column',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(20101, 11, 6, ['GTQ', 'GTQ', 'USD']).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Fecha de emisión',
        'Número de autorización',
        'Tipo de DTE (nombre)',
        'Serie',
        'Número del DTE',
        'NIT del emisor',
        'Nombre completo del emisor',
        'Código de establecimiento',
        'Nombre del establecimiento',
        'ID del receptor',
        'Nombre completo del receptor',
        'NIT del Certificador',
        'Nombre completo del certificador',
        'Moneda',
        'Monto (Gran Total)',
        'Estado',
        'Marca de anulado',
        'Fecha de anulación',
        'IVA (monto de este impuesto)',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 4 || n === 8;
      const annulled = n === 5;
      const serie = hex(0x3a7c0000 + i.vendor * 0x01f3a5 + n * 0x2b1d, 8);
      const middle = hex(0x5e00 + n * 0x1f, 4) + hex(0x9000 + (i.document % 0x0fff), 4);
      const uuid = `${serie}-${middle.slice(0, 4)}-${middle.slice(4)}-${hex(0x8a00 + n, 4)}-${hex(i.document, 12)}`;
      const tax = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(i.netCents, 12);
      const issued = `${isoDay(i.date)}T${p2(8 + (n % 9))}:${p2((n * 17) % 60)}:${p2((n * 31) % 60)}-06:00`;
      rows.push([
        issued,
        uuid,
        credit ? 'NCRE' : i.vendor === 3 ? 'FCAM' : 'FACT',
        serie,
        String(parseInt(middle, 16)),
        `${4567890 + i.vendor * 1234567}${i.vendor % 9}`,
        i.vendorName.toUpperCase(),
        i.vendor % 2 === 0 ? 1 : 2,
        i.vendor % 2 === 0 ? 'OFICINAS CENTRALES' : 'SUCURSAL ZONA 10',
        '54321098',
        'MEDIOS DEL ISTMO, SOCIEDAD ANONIMA',
        '16693949',
        'INFILE, SOCIEDAD ANONIMA',
        i.currency,
        money(i.netCents + tax),
        annulled ? 'Anulado' : 'Vigente',
        annulled ? 'Sí' : 'No',
        annulled ? `${isoDay({ ...i.date, d: Math.min(28, i.date.d + 3) })}T16:05:12-06:00` : null,
        money(tax),
      ]);
    });
    return writeCsv(dir, 'DTE_recibidos_2024-01-01_2024-03-31.csv', rows);
  },
};

/** An Argentine CUIT written with its dashes: the type, eight digits and the check digit. */
const cuit = (vendor: number) => `30-${70123456 + vendor * 1234567}-${(vendor * 7) % 10}`;

/** Contabilium's amounts in centavos: the corpus cents times 900 (about the pesos of a euro early in 2024). */
const pesos = (cents: number) => cents * 900;

/**
 * Contabilium, Compras, Comprobantes, Exportar a Excel: a title, the period and a blank row, then
 * one row per voucher: the date (a date cell), the type (Factura A, Factura C of a monotributista
 * who charges no VAT, a Nota de Crédito of either letter written positive), the point of sale and the number as text
 * with their zeros, the supplier and its CUIT, its VAT condition, the taxed net, the VAT at 21 % and
 * at 10.5 % (printed matter) apart, the untaxed and the exempt amounts, the VAT and gross income
 * perceptions the supplier charged, and the total. The list ends with a Totales row. Pesos, written
 * nowhere.
 */
export const contabiliumComprobantesCompra: CorpusLayout = {
  name: 'contabilium-comprobantes-compra',
  modelledOn:
    'Contabilium comprobantes de compra exported to XLSX under a title and the period: Fecha date cells, Tipo Factura A / Factura C / Nota de Crédito A or C (positive), Punto de venta 00003 and Número 00001234 as text apart, Proveedor, CUIT 30-70123456-7, Condición IVA, Neto gravado, IVA 21%, IVA 10,5%, No gravado, Exento, Percepción IVA, Percepción IIBB, Total, a Totales row, ARS implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(20202, 11, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      ['Comprobantes de compra'],
      ['Período: 01/01/2024 al 31/03/2024'],
      [],
      [
        'Fecha',
        'Tipo',
        'Punto de venta',
        'Número',
        'Proveedor',
        'CUIT',
        'Condición IVA',
        'Neto gravado',
        'IVA 21%',
        'IVA 10,5%',
        'No gravado',
        'Exento',
        'Percepción IVA',
        'Percepción IIBB',
        'Total',
      ],
    ];
    let sum = 0;
    invoices.forEach((i, n) => {
      const credit = n === 4 || n === 9;
      const sign = credit ? -1 : 1;
      const monotributo = i.vendor === 4;
      const net = pesos(i.netCents);
      const exempt = !monotributo && i.lines[0]!.ratePercent === 0;
      const taxed = monotributo || exempt ? 0 : net;
      // Printed matter, the last line of a standard-rate invoice of several lines, is taxed at 10.5 %.
      const last = pesos(i.lines[i.lines.length - 1]!.netCents);
      const reduced = !taxed ? 0 : i.lines[0]!.ratePercent === 7 ? taxed : i.lines.length > 1 ? last : 0;
      const vat21 = taxOf(taxed - reduced, 21);
      const vat105 = Math.round((reduced * 105) / 1000);
      const perceptionVat = i.vendor === 1 ? taxOf(taxed, 3) : 0;
      const perceptionIibb = i.vendor === 2 ? Math.round((net * 25) / 1000) : 0;
      const untaxed = monotributo ? net : 0;
      const total = taxed + vat21 + vat105 + untaxed + (exempt ? net : 0) + perceptionVat + perceptionIibb;
      sum += sign * total;
      const amount = (v: number) => Number(money(v));
      rows.push([
        dateCell(i.date),
        `${credit ? 'Nota de Crédito' : 'Factura'} ${monotributo ? 'C' : 'A'}`,
        String(i.vendor + 2).padStart(5, '0'),
        String(((i.document % 100000) * 37) % 100000000).padStart(8, '0'),
        i.vendorName,
        cuit(i.vendor),
        monotributo ? 'Monotributista' : 'Responsable Inscripto',
        amount(taxed),
        amount(vat21),
        amount(vat105),
        amount(untaxed),
        amount(exempt ? net : 0),
        amount(perceptionVat),
        amount(perceptionIibb),
        amount(total),
      ]);
    });
    rows.push([
      'Totales',
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
      Number(money(sum)),
    ]);
    return writeXlsx(dir, 'comprobantes_compra_2024T1.xlsx', { Compras: rows });
  },
};
