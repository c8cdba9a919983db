/**
 * Thirty-sixth held-out layouts of a principality and a trade no set held: a Vaduz trust
 * company's creditor journal (Kreditorenjournal) exported from its accounting package as CSV in
 * Windows-1252 (semicolons; German headers; the journal's Beleg-Nr. beside the supplier's
 * Rechnungs-Nr., the booking date before the document date, DD.MM.YYYY; the supplier's Swiss
 * UID with its check digit, the suppliers being Swiss, as Liechtenstein issues no UID of its own;
 * amounts grouped by an apostrophe, 1'234.50, as a Swiss-locale package writes them; MWST at
 * 8.1 %, 2.6 % or 3.8 % on lodging, the rates Liechtenstein shares with Switzerland by treaty;
 * Swiss francs, Liechtenstein's currency, and euros, a currency per row; a Gutschrift negative),
 * and a Basseterre resort hotel's accounts payable detail kept in Excel by its back-office
 * system (the hotel and the period above the header on row 3; a first sheet of totals by
 * department before the detail; one row per department line, the hotel's Doc No and the
 * vendor's invoice fields repeated; date cells; VAT at 17 % or exempt; Eastern Caribbean dollars
 * (XCD) and US dollars, a currency per row; a credit memo negative). Written from public rules
 * (Liechtenstein: MWSTG and the customs treaty with Switzerland; St Kitts and Nevis: Value Added
 * Tax Act 2010, 17 %), without reading infer's code and without running infer on them; the
 * layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { dotted, later } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeSheets } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { grouped, writeCodePageCsv } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { dateOf, localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { swissUid } from './thirtysixth-formats.js';

/**
 * January to March 2024 supplier invoices in a Liechtenstein creditor journal: one row per
 * invoice, the journal's Beleg-Nr. and the supplier's number on each.
 */
export const liechtensteinKreditorenjournal: CorpusLayout = {
  name: 'liechtenstein-kreditorenjournal',
  modelledOn:
    "Liechtenstein trust company's Kreditorenjournal exported as CSV from an accounting package (layout assumed), Windows-1252, semicolon: Beleg-Nr., Buchungsdatum, Belegdatum DD.MM.YYYY, Kreditor, UID, Rechnungs-Nr., Text, Betrag netto, MWST-Satz (8.1, 2.6, 3.8), MWST, Betrag brutto 1'234.50, Währung (CHF, EUR); a Gutschrift negative",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(36109, 11, 6, ['CHF', 'CHF', 'EUR']));
    const rows: CorpusCell[][] = [
      [
        'Beleg-Nr.',
        'Buchungsdatum',
        'Belegdatum',
        'Kreditor',
        'UID',
        'Rechnungs-Nr.',
        'Text',
        'Betrag netto',
        'MWST-Satz',
        'MWST',
        'Betrag brutto',
        'Währung',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 8 ? -1 : 1;
      const rate = i.lines[0]!.ratePercent === 7 ? 2.6 : n === 3 ? 3.8 : 8.1;
      const net = sign * Math.round(i.netCents * (i.currency === 'CHF' ? 0.95 : 1));
      const tax = Math.round((net * rate) / 100);
      rows.push([
        `KR-24-${String(207 + n).padStart(4, '0')}`,
        dotted(later(i.date, 2)),
        dotted(i.date),
        i.vendorName,
        swissUid(10932284 + i.vendor * 1704113),
        sign < 0 ? `GS-${i.number}` : i.number,
        sign < 0
          ? 'Gutschrift Rücksendung'
          : rate === 3.8
            ? 'Hotelübernachtung'
            : rate === 2.6
              ? 'Fachliteratur'
              : 'Dienstleistung',
        grouped(net, "'", '.'),
        rate.toFixed(1),
        grouped(tax, "'", '.'),
        grouped(net + tax, "'", '.'),
        i.currency,
      ]);
    });
    return writeCodePageCsv(dir, 'Kreditorenjournal_2024_Q1.csv', rows, ';', 'windows-1252');
  },
};

/**
 * January to March 2024 accounts payable of a St Kitts resort: one row per department line, a
 * summary sheet first.
 */
export const hotelApDetail: CorpusLayout = {
  name: 'hotel-ap-detail',
  modelledOn:
    "St Kitts resort hotel's accounts payable detail kept in XLSX by its back-office system (layout assumed): a Summary sheet of totals by department first; on AP Detail the hotel and period above the header on row 3; Doc No, Vendor No, Vendor Name, Vendor Inv #, Inv Date (date cells), Dept (Rooms, F&B, A&G, POM), Account, Description, Net, VAT (17 % or exempt), Line Total, Inv Total, Curr (XCD, USD); one row per department line; a credit memo negative",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(36110, 10, 6, ['XCD', 'USD', 'XCD']));
    const rows: CorpusCell[][] = [
      ['Frigate Bay Beach Resort - Accounts Payable Detail', null, null, null, null, null],
      ['Period: 01 Jan 2024 - 31 Mar 2024', null, null, null, null, null],
      [
        'Doc No',
        'Vendor No',
        'Vendor Name',
        'Vendor Inv #',
        'Inv Date',
        'Dept',
        'Account',
        'Description',
        'Net',
        'VAT',
        'Line Total',
        'Inv Total',
        'Curr',
      ],
    ];
    const depts = [
      ['Rooms', '6100'],
      ['F&B', '6200'],
      ['A&G', '6600'],
      ['POM', '6800'],
    ] as const;
    const byDept = new Map<string, number>();
    invoices.forEach((i, n) => {
      const sign = n === 4 ? -1 : 1;
      const lines = localLines(i, i.currency === 'XCD' ? 2.92 : 1.08, [17, 17, 0]).map((l) => ({
        ...l,
        net: sign * l.net,
        tax: sign * l.tax,
      }));
      const gross = totals(lines).gross;
      lines.forEach((l, k) => {
        const [dept, account] = depts[(n + k) % depts.length]!;
        if (i.currency === 'XCD') byDept.set(dept, (byDept.get(dept) ?? 0) + l.net + l.tax);
        rows.push([
          `AP${String(16044 + n)}`,
          `V${String(210 + i.vendor * 3)}`,
          i.vendorName,
          sign < 0 ? `CM-${i.number}` : i.number,
          dateOf(i.date),
          dept,
          account,
          sign < 0 ? 'Credit memo - returned linen' : l.description,
          l.net / 100,
          l.tax / 100,
          (l.net + l.tax) / 100,
          gross / 100,
          i.currency,
        ]);
      });
    });
    const summary: CorpusCell[][] = [
      ['AP by department (XCD)', null],
      ['Dept', 'Total'],
      ...depts.map(([dept]) => [dept, (byDept.get(dept) ?? 0) / 100]),
    ];
    const money = '#,##0.00;-#,##0.00';
    return writeSheets(dir, 'AP Detail Q1 2024.xlsx', {
      Summary: { rows: summary, formats: { 2: money } },
      'AP Detail': { rows, formats: { 9: money, 10: money, 11: money, 12: money } },
    });
  },
};
