/**
 * Thirteenth held-out layouts in Croatian and Argentine Spanish: a Pantheon (Datalab, Croatia)
 * knjiga ulaznih računa with the input VAT split into a column pair per rate, and a Colppy
 * (Argentina) Libro IVA Compras in pesos with the AFIP's currency codes and perceptions. Written from
 * each product's public documentation and its country's rules (named at each layout), without
 * reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, money, type CorpusInvoice } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { splitNetsByRate } from './split-nets-by-rate.js';

type Day = CorpusInvoice['date'];
const p2 = (n: number) => String(n).padStart(2, '0');
const later = (d: Day, days: number): Day => ({ ...d, d: Math.min(28, d.d + days) });
const byDate = (a: CorpusInvoice, b: CorpusInvoice) => a.date.m - b.date.m || a.date.d - b.date.d;

/**
 * Pantheon's Knjiga ulaznih računa (Knjigovodstvo > PDV > Knjiga URA, Izvoz u Excel), one row per
 * received invoice in the columns of the Croatian U-RA book (Pravilnik o PDV-u, Obrazac U-RA): the
 * book's title, taxpayer and period above the header, the running number, Pantheon's document key
 * (year, document type, number: 24-110-000012) beside the supplier's invoice number, the invoice
 * date and the date received as date cells, the supplier's name and OIB, the gross first, then the
 * base and input VAT of each rate (5 %, 13 %, 25 %) in a column pair of its own and the exempt
 * base, and the input VAT in total; an odobrenje (credit note) negative, as the book writes it; an
 * UKUPNO row at the end. EUR, number cells.
 */
export const pantheonKnjigaUlaznihRacuna: CorpusLayout = {
  name: 'pantheon-knjiga-ulaznih-racuna',
  modelledOn:
    'Pantheon Knjiga ulaznih računa (U-RA) in Excel: title, taxpayer and period rows above the header, Red. br., Dokument 24-110-000012 beside Broj računa, Datum računa and Datum primitka date cells, Dobavljač and OIB, Iznos s PDV-om first, then Osnovica and PDV per rate 5 % / 13 % / 25 % in column pairs, Oslobođeno, Ukupni pretporez, odobrenja negative, an UKUPNO row, EUR',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(13303, 9, 6, ['EUR']).sort(byDate);
    const rates = [5, 13, 25];
    const header = [
      'Red. br.',
      'Dokument',
      'Broj računa',
      'Datum računa',
      'Datum primitka',
      'Dobavljač',
      'OIB',
      'Iznos s PDV-om',
      ...rates.flatMap((r) => [`Osnovica ${r}%`, `PDV ${r}%`]),
      'Oslobođeno',
      'Ukupni pretporez',
    ];
    const rows: CorpusCell[][] = [
      ['KNJIGA ULAZNIH RAČUNA (U-RA)'],
      ['Porezni obveznik: Primjer Oglašavanje d.o.o., OIB: 12345678903'],
      ['Razdoblje: 01.01.2024. - 31.03.2024.'],
      [],
      header,
    ];
    const sums: number[] = new Array<number>(header.length - 7).fill(0);
    invoices.forEach((i, index) => {
      const sign = index % 4 === 1 ? -1 : 1;
      const nets = splitNetsByRate(i, 25, 13, 5);
      const amounts = [
        ...rates.flatMap((r) => (nets.has(r) ? [nets.get(r)!, taxOf(nets.get(r)!, r)] : [0, 0])),
        nets.get(0) ?? 0,
      ].map((c) => sign * c);
      const vat = amounts.filter((_, n) => n % 2 === 1 && n < 6).reduce((s, c) => s + c, 0);
      const gross = amounts.reduce((s, c) => s + c, 0);
      const cells = [gross, ...amounts, vat];
      cells.forEach((c, n) => (sums[n]! += c));
      rows.push([
        index + 1,
        `24-110-${String(12 + index * 2).padStart(6, '0')}`,
        sign < 0 ? `ODB-${i.number}` : i.number,
        dateCell(i.date),
        dateCell(later(i.date, 1 + (index % 3))),
        i.vendorName,
        String(10000000000 + (i.vendor + 1) * 1357924681).slice(-11),
        // A rate the invoice has none of is left blank; the gross and the input VAT in total never are.
        ...cells.map((c, n) => (c === 0 && n > 0 && n < cells.length - 1 ? null : c / 100)),
      ]);
    });
    rows.push(['UKUPNO', null, null, null, null, null, null, ...sums.map((c) => c / 100)]);
    return writeXlsx(dir, 'knjiga-ura.xlsx', { 'Knjiga URA': rows });
  },
};

/** `1234,56`, as Argentine Excel writes pesos in a CSV (no grouping). */
const pesos = (cents: number) => money(cents, 'plain-comma');
const slashed = (d: Day) => `${p2(d.d)}/${p2(d.m)}/${d.y}`;

/**
 * Colppy's Libro IVA Compras (Impuestos > Libro IVA Compras, Exportar, a semicolon CSV with the
 * report's title, company and period lines above the header), one row per comprobante in the
 * fields of the AFIP's Libro IVA Digital (RG 4597): the date, the comprobante's type (FC A, FC C
 * from a monotributista, without VAT; NC A a nota de crédito, written positive), its punto de venta
 * and número in columns of their own (00003, 00001234), the supplier's name, CUIT and VAT status,
 * the AFIP's currency code (PES, DOL) and exchange rate while every amount is in pesos, the taxed
 * net, the untaxed amount, the VAT per rate (10,5 %, 21 %, 27 %), the VAT and IIBB perceptions
 * charged on the invoice, and the total; a Totales row at the end. DD/MM/YYYY, `1234,56`.
 */
export const colppyLibroIvaCompras: CorpusLayout = {
  name: 'colppy-libro-iva-compras',
  modelledOn:
    'Colppy Libro IVA Compras CSV, semicolons, three title lines above the header: Fecha DD/MM/YYYY, Tipo FC A / FC C / NC A (positive), Pto. Venta and Número apart (00003, 00001234), Proveedor, CUIT and Cond. IVA, Moneda PES / DOL with Tipo de Cambio (amounts in pesos), Neto Gravado, No Gravado, IVA 10,5% / 21% / 27%, Perc. IVA and Perc. IIBB, Total, a Totales row, 1234,56',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(13404, 10, 6, ['ARS']).sort(byDate);
    const header = [
      'Fecha',
      'Tipo',
      'Pto. Venta',
      'Número',
      'Proveedor',
      'CUIT',
      'Cond. IVA',
      'Moneda',
      'Tipo de Cambio',
      'Neto Gravado',
      'No Gravado',
      'IVA 10,5%',
      'IVA 21%',
      'IVA 27%',
      'Perc. IVA',
      'Perc. IIBB',
      'Total',
    ];
    const rows: CorpusCell[][] = [
      ['Libro IVA Compras'],
      ['Empresa: Ejemplo Publicidad S.R.L.', 'CUIT: 30-71234567-9'],
      ['Período: 01/01/2024 al 31/03/2024'],
      header,
    ];
    let total = 0;
    invoices.forEach((i, index) => {
      const monotributo = i.vendor === 3;
      const credit = !monotributo && index % 4 === 2;
      const sign = credit ? -1 : 1;
      // Pesos: a corpus net of 1234.50 is ARS 61725.00 at fifty to one.
      const nets = splitNetsByRate(
        { ...i, lines: i.lines.map((l) => ({ ...l, netCents: l.netCents * 50 })) },
        21,
        10.5,
        27,
      );
      const taxed = monotributo ? 0 : [...nets].filter(([r]) => r > 0).reduce((s, [, c]) => s + c, 0);
      const untaxed = monotributo ? [...nets.values()].reduce((s, c) => s + c, 0) : (nets.get(0) ?? 0);
      const vat = (r: number) => (monotributo || !nets.has(r) ? 0 : taxOf(nets.get(r)!, r));
      const perceptionVat = i.vendor % 3 === 0 && !monotributo ? taxOf(taxed, 3) : 0;
      const perceptionIibb = i.vendor % 2 === 1 && !monotributo ? taxOf(taxed, 2) : 0;
      const gross = taxed + untaxed + vat(10.5) + vat(21) + vat(27) + perceptionVat + perceptionIibb;
      total += sign * gross;
      const dollars = i.vendor === 5;
      const blank = (c: number) => (c === 0 ? '' : pesos(c));
      rows.push([
        slashed(i.date),
        monotributo ? 'FC C' : credit ? 'NC A' : 'FC A',
        String(2 + (i.vendor % 3)).padStart(5, '0'),
        String(1200 + i.document - 5105600000 + i.vendor * 311).padStart(8, '0'),
        i.vendorName,
        `30-${String(70000000 + i.vendor * 1234567).slice(-8)}-${i.vendor}`,
        monotributo ? 'Monotributista' : 'Responsable Inscripto',
        dollars ? 'DOL' : 'PES',
        dollars ? '820,500000' : '1,000000',
        blank(taxed),
        blank(untaxed),
        blank(vat(10.5)),
        blank(vat(21)),
        blank(vat(27)),
        blank(perceptionVat),
        blank(perceptionIibb),
        pesos(gross),
      ]);
    });
    rows.push([
      'Totales',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      pesos(total),
    ]);
    return writeCsv(dir, 'libro-iva-compras.csv', rows, ';');
  },
};
