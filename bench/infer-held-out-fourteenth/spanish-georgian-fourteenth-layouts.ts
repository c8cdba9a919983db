/**
 * Fourteenth held-out layouts in Spanish and Georgian: Quipu's (Spain) book of received invoices,
 * one row per invoice and VAT rate with a rent withholding taken off the total, and the list of
 * received e-invoices of Georgia's Revenue Service portal (rs.ge), gross and VAT only, with
 * cancelled and correcting invoices. Written from each system's public documentation and its
 * country's rules (named at each layout), without reading infer's code and without running infer on
 * them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money, type CorpusInvoice } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { splitNetsByRate } from '../infer-held-out-thirteenth/split-nets-by-rate.js';
import { byDate, dotted, later, p2, slashed } from './fourteenth-days.js';

/** `1.234,56`, as Spanish Excel writes euros in a CSV. */
const euros = (cents: number) => money(cents, 'comma');

/**
 * Quipu's Libro registro de facturas recibidas (Informes > Libros de registro, Exportar CSV,
 * semicolons as Spanish Excel writes them), one row per invoice and VAT rate as the AEAT's book
 * asks: the issue and booking dates (DD/MM/YYYY), the supplier's invoice number, NIF and name, the
 * expense's category, the base, VAT rate and VAT of the rate, the withholding rate and amount (the
 * 19 % a tenant withholds from the rent of premises, here a billboard site), and the invoice's
 * total, which the withholding lowers, repeated on each of its rates; a factura rectificativa is
 * written negative, as Quipu books it. EUR, written nowhere. `1.234,56`. IVA 21 %, 10 %, 0 %.
 */
export const quipuLibroFacturasRecibidas: CorpusLayout = {
  name: 'quipu-libro-facturas-recibidas',
  modelledOn:
    'Quipu Libro registro de facturas recibidas CSV, semicolons, one row per invoice and VAT rate: Fecha expedición and Fecha registro DD/MM/YYYY, Nº factura, NIF proveedor beside Nombre proveedor, Categoría, Base imponible, Tipo IVA 21% / 10% / 0%, Cuota IVA, Tipo retención 19%, Cuota retención, Total factura (less the withholding) repeated per rate, rectificativas negative, 1.234,56, EUR implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(14505, 9, 6, ['EUR']).sort(byDate);
    const header = [
      'Fecha expedición',
      'Fecha registro',
      'Nº factura',
      'NIF proveedor',
      'Nombre proveedor',
      'Categoría',
      'Base imponible',
      'Tipo IVA',
      'Cuota IVA',
      'Tipo retención',
      'Cuota retención',
      'Total factura',
    ];
    const rows: CorpusCell[][] = [header];
    invoices.forEach((i, index) => {
      const sign = index % 4 === 1 ? -1 : 1;
      const rent = i.vendor === 1;
      const parts = [...splitNetsByRate(i, 21, 10, 10)].map(([rate, net]) => ({
        rate,
        net: sign * net,
        vat: sign * taxOf(net, rate),
        withheld: rent ? sign * taxOf(net, 19) : 0,
      }));
      const total = parts.reduce((s, p) => s + p.net + p.vat - p.withheld, 0);
      for (const p of parts) {
        rows.push([
          slashed(i.date),
          slashed(later(i.date, 2)),
          sign < 0 ? `R-${i.number}` : i.number,
          `B${String(10000000 + (i.vendor + 1) * 3217891).slice(-8)}`,
          i.vendorName,
          rent ? 'Arrendamientos' : 'Publicidad y propaganda',
          euros(p.net),
          `${p.rate}%`,
          euros(p.vat),
          rent ? '19%' : '',
          rent ? euros(p.withheld) : '',
          euros(total),
        ]);
      }
    });
    return writeCsv(dir, 'libro-facturas-recibidas.csv', rows, ';');
  },
};

/**
 * The Revenue Service of Georgia's portal (rs.ge, ელექტრონული ანგარიშ-ფაქტურები, მიღებული, Excel),
 * one row per received e-invoice under a title and a period row, the interface in Georgian: the row
 * number, the portal's ID of the invoice, its series (ეა-05) and number as the invoice prints them,
 * the seller's tax number and name, the issue moment (DD.MM.YYYY HH:MM:SS text) and the month of
 * the operation, the amount with VAT and the VAT (no net column), the status (დადასტურებული
 * confirmed; გაუქმებული for one its seller cancelled and issued again under a new number) and the
 * kind (ჩვეულებრივი; კორექტირების, a correcting invoice that lowers an earlier one, written negative).
 * Lari (GEL), written nowhere; number cells. დღგ 18 %.
 */
export const rsgeMighebuliAngarishFaqturebi: CorpusLayout = {
  name: 'rsge-mighebuli-angarish-faqturebi',
  modelledOn:
    'Revenue Service of Georgia (rs.ge) received e-invoices in Excel, Georgian headers under title rows: №, ID, სერია and ნომერი apart, გამყიდველის ს/ნ beside გამყიდველის დასახელება, გამოწერის თარიღი DD.MM.YYYY HH:MM:SS text, ოპერაციის პერიოდი MM.YYYY, თანხა დღგ-ს ჩათვლით and დღგ-ს თანხა only, სტატუსი დადასტურებული / გაუქმებული, ტიპი ჩვეულებრივი / კორექტირების (negative), GEL implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(14606, 10, 6, ['GEL']).sort(byDate);
    const header = [
      '№',
      'ID',
      'სერია',
      'ნომერი',
      'გამყიდველის ს/ნ',
      'გამყიდველის დასახელება',
      'გამოწერის თარიღი',
      'ოპერაციის პერიოდი',
      'თანხა დღგ-ს ჩათვლით',
      'დღგ-ს თანხა',
      'სტატუსი',
      'ტიპი',
    ];
    const rows: CorpusCell[][] = [['მიღებული ანგარიშ-ფაქტურები'], ['პერიოდი: 01.01.2024 - 31.03.2024'], header];
    const confirmed: CorpusInvoice[] = [];
    let serial = 0;
    invoices.forEach((i, index) => {
      const earlier = [...confirmed].reverse().find((o) => o.vendor === i.vendor);
      const correcting = earlier !== undefined && index % 4 === 3;
      // Lari: a corpus net of 1234.50 is GEL 3703.50; a correction takes a tenth off an earlier invoice.
      const net = correcting ? -taxOf(earlier.netCents * 3, 10) : i.netCents * 3;
      const vat = taxOf(net, localRate(i.lines[0]!.ratePercent, 18, 18));
      const row = (gross: number, tax: number, status: string, hour: number): CorpusCell[] => [
        rows.length - 2,
        812400000 + index * 1931 + hour,
        `ეა-${p2(5 + (i.vendor % 3))}`,
        String(4100000 + index * 613 + ++serial * 7).padStart(7, '0'),
        String(200000000 + (i.vendor + 1) * 41224357).slice(0, 9),
        i.vendorName,
        `${dotted(i.date)} ${p2(hour)}:${p2((index * 13) % 60)}:05`,
        `${p2(i.date.m)}.${i.date.y}`,
        gross / 100,
        tax / 100,
        status,
        correcting ? 'კორექტირების' : 'ჩვეულებრივი',
      ];
      // Issued with a tenth too much, cancelled by the seller and issued again under a new number.
      const wrong = net + taxOf(net, 10);
      if (index % 4 === 1) rows.push(row(wrong + taxOf(wrong, 18), taxOf(wrong, 18), 'გაუქმებული', 10));
      rows.push(row(net + vat, vat, 'დადასტურებული', 15));
      if (!correcting) confirmed.push(i);
    });
    return writeXlsx(dir, 'mighebuli-angarish-faqturebi.xlsx', { 'ანგარიშ-ფაქტურები': rows });
  },
};
