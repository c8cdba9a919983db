/**
 * Twenty-second held-out layouts: the received CFDI of Mexico's SAT portal exported to Excel (one
 * row per CFDI with only its total, written with a peso sign, credit notes positive by their
 * effect, cancelled CFDI and payment receipts kept), and the received
 * documents list of Colombia's DIAN e-invoicing portal (a workbook with a column for each of the
 * country's taxes and withholdings, prefix and folio apart, no amount before tax, credit notes
 * positive, rejected documents kept with their state). Written from each administration's public
 * documentation and the countries' tax rules, without reading infer's code and without running
 * infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, type CorpusInvoice } from '../infer-corpus/corpus-invoices.js';
import { writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later, type Day } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { clock, dashed, grouped, uuidOf } from './twentysecond-formats.js';

/** A company's RFC: three letters, the founding date YYMMDD and a three-character check. */
const rfc = (vendor: number) =>
  `${['MSG', 'CLU', 'OBM', 'NVE', 'BHA', 'IME'][vendor % 6]}9${vendor}0${vendor + 1}15${'AB1C2D3E4F5G'.slice(vendor, vendor + 3)}`;

/**
 * SAT's portal (portalcfdi.facturaelectronica.sat.gob.mx), the received CFDI a search found,
 * exported to Excel: one row per CFDI under the portal's headers (the folio fiscal, the issuer's
 * RFC and name, the receiver's, the issue and certification date-times as ISO text, the PAC that
 * certified it, the Total with a peso sign and grouping, the effect Ingreso (an invoice), Egreso (a
 * credit note, written positive) or Pago (a payment receipt of amount 0), the cancellation status
 * and the state Vigente or Cancelado, with the cancellation's date). No currency: pesos, written
 * nowhere. No tax apart from the total. (The bulk download's metadata holds the same fields,
 * separated by `~`, which no mapping reads.)
 */
export const satCfdiRecibidos: CorpusLayout = {
  name: 'sat-cfdi-recibidos',
  modelledOn:
    'Mexico SAT portal consulta de CFDI recibidos exported to XLSX: Folio Fiscal (UUID), RFC Emisor, Nombre o Razón Social del Emisor, RFC and Nombre del Receptor, Fecha de Emisión and Fecha de Certificación ISO date-times, PAC que Certificó, Total "$45,918.00" text (the total only), Efecto del Comprobante Ingreso / Egreso (credit notes positive) / Pago (payment receipts, $0.00), Estatus de cancelación, Estado del Comprobante Vigente / Cancelado kept, Fecha de Proceso de Cancelación, MXN implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(22101, 12, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Folio Fiscal',
        'RFC Emisor',
        'Nombre o Razón Social del Emisor',
        'RFC Receptor',
        'Nombre o Razón Social del Receptor',
        'Fecha de Emisión',
        'Fecha de Certificación',
        'PAC que Certificó',
        'Total',
        'Efecto del Comprobante',
        'Estatus de cancelación',
        'Estado del Comprobante',
        'Fecha de Proceso de Cancelación',
      ],
    ];
    const receiver = ['MDN050101K73', 'MEDIOS DIGITALES DEL NORTE SA DE CV'];
    const cfdi = (i: CorpusInvoice, n: number, day: Day, total: number, effect: string, cancelled: boolean) => [
      uuidOf(22101 + i.document + (effect === 'Pago' ? 70000 : 0)).toUpperCase(),
      rfc(i.vendor),
      i.vendorName,
      ...receiver,
      `${isoDay(day)}T${clock(n)}`,
      `${isoDay(day)}T${clock(n + 1)}`,
      'SAT970701NN3',
      `$${grouped(total)}`,
      effect,
      cancelled ? 'Cancelable sin aceptación' : 'Cancelable con aceptación',
      cancelled ? 'Cancelado' : 'Vigente',
      cancelled ? `${isoDay(later(day, 3))}T${clock(n + 2)}` : null,
    ];
    invoices.forEach((i, n) => {
      // Pesos at eighteen to the euro; IVA at 16 % (0 on exempt services), in the total only.
      const net = i.netCents * 18;
      const total = net + taxOf(net, localRate(i.lines[0]!.ratePercent, 16, 16));
      rows.push(cfdi(i, n, i.date, total, n === 5 ? 'Egreso' : 'Ingreso', n === 8));
      // A payment receipt (complemento de pago) for the invoice before: a CFDI of amount 0.
      if (n === 4) rows.push(cfdi(i, n + 3, later(i.date, 6), 0, 'Pago', false));
    });
    return writeXlsx(dir, 'CFDI_recibidos_2024T1.xlsx', { Recibidos: rows });
  },
};

/** A Colombian NIT: nine digits. */
const nit = (vendor: number) => String(900100000 + vendor * 37311);

/** The taxes of the DIAN list a media invoice never bears, each written 0. */
const OTHER_TAXES = [
  'ICA',
  'IC',
  'Timbre',
  'INC Bolsas',
  'IN Carbono',
  'IN Combustibles',
  'IC Datos',
  'ICL',
  'INPP',
  'IBUA',
  'ICUI',
];

/**
 * DIAN (catalogo-vpfe.dian.gov.co), documents received, exported to Excel: one row per
 * electronic document. Its type (Factura electrónica, Nota crédito electrónica written positive),
 * the CUFE or CUDE, the folio and prefix apart, the currency (Divisa), the payment form and means,
 * the issue and reception dates as DD-MM-YYYY text, the issuer's NIT and name, the receiver's,
 * then one column per tax (IVA 19 % or 5 %; INC 8 %, the consumption tax, on some services; the
 * others 0), the withholdings the buyer applies (Rete IVA, Rete Renta, Rete ICA: not part of the
 * document's total), the Total with its taxes, the state (Aprobado, or Rechazado when the buyer
 * rejected it: not owed) and the group. No amount before tax.
 */
export const dianDocumentosRecibidos: CorpusLayout = {
  name: 'dian-documentos-recibidos',
  modelledOn:
    'Colombia DIAN portal documentos recibidos XLSX: Tipo de documento Factura electrónica / Nota crédito electrónica (positive), CUFE/CUDE, Folio and Prefijo apart, Divisa COP / USD, Forma and Medio de Pago, Fecha Emisión and Fecha Recepción DD-MM-YYYY, NIT and Nombre Emisor, NIT and Nombre Receptor, IVA, ICA, IC, INC and nine other tax columns, Rete IVA, Rete Renta, Rete ICA, Total, Estado Aprobado / Rechazado kept, Grupo, no net column',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(22202, 13, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Tipo de documento',
        'CUFE/CUDE',
        'Folio',
        'Prefijo',
        'Divisa',
        'Forma de Pago',
        'Medio de Pago',
        'Fecha Emisión',
        'Fecha Recepción',
        'NIT Emisor',
        'Nombre Emisor',
        'NIT Receptor',
        'Nombre Receptor',
        'IVA',
        ...OTHER_TAXES.slice(0, 2),
        'INC',
        ...OTHER_TAXES.slice(2),
        'Rete IVA',
        'Rete Renta',
        'Rete ICA',
        'Total',
        'Estado',
        'Grupo',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 7;
      const dollars = i.vendor === 2;
      // Pesos at 4,500 to the euro (the taxes carry cents); dollars at 1.10.
      const net = dollars ? Math.round(i.netCents * 1.1) : i.netCents * 4500;
      // A service bearing the consumption tax (INC 8 %) bears no IVA.
      const consumption = i.vendor === 3;
      const iva = consumption ? 0 : taxOf(net, localRate(i.lines[0]!.ratePercent, 19, 5));
      const inc = consumption ? taxOf(net, 8) : 0;
      const reteRenta = n % 2 === 0 ? taxOf(net, 4) : 0;
      const reteIva = n % 3 === 0 ? taxOf(iva, 15) : 0;
      const reteIca = n % 4 === 1 ? Math.round(net * 0.00966) : 0;
      const number = dollars ? i.document - 5105600000 + 700 : 2000 + (i.document % 1000) * 3 + i.vendor;
      const amount = (cents: number) => cents / 100;
      rows.push([
        credit ? 'Nota crédito electrónica' : 'Factura electrónica',
        // A CUFE is a SHA-384 in hex: 96 digits.
        [0, 1, 2].map((k) => uuidOf(22202 + i.document * 3 + k).replace(/-/g, '')).join(''),
        String(number),
        credit ? 'NC' : ['FE', 'FV', 'SETP', 'FEV', 'FAC', 'FE'][i.vendor]!,
        dollars ? 'USD' : 'COP',
        n % 3 === 2 ? 'Contado' : 'Crédito',
        n % 3 === 2 ? 'Efectivo' : 'Transferencia Débito Bancaria',
        dashed(i.date),
        dashed(later(i.date, 1)),
        nit(i.vendor),
        i.vendorName,
        '901234567',
        'Medios del Caribe S.A.S.',
        amount(iva),
        0,
        0,
        amount(inc),
        ...OTHER_TAXES.slice(2).map(() => 0),
        amount(reteIva),
        amount(reteRenta),
        amount(reteIca),
        amount(net + iva + inc),
        n === 10 ? 'Rechazado' : 'Aprobado',
        'Recibido',
      ]);
    });
    return writeXlsx(dir, 'Documentos_recibidos_2024-01-01_2024-03-31.xlsx', { Documentos: rows });
  },
};
