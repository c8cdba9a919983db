/**
 * Sixth held-out layouts of CONTPAQi (Mexico), Bokio (Sweden) and Merit Aktiva (Estonia). Written
 * from each product's public documentation (named at each layout), with its country's tax, date and
 * number style, without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');

/**
 * CONTPAQi Comercial's purchase documents (Compras, "Exportar a Excel" of the documents view), one
 * row per document: CONTPAQi's own id beside the supplier's CFDI serie and folio and the CFDI's
 * UUID (folio fiscal), the concept Compra or Devolución de Compra (a return, written with positive
 * amounts), the document date written DD-MM-YY (the date form of CONTPAQi Comercial's document
 * catalogue: Fecha Documento "DD-MM-YY", with ID Alterno, Razón Social, Serie, Folio, Divisa; the
 * manual at conocimiento.blob.core.windows.net, "Catálogo Documentos"), the supplier's razón social
 * beside its RFC, the currency, subtotal, IVA and total beside what is pending. Mexican style: IVA
 * 16 % and the border 8 %, MXN and USD, number cells.
 */
export const contpaqiCompras: CorpusLayout = {
  name: 'contpaqi-compras',
  modelledOn:
    'CONTPAQi Comercial compras in Excel: Spanish headers, ID beside Serie / Folio and UUID, Concepto Compra / Devolución de Compra (returns positive), DD-MM-YY text, Razón Social beside RFC, Moneda MXN / USD, Subtotal / IVA / Total beside Pendiente',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(9808, 12, 8, ['MXN', 'USD']);
    const mx = (d: { y: number; m: number; d: number }) => `${p2(d.d)}-${p2(d.m)}-${p2(d.y % 100)}`;
    const header = [
      'ID',
      'Concepto',
      'Fecha',
      'Serie',
      'Folio',
      'UUID',
      'Razón Social',
      'RFC',
      'Moneda',
      'Subtotal',
      'IVA',
      'Total',
      'Pendiente',
    ];
    const rows = invoices.map((i, index) => {
      const returned = index % 5 === 4;
      const net = i.currency === 'MXN' ? i.netCents * 17 : i.netCents;
      const iva = taxOf(net, localRate(i.lines[0]!.ratePercent, 16, 8));
      const uuid = `${(0x7d10a000 + index * 7717).toString(16).toUpperCase()}-4E2B-4C1A-9B7D-${String(i.document).padStart(12, '0')}`;
      return [
        String(5120 + index * 3),
        returned ? 'Devolución de Compra' : 'Compra',
        mx(i.date),
        ['A', 'F', 'FA'][i.vendor % 3]!,
        i.number,
        uuid,
        i.vendorName,
        `MHS${p2(10 + i.vendor)}0115${String.fromCharCode(65 + i.vendor)}${i.vendor}${i.vendor}`,
        i.currency,
        net / 100,
        iva / 100,
        (net + iva) / 100,
        index % 3 === 2 ? 0 : (net + iva) / 100,
      ];
    });
    return writeXlsx(dir, 'compras.xlsx', { Compras: [header, ...rows] });
  },
};

/**
 * Bokio's supplier invoices (Leverantörsfakturor, exported as CSV), one row per invoice: Bokio's
 * id of the invoice beside the supplier's invoice number and the OCR reference, the supplier with
 * its organisation number, the type Faktura or Kreditfaktura (a credit, written with positive
 * amounts), the invoice and due dates as ISO 8601 date-times with the Swedish offset, the currency,
 * the amount excluding moms, the moms and the total beside what is left to pay and the status.
 * Swedish moms 25 % and 12 %, SEK and EUR, decimal point.
 */
export const bokioLeverantorsfakturor: CorpusLayout = {
  name: 'bokio-leverantorsfakturor',
  modelledOn:
    'Bokio leverantörsfakturor CSV: Swedish headers, Id (UUID) beside Fakturanummer and OCR, Leverantör beside Org.nr, Typ Faktura / Kreditfaktura (credits positive), ISO date-times with +01:00, Valuta SEK / EUR, Belopp exkl. moms / Moms / Totalt beside Kvar att betala and Status',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(9909, 11, 8, ['SEK', 'EUR']);
    const stamp = (d: { y: number; m: number; d: number }) => `${isoDay(d)}T00:00:00+01:00`;
    const header = [
      'Id',
      'Leverantör',
      'Org.nr',
      'Typ',
      'Fakturanummer',
      'OCR',
      'Fakturadatum',
      'Förfallodatum',
      'Valuta',
      'Belopp exkl. moms',
      'Moms',
      'Totalt',
      'Kvar att betala',
      'Status',
    ];
    const rows = invoices.map((i, index) => {
      const credit = index % 4 === 3;
      // Kronor: eleven times the corpus amount, near what the same campaign costs in SEK.
      const net = i.currency === 'SEK' ? i.netCents * 11 : i.netCents;
      const moms = taxOf(net, localRate(i.lines[0]!.ratePercent, 25, 12));
      const state = ['Betald', 'Attesterad', 'Obetald'][index % 3]!;
      return [
        `${(0x5b3c0000 + index * 5003).toString(16)}-2f6d-4a8e-b1c7-${String(i.document).padStart(12, '0')}`,
        i.vendorName,
        `55${String(6000 + i.vendor * 131).padStart(4, '0')}-${String(1000 + i.vendor * 7)}`,
        credit ? 'Kreditfaktura' : 'Faktura',
        i.number,
        `${String(i.document).slice(-7)}${index % 10}`,
        stamp(i.date),
        stamp(i.due),
        i.currency,
        (net / 100).toFixed(2),
        (moms / 100).toFixed(2),
        ((net + moms) / 100).toFixed(2),
        (state === 'Betald' ? 0 : (net + moms) / 100).toFixed(2),
        state,
      ];
    });
    return writeCsv(dir, 'leverantorsfakturor.csv', [header, ...rows]);
  },
};

/**
 * Merit Aktiva's purchase invoice list (Ost > Ostuarved, "Ekspordi Excelisse"), one row per
 * invoice: Merit's document number beside the supplier's invoice number (Arve nr), the supplier
 * with its registry code, the invoice and due dates as date cells, the currency, the sum without
 * VAT, the VAT (käibemaks) and the total beside what is paid and unpaid; a credit invoice
 * (kreeditarve) has negative sums (the purchase invoice fields of Merit Aktiva's API: VendorName,
 * BillNo, DocDate, DueDate, CurrencyCode, TotalAmount, TaxAmount, PaidAmount: api.merit.ee,
 * "Purchase invoices"). Estonian VAT 22 % and 9 %, EUR.
 */
export const meritOstuarved: CorpusLayout = {
  name: 'merit-ostuarved',
  modelledOn:
    'Merit Aktiva ostuarved in Excel: Estonian headers, Dok. nr beside Arve nr, Hankija beside Reg. kood, date cells, negative credit invoices, Summa km-ta / Käibemaks / Kokku beside Tasutud and Tasumata',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(9919, 10, 8, ['EUR']);
    const header = [
      'Dok. nr',
      'Arve nr',
      'Hankija',
      'Reg. kood',
      'Arve kuupäev',
      'Maksetähtaeg',
      'Valuuta',
      'Summa km-ta',
      'Käibemaks',
      'Kokku',
      'Tasutud',
      'Tasumata',
    ];
    const rows = invoices.map((i, index) => {
      const sign = index % 5 === 1 ? -1 : 1;
      const net = sign * i.netCents;
      const km = sign * taxOf(i.netCents, localRate(i.lines[0]!.ratePercent, 22, 9));
      const paid = index % 3 === 0 ? net + km : 0;
      return [
        `OA-${String(2024031 + index)}`,
        i.number,
        i.vendorName,
        String(10100000 + i.vendor * 24601),
        dateCell(i.date),
        dateCell(i.due),
        'EUR',
        net / 100,
        km / 100,
        (net + km) / 100,
        paid / 100,
        (net + km - paid) / 100,
      ];
    });
    return writeXlsx(dir, 'ostuarved.xlsx', { Ostuarved: [header, ...rows] });
  },
};
