/**
 * Twentieth held-out layouts: Horizon's register of incoming invoices (Latvia: a Windows-1257 CSV
 * of semicolons and decimal commas, the partner's own code beside its VAT number, each document's
 * currency with its amounts and the rate to the euro beside the total in euros, the document and
 * booking dates in two forms, credit invoices negative), and Birokrat's book of received invoices
 * (Slovenia: a workbook under titles whose header spans two rows, with the received date, the value
 * with VAT and the running number named only on the upper row, exempt purchases and the bases and
 * VAT at 22 % and 9.5 % under their groups, credit notes negative, a total row). Written from each
 * system's public documentation and the countries' VAT rules, without reading infer's code and
 * without running infer on them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, money } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { isoDay, localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, dotted, later } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeGroupedHeaderXlsx } from '../infer-held-out-sixteenth/write-grouped-header-xlsx.js';
import { encodeCodePage, typedIn } from './encode-code-page.js';

/** The euro's rate in dollars of the quarter, as the Bank of Latvia publishes the ECB's, four places. */
const USD_PER_EUR = 10856;

/**
 * Horizon (Visma Enterprise, Latvia), Pirkumi, Ienākošo rēķinu reģistrs, exported to CSV: Windows-1257
 * as Excel for a Latvian Windows saves it, semicolons, decimal commas. One row per document: the
 * row's number, the kind (Rēķins, or Kredītrēķins written negative), the supplier's document number,
 * the document date (DD.MM.YYYY) and the booking date (YYYY-MM-DD), Horizon's partner code, the
 * supplier's name and VAT number, the document's currency, its amount without VAT, the rate (21 %,
 * 12 %, 0 %), the VAT and the total in that currency, the rate of the euro in it and the total in
 * euros. Names carry only the letters Windows-1257 has.
 */
export const horizonIenakosieRekini: CorpusLayout = {
  name: 'horizon-ienakosie-rekini',
  modelledOn:
    'Visma Horizon ienākošo rēķinu reģistrs CSV: Windows-1257, semicolons, decimal commas, Latvian headers, Nr.p.k., Dok. veids Rēķins / Kredītrēķins (negative), Dok. Nr., Dok. datums DD.MM.YYYY, Grāmatošanas datums YYYY-MM-DD, Partnera kods P00012 beside PVN reģ. Nr. LV40003123456, Piegādātājs, Valūta EUR / USD, Summa bez PVN, PVN likme 21 / 12 / 0, PVN, Summa ar PVN, Kurss 1,0856, Summa ar PVN EUR',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(20707, 10, 6, ['EUR', 'EUR', 'USD']).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Nr.p.k.',
        'Dok. veids',
        'Dok. Nr.',
        'Dok. datums',
        'Grāmatošanas datums',
        'Partnera kods',
        'Piegādātājs',
        'PVN reģ. Nr.',
        'Valūta',
        'Summa bez PVN',
        'PVN likme',
        'PVN',
        'Summa ar PVN',
        'Kurss',
        'Summa ar PVN EUR',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 4 || n === 8 ? -1 : 1;
      const rate = localRate(i.lines[0]!.ratePercent, 21, 12);
      const net = sign * i.netCents;
      const gross = net + taxOf(net, rate);
      const dollars = i.currency === 'USD';
      rows.push([
        n + 1,
        sign < 0 ? 'Kredītrēķins' : 'Rēķins',
        i.number,
        dotted(i.date),
        isoDay(later(i.date, 3)),
        `P${String(12 + i.vendor * 7).padStart(5, '0')}`,
        typedIn(i.vendorName, 'windows-1257'),
        `LV4000${String(3123456 + i.vendor * 1111111).slice(0, 5)}`,
        i.currency,
        money(net, 'plain-comma'),
        String(rate),
        money(taxOf(net, rate), 'plain-comma'),
        money(gross, 'plain-comma'),
        dollars ? '1,0856' : '1,0000',
        money(dollars ? Math.round((gross * 10000) / USD_PER_EUR) : gross, 'plain-comma'),
      ]);
    });
    const file = join(dir, 'ienakosie_rekini_2024_Q1.csv');
    const text = rows.map((r) => r.map((c) => (c === null ? '' : String(c))).join(';')).join('\r\n');
    writeFileSync(file, encodeCodePage(`${text}\r\n`, 'windows-1257'));
    return file;
  },
};

/** A Slovenian VAT number: SI and eight digits. */
const siVat = (vendor: number) => `SI${String(12345678 + vendor * 3456789).slice(0, 8)}`;

/** Tax at Slovenia's reduced 9.5 %, rounded half up in cents. */
const reducedTax = (net: number) => Math.round((net * 95) / 1000);

/**
 * Birokrat, Knjiga prejetih računov (the book of received invoices the VAT rules ask for), exported
 * to Excel: the book's title, the period and the company, then a header over two rows: the running
 * number, the date received and the value with VAT named once over both rows, the invoice's group
 * over its number and date, the supplier's over its name and VAT number, the exempt purchases over
 * their value, and the deductible VAT's group over the base and VAT at 22 % and at 9.5 %. One row
 * per invoice (a standard-rate invoice's last line, printed matter, at 9.5 %), dates as date cells,
 * a credit note (dobropis) negative, and the book's Skupaj row. Euros, written nowhere.
 */
export const birokratKnjigaPrejetihRacunov: CorpusLayout = {
  name: 'birokrat-knjiga-prejetih-racunov',
  modelledOn:
    'Birokrat knjiga prejetih računov exported to XLSX under three titles: header over two rows, Zap. št., Datum prejema and Vrednost z DDV merged down both rows, groups Račun (Številka, Datum), Dobavitelj (Naziv, ID za DDV), Oproščene nabave (Vrednost), Odbitni DDV (Osnova 22 %, DDV 22 %, Osnova 9,5 %, DDV 9,5 %), date cells, dobropis negative, a Skupaj row, EUR implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(20808, 10, 6).sort(byDate);
    const sums = [0, 0, 0, 0, 0, 0];
    const rows: CorpusCell[][] = invoices.map((i, n) => {
      const sign = n === 6 ? -1 : 1;
      const rate = i.lines[0]!.ratePercent;
      const net = sign * i.netCents;
      const last = sign * i.lines[i.lines.length - 1]!.netCents;
      const reduced = rate === 7 ? net : rate === 19 && i.lines.length > 1 ? last : 0;
      const exempt = rate === 0 ? net : 0;
      const standard = net - reduced - exempt;
      const amounts = [0, exempt, standard, taxOf(standard, 22), reduced, reducedTax(reduced)];
      amounts[0] = amounts.slice(1).reduce((s, a) => s + a, 0);
      amounts.forEach((a, k) => (sums[k]! += a));
      return [
        n + 1,
        dateCell(later(i.date, 4)),
        i.number,
        dateCell(i.date),
        i.vendorName,
        siVat(i.vendor),
        ...amounts.map((a) => Number(money(a))),
      ];
    });
    rows.push(['Skupaj', null, null, null, null, null, ...sums.map((a) => Number(money(a)))]);
    return writeGroupedHeaderXlsx(dir, 'KPR_2024_1-3.xlsx', {
      name: 'KPR',
      titles: [
        ['Knjiga prejetih računov'],
        ['Obdobje: 01.01.2024 - 31.03.2024'],
        ['Mediji Adria d.o.o., ID za DDV: SI87654321'],
      ],
      groups: [
        { title: 'Zap. št.', span: 1 },
        { title: 'Datum prejema', span: 1 },
        { title: 'Račun', span: 2 },
        { title: 'Dobavitelj', span: 2 },
        { title: 'Vrednost z DDV', span: 1 },
        { title: 'Oproščene nabave', span: 1 },
        { title: 'Odbitni DDV', span: 4 },
      ],
      header: [
        '',
        '',
        'Številka',
        'Datum',
        'Naziv',
        'ID za DDV',
        '',
        'Vrednost',
        'Osnova 22 %',
        'DDV 22 %',
        'Osnova 9,5 %',
        'DDV 9,5 %',
      ],
      rows,
      dateFormat: 'dd.mm.yyyy',
    });
  },
};
