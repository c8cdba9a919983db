/**
 * Twenty-second held-out layouts: the register of incoming electronic VAT invoices (ЭСЧФ) of
 * Belarus' portal vat.gov.by saved as CSV by Russian Excel (Windows-1251, semicolons, decimal
 * commas, two title lines, corrected invoices negative and additional ones positive by their type,
 * annulled invoices kept), and Kosovo's purchase book (Libri i blerjeve) as ATK's EDI template
 * holds it (titles, the return's box numbers on a row above the names, the 18 % and 8 % values and
 * VAT apart beside the exempt value, credit notes negative, a total row). Written from each
 * administration's public documentation and the countries' tax rules, without reading infer's code
 * and without running infer on them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, money } from '../infer-corpus/corpus-invoices.js';
import { writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, dotted, later } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { encodeCodePage, typedIn } from '../infer-held-out-twentieth/encode-code-page.js';

/** A Belarusian УНП: nine digits. */
const unp = (vendor: number) => String(190100000 + vendor * 1234567);

/**
 * vat.gov.by, the register of incoming ЭСЧФ, saved as CSV by Russian Excel: Windows-1251,
 * semicolons, decimal commas, the register's name and the period on the first two lines. One row
 * per invoice: its number (the supplier's УНП, the year and a ten-digit sequence), its type
 * (Исходный, an original; Исправленный, a correction written with the negative difference;
 * Дополнительный, an additional invoice, positive), its status (Подписан получателем, signed; or
 * Аннулирован, annulled by the supplier and not owed), the supplier's УНП and name, the date of the
 * operation and of issue, the value without VAT, the rate (20 % or Без НДС), the VAT and the value
 * with it. Belarusian roubles, written nowhere.
 */
export const eschfPortalIncoming: CorpusLayout = {
  name: 'eschf-portal-incoming',
  modelledOn:
    'Belarus vat.gov.by register of incoming ЭСЧФ saved as CSV in Windows-1251, semicolons, decimal commas, two title lines: № п/п, Номер ЭСЧФ 190100000-2024-0000000042, Тип ЭСЧФ Исходный / Исправленный (negative) / Дополнительный, Статус signed / Аннулирован kept, УНП and Наименование поставщика, Дата совершения операции and Дата выставления DD.MM.YYYY, Стоимость без НДС, Ставка НДС 20 % / Без НДС, Сумма НДС, Стоимость с НДС, BYN implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(22303, 11, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      ['Реестр входящих ЭСЧФ'],
      ['Период: 01.01.2024 - 31.03.2024'],
      [
        '№ п/п',
        'Номер ЭСЧФ',
        'Тип ЭСЧФ',
        'Статус',
        'УНП поставщика',
        'Наименование поставщика',
        'Дата совершения операции',
        'Дата выставления',
        'Стоимость без НДС',
        'Ставка НДС',
        'Сумма НДС',
        'Стоимость с НДС',
      ],
    ];
    invoices.forEach((i, n) => {
      const kind = n === 6 ? 'Исправленный' : n === 9 ? 'Дополнительный' : 'Исходный';
      // Roubles at three and a half to the euro; a correction is written with the negative difference.
      const net = ((kind === 'Исправленный' ? -1 : 1) * i.netCents * 7) / 2;
      const exempt = i.lines[0]!.ratePercent === 0;
      const vat = exempt ? 0 : taxOf(net, 20);
      rows.push([
        n + 1,
        `${unp(i.vendor)}-2024-${String(i.document - 5105599000).padStart(10, '0')}`,
        kind,
        n === 3 ? 'Аннулирован' : 'Подписан получателем',
        unp(i.vendor),
        typedIn(i.vendorName, 'windows-1251'),
        dotted(i.date),
        dotted(later(i.date, 4)),
        money(net, 'plain-comma'),
        exempt ? 'Без НДС' : '20%',
        money(vat, 'plain-comma'),
        money(net + vat, 'plain-comma'),
      ]);
    });
    const text = rows.map((r) => r.map((c) => (c === null ? '' : String(c))).join(';')).join('\r\n');
    const file = join(dir, 'vhodyashchie_eschf_2024Q1.csv');
    writeFileSync(file, encodeCodePage(`${text}\r\n`, 'windows-1251'));
    return file;
  },
};

/** A Kosovar fiscal number (NUI): nine digits. */
const nui = (vendor: number) => String(810200000 + vendor * 3456789).slice(0, 9);

/**
 * ATK's purchase book (Libri i blerjeve) as its EDI template holds it: the administration, the
 * book's name and the buyer's NUI and period above a header over two rows, the VAT return's box
 * number of each amount ([31], [43], ...) on row 4 and the names on row 5. One row per purchase
 * document: its date as a date cell, number and kind (Faturë, or Notë krediti written negative),
 * the seller's name and NUI, the exempt value, the value and VAT at 18 % and at 8 %, the VAT
 * deducted (the two VATs) and the total. Euros, written nowhere; the last row is the total.
 */
export const atkLibriBlerjeve: CorpusLayout = {
  name: 'atk-libri-blerjeve',
  modelledOn:
    'Kosovo ATK Libri i blerjeve EDI template XLSX under three titles, box numbers [31] [43] [44] [47] [48] [65] on a row above the names: Nr., Data date cells, Numri i faturës, Lloji Faturë / Notë krediti (negative), Emri i shitësit, NUI i shitësit, Blerjet e liruara, Blerjet vendore 18 %, TVSH 18 %, Blerjet vendore 8 %, TVSH 8 %, TVSH e zbritshme, Vlera totale, EUR implied, a Gjithsej row',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(22404, 11, 6).sort(byDate);
    const boxes = ['[31]', '[43]', '[44]', '[47]', '[48]', '[65]'];
    const rows: CorpusCell[][] = [
      ['Administrata Tatimore e Kosovës'],
      ['Libri i blerjeve'],
      ['NUI i blerësit: 811234567', null, null, 'Periudha: 01/2024 - 03/2024'],
      [null, null, null, null, null, null, ...boxes, null],
      [
        'Nr.',
        'Data',
        'Numri i faturës',
        'Lloji',
        'Emri i shitësit',
        'NUI i shitësit',
        'Blerjet e liruara',
        'Blerjet vendore 18%',
        'TVSH 18%',
        'Blerjet vendore 8%',
        'TVSH 8%',
        'TVSH e zbritshme',
        'Vlera totale',
      ],
    ];
    const sums = Array<number>(7).fill(0);
    invoices.forEach((i, n) => {
      const sign = n === 5 ? -1 : 1;
      const rate = localRate(i.lines[0]!.ratePercent, 18, 8);
      const net = sign * i.netCents;
      const vat = taxOf(net, rate);
      const cents = [
        rate === 0 ? net : 0,
        rate === 18 ? net : 0,
        rate === 18 ? vat : 0,
        rate === 8 ? net : 0,
        rate === 8 ? vat : 0,
        vat,
        net + vat,
      ];
      cents.forEach((c, k) => (sums[k]! += c));
      rows.push([
        n + 1,
        dateCell(i.date),
        sign < 0 ? `NK-${i.number}` : i.number,
        sign < 0 ? 'Notë krediti' : 'Faturë',
        i.vendorName,
        nui(i.vendor),
        ...cents.map((c) => c / 100),
      ]);
    });
    rows.push(['Gjithsej', null, null, null, null, null, ...sums.map((c) => c / 100)]);
    return writeXlsx(dir, 'libri_i_blerjeve_TM1_2024.xlsx', { Blerjet: rows });
  },
};
