/**
 * Seventeenth held-out layouts: Yuki's purchase invoices (the Netherlands) as an Excel export of
 * one row per VAT code of an invoice (dates as bare Excel day numbers, the invoice's total on each
 * of its rows, reverse-charged purchases at 0, credit notes negative), and Uruguay's DGI query of
 * the CFE (comprobantes fiscales electrónicos) received, a workbook whose header spans two rows
 * with merged group cells, the series apart from the number, net and VAT by rate, credit notes
 * by their CFE type written positive, rejected ones kept. Written from each system's public
 * documentation and the countries' VAT rules, without reading infer's code and without running
 * infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, money } from '../infer-corpus/corpus-invoices.js';
import { writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later, type Day } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeGroupedHeaderXlsx } from '../infer-held-out-sixteenth/write-grouped-header-xlsx.js';

/** Excel's day number of a day (1900 date system). */
const serial = (d: Day) => (Date.UTC(d.y, d.m - 1, d.d) - Date.UTC(1899, 11, 30)) / 86400000;

/**
 * Yuki, the purchase invoices of an administration (Inkoopfacturen, Exporteer naar Excel): one
 * row per VAT code of an invoice, the invoice's fields repeated: the booking, invoice and due
 * dates as bare Excel day numbers (number cells without a date style), the relation's code (a
 * number) and name, its VAT number, the document type (Inkoopfactuur; Inkoopcreditnota, its
 * amounts negative), the supplier's invoice number, the description, the VAT code (V21 high, V9
 * low, VV reverse-charged, its VAT 0 here and declared by the buyer), the base and the VAT of that
 * code, the invoice's total (the same on each of its rows), the currency and whether it is paid.
 */
export const yukiInkoopfacturen: CorpusLayout = {
  name: 'yuki-inkoopfacturen',
  modelledOn:
    'Yuki Inkoopfacturen Excel export, one row per VAT code: Boekdatum, Factuurdatum and Vervaldatum as bare Excel serial numbers, Relatiecode (number), Relatie, Btw-nummer NL…B01, Documenttype Inkoopfactuur / Inkoopcreditnota (negative), Factuurnummer, Omschrijving, Btw-code V21 / V9 / VV (reverse charge, 0), Grondslag, Btw-bedrag, Factuurbedrag repeated on each row, Valuta EUR / USD, Status Betaald / Openstaand',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(17707, 10, 6, ['EUR', 'EUR', 'USD']).sort(byDate);
    const header = [
      'Boekdatum',
      'Factuurdatum',
      'Vervaldatum',
      'Relatiecode',
      'Relatie',
      'Btw-nummer',
      'Documenttype',
      'Factuurnummer',
      'Omschrijving',
      'Btw-code',
      'Grondslag',
      'Btw-bedrag',
      'Factuurbedrag',
      'Valuta',
      'Status',
    ];
    const rows: CorpusCell[][] = [header];
    invoices.forEach((i, n) => {
      const sign = n % 4 === 3 ? -1 : 1;
      const reverse = i.lines[0]!.ratePercent === 0;
      // A second line at the low rate (printed matter) where the invoice has more than one.
      const low = !reverse && i.lines.length > 1 ? i.lines[i.lines.length - 1]!.netCents : 0;
      const codes: [string, number, number][] = reverse
        ? [['VV', sign * i.netCents, 0]]
        : [['V21', sign * (i.netCents - low), 21], ...(low ? [['V9', sign * low, 9] as [string, number, number]] : [])];
      const total = codes.reduce((s, [, base, rate]) => s + base + taxOf(base, rate), 0);
      for (const [code, base, rate] of codes) {
        rows.push([
          serial(later(i.date, 2)),
          serial(i.date),
          serial(i.due),
          2000 + i.vendor,
          i.vendorName,
          `NL${String(801234567 + i.vendor * 1111).padStart(9, '0')}B01`,
          sign < 0 ? 'Inkoopcreditnota' : 'Inkoopfactuur',
          i.number,
          i.lines[0]!.description,
          code,
          Number(money(base)),
          Number(money(taxOf(base, rate))),
          Number(money(total)),
          i.currency,
          n % 3 === 0 ? 'Openstaand' : 'Betaald',
        ]);
      }
    });
    return writeXlsx(dir, 'Inkoopfacturen_2024.xlsx', { Inkoopfacturen: rows });
  },
};

/** A Uruguayan RUT: twelve digits. */
const rut = (vendor: number) => String(210000000018 + vendor * 1234500000);

/**
 * DGI's query of the CFE received (Consulta de CFE recibidos, exportar a Excel): two title rows
 * (the query and the buyer's RUT with the period), then a header over two rows, group cells
 * merged over their columns (Comprobante, Emisor, Importes) and the state merged down both rows.
 * The CFE type (111 e-Factura; 112 its credit note, written positive; 113 its debit note), the
 * series apart from the number, the issue date (a date cell), the issuer's RUT and name, the
 * currency and exchange rate, net and IVA at the basic rate (22 %) and at the minimum rate
 * (10 %), the untaxed amount and the total, and the state: a CFE the buyer rejected (Rechazado)
 * is no purchase.
 */
export const dgiCfeRecibidos: CorpusLayout = {
  name: 'dgi-cfe-recibidos',
  modelledOn:
    'DGI Uruguay Consulta de CFE recibidos XLSX: two title rows, header over two rows with merged groups Comprobante / Emisor / Importes and Estado merged down both, Tipo CFE 111 / 112 (credit note positive) / 113, Serie apart from Número, Fecha date cell dd/mm/yyyy, RUT, Denominación, Moneda UYU / USD, Tipo de cambio, Neto IVA tasa básica, IVA tasa básica, Neto IVA tasa mínima, IVA tasa mínima, Monto no gravado, Total, Estado Aceptado / Rechazado (kept)',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(17808, 11, 6, ['UYU', 'UYU', 'USD']).sort(byDate);
    const rows: CorpusCell[][] = invoices.map((i, n) => {
      const type = n % 4 === 2 ? '112' : n === 5 ? '113' : '111';
      // Peso invoices run to forty times the corpus figure: advertising priced in Uruguay.
      const net = i.netCents * (i.currency === 'UYU' ? 40 : 1);
      const rate = i.lines[0]!.ratePercent;
      const basic = rate === 19 ? net : 0;
      const minimum = rate === 7 ? net : 0;
      const untaxed = rate === 0 ? net : 0;
      const total = net + taxOf(basic, 22) + taxOf(minimum, 10);
      return [
        type,
        i.vendor % 2 === 0 ? 'A' : 'B',
        1000000 + (i.document % 100000) * 3,
        dateCell(i.date),
        rut(i.vendor),
        i.vendorName,
        i.currency,
        i.currency === 'USD' ? 39.12 + (n % 5) / 100 : 1,
        Number(money(basic)),
        Number(money(taxOf(basic, 22))),
        Number(money(minimum)),
        Number(money(taxOf(minimum, 10))),
        Number(money(untaxed)),
        Number(money(total)),
        // Rejected for a wrong price, the supplier's corrected CFE came under a new number.
        n === 1 || n === 7 ? 'Rechazado' : 'Aceptado',
      ];
    });
    return writeGroupedHeaderXlsx(dir, 'cfe_recibidos_2024T1.xlsx', {
      name: 'CFE recibidos',
      titles: [['Consulta de CFE recibidos'], ['RUT receptor: 217654320018', 'Período: 01/01/2024 al 31/03/2024']],
      groups: [
        { title: 'Comprobante', span: 4 },
        { title: 'Emisor', span: 2 },
        { title: 'Importes', span: 8 },
        { title: 'Estado', span: 1 },
      ],
      header: [
        'Tipo CFE',
        'Serie',
        'Número',
        'Fecha',
        'RUT',
        'Denominación',
        'Moneda',
        'Tipo de cambio',
        'Neto IVA tasa básica',
        'IVA tasa básica',
        'Neto IVA tasa mínima',
        'IVA tasa mínima',
        'Monto no gravado',
        'Total',
        '',
      ],
      rows,
      dateFormat: 'dd/mm/yyyy',
    });
  },
};
