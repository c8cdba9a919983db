/**
 * Eighteenth held-out layouts of two Baltic state systems: Lithuania's i.SAF (the tax
 * administration's register of received invoices, a semicolon CSV of Lithuanian headers with one
 * row per VAT code of an invoice, the series apart from the number, no total column, credit
 * invoices negative, annulled ones kept, the euro only implied), and Estonia's e-arveldaja (the
 * state's free accounting program, its purchase invoices exported to a workbook of Estonian
 * headers: the bank reference number beside the invoice number, the total in the invoice's
 * currency beside the total in euros, credit invoices negative, drafts and cancelled invoices
 * kept). Written from each system's public documentation, without reading infer's code and
 * without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later } from '../infer-held-out-fourteenth/fourteenth-days.js';

/** A Lithuanian company's code (nine digits) and its VAT number (LT and the code's twelve-digit form). */
const imonesKodas = (vendor: number) => String(302123456 + vendor * 11117);
const pvmKodas = (vendor: number) => `LT${String(100001234 + vendor * 7001)}${String(10 + vendor)}1`;

/**
 * i.SAF (VMI, Gautų sąskaitų faktūrų registras, eksportuoti CSV): the received invoices' register
 * as the buyer's i.SAF files reported it, one row per VAT code of an invoice, the invoice's fields
 * repeated: the series and the number apart, the type (SF, an invoice; KS, a credit invoice, its
 * values negative as i.SAF writes them; AN, an invoice annulled after it was reported), the issue
 * date and the VAT point date (ISO), the supplier's VAT number, company code and name, the
 * taxable value, the VAT code (PVM1 21 %, PVM2 9 %), the rate and the VAT. Semicolons and decimal
 * commas. i.SAF reports in euros; no column says so, and none holds the invoice's total.
 */
export const isafGautosSaskaitos: CorpusLayout = {
  name: 'isaf-gautos-saskaitos',
  modelledOn:
    'VMI i.SAF gautų sąskaitų faktūrų registras CSV, semicolons, decimal commas, one row per VAT code: Sąskaitos serija apart from Sąskaitos numeris, Tipas SF / KS (negative) / AN (annulled, kept), Išrašymo data and PVM apskaitos data YYYY-MM-DD, Tiekėjo PVM kodas LT…, Tiekėjo kodas, Tiekėjo pavadinimas, Apmokestinamoji vertė, PVM kodas PVM1 / PVM2, PVM tarifas, PVM suma; no total column; EUR implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(18909, 11, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Sąskaitos serija',
        'Sąskaitos numeris',
        'Tipas',
        'Išrašymo data',
        'PVM apskaitos data',
        'Tiekėjo PVM kodas',
        'Tiekėjo kodas',
        'Tiekėjo pavadinimas',
        'Apmokestinamoji vertė',
        'PVM kodas',
        'PVM tarifas',
        'PVM suma',
      ],
    ];
    invoices.forEach((i, n) => {
      const type = n === 6 ? 'AN' : n % 4 === 3 ? 'KS' : 'SF';
      const sign = type === 'KS' ? -1 : 1;
      // Lithuanian rates: 21 % standard, 9 % reduced (press, heating); the corpus's zero rate is taken as standard here.
      const rate = localRate(i.lines[0]!.ratePercent, 21, 9) || 21;
      // A standard-rate invoice of several lines has its last one (printed matter) at 9 %.
      const reduced = rate === 21 && i.lines.length > 1 ? i.lines[i.lines.length - 1]!.netCents : 0;
      const codes: [string, number, number][] =
        rate === 9
          ? [['PVM2', i.netCents, 9]]
          : [
              ['PVM1', i.netCents - reduced, 21],
              ...(reduced ? [['PVM2', reduced, 9] as [string, number, number]] : []),
            ];
      for (const [code, base, r] of codes) {
        rows.push([
          `${i.vendorName.replace(/[^A-Z]/g, '').slice(0, 3)}${type === 'KS' ? 'K' : ''}`,
          String(1000 + (i.document % 1000) * 5),
          type,
          isoDay(i.date),
          isoDay(later(i.date, 1)),
          pvmKodas(i.vendor),
          imonesKodas(i.vendor),
          i.vendorName,
          money(sign * base, 'plain-comma'),
          code,
          String(r),
          money(sign * taxOf(base, r), 'plain-comma'),
        ]);
      }
    });
    return writeCsv(dir, 'isaf_gautos_2024_I_ketv.csv', rows, ';');
  },
};

/** An Estonian bank reference number (viitenumber): digits and the 7-3-1 check digit. */
const viitenumber = (base: number) => {
  const digits = String(base).split('').reverse();
  const sum = digits.reduce((s, d, k) => s + Number(d) * [7, 3, 1][k % 3]!, 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
};

/**
 * e-arveldaja (RIK), the purchase invoices (Ostuarved) exported to Excel: one row per invoice: the
 * type (Arve; Kreeditarve, its amounts negative), the supplier's invoice number, the supplier and
 * its registry code, the invoice date and the due date (date cells), the bank reference number
 * (viitenumber) to pay it with, the amount without VAT, the VAT (22 %, 9 %), the total, the
 * currency and the rate of exchange, the total in euros, the amount paid and the state: a draft
 * (Mustand) is not yet confirmed and a cancelled invoice (Tühistatud) is none.
 */
export const earveldajaOstuarved: CorpusLayout = {
  name: 'earveldaja-ostuarved',
  modelledOn:
    'e-arveldaja (RIK e-Financials) Ostuarved Excel export, Estonian headers: Tüüp Arve / Kreeditarve (negative), Arve nr, Hankija, Registrikood, Arve kuupäev and Maksetähtaeg date cells, Viitenumber, Summa km-ta, Käibemaks 22 % / 9 %, Summa kokku, Valuuta EUR / USD, Kurss, Summa EUR, Tasutud, Staatus Kinnitatud / Mustand / Tühistatud (kept)',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(19010, 12, 6, ['EUR', 'EUR', 'USD']).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Tüüp',
        'Arve nr',
        'Hankija',
        'Registrikood',
        'Arve kuupäev',
        'Maksetähtaeg',
        'Viitenumber',
        'Summa km-ta',
        'Käibemaks',
        'Summa kokku',
        'Valuuta',
        'Kurss',
        'Summa EUR',
        'Tasutud',
        'Staatus',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n % 5 === 4;
      const sign = credit ? -1 : 1;
      // A supplier abroad invoicing in dollars charges no Estonian VAT: the buyer self-assesses it.
      const rate = i.currency === 'USD' ? 0 : localRate(i.lines[0]!.ratePercent, 22, 9);
      const net = sign * i.netCents;
      const total = net + taxOf(net, rate);
      const kurss = i.currency === 'USD' ? Number((1.0876 + (n % 4) / 1000).toFixed(4)) : 1;
      const paid = n % 3 === 0 ? 0 : total;
      rows.push([
        credit ? 'Kreeditarve' : 'Arve',
        credit ? `KR-${i.number}` : i.number,
        i.vendorName,
        String(10123456 + i.vendor * 4321),
        dateCell(i.date),
        dateCell(i.due),
        viitenumber(1000 + i.vendor * 100 + n),
        Number(money(net)),
        Number(money(taxOf(net, rate))),
        Number(money(total)),
        i.currency,
        kurss,
        // The euro total at the day's rate, rounded to the cent as e-arveldaja books it.
        Number(money(Math.round(total / kurss))),
        Number(money(paid)),
        n === 2 ? 'Mustand' : n === 9 ? 'Tühistatud' : 'Kinnitatud',
      ]);
    });
    return writeXlsx(dir, 'ostuarved.xlsx', { Ostuarved: rows });
  },
};
