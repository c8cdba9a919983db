/**
 * Twenty-fourth held-out layouts: Bosnia and Herzegovina's book of incoming invoices (KUF) in the
 * Indirect Taxation Authority's (UIO) file form (Windows-1250, semicolons, decimal commas, a header
 * record before the column names, every row typed by its record kind, the totals as the last
 * record, credit notes negative by their code), and Kyrgyzstan's register of received electronic
 * invoices (ESF) from the tax service's portal (Cyrillic headers, date cells, VAT and sales tax in
 * columns of their own, som and dollars, annulled invoices kept). Written from each
 * administration's public documentation and the countries' tax rules, without reading infer's code
 * and without running infer on them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, money } from '../infer-corpus/corpus-invoices.js';
import { writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, dotted, later } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { encodeCodePage, typedIn } from '../infer-held-out-twentieth/encode-code-page.js';

/** Rows as `;`-separated text with CRLF line ends, no cell quoted (none holds a `;`). */
const semicolons = (rows: readonly (readonly CorpusCell[])[]) =>
  `${rows.map((r) => r.map((c) => (c === null ? '' : String(c))).join(';')).join('\r\n')}\r\n`;

/** A Bosnian VAT number (twelve digits, starting 4) and the JIB it is part of (thirteen). */
const pdvBroj = (vendor: number) => `4${String(20111000000 + vendor * 370413).slice(0, 11)}`;

/**
 * The KUF as the UIO's rules for the electronic books lay it out and accounting software writes
 * it: Windows-1250, semicolons, decimal commas. Record 1 (the taxpayer's VAT number, the period
 * YYMM, the file's kind and number, when it was made) comes before the column names; each row then
 * starts with its record kind, 2 a document: the period, its ordinal, the document's type (01 an
 * invoice, 04 a credit note written negative), number and date (DD.MM.YYYY), the day it was
 * received, the supplier's name, seat, VAT number and JIB, the amounts without and with VAT, the
 * flat-rate compensation to farmers, the input VAT and its deductible and non-deductible shares.
 * Record 3 is the totals. Convertible marks, written nowhere.
 */
export const uioKuf: CorpusLayout = {
  name: 'uio-kuf',
  modelledOn:
    'Bosnia and Herzegovina UIO electronic KUF CSV in Windows-1250, semicolons, decimal commas: record 1 before the column names, then Vrsta sloga 2 rows: Porezni period, Redni broj, Tip dokumenta 01 / 04 (credit notes negative), Broj fakture, Datum fakture DD.MM.YYYY, Datum prijema, Naziv dobavljača, Sjedište, PDV broj, JIB, Iznos bez PDV-a, Iznos sa PDV-om, Iznos paušalne naknade, Ulazni PDV 17 %, Odbitni PDV, Neodbitni PDV, and a record 3 of totals, BAM implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(24303, 11, 6).sort(byDate);
    const seats = ['Sarajevo', 'Banja Luka', 'Mostar', 'Tuzla', 'Zenica', 'Bihać'];
    const rows: CorpusCell[][] = [
      [1, '401234560008', 2403, 1, 1, '10.04.2024', '09:41:00'],
      [
        'Vrsta sloga',
        'Porezni period',
        'Redni broj',
        'Tip dokumenta',
        'Broj fakture',
        'Datum fakture',
        'Datum prijema',
        'Naziv dobavljača',
        'Sjedište dobavljača',
        'PDV broj dobavljača',
        'JIB dobavljača',
        'Iznos bez PDV-a',
        'Iznos sa PDV-om',
        'Iznos paušalne naknade',
        'Ulazni PDV',
        'Odbitni PDV',
        'Neodbitni PDV',
      ],
    ];
    const sums = Array<number>(6).fill(0);
    invoices.forEach((i, n) => {
      const credit = n === 6;
      // Marks at two to the euro (1.95583, rounded for the example).
      const net = (credit ? -1 : 1) * i.netCents * 2;
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(net, 17);
      const blocked = n % 5 === 3 ? vat : 0;
      const cents = [net, net + vat, 0, vat, vat - blocked, blocked];
      cents.forEach((c, k) => (sums[k]! += c));
      rows.push([
        2,
        2400 + i.date.m,
        n + 1,
        credit ? '04' : '01',
        credit ? `KO-${i.number}` : i.number,
        dotted(i.date),
        dotted(later(i.date, 3)),
        typedIn(i.vendorName, 'windows-1250'),
        seats[i.vendor]!,
        pdvBroj(i.vendor),
        `${pdvBroj(i.vendor)}${i.vendor % 10}`,
        ...cents.map((c) => money(c, 'plain-comma')),
      ]);
    });
    rows.push([
      3,
      2403,
      invoices.length,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      ...sums.map((c) => money(c, 'plain-comma')),
    ]);
    const file = join(dir, 'KUF_401234560008_2403.csv');
    writeFileSync(file, encodeCodePage(semicolons(rows), 'windows-1250'));
    return file;
  },
};

/** A Kyrgyz INN of a company: fourteen digits starting 0. */
const inn = (vendor: number) => `0${String(1203200910000 + vendor * 7340011).slice(0, 13)}`;

/**
 * The register of received ESF (электронные счета-фактуры) of the tax service's portal
 * (esf.salyk.kg), exported to Excel: the register's name and period on two lines above the
 * header. One row per invoice: its ordinal, the ESF's series and number, its date and the
 * delivery's (date cells), the supplier's INN and name, the kind of supply, the currency (som, or
 * dollars for an importer's invoice), the value without taxes, the VAT rate and amount (12 %, or
 * none on an exempt supply), the sales tax rate and amount (НсП, 2 % charged on top), the total,
 * and the status (Принят, or Аннулирован: withdrawn by its issuer, not owed).
 */
export const salykEsfReestr: CorpusLayout = {
  name: 'salyk-esf-reestr',
  modelledOn:
    'Kyrgyzstan esf.salyk.kg register of received ESF, XLSX, two titles: №, Серия и номер ЭСФ, Дата ЭСФ and Дата поставки date cells, ИНН поставщика, Наименование поставщика, Вид поставки, Валюта KGS / USD, Стоимость без налогов, Ставка НДС 12 %, Сумма НДС, Ставка НсП 2 %, Сумма НсП (sales tax on top), Общая стоимость, Статус Принят / Аннулирован kept',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(24404, 11, 6, ['KGS', 'KGS', 'USD']).sort(byDate);
    const rows: CorpusCell[][] = [
      ['Реестр полученных электронных счетов-фактур'],
      ['Период: 01.01.2024 - 31.03.2024'],
      [
        '№',
        'Серия и номер ЭСФ',
        'Дата ЭСФ',
        'Дата поставки',
        'ИНН поставщика',
        'Наименование поставщика',
        'Вид поставки',
        'Валюта',
        'Стоимость без налогов',
        'Ставка НДС',
        'Сумма НДС',
        'Ставка НсП',
        'Сумма НсП',
        'Общая стоимость',
        'Статус',
      ],
    ];
    invoices.forEach((i, n) => {
      // Som at ninety-five to the euro; a dollar invoice is written as drawn.
      const net = i.currency === 'KGS' ? i.netCents * 95 : i.netCents;
      const exempt = i.lines[0]!.ratePercent === 0;
      const vat = exempt ? 0 : taxOf(net, 12);
      const sales = taxOf(net, 2);
      rows.push([
        n + 1,
        `ЭСФ${String(i.document % 10000000).padStart(10, '0')}`,
        dateCell(i.date),
        dateCell(i.date),
        inn(i.vendor),
        i.vendorName,
        exempt ? 'Освобожденная' : 'Облагаемая',
        i.currency,
        net / 100,
        exempt ? 'Без НДС' : '12%',
        vat / 100,
        '2%',
        sales / 100,
        (net + vat + sales) / 100,
        n === 8 ? 'Аннулирован' : 'Принят',
      ]);
    });
    return writeXlsx(dir, 'reestr_esf_2024_1kv.xlsx', { 'Реестр ЭСФ': rows });
  },
};
