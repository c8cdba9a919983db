/**
 * Twelfth held-out layouts in Lithuanian and Slovenian: a Rivilė GAMA (Lithuania) purchase journal
 * in two currencies, and a Minimax (Slovenia) list of received invoices with one row per booking
 * line. Written from each product's public documentation and its country's rules (named at each
 * layout), without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, money, type CorpusInvoice } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

type Day = CorpusInvoice['date'];
const later = (d: Day, days: number): Day => ({ ...d, d: Math.min(28, d.d + days) });
const earlier = (d: Day, days: number): Day => ({ ...d, d: Math.max(1, d.d - days) });

/** Units of the currency per euro (the ECB's reference rates of early 2024), as Rivilė keeps them. */
const PER_EURO: Readonly<Record<string, number>> = { EUR: 1, USD: 1.085, PLN: 4.3245 };

/**
 * Rivilė GAMA's pirkimų žurnalas (Pirkimai > Pirkimų žurnalas, Eksportas į tekstinį failą, tab
 * separated), one row per purchase document in the fields of the i.SAF register of invoices
 * received (VMI's i.SAF XML: the supplier, InvoiceNo, InvoiceDate, TaxableValue, TaxCode, Amount):
 * Rivilė's own document number (PIR-000123) beside the supplier's series and number in columns of
 * their own (Serija, Numeris, as Lithuanian invoices print them), the operation date, the document
 * date and the payment date, the operation (Pirkimas, or Grąžinimas for a return, written positive),
 * Rivilė's supplier code beside the name, the company code and the VAT payer code (LT…), the
 * classifier code (PVM1 21 %, PVM2 9 %, PVM5 a supply without VAT), the document's currency with its
 * rate to the euro, the amounts in that currency and the gross again in euros. Lithuanian style:
 * YYYY-MM-DD, `1234,56`.
 */
export const rivilePirkimuZurnalas: CorpusLayout = {
  name: 'rivile-pirkimu-zurnalas',
  modelledOn:
    'Rivilė GAMA pirkimų žurnalas, tab-separated: Dokumento Nr. PIR-000123 beside Serija and Numeris apart, Operacijos data, Dokumento data and Apmokėti iki YYYY-MM-DD, Operacija Pirkimas / Grąžinimas (positive), Tiekėjo kodas beside pavadinimas, Įmonės kodas and PVM mokėtojo kodas, PVM kodas PVM1 / PVM2 / PVM5, Valiuta EUR / USD / PLN with Kursas, Suma be PVM, PVM suma, Suma su PVM, and Suma su PVM EUR, 1234,56',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(12303, 10, 6, ['EUR', 'USD', 'EUR', 'PLN']).sort(
      (a, b) => a.date.m - b.date.m || a.date.d - b.date.d,
    );
    const header = [
      'Dokumento Nr.',
      'Operacijos data',
      'Dokumento data',
      'Apmokėti iki',
      'Operacija',
      'Serija',
      'Numeris',
      'Tiekėjo kodas',
      'Tiekėjo pavadinimas',
      'Įmonės kodas',
      'PVM mokėtojo kodas',
      'PVM kodas',
      'Valiuta',
      'Kursas',
      'Suma be PVM',
      'PVM suma',
      'Suma su PVM',
      'Suma su PVM, EUR',
    ];
    const rows: CorpusCell[][] = [header];
    invoices.forEach((i, index) => {
      const ret = index % 4 === 2;
      const rate = localRate(i.lines[0]!.ratePercent, 21, 9);
      const vat = taxOf(i.netCents, rate);
      const gross = i.netCents + vat;
      const company = 300000000 + i.vendor * 1234567;
      rows.push([
        `${ret ? 'PGR' : 'PIR'}-${String(120 + index).padStart(6, '0')}`,
        isoDay(later(i.date, 2)),
        isoDay(i.date),
        ret ? '' : isoDay(i.due),
        ret ? 'Grąžinimas' : 'Pirkimas',
        ['ABC', 'VLN', 'KT', 'SF', 'MED', 'RK'][i.vendor]!,
        String((i.document % 100000) + i.vendor * 1000).padStart(7, '0'),
        `T${String(i.vendor + 1).padStart(5, '0')}`,
        i.vendorName,
        String(company),
        `LT${company}17`,
        rate === 21 ? 'PVM1' : rate === 9 ? 'PVM2' : 'PVM5',
        i.currency,
        String(PER_EURO[i.currency]!).replace('.', ','),
        money(i.netCents, 'plain-comma'),
        money(vat, 'plain-comma'),
        money(gross, 'plain-comma'),
        money(Math.round(gross / PER_EURO[i.currency]!), 'plain-comma'),
      ]);
    });
    return writeCsv(dir, 'pirkimu-zurnalas.txt', rows, '\t');
  },
};

/**
 * Minimax's Prejeti računi list (Poslovanje > Prejeti računi, Izvoz v Excel), one row per booking
 * line of a received invoice (konto, opis, stopnja DDV, osnova, DDV), the invoice's fields repeated
 * on each, in the fields of the Slovenian book of received invoices (knjiga prejetih računov, ZDDV-1
 * and its rules): Minimax's own number (PR-2024-0012) beside the supplier's invoice number,
 * the kind (Račun, or Dobropis, a credit note Minimax writes negative), the supplier and its tax
 * number (SI…), four dates as date cells (the invoice's date, when it was received, when it falls
 * due and the date of supply), the line's account, text and rate (22 %, 9,5 %, 5 %), its base, VAT
 * and gross, the invoice's total repeated, and the currency. Number cells.
 */
export const minimaxPrejetiRacuni: CorpusLayout = {
  name: 'minimax-prejeti-racuni',
  modelledOn:
    'Minimax Prejeti računi in Excel: one row per booking line, Številka PR-2024-0012 beside Številka računa dobavitelja, Vrsta Račun / Dobropis (negative), Dobavitelj beside Davčna številka SI…, Datum računa, Datum prejema, Datum zapadlosti and Datum opravljene storitve as date cells, Konto, Opis, Stopnja DDV 22 / 9,5 / 5 %, Osnova, DDV, Znesek z DDV per line, Skupaj račun repeated, Valuta EUR',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(12410, 9, 6, ['EUR']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      'Številka',
      'Vrsta',
      'Dobavitelj',
      'Davčna številka',
      'Številka računa dobavitelja',
      'Datum računa',
      'Datum prejema',
      'Datum zapadlosti',
      'Datum opravljene storitve',
      'Konto',
      'Opis',
      'Stopnja DDV',
      'Osnova',
      'DDV',
      'Znesek z DDV',
      'Skupaj račun',
      'Valuta',
    ];
    const rows: CorpusCell[][] = [header];
    invoices.forEach((i, index) => {
      const sign = index % 4 === 1 ? -1 : 1;
      // Tenths of a percent: 9.5 % is 95 per mille.
      const rate = localRate(i.lines[0]!.ratePercent, 220, index % 2 === 0 ? 95 : 50);
      const lines = i.lines.map((l) => {
        const net = sign * l.netCents;
        return { line: l, net, vat: sign * Math.round((l.netCents * rate) / 1000) };
      });
      const total = lines.reduce((s, l) => s + l.net + l.vat, 0);
      lines.forEach(({ line, net, vat }) => {
        rows.push([
          `PR-2024-${String(11 + index).padStart(4, '0')}`,
          sign < 0 ? 'Dobropis' : 'Račun',
          i.vendorName,
          `SI${String(10000000 + i.vendor * 8765432).slice(-8)}`,
          sign < 0 ? `DB-${i.number}` : i.number,
          dateCell(i.date),
          dateCell(later(i.date, 2)),
          dateCell(i.due),
          dateCell(earlier(i.date, 3)),
          ['4000', '4110', '4120'][index % 3]!,
          line.description,
          `${String(rate / 10).replace('.', ',')} %`,
          net / 100,
          vat / 100,
          (net + vat) / 100,
          total / 100,
          'EUR',
        ]);
      });
    });
    return writeXlsx(dir, 'prejeti-racuni.xlsx', { 'Prejeti računi': rows });
  },
};
