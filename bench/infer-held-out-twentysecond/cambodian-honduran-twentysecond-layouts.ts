/**
 * Twenty-second held-out layouts: the purchase journal Cambodia's GDT takes with the monthly VAT
 * return on its e-Tax service (a workbook whose sales journal comes first, titles, a header over
 * two rows in Khmer and in English, whole riels, non-taxable and taxable purchases apart, credit
 * notes negative, a total row), and the purchase book Honduras' SAR takes through its DET
 * declaration tool (a workbook with an instructions sheet first, the CAI and the fiscal document
 * number, values exempt and taxed at 15 % and 18 % apart, credit and debit notes positive by their
 * type). Written from each administration's public documentation and the countries' tax rules,
 * without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell } from '../infer-corpus/corpus-invoices.js';
import { writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { uuidOf } from './twentysecond-formats.js';

/**
 * GDT e-Tax, the journals filed with the VAT return, in one workbook: the sales journal on the
 * first sheet, the purchase journal on the second. Each sheet has the journal's name, the
 * taxpayer's name and VATTIN and the month above a header over two rows (Khmer names on row 4,
 * English on row 5). One row per purchase invoice: the number, its date as a date cell, the
 * invoice number and kind (Tax Invoice, or Credit Note written negative), the supplier's VATTIN
 * and name, a description, the non-taxable purchases, the taxable local purchases without VAT, the
 * VAT at 10 %, the imports (none) and the total, in whole riels. The last row is the total.
 */
export const gdtPurchaseJournal: CorpusLayout = {
  name: 'gdt-purchase-journal',
  modelledOn:
    'Cambodia GDT e-Tax purchase journal XLSX, the sales journal on the sheet before it, three titles, a header over two rows (Khmer above English): No., Date date cells, Invoice No., Type Tax Invoice / Credit Note (negative), Supplier VATTIN K001-901234567, Supplier Name, Description, Non-taxable Purchases, Local Purchases (excl. VAT), VAT 10 %, Imports, Total, whole KHR implied, a total row',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(22707, 12, 6).sort(byDate);
    const titles = (name: string): CorpusCell[][] => [
      [name],
      ['Angkor Media Co., Ltd.', null, null, 'VATTIN: K001-901987654'],
      ['Period: 01/2024 - 03/2024'],
    ];
    const sales: CorpusCell[][] = [
      ...titles('សៀវភៅលក់ Sales Journal'),
      ['ល.រ', 'កាលបរិច្ឆេទ', 'លេខវិក្កយបត្រ', 'ឈ្មោះអតិថិជន', 'តម្លៃជាប់អាករ', 'អាករ', 'សរុប'],
      ['No.', 'Date', 'Invoice No.', 'Customer Name', 'Taxable Sales', 'VAT', 'Total'],
      [1, dateCell({ y: 2024, m: 1, d: 31 }), 'AM-2024-001', 'Mekong Retail Plc', 48400000, 4840000, 53240000],
      [2, dateCell({ y: 2024, m: 2, d: 29 }), 'AM-2024-002', 'Mekong Retail Plc', 51250000, 5125000, 56375000],
    ];
    const purchases: CorpusCell[][] = [
      ...titles('សៀវភៅទិញ Purchase Journal'),
      [
        'ល.រ',
        'កាលបរិច្ឆេទ',
        'លេខវិក្កយបត្រ',
        'ប្រភេទ',
        'លេខអត្តសញ្ញាណកម្មអ្នកផ្គត់ផ្គង់',
        'ឈ្មោះអ្នកផ្គត់ផ្គង់',
        'បរិយាយ',
        'ការទិញមិនជាប់អាករ',
        'ការទិញក្នុងស្រុក',
        'អាករលើតម្លៃបន្ថែម',
        'ការនាំចូល',
        'សរុប',
      ],
      [
        'No.',
        'Date',
        'Invoice No.',
        'Type',
        'Supplier VATTIN',
        'Supplier Name',
        'Description',
        'Non-taxable Purchases',
        'Local Purchases (excl. VAT)',
        'VAT',
        'Imports',
        'Total',
      ],
    ];
    const sums = [0, 0, 0, 0, 0];
    invoices.forEach((i, n) => {
      const sign = n === 7 ? -1 : 1;
      // Whole riels at 4,100 to the dollar, the corpus cents read as dollar cents.
      const net = sign * i.netCents * 41;
      const taxable = i.lines[0]!.ratePercent !== 0;
      const vat = taxable ? taxOf(net, 10) : 0;
      const amounts = [taxable ? 0 : net, taxable ? net : 0, vat, 0, net + vat];
      amounts.forEach((a, k) => (sums[k]! += a));
      purchases.push([
        n + 1,
        dateCell(i.date),
        sign < 0 ? `CN-${i.number}` : i.number,
        sign < 0 ? 'Credit Note' : 'Tax Invoice',
        `K00${1 + (i.vendor % 3)}-90${String(1234567 + i.vendor * 98765).slice(0, 7)}`,
        i.vendorName,
        i.lines[0]!.description,
        ...amounts,
      ]);
    });
    purchases.push(['សរុប Total', null, null, null, null, null, null, ...sums]);
    return writeXlsx(dir, 'VAT_journals_2024Q1.xlsx', { Sales: sales, Purchase: purchases });
  },
};

/** A Honduran RTN: fourteen digits. */
const rtn = (vendor: number) => `0801${String(19990000 + vendor * 1357913).slice(0, 8)}${vendor}${vendor + 1}`;

/** The fiscal document number: establishment, point of issue, document type and sequence. */
const fiscalNumber = (vendor: number, type: string, sequence: number) =>
  `00${vendor % 3}-00${1 + (vendor % 2)}-${type}-${String(sequence).padStart(8, '0')}`;

/**
 * SAR's DET tool, the purchase book (Libro de Compras) as its Excel template holds it: an
 * instructions sheet first, then the book under its name and the buyer's RTN and period. One row
 * per document: the number, the date as DD/MM/YYYY text, the document's type (Factura; Nota de
 * Crédito and Nota de Débito, both written positive), its fiscal number, the CAI that authorised
 * it, the supplier's RTN and name, the exempt value, the value taxed at 15 % and its ISV, the value
 * taxed at 18 % and its ISV, and the total. Lempiras, written nowhere.
 */
export const sarDetLibroCompras: CorpusLayout = {
  name: 'sar-det-libro-compras',
  modelledOn:
    'Honduras SAR DET Libro de Compras XLSX, an Instrucciones sheet first, two titles: No., Fecha DD/MM/YYYY, Tipo de Documento Factura / Nota de Crédito / Nota de Débito (positive), Número de Documento 000-001-01-00000123, CAI, RTN del Proveedor 14 digits, Nombre o Razón Social, Importe Exento, Importe Gravado 15%, ISV 15%, Importe Gravado 18%, ISV 18%, Total, HNL implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(22808, 12, 6).sort(byDate);
    const instructions: CorpusCell[][] = [
      ['Instrucciones para el llenado del Libro de Compras'],
      ['1. Registre un documento por fila, en el orden de su fecha.'],
      ['2. Escriba la fecha como DD/MM/AAAA y el número de documento con sus cuatro partes.'],
      ['3. Las notas de crédito se registran en valores positivos; el tipo de documento indica su efecto.'],
      ['4. No modifique los encabezados de la hoja Compras.'],
    ];
    const book: CorpusCell[][] = [
      ['Libro de Compras'],
      ['RTN: 08019012345678', null, null, 'Período: 01/2024 - 03/2024'],
      [
        'No.',
        'Fecha',
        'Tipo de Documento',
        'Número de Documento',
        'CAI',
        'RTN del Proveedor',
        'Nombre o Razón Social',
        'Importe Exento',
        'Importe Gravado 15%',
        'ISV 15%',
        'Importe Gravado 18%',
        'ISV 18%',
        'Total',
      ],
    ];
    invoices.forEach((i, n) => {
      const kind = n === 3 ? 'Nota de Crédito' : n === 9 ? 'Nota de Débito' : 'Factura';
      const type = kind === 'Factura' ? '01' : kind === 'Nota de Crédito' ? '06' : '07';
      // Lempiras at twenty-seven to the euro.
      const net = i.netCents * 27;
      const rate = localRate(i.lines[0]!.ratePercent, 15, 18);
      const isv = taxOf(net, rate);
      const cai = uuidOf(22808 + i.vendor * 31 + Number(type))
        .toUpperCase()
        .replace(/-/g, '');
      book.push([
        n + 1,
        slashed(i.date),
        kind,
        fiscalNumber(i.vendor, type, (i.document % 100000) + i.vendor * 7),
        `${cai.slice(0, 6)}-${cai.slice(6, 12)}-${cai.slice(12, 18)}-${cai.slice(18, 24)}-${cai.slice(24, 30)}-${cai.slice(30, 32)}`,
        rtn(i.vendor),
        i.vendorName,
        rate === 0 ? net / 100 : 0,
        rate === 15 ? net / 100 : 0,
        rate === 15 ? isv / 100 : 0,
        rate === 18 ? net / 100 : 0,
        rate === 18 ? isv / 100 : 0,
        (net + isv) / 100,
      ]);
    });
    return writeXlsx(dir, 'DET_Libro_Compras_2024T1.xlsx', { Instrucciones: instructions, Compras: book });
  },
};
