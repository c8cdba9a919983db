/**
 * Fourteenth held-out layouts in Portuguese and Chilean Spanish: a PRIMAVERA ERP (Portugal) list of
 * purchase documents with annulled documents kept in it, and the purchases detail of the Chilean
 * tax service's Registro de Compras y Ventas (SII), whose document types are numeric codes. Written
 * from each system's public documentation and its country's rules (named at each layout), without
 * reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later, p2, slashed } from './fourteenth-days.js';

/**
 * PRIMAVERA ERP's list of purchase documents (Compras > Explorações > Documentos de Compra, Exportar
 * para Excel), one row per document under two title rows: the document type (VFA a supplier's
 * invoice, VNC a supplier's credit note, written positive), its series and number in PRIMAVERA
 * (VFA 2024/17, each type numbered apart), the document and due dates as date cells, the supplier's
 * code beside its name and NIF, the supplier's own document number as Portuguese invoices print it
 * (FT A/123, NC A/45), the currency (EUR, USD) and exchange rate with the amounts in the document's
 * currency: goods, discounts, VAT and the document's total, in that order. A document annulled
 * after it was entered stays in the list with Anulado Sim, and the corrected one follows under the
 * next number with the same supplier's number. IVA 23 %, 6 %, 0 %.
 */
export const primaveraDocumentosCompra: CorpusLayout = {
  name: 'primavera-documentos-compra',
  modelledOn:
    'PRIMAVERA ERP Documentos de Compra in Excel, two title rows: Documento VFA / VNC (positive), Série and Número apart, Data Doc. and Data Venc. date cells, Entidade code beside Nome and Contribuinte, Doc. Externo FT A/123, Moeda EUR / USD with Câmbio, Total Mercadoria, Total Descontos, Total IVA, Total Documento, Anulado Sim / Não (annulled documents beside their corrections)',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(14101, 9, 6, ['EUR', 'EUR', 'USD']).sort(byDate);
    const header = [
      'Documento',
      'Série',
      'Número',
      'Data Doc.',
      'Data Venc.',
      'Entidade',
      'Nome',
      'Contribuinte',
      'Doc. Externo',
      'Moeda',
      'Câmbio',
      'Total Mercadoria',
      'Total Descontos',
      'Total IVA',
      'Total Documento',
      'Anulado',
    ];
    const rows: CorpusCell[][] = [
      ['PRIMAVERA ERP - Compras'],
      ['Documentos de Compra de 01-01-2024 a 31-03-2024'],
      header,
    ];
    const numbers = { VFA: 16, VNC: 3 };
    invoices.forEach((i, index) => {
      const type = index % 4 === 3 ? 'VNC' : 'VFA';
      const series = ['A', '2024', 'FA', '1', 'F24', 'B'][i.vendor]!;
      const external = `${type === 'VNC' ? 'NC' : 'FT'} ${series}/${i.document - 5105600000 + 40 * i.vendor}`;
      const row = (goods: number, annulled: boolean): CorpusCell[] => {
        const discount = i.discountPercent > 0 ? taxOf(goods, i.discountPercent) : 0;
        const vat = taxOf(goods - discount, localRate(i.lines[0]!.ratePercent, 23, 6));
        return [
          type,
          '2024',
          ++numbers[type],
          dateCell(i.date),
          dateCell(i.due),
          `F${String(i.vendor * 7 + 3).padStart(4, '0')}`,
          i.vendorName,
          String(500000000 + (i.vendor + 1) * 8765431).slice(0, 9),
          external,
          i.currency,
          i.currency === 'EUR' ? 1 : 0.9217,
          goods / 100,
          discount / 100,
          vat / 100,
          (goods - discount + vat) / 100,
          annulled ? 'Sim' : 'Não',
        ];
      };
      // Entered first with the goods a tenth too high, annulled, and entered again as it should be.
      if (index % 4 === 1) rows.push(row(i.netCents + taxOf(i.netCents, 10), true));
      rows.push(row(i.netCents, false));
    });
    return writeXlsx(dir, 'documentos-compra.xlsx', { Documentos: rows });
  },
};

/** A RUT's check digit (modulo 11 over the digits from the right, weights 2 to 7). */
function rut(body: number): string {
  const digits = String(body).split('').reverse();
  const sum = digits.reduce((s, d, n) => s + Number(d) * (2 + (n % 6)), 0);
  const check = 11 - (sum % 11);
  return `${body}-${check === 11 ? '0' : check === 10 ? 'K' : String(check)}`;
}

/**
 * The SII's Registro de Compras y Ventas (www.sii.cl, Registro de Compras > Descargar Detalles), a
 * semicolon CSV, one row per document received in the period in the columns the download writes:
 * the row number, the document type as the SII's code (33 factura electrónica, 34 factura exenta,
 * 61 nota de crédito, written positive), the purchase type, the supplier's RUT and name, the folio,
 * the document date (DD/MM/YYYY), the moments it was received and acknowledged (DD/MM/YYYY
 * HH:MM:SS), the exempt amount, the net, the recoverable VAT, the non-recoverable VAT with its code
 * (VAT on purchases for exempt sales cannot be credited), the total, then the columns of fixed
 * assets, common-use VAT, tobacco and other taxes, all zero or empty here. Whole pesos (CLP has no
 * decimals), written nowhere. IVA 19 %.
 */
export const siiRegistroCompras: CorpusLayout = {
  name: 'sii-registro-compras',
  modelledOn:
    'SII Registro de Compras y Ventas, Descargar Detalles CSV, semicolons: Nro, Tipo Doc 33 / 34 / 61 (positive), Tipo Compra, RUT Proveedor beside Razon Social, Folio, Fecha Docto DD/MM/YYYY, Fecha Recepcion and Fecha Acuse with times, Monto Exento, Monto Neto, Monto IVA Recuperable, Monto Iva No Recuperable with its code, Monto Total, then fixed-asset, tobacco and other-tax columns, whole pesos, CLP implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(14202, 10, 6, ['CLP']).sort(byDate);
    const header = [
      'Nro',
      'Tipo Doc',
      'Tipo Compra',
      'RUT Proveedor',
      'Razon Social',
      'Folio',
      'Fecha Docto',
      'Fecha Recepcion',
      'Fecha Acuse',
      'Monto Exento',
      'Monto Neto',
      'Monto IVA Recuperable',
      'Monto Iva No Recuperable',
      'Codigo IVA No Rec.',
      'Monto Total',
      'Monto Neto Activo Fijo',
      'IVA Activo Fijo',
      'IVA uso Comun',
      'Impto. Sin Derecho a Credito',
      'IVA No Retenido',
      'Tabacos Puros',
      'Tabacos Cigarrillos',
      'Tabacos Elaborados',
      'NCE o NDE sobre Fact. de Compra',
      'Codigo Otro Impuesto',
      'Valor Otro Impuesto',
      'Tasa Otro Impuesto',
    ];
    const rows: CorpusCell[][] = [header];
    invoices.forEach((i, index) => {
      const exemptSupplier = i.vendor === 4 || i.lines[0]!.ratePercent === 0;
      const credit = !exemptSupplier && index % 4 === 1;
      // Pesos: a corpus net of 1234.50 is CLP 246900, whole pesos.
      const pesos = i.lines.map((l) => l.netCents * 2);
      // Supplier 1 bills its second line (a sponsorship abroad) exempt beside the taxed ones.
      const exempt = exemptSupplier ? pesos.reduce((s, c) => s + c, 0) : i.vendor === 1 ? (pesos[1] ?? 0) : 0;
      const net = pesos.reduce((s, c) => s + c, 0) - exempt;
      const vat = taxOf(net, 19);
      // The buyer's purchases for its exempt line of business: their VAT is not credited.
      const unrecoverable = i.vendor === 5;
      const received = later(i.date, 1 + (index % 2));
      rows.push([
        index + 1,
        exemptSupplier ? 34 : credit ? 61 : 33,
        'Del Giro',
        rut(76000000 + (i.vendor + 1) * 1234567),
        i.vendorName,
        credit ? 120 + index : 4500 + i.vendor * 1311 + index * 3,
        slashed(i.date),
        `${slashed(received)} ${p2(9 + (index % 8))}:${p2((index * 7) % 60)}:12`,
        index % 3 === 0 ? '' : `${slashed(later(received, 2))} 08:30:00`,
        exempt,
        net,
        unrecoverable ? 0 : vat,
        unrecoverable ? vat : 0,
        unrecoverable ? 1 : '',
        exempt + net + vat,
        0,
        0,
        0,
        0,
        0,
        '',
        '',
        '',
        0,
        '',
        '',
        '',
      ]);
    });
    return writeCsv(dir, 'RCV_COMPRA_REGISTRO_76123456-0_202403.csv', rows, ';');
  },
};
