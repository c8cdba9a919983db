/**
 * Twenty-fourth held-out layouts: Venezuela's purchase book (Libro de Compras) as the SENIAT's rules
 * for VAT books lay it out and Excel keeps it (three titles, a header of two rows, the credit note's
 * number in a column of its own and its amounts negative, the VAT withheld, a TOTALES row), and El
 * Salvador's annex of purchases (Anexo de Compras) of the Ministerio de Hacienda's F07 return, as
 * CSV with semicolons (document type codes, a credit note `05` written positive, the DTE's generation
 * code and control number). Written from each administration's public documentation and the
 * countries' tax rules, without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, day, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { uuidOf } from '../infer-held-out-twentysecond/twentysecond-formats.js';

/** A Venezuelan RIF of a company: J, eight digits and a check digit. */
const rif = (vendor: number) => `J-${String(30100000 + vendor * 1234567).slice(0, 8)}-${vendor % 10}`;

/**
 * SENIAT's Libro de Compras (Reglamento de la Ley del IVA, art. 75) as Excel keeps it: the book's
 * name, the taxpayer's RIF and the period on three lines, then a header of two rows, the upper
 * naming the group of the taxed purchases' columns. One row per document: its ordinal, date
 * (DD/MM/YYYY text), the supplier's RIF and name, the withholding voucher's number, the invoice's
 * number and control number, a credit note's number (its invoice's number blank) and the invoice
 * it affects, the transaction type (01-REG, 03-ANU for a credit note), the total with VAT, the
 * purchases without VAT credit, the taxed base, its rate (16 %, 8 % reduced) and VAT, and the VAT
 * withheld (75 % of it, kept back by the buyer as a special taxpayer). A TOTALES row ends it.
 * Bolívares, written nowhere.
 */
export const seniatLibroCompras: CorpusLayout = {
  name: 'seniat-libro-compras',
  modelledOn:
    'Venezuela SENIAT Libro de Compras XLSX under three titles, a two-row header (COMPRAS INTERNAS GRAVADAS above): Nº Oper., Fecha de la Factura DD/MM/YYYY text, RIF, Nombre o Razón Social, Nº Comprobante de Retención, Nº Factura, Nº Control, Nº Nota de Crédito, Nº Factura Afectada, Tipo de Transacción 01-REG / 03-ANU, Total Compras Incluyendo el IVA, Compras sin Derecho a Crédito IVA, Base Imponible, % Alícuota 16 / 8, Impuesto IVA, IVA Retenido 75 %, credit notes negative, a TOTALES row, VES implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(24101, 12, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      ['LIBRO DE COMPRAS'],
      ['Contribuyente: Publicidad Caracas C.A.   RIF: J-40123456-7'],
      ['Período: 01/01/2024 al 31/03/2024'],
      [null, null, null, null, null, null, null, null, null, null, null, null, 'COMPRAS INTERNAS GRAVADAS'],
      [
        'Nº Oper.',
        'Fecha de la Factura',
        'RIF',
        'Nombre o Razón Social',
        'Nº Comprobante de Retención',
        'Nº Factura',
        'Nº Control',
        'Nº Nota de Crédito',
        'Nº Factura Afectada',
        'Tipo de Transacción',
        'Total Compras Incluyendo el IVA',
        'Compras sin Derecho a Crédito IVA',
        'Base Imponible',
        '% Alícuota',
        'Impuesto IVA',
        'IVA Retenido',
      ],
    ];
    const sums = [0, 0, 0, 0, 0];
    invoices.forEach((i, n) => {
      const credit = n === 7;
      // Bolívares at forty to the euro.
      const net = (credit ? -1 : 1) * i.netCents * 40;
      const rate = localRate(i.lines[0]!.ratePercent, 16, 8);
      const vat = taxOf(net, rate);
      const taxed = rate === 0 ? 0 : net;
      const withheld = Math.round((vat * 3) / 4);
      const cents = [net + vat, rate === 0 ? net : 0, taxed, vat, withheld];
      cents.forEach((c, k) => (sums[k]! += c));
      const number = String(i.document % 100000).padStart(8, '0');
      rows.push([
        n + 1,
        day(i.date, 'uk'),
        rif(i.vendor),
        i.vendorName,
        vat === 0 ? null : `2024${String(i.date.m).padStart(2, '0')}${String(n + 1).padStart(8, '0')}`,
        credit ? null : number,
        `00-${String(4000 + (i.document % 1000) + i.vendor * 100).padStart(6, '0')}`,
        credit ? `NC-${number}` : null,
        credit ? String((i.document % 100000) - 3).padStart(8, '0') : null,
        credit ? '03-ANU' : '01-REG',
        cents[0]! / 100,
        cents[1]! / 100,
        taxed / 100,
        rate === 0 ? null : rate,
        vat / 100,
        withheld / 100,
      ]);
    });
    rows.push([
      'TOTALES',
      ...Array<CorpusCell>(9).fill(null),
      sums[0]! / 100,
      sums[1]! / 100,
      sums[2]! / 100,
      null,
      sums[3]! / 100,
      sums[4]! / 100,
    ]);
    return writeXlsx(dir, 'Libro_de_Compras_2024_T1.xlsx', { 'Libro de Compras': rows });
  },
};

/** A Salvadoran NIT: fourteen digits. */
const nit = (vendor: number) =>
  `0614${String(150000 + vendor * 20231).padStart(6, '0')}1${String(vendor).padStart(3, '0')}`;

/**
 * The Anexo de Compras (annex 3) of El Salvador's F07 VAT return as the Ministerio de Hacienda's
 * layout defines it and software exports it as CSV: semicolons, headers in capitals. One row per
 * document: its date (DD/MM/YYYY), class (4, an electronic DTE) and type (03 a comprobante de
 * crédito fiscal, 05 a credit note written positive), the DTE's generation code (a UUID) and
 * control number, the supplier's NIT and name, the exempt and taxed internal purchases,
 * internments and imports, the fiscal credit (VAT 13 %) and the total, and the annex's number.
 * US dollars, written nowhere.
 */
export const mhsvAnexoCompras: CorpusLayout = {
  name: 'mhsv-anexo-compras',
  modelledOn:
    'El Salvador Ministerio de Hacienda F07 Anexo de Compras CSV, semicolons, capital headers: FECHA DE EMISIÓN DEL DOCUMENTO DD/MM/YYYY, CLASE DE DOCUMENTO 4, TIPO DE DOCUMENTO 03 / 05 (credit notes positive), NÚMERO DE DOCUMENTO (DTE generation code, UUID), NÚMERO DE CONTROL DTE-03-M001P001-…, NIT O NRC DEL PROVEEDOR, NOMBRE DEL PROVEEDOR, exempt and taxed internal purchases, internments and imports, CRÉDITO FISCAL 13 %, TOTAL DE COMPRAS, NÚMERO DEL ANEXO 3, USD implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(24202, 11, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'FECHA DE EMISIÓN DEL DOCUMENTO',
        'CLASE DE DOCUMENTO',
        'TIPO DE DOCUMENTO',
        'NÚMERO DE DOCUMENTO',
        'NÚMERO DE CONTROL',
        'NIT O NRC DEL PROVEEDOR',
        'NOMBRE DEL PROVEEDOR',
        'COMPRAS INTERNAS EXENTAS',
        'INTERNACIONES EXENTAS',
        'IMPORTACIONES EXENTAS',
        'COMPRAS INTERNAS GRAVADAS',
        'INTERNACIONES GRAVADAS',
        'IMPORTACIONES GRAVADAS',
        'CRÉDITO FISCAL',
        'TOTAL DE COMPRAS',
        'NÚMERO DEL ANEXO',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 5;
      const exempt = i.lines[0]!.ratePercent === 0;
      const vat = exempt ? 0 : taxOf(i.netCents, 13);
      const type = credit ? '05' : '03';
      rows.push([
        day(i.date, 'uk'),
        4,
        type,
        uuidOf(24202 + i.document).toUpperCase(),
        `DTE-${type}-M00${i.vendor + 1}P001-${String(i.document % 1000000).padStart(15, '0')}`,
        nit(i.vendor),
        i.vendorName,
        money(exempt ? i.netCents : 0),
        money(0),
        money(0),
        money(exempt ? 0 : i.netCents),
        money(0),
        money(0),
        money(vat),
        money(i.netCents + vat),
        3,
      ]);
    });
    return writeCsv(dir, 'anexo_compras_202403.csv', rows, ';');
  },
};
