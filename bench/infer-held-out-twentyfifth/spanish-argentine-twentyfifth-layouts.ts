/**
 * Twenty-fifth held-out layouts: Sage ContaPlus's book of input VAT (Libro de IVA soportado) listed
 * to a file as Spanish Excel saves CSV (Windows-1252, semicolons, decimal commas with dot groups,
 * titles, equivalence surcharge and IRPF withheld beside the VAT, a total line), and Tango
 * Gestión's purchase VAT sub-journal (Subdiario de IVA Compras) in Excel (titles, a two-row
 * header, voucher kinds FAC / N/C / N/D with the letter and point of sale in the number, VAT at
 * 21 % and 10.5 % apart, VAT and gross-income tax perceptions, credit notes positive). Written
 * from each system's public documentation and the countries' tax rules, without reading infer's
 * code and without running infer on them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, day } from '../infer-corpus/corpus-invoices.js';
import type { CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { encodeCodePage, typedIn } from '../infer-held-out-twentieth/encode-code-page.js';
import { grouped, units } from './twentyfifth-formats.js';

/** A Spanish company's NIF: B and eight digits. */
const nif = (vendor: number) => `B${String(61234567 + vendor * 1103).padStart(8, '0')}`;

/** The equivalence surcharge that goes with each VAT rate. */
const SURCHARGE: Readonly<Record<number, number>> = { 21: 5.2, 10: 1.4, 0: 0 };

/**
 * Sage ContaPlus's Libro de IVA soportado listed to a file and saved by Spanish Excel as CSV
 * (Windows-1252, semicolons, decimal commas with dot groups): the listing's title, the company and
 * the period above the header. One row per received invoice: the journal entry (Asiento), date
 * (DD/MM/YYYY), the supplier's invoice number, NIF and name, the taxable base, the VAT rate and
 * quota, the equivalence surcharge's rate and quota (a retailer's supplier charges it), the IRPF
 * withheld from a professional, and the total (base, VAT and surcharge less the withholding). A
 * rectifying invoice is written negative. A total line closes the book. Euros, written nowhere.
 */
export const contaplusLibroIvaSoportado: CorpusLayout = {
  name: 'contaplus-libro-iva-soportado',
  modelledOn:
    'Sage ContaPlus Libro de IVA soportado CSV, Windows-1252, semicolons, decimal commas with dot groups, three title lines: Asiento, Fecha DD/MM/YYYY, Factura, N.I.F., Proveedor, Base Imponible, % IVA 21 / 10 / 0, Cuota IVA, % R.E. 5,2 / 1,4, Cuota R.E., Retención IRPF 15 %, Total, rectifying invoices negative, a Total período line, EUR implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(25101, 11, 6).sort(byDate);
    const euros = (cents: number) => grouped(cents, '.', ',');
    const rows: string[][] = [
      ['LIBRO REGISTRO DE I.V.A. SOPORTADO'],
      ['Empresa: 0007 PUBLICIDAD ATLÁNTICA, S.L.', 'Ejercicio: 2024'],
      ['Período: 01/01/2024 a 31/03/2024', 'Página: 1'],
      [
        'Asiento',
        'Fecha',
        'Factura',
        'N.I.F.',
        'Proveedor',
        'Base Imponible',
        '% IVA',
        'Cuota IVA',
        '% R.E.',
        'Cuota R.E.',
        'Retención IRPF',
        'Total',
      ],
    ];
    const sums = [0, 0, 0, 0, 0];
    invoices.forEach((i, n) => {
      const base = (n === 6 ? -1 : 1) * i.netCents;
      const rate = localRate(i.lines[0]!.ratePercent, 21, 10);
      const surcharge = i.vendor === 2 ? SURCHARGE[rate]! : 0;
      const vat = taxOf(base, rate);
      const re = Math.round((base * surcharge) / 100);
      // A professional's invoice has 15 % IRPF withheld by the buyer.
      const irpf = i.vendor === 4 ? taxOf(base, 15) : 0;
      const total = base + vat + re - irpf;
      [base, vat, re, irpf, total].forEach((v, k) => (sums[k]! += v));
      rows.push([
        String(118 + n * 3),
        day(i.date, 'uk'),
        n === 6 ? `R-${i.number}` : i.number,
        nif(i.vendor),
        typedIn(i.vendorName, 'windows-1252'),
        euros(base),
        String(rate),
        euros(vat),
        surcharge ? String(surcharge).replace('.', ',') : '0',
        euros(re),
        euros(irpf),
        euros(total),
      ]);
    });
    rows.push([
      '',
      '',
      '',
      '',
      'Total período',
      ...sums.flatMap((s, k) => (k === 1 || k === 2 ? ['', euros(s)] : [euros(s)])),
    ]);
    const file = join(dir, 'IVASOP24.CSV');
    writeFileSync(file, encodeCodePage(`${rows.map((r) => r.join(';')).join('\r\n')}\r\n`, 'windows-1252'));
    return file;
  },
};

/** An Argentine company's CUIT: 30, eight digits and a check digit. */
const cuit = (vendor: number) => `30-${String(70123456 + vendor * 2207).padStart(8, '0')}-${(vendor * 7) % 10}`;

/**
 * Tango Gestión's Subdiario de IVA Compras exported to Excel: the company, the report's name and its
 * dates above a two-row header (the groups Comprobante, Proveedor and Importes over the columns).
 * One row per voucher: its date (a date cell), kind (FAC, N/C a credit note written positive, N/D),
 * number (letter, point of sale, number: `A 00004-00001234`), the supplier's name, CUIT and VAT
 * status, the taxed net, the untaxed amount, the VAT at 21 % and at 10.5 %, the VAT and Buenos
 * Aires gross-income perceptions the supplier charged, and the total. A totals row closes the
 * report. Pesos, written nowhere.
 */
export const tangoSubdiarioIvaCompras: CorpusLayout = {
  name: 'tango-subdiario-iva-compras',
  modelledOn:
    'Tango Gestión Subdiario de IVA Compras XLSX, three title rows and a two-row header (Comprobante / Proveedor / Importes): Fecha date cell, Tipo FAC / N/C (positive) / N/D, Número A 00004-00001234, Razón Social, C.U.I.T., Cond. IVA, Neto Gravado, No Gravado, IVA 21%, IVA 10,5%, Perc. IVA, Perc. IIBB, Total, a Totales row, ARS implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(25102, 12, 6).sort(byDate);
    const workbook = new ExcelJS.Workbook();
    workbook.created = new Date(Date.UTC(2024, 3, 2));
    const sheet = workbook.addWorksheet('Subdiario IVA Compras');
    sheet.addRow(['PUBLICIDAD DEL PLATA S.A.']);
    sheet.addRow(['Subdiario de IVA Compras']);
    sheet.addRow(['Desde: 01/01/2024  Hasta: 31/03/2024']);
    sheet.addRow(['Comprobante', null, null, 'Proveedor', null, null, 'Importes']);
    sheet.mergeCells('A4:C4');
    sheet.mergeCells('D4:F4');
    sheet.mergeCells('G4:M4');
    sheet.addRow([
      'Fecha',
      'Tipo',
      'Número',
      'Razón Social',
      'C.U.I.T.',
      'Cond. IVA',
      'Neto Gravado',
      'No Gravado',
      'IVA 21%',
      'IVA 10,5%',
      'Perc. IVA',
      'Perc. IIBB',
      'Total',
    ]);
    const sums = Array<number>(7).fill(0);
    invoices.forEach((i, n) => {
      const kind = n === 7 ? 'N/C' : n === 10 ? 'N/D' : 'FAC';
      // Pesos at nine hundred to the euro; a small untaxed part (a stamp duty) on some vouchers.
      const taxed = i.netCents * 900;
      const untaxed = i.vendor === 1 ? 125000 : 0;
      const rate = localRate(i.lines[0]!.ratePercent, 21, 10.5);
      const vat = taxOf(taxed, rate);
      const percIva = i.vendor === 3 ? taxOf(taxed, 3) : 0;
      const percIibb = i.vendor % 2 === 0 ? taxOf(taxed, 1.5) : 0;
      const amounts = [taxed, untaxed, rate === 21 ? vat : 0, rate === 10.5 ? vat : 0, percIva, percIibb];
      const total = amounts.reduce((s, v) => s + v, 0);
      [...amounts, total].forEach((v, k) => (sums[k]! += kind === 'N/C' ? -v : v));
      sheet
        .addRow([
          dateCell(i.date),
          kind,
          `A ${String(3 + (i.vendor % 3)).padStart(5, '0')}-${String(i.document % 100000).padStart(8, '0')}`,
          i.vendorName,
          cuit(i.vendor),
          'Responsable Inscripto',
          ...[...amounts, total].map(units),
        ])
        .getCell(1).numFmt = 'dd/mm/yyyy';
    });
    sheet.addRow(['Totales', null, null, null, null, null, ...sums.map(units)]);
    const file = join(dir, 'SubdiarioIVACompras.xlsx');
    await workbook.xlsx.writeFile(file);
    return file;
  },
};
