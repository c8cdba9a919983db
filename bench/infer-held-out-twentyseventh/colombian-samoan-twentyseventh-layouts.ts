/**
 * Twenty-seventh held-out layouts: Loggro's purchases report exported to Excel (titles and the
 * company's NIT, the supplier's NIT with its check digit apart, Loggro's document number beside
 * the supplier's electronic invoice number, pesos as text with the sign and dotted thousands, VAT
 * at 19 % and the three withholdings a Colombian buyer makes, the total and the net to pay, credit
 * notes positive by their kind), and the schedule of purchases of a Samoan VAGST return kept as
 * CSV (titles, the supplier's TIN beside its name, dates as `5 Feb 2024`, the amount with VAGST in
 * it and the VAGST only, credit notes negative, tala named only in a title, a total and a
 * declaration under the table). Written from each system's public documentation and the
 * countries' tax rules, without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { grouped, pesos, writeClerkXlsx, writeUtf8Text } from './twentyseventh-formats.js';

/** A Colombian company's NIT (nine digits) and its check digit (DIAN's modulus 11 over prime weights). */
function nit(vendor: number): [string, string] {
  const base = String(900123456 + vendor * 31337);
  const weights = [41, 37, 29, 23, 19, 17, 13, 7, 3];
  const rest = base.split('').reduce((s, d, i) => s + Number(d) * weights[i]!, 0) % 11;
  return [base, String(rest > 1 ? 11 - rest : rest)];
}

/**
 * Loggro's Reporte de compras to Excel: the report's title, the company and its NIT, the dates it
 * covers, a blank row, then one row per purchase document: Loggro's number (FC, or NC for a
 * credit note, written positive), its date (a date cell), the supplier's electronic invoice
 * number (its DIAN prefix and number), the supplier's NIT and check digit, its name, the subtotal,
 * the VAT (19 %), the income tax withheld (retención en la fuente, 4 % of services), the VAT
 * withheld (15 % of the VAT), the Bogotá industry and commerce tax withheld (9.66 per thousand),
 * the total and the net to pay. Whole pesos as text, `$ 1.234.567`.
 */
export const loggroReporteCompras: CorpusLayout = {
  name: 'loggro-reporte-compras',
  modelledOn:
    'Loggro Reporte de compras XLSX, a title, the company with its NIT, Desde / Hasta and a blank row: Documento FC / NC (positive), Fecha date cell, Factura proveedor, NIT, DV, Proveedor, Subtotal, IVA 19 %, ReteFuente 4 %, ReteIVA 15 %, ReteICA 9,66 x mil, Total, Neto a pagar, whole pesos as text $ 1.234.567',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(27109, 10, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      ['Reporte de compras'],
      ['Medios Andinos S.A.S. - NIT 901234567-8'],
      ['Desde: 01/01/2024  Hasta: 31/03/2024'],
      [],
      [
        'Documento',
        'Fecha',
        'Factura proveedor',
        'NIT',
        'DV',
        'Proveedor',
        'Subtotal',
        'IVA',
        'ReteFuente',
        'ReteIVA',
        'ReteICA',
        'Total',
        'Neto a pagar',
      ],
    ];
    let documents = 0;
    invoices.forEach((i, n) => {
      const credit = n === 3;
      // Loggro numbers invoices (FC) and credit notes (NC) apart, each in sequence.
      const own = credit ? 'NC-34' : `FC-${2210 + documents++}`;
      // Pesos at about 4 250 to the euro, whole.
      const net = Math.round(i.netCents * 42.5);
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : Math.round(net * 0.19);
      const fuente = Math.round(net * 0.04);
      const reteIva = Math.round(vat * 0.15);
      const ica = Math.round((net * 9.66) / 1000);
      const [id, dv] = nit(i.vendor);
      rows.push([
        own,
        dateCell(i.date),
        `${credit ? 'NC' : ['FE', 'FV', 'SETT', 'FEV', 'FACT', 'BOG'][i.vendor]!}${4120 + n * 17 + i.vendor}`,
        id,
        dv,
        i.vendorName,
        pesos(net),
        pesos(vat),
        pesos(fuente),
        pesos(reteIva),
        pesos(ica),
        pesos(net + vat),
        pesos(net + vat - fuente - reteIva - ica),
      ]);
    });
    return writeClerkXlsx(dir, 'ReporteCompras_2024T1.xlsx', {
      Compras: { rows, merged: ['A1:M1', 'A2:M2', 'A3:M3'], filter: 'A5:M5' },
    });
  },
};

/** A Samoan TIN: six digits. */
const tin = (vendor: number) => String(104217 + vendor * 3301);

const MONTHS = ['Jan', 'Feb', 'Mar'];

/**
 * The schedule of purchases (inputs) kept for a Samoan VAGST return, as a CSV with commas: the
 * Ministry for Revenue's form title, the registered person and the period (February
 * 2024, a month: every invoice is of it), amounts in tala said in the title; then one row per tax invoice: the supplier's name and
 * TIN, the invoice's number and date (`5 Feb 2024`), the description, the amount with VAGST in it
 * and the VAGST (15 %, the three-twenty-thirds of that amount), a credit note negative. A total
 * row, a blank line and the declaration close it.
 */
export const mfrwsVagstPurchases: CorpusLayout = {
  name: 'mfrws-vagst-purchases',
  modelledOn:
    'Samoa Ministry for Revenue VAGST return schedule of purchases CSV, commas: titles naming the month (February 2024) and tala, Supplier Name, Supplier TIN, Tax Invoice No., Invoice Date D MMM YYYY, Description, Value Incl. VAGST, VAGST Claimed 15 %, credit notes negative, a Total row and a declaration line',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    // A return of one month: every invoice is dated in February, the period its title names.
    const invoices = corpusInvoices(27110, 12, 6)
      .map((i) => ({ ...i, date: { ...i.date, m: 2 } }))
      .sort(byDate);
    const rows: CorpusCell[][] = [
      ['Ministry for Revenue - VAGST Return - Schedule of Purchases (Inputs)'],
      ['Registered person: Apia Signs & Media Ltd, TIN 108842'],
      ['Taxable period: 01 February 2024 to 29 February 2024 (amounts in Samoan Tala, WST)'],
      [],
      [
        'Supplier Name',
        'Supplier TIN',
        'Tax Invoice No.',
        'Invoice Date',
        'Description',
        'Value Incl. VAGST',
        'VAGST Claimed',
      ],
    ];
    let sum = { gross: 0, vat: 0 };
    invoices.forEach((i, n) => {
      const credit = n === 8;
      // Tala at about 3 to the euro.
      const net = (credit ? -1 : 1) * Math.round(i.netCents * 2.95);
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(net, 15);
      sum = { gross: sum.gross + net + vat, vat: sum.vat + vat };
      rows.push([
        i.vendorName,
        tin(i.vendor),
        credit ? `CR${i.number}` : i.number,
        `${i.date.d} ${MONTHS[i.date.m - 1]!} ${i.date.y}`,
        credit ? `Credit: ${i.lines[0]!.description}` : i.lines[0]!.description,
        grouped(net + vat, ',', '.'),
        grouped(vat, ',', '.'),
      ]);
    });
    rows.push(
      ['Total', null, null, null, null, grouped(sum.gross, ',', '.'), grouped(sum.vat, ',', '.')],
      [],
      ['I declare that the information given in this schedule is true and correct.'],
    );
    return writeUtf8Text(dir, 'VAGST_Schedule_Purchases_Feb_2024.csv', rows, ',');
  },
};
