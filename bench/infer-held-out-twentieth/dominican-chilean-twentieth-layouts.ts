/**
 * Twentieth held-out layouts: the Dominican DGII's format 606 of purchases as its Excel tool lays it
 * out (four title rows, a header over two rows whose group cells head the invoice date's year-month
 * and day, the amounts billed and the ITBIS columns, credit notes told only by their NCF's type and
 * written positive, the ITBIS and income tax withheld beside the ITBIS billed, no gross column),
 * and Defontana's purchase ledger (Chile: a report under titles, its documents grouped under a
 * heading row per document type with a subtotal after each, credit notes positive in their own
 * section, whole pesos). Written from each system's public documentation and the countries' tax
 * rules, without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money, type CorpusInvoice } from '../infer-corpus/corpus-invoices.js';
import { writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later, p2, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeGroupedHeaderXlsx } from '../infer-held-out-sixteenth/write-grouped-header-xlsx.js';

/** A Dominican company's RNC: nine digits, as the 606 writes it, without dashes. */
const rnc = (vendor: number) => `1${String(30123456 + vendor * 765431).slice(0, 8)}`;

/**
 * The DGII's format 606 (Formato de Envío de Compras de Bienes y Servicios), one month, as the
 * DGII's Excel tool lays it out and the books fill it in: four title rows (the format, the filer's
 * RNC, the period, the count), a row of group cells (Fecha Comprobante over its year-month and day,
 * Monto Facturado over services, goods and their total, ITBIS over what was billed, withheld,
 * subject to proportionality, carried to cost and to be advanced, Retención Renta over the income
 * tax withholding's type and amount), then the columns' names. One row per voucher: the supplier's
 * RNC, its id type, its name (Razón Social, which the books add to the DGII's columns), the kind of
 * purchase, the NCF (B01 a tax credit invoice, B04 a credit note, written positive, with the NCF it
 * modifies), the voucher's date as year-month and day apart (text), the payment date (YYYYMMDD),
 * the amounts, the withholdings and the form of payment. ITBIS 18 % and 16 %; pesos, written nowhere.
 */
export const dgii606Compras: CorpusLayout = {
  name: 'dgii-606-compras',
  modelledOn:
    'Dominican DGII Formato 606 compras in its Excel tool: four title rows, header over two rows with merged groups Fecha Comprobante (AAAAMM, DD), Monto Facturado (Servicios, Bienes, Total), ITBIS (Facturado, Retenido, Sujeto a Proporcionalidad, Llevado al Costo, Por Adelantar), Retención Renta (Tipo, Monto), RNC o Cédula 9 digits, Tipo Id, Razón Social, Tipo Bienes y Servicios Comprados 02 / 09, NCF B01 / B04 (credit notes positive) with NCF o Documento Modificado, Fecha Pago YYYYMMDD, Forma de Pago 02 / 04, no gross column, DOP implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    // A 606 is one month's: the corpus days, all in January.
    const invoices = corpusInvoices(20303, 10, 6)
      .map((i) => ({ ...i, date: { ...i.date, m: 1 } }))
      .sort(byDate);
    const sequences = new Map<number, number>();
    const ncf = (type: string, vendor: number) => {
      const next = (sequences.get(vendor) ?? 120 + vendor * 37) + 1;
      sequences.set(vendor, next);
      return `${type}${String(next).padStart(8, '0')}`;
    };
    const rows = invoices.map((i, n): CorpusCell[] => {
      const credit = n === 3 || n === 7;
      const services = i.vendor % 2 === 0;
      // Pesos: the corpus cents times 64 (about the pesos of a euro).
      const net = i.netCents * 64;
      const itbis = taxOf(net, localRate(i.lines[0]!.ratePercent, 18, 16));
      // A company's services: the buyer withholds 30 % of the ITBIS and 10 % for income tax.
      const withholds = i.vendor === 1 && !credit;
      const paid = n % 3 !== 1;
      return [
        rnc(i.vendor),
        '1',
        i.vendorName,
        services ? '02' : '09',
        ncf(credit ? 'B04' : 'B01', i.vendor),
        credit ? `B01${String(100 + i.vendor * 37).padStart(8, '0')}` : null,
        `${i.date.y}${p2(i.date.m)}`,
        p2(i.date.d),
        paid ? `${i.date.y}${p2(i.date.m)}${p2(later(i.date, 5).d)}` : null,
        Number(money(services ? net : 0)),
        Number(money(services ? 0 : net)),
        Number(money(net)),
        Number(money(itbis)),
        Number(money(withholds ? taxOf(itbis, 30) : 0)),
        0,
        0,
        Number(money(itbis)),
        withholds ? '02' : null,
        Number(money(withholds ? taxOf(net, 10) : 0)),
        paid ? '02' : '04',
      ];
    });
    return writeGroupedHeaderXlsx(dir, '606_131234567_202401.xlsx', {
      name: '606',
      titles: [
        ['Formato de Envío de Compras de Bienes y Servicios (606)'],
        ['RNC o Cédula: 131234567'],
        ['Período: 202401'],
        [`Cantidad de registros: ${rows.length}`],
      ],
      groups: [
        ...Array.from({ length: 6 }, () => ({ title: '', span: 1 })),
        { title: 'Fecha Comprobante', span: 2 },
        { title: '', span: 1 },
        { title: 'Monto Facturado', span: 3 },
        { title: 'ITBIS', span: 5 },
        { title: 'Retención Renta', span: 2 },
        { title: '', span: 1 },
      ],
      header: [
        'RNC o Cédula',
        'Tipo Id',
        'Razón Social',
        'Tipo Bienes y Servicios Comprados',
        'NCF',
        'NCF o Documento Modificado',
        'AAAAMM',
        'DD',
        'Fecha Pago',
        'Servicios',
        'Bienes',
        'Total',
        'Facturado',
        'Retenido',
        'Sujeto a Proporcionalidad',
        'Llevado al Costo',
        'Por Adelantar',
        'Tipo',
        'Monto',
        'Forma de Pago',
      ],
      rows,
      dateFormat: 'dd/mm/yyyy',
    });
  },
};

/** A Chilean RUT as the ledger prints it: dotted groups and the check digit. */
const rut = (vendor: number) => {
  const body = String(76123456 + vendor * 1234321);
  return `${body.slice(0, 2)}.${body.slice(2, 5)}.${body.slice(5)}-${'0123456789K'[vendor % 11]}`;
};

/** The ledger's sections, in its order: the SII's document type and its name. */
const SECTIONS = [
  { code: 33, title: 'Factura Electrónica (33)' },
  { code: 34, title: 'Factura No Afecta o Exenta Electrónica (34)' },
  { code: 61, title: 'Nota de Crédito Electrónica (61)' },
];

/**
 * Defontana, Contabilidad, Libro de Compras, exported to Excel: the ledger's title, the company,
 * its RUT, the period and a blank row, then the header, and the documents grouped by type: a row
 * holding only the type's name, its documents (the running number, the date as text DD/MM/YYYY,
 * the folio, the supplier's RUT and name, the exempt amount, the net, the recoverable VAT at 19 %,
 * the VAT that cannot be recovered, other taxes, the total), then the type's Total row; the report
 * ends with Total General. Credit notes (61) are written positive, as the SII's ledger does, and
 * subtracted in its totals. Whole pesos, written nowhere.
 */
export const defontanaLibroCompras: CorpusLayout = {
  name: 'defontana-libro-compras',
  modelledOn:
    'Defontana Libro de Compras exported to XLSX under title, company, RUT and period: sections headed by a row with only the document type in column A (Factura Electrónica (33), Factura No Afecta o Exenta Electrónica (34), Nota de Crédito Electrónica (61), credit notes positive), N°, Fecha DD/MM/YYYY text, Folio, RUT Proveedor 76.123.456-7, Razón Social, Exento, Neto, IVA, IVA No Recuperable, Otros Impuestos, Total, a Total row per section and Total General, CLP implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(20404, 11, 6).sort(byDate);
    const typeOf = (i: CorpusInvoice, n: number) => (n === 3 || n === 9 ? 61 : i.lines[0]!.ratePercent === 0 ? 34 : 33);
    const rows: CorpusCell[][] = [
      ['LIBRO DE COMPRAS'],
      ['Empresa: Medios del Pacífico SpA'],
      ['RUT: 76.543.210-K'],
      ['Período: Enero 2024 a Marzo 2024'],
      [],
      [
        'N°',
        'Fecha',
        'Folio',
        'RUT Proveedor',
        'Razón Social',
        'Exento',
        'Neto',
        'IVA',
        'IVA No Recuperable',
        'Otros Impuestos',
        'Total',
      ],
    ];
    const general = [0, 0, 0, 0, 0, 0];
    let count = 0;
    for (const section of SECTIONS) {
      const documents = invoices.filter((i, n) => typeOf(i, n) === section.code);
      if (documents.length === 0) continue;
      rows.push([section.title]);
      const sums = [0, 0, 0, 0, 0, 0];
      for (const i of documents) {
        // Whole pesos: the corpus cents times ten (about the pesos of a euro).
        const exempt = section.code === 34 ? i.netCents * 10 : 0;
        const net = section.code === 34 ? 0 : i.netCents * 10;
        const vat = taxOf(net, 19);
        // Vendor 5 bills what the company cannot use for its taxed sales: its VAT is no credit.
        const lost = i.vendor === 5;
        const amounts = [exempt, net, lost ? 0 : vat, lost ? vat : 0, 0, exempt + net + vat];
        amounts.forEach((a, k) => {
          sums[k]! += a;
          general[k]! += section.code === 61 ? -a : a;
        });
        rows.push([
          ++count,
          slashed(i.date),
          2000 + ((i.document * 17) % 5000),
          rut(i.vendor),
          i.vendorName,
          ...amounts,
        ]);
      }
      rows.push([`Total ${section.title}`, null, null, null, null, ...sums]);
    }
    rows.push(['Total General', null, null, null, null, ...general]);
    return writeXlsx(dir, 'LibroCompras_202401_202403.xlsx', { 'Libro de Compras': rows });
  },
};
