/**
 * Twenty-first held-out layouts: the list of electronic tax invoices received on Moldova's
 * e-Factura (a workbook in Romanian under the SFS's titles, series and number joined, VAT at 20 %
 * and 8 % in their own columns beside the exempt value, corrective invoices negative, invoices the
 * buyer rejected kept with their status, lei implied), and Kashoo's bills export (a CSV of a row
 * per bill line, dates with the month's name, GST, PST and HST in their own columns, vendor credits
 * negative, Canadian and US dollars). Written from each system's public documentation and the
 * countries' tax rules, without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { monthName, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, dotted, later } from '../infer-held-out-fourteenth/fourteenth-days.js';

/**
 * e-Factura (SFS, Republic of Moldova), the invoices received exported to Excel: the service, the
 * list's name and period, then one row per invoice: a running number, the series and number joined
 * (`EAB1234567`), the delivery date, the supplier's name and IDNO (thirteen digits), the value
 * taxed at 20 % and its VAT, the value taxed at 8 % and its VAT, the exempt value, the total with
 * VAT, the invoice's kind (Factură fiscală, or Factură de corectare written negative) and its
 * status (Semnată de cumpărător, or Respinsă de cumpărător: refused and not owed). Lei, written
 * nowhere.
 */
export const moldovaEfacturaPrimite: CorpusLayout = {
  name: 'moldova-efactura-primite',
  modelledOn:
    'Moldova SFS e-Factura facturi primite XLSX under three titles: Nr. d/o, Seria și numărul EAB1234567, Data livrării DD.MM.YYYY text, Furnizor, IDNO furnizor 13 digits, Valoarea impozabilă 20%, TVA 20%, Valoarea impozabilă 8%, TVA 8%, Valoarea scutită, Valoarea totală cu TVA, Tipul Factură fiscală / Factură de corectare (negative), Statutul semnată / respinsă kept, MDL implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(21909, 12, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      ['Serviciul Fiscal de Stat - SIA „e-Factura”'],
      ['Lista facturilor fiscale primite'],
      ['Perioada: 01.01.2024 - 31.03.2024'],
      [
        'Nr. d/o',
        'Seria și numărul',
        'Data livrării',
        'Furnizor',
        'IDNO furnizor',
        'Valoarea impozabilă 20%',
        'TVA 20%',
        'Valoarea impozabilă 8%',
        'TVA 8%',
        'Valoarea scutită',
        'Valoarea totală cu TVA',
        'Tipul',
        'Statutul',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 9 ? -1 : 1;
      const rate = i.lines[0]!.ratePercent;
      const last = i.lines[i.lines.length - 1]!;
      // A standard-rate invoice's last line (printed matter) is at 8 %; exempt invoices have no VAT.
      const at8 = rate === 7 ? i.netCents : rate === 19 && i.lines.length > 1 ? last.netCents : 0;
      const at20 = rate === 0 ? 0 : i.netCents - at8;
      const exempt = rate === 0 ? i.netCents : 0;
      const [b20, b8, b0] = [at20, at8, exempt].map((c) => sign * c * 20);
      const [v20, v8] = [taxOf(b20!, 20), taxOf(b8!, 8)];
      rows.push([
        n + 1,
        `EA${'ABC'[i.vendor % 3]}${String(1000000 + ((i.document * 5381) % 8999999))}`,
        dotted(later(i.date, 1)),
        i.vendorName,
        `100360${String(1234567 + i.vendor * 2718281).slice(0, 7)}`,
        b20! / 100,
        v20 / 100,
        b8! / 100,
        v8 / 100,
        b0! / 100,
        (b20! + v20 + b8! + v8 + b0!) / 100,
        sign < 0 ? 'Factură de corectare' : 'Factură fiscală',
        n === 2 ? 'Respinsă de cumpărător' : 'Semnată de cumpărător',
      ]);
    });
    return writeXlsx(dir, 'e-Factura_primite_T1_2024.xlsx', { 'Facturi primite': rows });
  },
};

/**
 * Kashoo's bills exported to CSV: one row per bill line. Each row repeats the bill's date (`Jan 5,
 * 2024`), its number, the vendor, the kind (Bill, or Vendor Credit written negative) and the
 * currency (CAD, USD for an American vendor), then the line's description and expense account, its
 * subtotal, the sales taxes in their own columns (GST 5 % and PST 7 % for a British Columbia
 * vendor, HST 13 % for an Ontario one; none for the American) and the line's total.
 */
export const kashooBillsExport: CorpusLayout = {
  name: 'kashoo-bills-export',
  modelledOn:
    'Kashoo bills export CSV, a row per bill line: Date MMM D, YYYY, Bill #, Vendor, Type Bill / Vendor Credit (negative), Currency CAD / USD, Description, Account 5200 - Advertising, Subtotal, GST 5 %, PST 7 %, HST 13 %, Total of the line',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(22010, 10, 6, ['CAD', 'CAD', 'USD']).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Date',
        'Bill #',
        'Vendor',
        'Type',
        'Currency',
        'Description',
        'Account',
        'Subtotal',
        'GST',
        'PST',
        'HST',
        'Total',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 7 ? -1 : 1;
      const taxed = i.currency === 'CAD' && i.lines[0]!.ratePercent !== 0;
      const ontario = i.vendor % 2 === 1;
      for (const l of i.lines) {
        const net = sign * l.netCents;
        const gst = taxed && !ontario ? taxOf(net, 5) : 0;
        const pst = taxed && !ontario ? taxOf(net, 7) : 0;
        const hst = taxed && ontario ? taxOf(net, 13) : 0;
        rows.push([
          monthName(i.date),
          sign < 0 ? `VC-${i.number}` : i.number,
          i.vendorName,
          sign < 0 ? 'Vendor Credit' : 'Bill',
          i.currency,
          l.description,
          `${5200 + (Number(l.glAccount) % 7)} - Advertising`,
          money(net),
          money(gst),
          money(pst),
          money(hst),
          money(net + gst + pst + hst),
        ]);
      }
    });
    return writeCsv(dir, 'kashoo-bills.csv', rows);
  },
};
