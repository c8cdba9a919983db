/**
 * Nineteenth held-out layouts in South American pesos and guaraníes: Nubox's purchase register
 * (Chile: a CSV of semicolons, pesos grouped with dots and no decimals, document types by their
 * SII code, credit notes positive, exempt and net amounts apart, no currency column), and the
 * register of receipts of Paraguay's Marangatú system (RG 90: a workbook of long Spanish headers,
 * the taxed amounts written with their IVA included and the IVA nowhere, the timbrado beside the
 * establishment-point-number, credit notes positive with the document they correct, guaraníes
 * implied). Written from each system's public documentation and the countries' VAT rules, without
 * reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later, p2, slashed, type Day } from '../infer-held-out-fourteenth/fourteenth-days.js';

/** Whole units grouped by dots, as Chilean software writes pesos: 1.234.567. */
const pesos = (units: number) =>
  `${units < 0 ? '-' : ''}${String(Math.abs(units)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

/** A Chilean RUT with its check digit (módulo 11): 76.123.456-K. */
const rut = (vendor: number) => {
  const body = 76100000 + vendor * 234567;
  const digits = String(body).split('').reverse();
  const sum = digits.reduce((s, d, k) => s + Number(d) * (2 + (k % 6)), 0);
  const check = 11 - (sum % 11);
  return `${pesos(body)}-${check === 11 ? '0' : check === 10 ? 'K' : check}`;
};

const dashed = (d: Day) => `${p2(d.d)}-${p2(d.m)}-${d.y}`;

/**
 * Nubox, the purchase register (Registro de Compras, Exportar, CSV): semicolons, one row per
 * document received: its SII type code (33 electronic invoice, 34 exempt electronic invoice, 61
 * electronic credit note, its amounts positive as the register lists them), its folio, the
 * document and reception dates (DD-MM-YYYY), the supplier's RUT and business name, the exempt
 * amount, the net, the recoverable IVA (19 %) and the total, in pesos grouped with dots and
 * without decimals. No column names the currency.
 */
export const nuboxRegistroCompras: CorpusLayout = {
  name: 'nubox-registro-compras',
  modelledOn:
    'Nubox registro de compras CSV, semicolons, Spanish headers: Nro, Tipo Doc 33 / 34 / 61 (credit notes positive), Folio, Fecha Docto and Fecha Recepción DD-MM-YYYY, RUT Proveedor 76.123.456-K, Razón Social, Monto Exento, Monto Neto, Monto IVA Recuperable 19 %, Monto Total, pesos grouped with dots without decimals, CLP implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(19303, 10, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Nro',
        'Tipo Doc',
        'Folio',
        'Fecha Docto',
        'Fecha Recepción',
        'RUT Proveedor',
        'Razón Social',
        'Monto Exento',
        'Monto Neto',
        'Monto IVA Recuperable',
        'Monto Total',
      ],
    ];
    invoices.forEach((i, n) => {
      // Pesos: the corpus cents times ten, about the peso's rate to the euro cent.
      const value = i.netCents * 10;
      const exempt = i.lines[0]!.ratePercent === 0;
      const type = n === 2 || n === 7 ? 61 : exempt ? 34 : 33;
      const iva = exempt ? 0 : taxOf(value, 19);
      rows.push([
        n + 1,
        type,
        3400 + (i.document % 1000) * 11 + i.vendor,
        dashed(i.date),
        dashed(later(i.date, 1)),
        rut(i.vendor),
        i.vendorName,
        pesos(exempt ? value : 0),
        pesos(exempt ? 0 : value),
        pesos(iva),
        pesos(value + iva),
      ]);
    });
    return writeCsv(dir, 'RegistroCompras_2024.csv', rows, ';');
  },
};

/** A Paraguayan RUC with its check digit: 80012345-6. */
const ruc = (vendor: number) => `${80012345 + vendor * 4321}-${(vendor * 7 + 3) % 10}`;

/**
 * Marangatú, Paraguay's tax system, the register of receipts (Registro de Comprobantes, RG 90)
 * of purchases downloaded to Excel: one row per document: the register's type (COMPRAS), the
 * supplier's kind of id, its RUC and name, the document's type (FACTURA; NOTA DE CRÉDITO, its
 * amounts positive, with the number and timbrado of the invoice it corrects), the issue date
 * (DD/MM/YYYY, text), the timbrado (the document's authorisation), its number (establishment,
 * point of issue, number), the amounts taxed at 10 % and at 5 % with the IVA included, as
 * Paraguayan documents price them, the exempt amount and the total, the sale's condition, the
 * foreign-currency flag, and where the purchase is imputed (IVA, IRE, IRP). Guaraníes have no
 * decimals; no column names them.
 */
export const marangatuRegistroComprobantes: CorpusLayout = {
  name: 'marangatu-registro-comprobantes',
  modelledOn:
    'Marangatú (SET Paraguay) RG 90 registro de comprobantes de compras XLSX: Tipo de Registro, Tipo de Identificación RUC, Número de Identificación 80012345-6, Nombre o Razón Social, Tipo de Comprobante FACTURA / NOTA DE CRÉDITO (positive), Fecha de Emisión DD/MM/YYYY text, Número de Timbrado, Número de Comprobante 001-001-0001234, Monto Gravado 10% and 5% (IVA incluido), Monto No Gravado o Exento, Monto Total, Condición, Moneda Extranjera, Imputa al IVA / IRE / IRP-RSP, Comprobante and Timbrado asociado; PYG implied, no IVA column',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(19404, 10, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Tipo de Registro',
        'Tipo de Identificación',
        'Número de Identificación',
        'Nombre o Razón Social',
        'Tipo de Comprobante',
        'Fecha de Emisión',
        'Número de Timbrado',
        'Número de Comprobante',
        'Monto Gravado 10% (IVA incluido)',
        'Monto Gravado 5% (IVA incluido)',
        'Monto No Gravado o Exento',
        'Monto Total del Comprobante',
        'Condición',
        'Moneda Extranjera',
        'Imputa al IVA',
        'Imputa al IRE',
        'Imputa al IRP-RSP',
        'Número de Comprobante Asociado',
        'Timbrado del Comprobante Asociado',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 4 || n === 9;
      // Guaraníes: the corpus cents times 80; 88 with the 10 % IVA included, 84 with the 5 %.
      const last = i.lines.length > 1 ? i.lines[i.lines.length - 1]!.netCents : 0;
      const rate = i.lines[0]!.ratePercent;
      // A standard-rate invoice of several lines bills its last one (a fee) exempt.
      const g10 = rate === 19 ? (i.netCents - last) * 88 : 0;
      const g5 = rate === 7 ? i.netCents * 84 : 0;
      const exempt = rate === 0 ? i.netCents * 80 : rate === 19 ? last * 80 : 0;
      const timbrado = String(15123456 + i.vendor * 1111);
      const number = (k: number) => `001-00${1 + (i.vendor % 3)}-${String(k).padStart(7, '0')}`;
      rows.push([
        'COMPRAS',
        'RUC',
        ruc(i.vendor),
        i.vendorName,
        credit ? 'NOTA DE CRÉDITO' : 'FACTURA',
        slashed(i.date),
        timbrado,
        number(1200 + (i.document % 1000) * 9 + (credit ? 5 : 0)),
        g10,
        g5,
        exempt,
        g10 + g5 + exempt,
        n % 3 === 0 ? 'CONTADO' : 'CRÉDITO',
        'N',
        'S',
        n % 2 === 0 ? 'S' : 'N',
        'N',
        credit ? number(1191 + (i.document % 1000) * 9) : null,
        credit ? timbrado : null,
      ]);
    });
    return writeXlsx(dir, 'registro_comprobantes_compras_2024.xlsx', { Compras: rows });
  },
};
