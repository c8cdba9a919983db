/**
 * Twenty-third held-out layouts: the received invoices of Montenegro's fiscalisation portal (eFI)
 * saved as CSV (UTF-8 with a byte-order mark, semicolons, decimal commas grouped with dots, date-times
 * with the closing dot of a Montenegrin date, the 21 % and 7 % bases and VAT apart, corrective
 * invoices negative, refused ones kept), and North Macedonia's book of incoming invoices (Книга на
 * влезни фактури) as Macedonian Excel saves it (Windows-1251, semicolons, three title lines, the
 * 18 %, 5 % and 10 % bases and ДДВ apart, credit notes negative by their kind, a total row).
 * Written from each administration's public documentation and the countries' tax rules, without
 * reading infer's code and without running infer on them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, dotted, later } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { encodeCodePage, typedIn } from '../infer-held-out-twentieth/encode-code-page.js';
import { uuidOf } from '../infer-held-out-twentysecond/twentysecond-formats.js';
import { montenegrin } from './twentythird-formats.js';

/** Rows as `;`-separated text with CRLF line ends, no cell quoted (none holds a `;`). */
const semicolons = (rows: readonly (readonly CorpusCell[])[]) =>
  `${rows.map((r) => r.map((c) => (c === null ? '' : String(c))).join(';')).join('\r\n')}\r\n`;

/** A Montenegrin PIB: eight digits. */
const pib = (vendor: number) => String(2010000 + vendor * 104729).padStart(8, '0');

/**
 * eFI (efi.porezi.me), the invoices received by the buyer's PIB, exported as CSV: one row per
 * fiscalised invoice, its ordinal, the date and time of issue (`05.01.2024. 10:15:30`), its number
 * as fiscalisation builds it (the seller's business unit code, the invoice's ordinal, the year and
 * the cash register's code), its IKOF (the issuer's code, 32 hex digits) and JIKR (the
 * administration's, a UUID), the seller's PIB and name, the kind (Račun, or Korektivni račun
 * written with negative amounts), the base and VAT at 21 % and at 7 %, the exempt amount, the total
 * and the buyer's answer (Prihvaćen; Odbijen, refused and not owed). Euros, written nowhere.
 */
export const efiPrimljeniRacuni: CorpusLayout = {
  name: 'efi-primljeni-racuni',
  modelledOn:
    'Montenegro eFI portal received invoices CSV, UTF-8 with BOM, semicolons, decimal commas grouped with dots: Redni broj, Datum i vrijeme izdavanja DD.MM.YYYY. HH:mm:ss, Broj računa ab123cd456/37/2024/xy987zz654, IKOF, JIKR, PIB prodavca, Naziv prodavca, Vrsta računa Račun / Korektivni račun (negative), Osnovica 21 %, PDV 21 %, Osnovica 7 %, PDV 7 %, Oslobođeno, Ukupan iznos, Status Prihvaćen / Odbijen kept, EUR implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(23303, 12, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Redni broj',
        'Datum i vrijeme izdavanja',
        'Broj računa',
        'IKOF',
        'JIKR',
        'PIB prodavca',
        'Naziv prodavca',
        'Vrsta računa',
        'Osnovica 21%',
        'PDV 21%',
        'Osnovica 7%',
        'PDV 7%',
        'Oslobođeno od PDV-a',
        'Ukupan iznos',
        'Status',
      ],
    ];
    invoices.forEach((i, n) => {
      const corrective = n === 4;
      const net = (corrective ? -1 : 1) * i.netCents;
      const rate = localRate(i.lines[0]!.ratePercent, 21, 7);
      const vat = taxOf(net, rate);
      const unit = `${'abcdef'[i.vendor]}${100 + i.vendor}cd${456 + i.vendor}`;
      const amounts = [rate === 21 ? net : 0, rate === 21 ? vat : 0, rate === 7 ? net : 0, rate === 7 ? vat : 0];
      rows.push([
        n + 1,
        montenegrin(i.date, n),
        `${unit}/${(i.document % 1000) + i.vendor * 40}/2024/xy${987 + i.vendor}zz654`,
        uuidOf(23303 + i.document).replace(/-/g, ''),
        uuidOf(33303 + i.document),
        pib(i.vendor),
        i.vendorName,
        corrective ? 'Korektivni račun' : 'Račun',
        ...amounts.map((c) => money(c, 'comma')),
        money(rate === 0 ? net : 0, 'comma'),
        money(net + vat, 'comma'),
        n === 9 ? 'Odbijen' : 'Prihvaćen',
      ]);
    });
    const file = join(dir, 'primljeni_racuni_01012024_31032024.csv');
    writeFileSync(file, `\uFEFF${semicolons(rows)}`);
    return file;
  },
};

/** A Macedonian ЕДБ (tax number): MK and thirteen digits. */
const edb = (vendor: number) => `MK40${String(30000000000 + vendor * 1234567891).slice(0, 11)}`;

/**
 * A Macedonian purchase book (Книга на влезни фактури) as accounting software there prints it for
 * the ДДВ return and Macedonian Excel saves it as CSV: Windows-1251, semicolons, decimal commas
 * grouped with dots, the book's name, the taxpayer and the period on three lines. One row per
 * incoming document: its ordinal, the posting date, the document's number, kind (Фактура, or
 * Одобрување, a credit note written negative) and date, the supplier and its ЕДБ, the base and ДДВ
 * at 18 %, at 5 % and at 10 %, the exempt amount and the total. The last row is the total
 * (Вкупно). Denars, written nowhere.
 */
export const ujpKnigaVlezniFakturi: CorpusLayout = {
  name: 'ujp-kniga-vlezni-fakturi',
  modelledOn:
    'North Macedonia Книга на влезни фактури CSV in Windows-1251, semicolons, decimal commas grouped with dots, three title lines: Ред. бр., Датум на книжење, Број на документ, Вид на документ Фактура / Одобрување (negative), Датум на документ DD.MM.YYYY, Добавувач, ЕДБ, Основица 18 %, ДДВ 18 %, Основица 5 %, ДДВ 5 %, Основица 10 %, ДДВ 10 %, Ослободен промет, Вкупно, a Вкупно row, MKD implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(23404, 11, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      ['Книга на влезни фактури'],
      ['Даночен обврзник: Медиа Плус ДООЕЛ Скопје, ЕДБ MK4030012345678'],
      ['Период: 01.01.2024 - 31.03.2024'],
      [
        'Ред. бр.',
        'Датум на книжење',
        'Број на документ',
        'Вид на документ',
        'Датум на документ',
        'Добавувач',
        'ЕДБ',
        'Основица 18%',
        'ДДВ 18%',
        'Основица 5%',
        'ДДВ 5%',
        'Основица 10%',
        'ДДВ 10%',
        'Ослободен промет',
        'Вкупно',
      ],
    ];
    const sums = Array<number>(8).fill(0);
    invoices.forEach((i, n) => {
      const credit = n === 6;
      // Denars at 61.5 to the euro.
      const net = Math.round(((credit ? -1 : 1) * i.netCents * 123) / 2);
      const rate = localRate(i.lines[0]!.ratePercent, 18, 5);
      const vat = taxOf(net, rate);
      const cents = [
        rate === 18 ? net : 0,
        rate === 18 ? vat : 0,
        rate === 5 ? net : 0,
        rate === 5 ? vat : 0,
        0,
        0,
        rate === 0 ? net : 0,
        net + vat,
      ];
      cents.forEach((c, k) => (sums[k]! += c));
      rows.push([
        n + 1,
        dotted(later(i.date, 2)),
        credit ? `ОД-${i.number}` : i.number,
        credit ? 'Одобрување' : 'Фактура',
        dotted(i.date),
        typedIn(i.vendorName, 'windows-1251'),
        edb(i.vendor),
        ...cents.map((c) => money(c, 'comma')),
      ]);
    });
    rows.push(['Вкупно', null, null, null, null, null, null, ...sums.map((c) => money(c, 'comma'))]);
    const file = join(dir, 'kniga_vlezni_fakturi_2024_Q1.csv');
    writeFileSync(file, encodeCodePage(semicolons(rows), 'windows-1251'));
    return file;
  },
};
