/**
 * Twelfth held-out layouts in Portuguese and Spanish: a Moloni (Portugal) list of purchase documents
 * with one row per VAT rate, and an a3innuva Contabilidad (Spain) libro registro de facturas
 * recibidas with recargo de equivalencia. Written from each product's public documentation and its
 * country's rules (named at each layout), without reading infer's code and without running infer
 * on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money, type CorpusInvoice } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');
type Day = CorpusInvoice['date'];
const later = (d: Day, days: number): Day => ({ ...d, d: Math.min(28, d.d + days) });
const earlier = (d: Day, days: number): Day => ({ ...d, d: Math.max(1, d.d - days) });

/**
 * An invoice's nets by VAT rate: its first line at the rate the corpus gave it (as the country's
 * standard, `reduced` or zero rate); after a standard-rate first line every other line at the
 * reduced rate, else the rest at the standard rate, as a document that mixes reduced-rate goods
 * with standard-rate services is split.
 */
function netsByRate(invoice: CorpusInvoice, standard: number, reduced: number): Map<number, number> {
  const nets = new Map<number, number>();
  const first = localRate(invoice.lines[0]!.ratePercent, standard, reduced);
  invoice.lines.forEach((l, n) => {
    const rate = n === 0 ? first : first === standard && n % 2 === 1 ? reduced : standard;
    nets.set(rate, (nets.get(rate) ?? 0) + l.netCents);
  });
  return nets;
}

/**
 * Moloni's Documentos de Compra list (Compras > Documentos de fornecedor, Exportar para Excel), one
 * row per document and VAT rate as the Portuguese VAT return's summary by rate splits it: the
 * list's title, company and period rows above the header, the date and due date written as Moloni
 * shows them (DD-MM-YYYY, text), the document written as Portuguese documents are identified (SAF-T
 * PT: type, series and number joined, `FT 2024/57`; FT a fatura, FR a fatura-recibo, NC a nota de
 * crédito that the list writes positive), Moloni's supplier code beside the supplier's name and
 * NIF, the rate (23 %, 13 %, 6 %, Isento), the base (Incidência), the VAT and the document's total
 * repeated on each of its rates, its state; a Total row at the end. EUR, number cells.
 */
export const moloniDocumentosCompra: CorpusLayout = {
  name: 'moloni-documentos-compra',
  modelledOn:
    'Moloni Documentos de Compra in Excel: title, company and period rows above the header, Data and Vencimento DD-MM-YYYY text, Documento FT 2024/57 / FR A/12 / NC 2024/3 (type, series and number joined; NC positive), Cód. Fornecedor beside Fornecedor and Contribuinte, one row per Taxa IVA (23 %, 13 %, 6 %, Isento) with Incidência and IVA, Total Documento repeated, Estado, a Total row, EUR',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(12101, 9, 6, ['EUR']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      'Data',
      'Vencimento',
      'Documento',
      'Cód. Fornecedor',
      'Fornecedor',
      'Contribuinte',
      'Taxa IVA',
      'Incidência',
      'IVA',
      'Total Documento',
      'Estado',
    ];
    const rows: CorpusCell[][] = [
      ['Documentos de Compra'],
      ['Empresa: Exemplo Publicidade, Lda.', null, 'NIF: 509123456'],
      ['Período: 01-01-2024 a 31-03-2024'],
      header,
    ];
    const dashed = (d: Day) => `${p2(d.d)}-${p2(d.m)}-${d.y}`;
    const sums = [0, 0];
    invoices.forEach((i, index) => {
      const type = index % 4 === 2 ? 'NC' : index % 3 === 1 ? 'FR' : 'FT';
      const series = ['2024', 'A', '2024', 'FTA24', 'B', '1'][i.vendor]!;
      const document = `${type} ${series}/${10 + index * 7 + i.vendor}`;
      const nets = netsByRate(i, 23, index % 2 === 0 ? 13 : 6);
      const taxes = new Map([...nets].map(([rate, net]) => [rate, taxOf(net, rate)]));
      const gross = [...nets.values(), ...taxes.values()].reduce((s, c) => s + c, 0);
      for (const [rate, net] of nets) {
        sums[0]! += type === 'NC' ? -net : net;
        sums[1]! += type === 'NC' ? -taxes.get(rate)! : taxes.get(rate)!;
        rows.push([
          dashed(i.date),
          dashed(type === 'FR' ? i.date : i.due),
          document,
          `F${String(i.vendor + 1).padStart(4, '0')}`,
          i.vendorName,
          String(500000000 + i.vendor * 1234567 + 9),
          rate === 0 ? 'Isento' : `${rate}%`,
          net / 100,
          taxes.get(rate)! / 100,
          gross / 100,
          type === 'FR' || index % 3 === 0 ? 'Pago' : 'Por pagar',
        ]);
      }
    });
    rows.push(['Total', null, null, null, null, null, null, sums[0]! / 100, sums[1]! / 100, null, null]);
    return writeXlsx(dir, 'documentos-compra.xlsx', { 'Documentos de Compra': rows });
  },
};

/** `1.234,56` and `-1.234,56`, as Spanish Excel and a3innuva write euros in a CSV. */
const euros = (cents: number) => money(cents, 'comma');
const slashed = (d: Day) => `${p2(d.d)}/${p2(d.m)}/${d.y}`;

/**
 * a3innuva Contabilidad's libro registro de facturas recibidas (Libros oficiales > IVA soportado,
 * exported to CSV), in the fields the AEAT prescribes for the book (Orden HAC/773/2019 and the SII's
 * record of invoices received): a3innuva's Nº Registro (the running number of the book, the
 * invoice's identity in it) beside the supplier's own Serie-Número, three dates (the book's Fecha
 * Registro, the invoice's Fecha Expedición and the Fecha Operación), the supplier's NIF and name,
 * the expense account, then one row per VAT rate of the invoice (21 %, 10 %, 4 %, 0 %) with its
 * base, VAT and, for a supplier under the recargo de equivalencia, the surcharge rate (5,2 %, 1,4 %)
 * and amount, and the invoice's Total Factura repeated on each; Tipo Factura F1 for an invoice, R1
 * for a factura rectificativa, which the book writes negative (rectificación por diferencias).
 * Spanish style: DD/MM/YYYY, `1.234,56`, semicolons.
 */
export const a3innuvaLibroFacturasRecibidas: CorpusLayout = {
  name: 'a3innuva-libro-facturas-recibidas',
  modelledOn:
    'a3innuva libro registro de facturas recibidas CSV: Nº Registro beside Serie-Número, Fecha Registro, Fecha Expedición and Fecha Operación DD/MM/YYYY, NIF and Nombre del proveedor, Cuenta 6xx, one row per % IVA with Base Imponible and Cuota IVA, % Recargo and Cuota Recargo (recargo de equivalencia) on some, Total Factura repeated, Tipo Factura F1 / R1 (rectificativa negative), 1.234,56 EUR, semicolons',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(12202, 10, 6, ['EUR']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      'Nº Registro',
      'Fecha Registro',
      'Fecha Expedición',
      'Fecha Operación',
      'Serie-Número',
      'NIF Proveedor',
      'Nombre Proveedor',
      'Cuenta',
      'Base Imponible',
      '% IVA',
      'Cuota IVA',
      '% Recargo',
      'Cuota Recargo',
      'Total Factura',
      'Tipo Factura',
    ];
    // Recargo de equivalencia in tenths of a percent, per VAT rate (Ley 37/1992, art. 161).
    const surcharge: Record<number, number> = { 21: 52, 10: 14, 4: 5, 0: 0 };
    const rows: CorpusCell[][] = [header];
    invoices.forEach((i, index) => {
      const sign = index % 5 === 3 ? -1 : 1;
      const recargo = i.vendor % 3 === 1;
      const nets = netsByRate(i, 21, index % 2 === 0 ? 10 : 4);
      const parts = [...nets].map(([rate, net]) => {
        const vat = taxOf(net, rate);
        const extra = recargo ? Math.round((net * surcharge[rate]!) / 1000) : 0;
        return { rate, net: sign * net, vat: sign * vat, extra: sign * extra };
      });
      const total = parts.reduce((s, p) => s + p.net + p.vat + p.extra, 0);
      const nif = `${i.vendor % 2 === 0 ? 'B' : 'A'}${String(10000000 + i.vendor * 7654321).slice(-8)}`;
      const number = [`A-${i.number}`, i.number, `FV/${i.number}`][i.vendor % 3]!;
      for (const part of parts) {
        rows.push([
          String(index + 1),
          slashed(later(i.date, 4)),
          slashed(i.date),
          slashed(earlier(i.date, index % 3)),
          sign < 0 ? `R-${number}` : number,
          nif,
          i.vendorName,
          ['6000000', '6270000', '6230000'][index % 3]!,
          euros(part.net),
          part.rate === 0 ? '0,00' : `${part.rate},00`,
          euros(part.vat),
          recargo && part.rate > 0 ? `${surcharge[part.rate]! / 10}`.replace('.', ',') : '',
          recargo && part.rate > 0 ? euros(part.extra) : '',
          euros(total),
          sign < 0 ? 'R1' : 'F1',
        ]);
      }
    });
    return writeCsv(dir, 'libro-facturas-recibidas.csv', rows, ';');
  },
};
