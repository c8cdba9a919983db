/**
 * Twenty-eighth held-out layouts: Mamut Business Software's voucher journal (bilagsjournal) of
 * incoming invoices exported to CSV (Windows-1252, semicolons, a decimal comma, one row per
 * posting: the advertising cost, the input VAT at 25 %, an øre rounding line and the supplier's
 * total credited, debit and credit apart, the voucher number beside the supplier's invoice number,
 * the organisation number beside the name, a credit note the other way round), and Directo's list
 * of purchase invoices (ostuarved) exported to Excel (a filter left on, a blank column between the
 * invoice block and the amounts, Directo's own number beside the supplier's, the registry code
 * and VAT number beside the name, a discount, VAT at 22 %, a currency per row with the total also
 * in euros). Written from each system's public help and the countries' tax rules, without reading
 * infer's code and without running infer on them; where a detail has no public source it is said so.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { typedIn } from '../infer-held-out-twentieth/encode-code-page.js';
import { units, writeCodePageCsv } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { byDate, dotted } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { inMonth, writeSheets } from './twentyeighth-formats.js';

/** A Norwegian organisation number: nine digits, the last a modulus-11 check digit (a base giving 10 is skipped). */
function orgnr(vendor: number): string {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  for (let base = 91234567 + vendor * 1130527; ; base++) {
    const rest =
      11 -
      (String(base)
        .split('')
        .reduce((s, d, i) => s + Number(d) * weights[i]!, 0) %
        11);
    if (rest === 10) continue;
    return `${base}${rest === 11 ? 0 : rest}`;
  }
}

/** Øre with a decimal comma and no grouping, as Mamut writes amounts to CSV. */
const kroner = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/**
 * Mamut's bilagsjournal for March 2024, incoming invoices (bilagsart Inngående faktura, or
 * Kreditnota): per voucher, the cost postings (7320 Reklamekostnad, MVA-kode 1, the SAF-T
 * standard code for deductible input VAT at the general rate, 25 %; 0 for a supply outside VAT),
 * the input VAT (2710), an øre rounding (7790, assumed: Mamut's account for it is set per company)
 * where the supplier rounded its total to whole kroner, and the supplier's total credited to 2400
 * Leverandørgjeld; the supplier's number, name and organisation number and its invoice number on
 * each row. Kroner, written nowhere.
 */
export const mamutBilagsjournal: CorpusLayout = {
  name: 'mamut-bilagsjournal',
  modelledOn:
    'Mamut Business Software bilagsjournal CSV, Windows-1252, semicolons, 1234,56: Bilagsnr, Bilagsdato DD.MM.YYYY, Bilagsart Inngående faktura / Kreditnota, Konto 7320 / 2710 / 7790 / 2400, Kontonavn, Tekst, Debet and Kredit apart, MVA-kode 1 / 0, Leverandørnr, Leverandør, Org.nr, Fakturanr, Forfallsdato; one row per posting, an øre rounding line, a credit note the other way round, NOK implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inMonth(corpusInvoices(28105, 9, 6), 3).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Bilagsnr',
        'Bilagsdato',
        'Bilagsart',
        'Konto',
        'Kontonavn',
        'Tekst',
        'Debet',
        'Kredit',
        'MVA-kode',
        'Leverandørnr',
        'Leverandør',
        'Org.nr',
        'Fakturanr',
        'Forfallsdato',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 3;
      const voucher = String(30412 + n);
      const lines = i.lines.slice(0, 2).map((l) => ({ ...l, netCents: Math.round(l.netCents * 11.5) }));
      const code = i.lines[0]!.ratePercent === 0 ? '0' : '1';
      const vat = code === '1' ? Math.round(lines.reduce((s, l) => s + l.netCents, 0) * 0.25) : 0;
      const exact = lines.reduce((s, l) => s + l.netCents, 0) + vat;
      // Suppliers billing private-style round their total to whole kroner; the rest bill to the øre.
      const rounding = i.vendor % 2 === 0 ? Math.round(exact / 100) * 100 - exact : 0;
      const number = credit ? `K${i.number}` : i.number;
      const posting = (account: string, name: string, text: string, cents: number, mva: string | null) => {
        // An invoice debits its costs and credits the supplier; a credit note the other way round.
        const debit = cents >= 0 !== credit;
        rows.push([
          voucher,
          dotted(i.date),
          credit ? 'Kreditnota' : 'Inngående faktura',
          account,
          name,
          text,
          debit ? kroner(Math.abs(cents)) : null,
          debit ? null : kroner(Math.abs(cents)),
          mva,
          String(20100 + i.vendor),
          typedIn(i.vendorName, 'windows-1252'),
          orgnr(i.vendor),
          number,
          dotted(i.due),
        ]);
      };
      for (const l of lines) posting('7320', 'Reklamekostnad', l.description, l.netCents, code);
      if (vat) posting('2710', 'Inngående mva, høy sats', 'Inngående mva 25%', vat, null);
      if (rounding) posting('7790', 'Øreavrunding', 'Øreavrunding', rounding, null);
      posting('2400', 'Leverandørgjeld', `${credit ? 'Kreditnota' : 'Faktura'} ${number}`, -(exact + rounding), null);
    });
    return writeCodePageCsv(dir, 'Bilagsjournal_2024-03.csv', rows, ';', 'windows-1252');
  },
};

/** An Estonian registry code: eight digits, the last a modulus-11 check digit of two weight rounds. */
function registrikood(vendor: number): string {
  const seven = String(1023456 + vendor * 97213);
  const rest = (weights: number[]) => seven.split('').reduce((s, d, i) => s + Number(d) * weights[i]!, 0) % 11;
  const first = rest([1, 2, 3, 4, 5, 6, 7]);
  const second = first === 10 ? rest([3, 4, 5, 6, 7, 8, 9]) : first;
  return `${seven}${second === 10 ? 0 : second}`;
}

/**
 * Directo's ostuarved (purchase invoices) list to Excel, the filter left on its header: Directo's
 * own number, the date and due date (date cells, the due date 14 days on), the supplier's code,
 * name, registry code and VAT number (a supplier abroad has neither), the supplier's invoice number, the currency and rate;
 * a blank column; the sum before discount, the discount, the VAT (22 %, the rate from 2024; none
 * on a supply from abroad, reverse-charged), the total, and the total in euros. The column names
 * are assumed from Directo's Estonian screens (its help describes the fields, not the export).
 */
export const directoOstuarved: CorpusLayout = {
  name: 'directo-ostuarved',
  modelledOn:
    'Directo ostuarved XLSX, a filter left on, Number, Kuupäev and Tähtaeg date cells, Hankija, Hankija nimi, Registrikood, KMKR nr, Arve nr, Valuuta EUR / USD, Kurss, a blank column, Summa, Allahindlus, KM 22%, Kokku, Kokku EUR',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(28106, 11, 6, ['EUR', 'EUR', 'USD', 'EUR', 'EUR', 'EUR']).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Number',
        'Kuupäev',
        'Tähtaeg',
        'Hankija',
        'Hankija nimi',
        'Registrikood',
        'KMKR nr',
        'Arve nr',
        'Valuuta',
        'Kurss',
        null,
        'Summa',
        'Allahindlus',
        'KM',
        'Kokku',
        'Kokku EUR',
      ],
    ];
    invoices.forEach((i, n) => {
      const abroad = i.currency === 'USD';
      const sum = abroad ? Math.round(i.netCents * 1.08) : i.netCents;
      const discount = Math.round((sum * i.discountPercent) / 100);
      const vat = abroad || i.lines[0]!.ratePercent === 0 ? 0 : Math.round((sum - discount) * 0.22);
      const total = sum - discount + vat;
      // Directo keeps the rate as euros per unit of the currency: 1 USD about 0.9259 EUR.
      const rate = abroad ? 0.9259 : 1;
      rows.push([
        String(240117 + n),
        dateCell(i.date),
        // The due date is the date plus the supplier's payment term (14 days), into the next month when it runs past the end.
        new Date(dateCell(i.date).getTime() + 14 * 86_400_000),
        `H${String(31 + i.vendor * 4)}`,
        i.vendorName,
        abroad ? null : registrikood(i.vendor),
        abroad ? null : `EE10${String(1987654 + i.vendor * 3301).slice(0, 7)}`,
        i.number,
        i.currency,
        rate,
        null,
        units(sum),
        units(discount),
        units(vat),
        units(total),
        units(Math.round(total * rate)),
      ]);
    });
    const money = '#,##0.00';
    return writeSheets(dir, 'ostuarved.xlsx', {
      Ostuarved: {
        rows,
        filter: 'A1:P1',
        formats: { 10: '0.0000', 12: money, 13: money, 14: money, 15: money, 16: money },
        widths: { 11: 3 },
      },
    });
  },
};
