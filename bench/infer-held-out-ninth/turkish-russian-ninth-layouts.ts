/**
 * Ninth held-out layouts in Turkish and Russian: a Logo Tiger (Turkey) list of purchase invoices and
 * a МойСклад (Russia) report of goods receipts. Written from each product's public documentation and
 * its country's conventions (named at each layout), without reading infer's code and without running
 * infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');
type Day = { y: number; m: number; d: number };
const dotted = (d: Day) => `${p2(d.d)}.${p2(d.m)}.${d.y}`;

/**
 * Logo Tiger's list of purchase invoices (Malzeme Yönetimi > Hareketler > Satınalma Faturaları,
 * exported to CSV), one row per invoice. Logo's own "Fatura No" is its tracking number of the
 * invoice ("Faturanın bilgisayardaki takip numarası") and "Belge No" the number of the supplier's
 * document ("İşleme ait belgenin numarası"), which may repeat across suppliers; the supplier is its
 * Cari Hesap Kodu (in the 320 Satıcılar account range) beside its Cari Hesap Unvanı
 * (logoegitimi.com, Tiger 3 fatura başlık bilgileri). Türü names the kind: Alınan Hizmet Faturası,
 * or Satınalma İade Faturası for a return, which the list writes positive. Belge No in the GİB
 * e-Fatura form (three letters, the year, nine digits) beside the e-Fatura ETTN (a UUID). Turkish
 * VAT (KDV) of 20 % and 10 %. Turkish style: DD.MM.YYYY, 1.234,56, semicolons.
 */
export const logoTigerSatinalmaFaturalari: CorpusLayout = {
  name: 'logo-tiger-satinalma-faturalari',
  modelledOn:
    'Logo Tiger satınalma faturaları CSV: Turkish headers, Fatura No beside Belge No and ETTN, Türü Alınan Hizmet Faturası / Satınalma İade Faturası (returns positive), DD.MM.YYYY, Cari Hesap Kodu beside Cari Hesap Unvanı, KDV Hariç Tutar, KDV, Genel Toplam, 1.234,56, TL, semicolons',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(9101, 12, 8, ['TRY']);
    const header = [
      'Fatura No',
      'Tarih',
      'Belge No',
      'ETTN',
      'Türü',
      'Cari Hesap Kodu',
      'Cari Hesap Unvanı',
      'Açıklama',
      'KDV Hariç Tutar',
      'KDV Oranı',
      'KDV',
      'Genel Toplam',
      'Döviz',
    ];
    const rows = invoices.map((i, index) => {
      const ret = index % 5 === 2;
      const rate = localRate(i.lines[0]!.ratePercent, 20, 10);
      // Lira: thirty-five times the corpus amount, near what the same campaign costs in TRY.
      const net = i.netCents * 35;
      const vat = taxOf(net, rate);
      const prefix = ['ABC', 'GIB', 'MDY', 'RKL', 'TRK', 'EFT', 'SMP', 'YNS'][i.vendor % 8]!;
      // A 32-bit multiplicative hash, so the ETTN's groups look as random as a real UUID's.
      const hex = (n: number, width: number) =>
        (Math.imul(n % 2147483647, 2654435761 | 0) >>> 0).toString(16).padStart(width, '0').slice(-width);
      return [
        `${ret ? 'SIF' : 'SAF'}${String(240000 + index * 3 + 17).padStart(8, '0')}`,
        dotted(i.date),
        `${prefix}2024${String(i.document % 1000000000).padStart(9, '0')}`,
        `${hex(i.document, 8)}-${hex(index + 11, 4)}-4${hex(i.vendor + 3, 3)}-a${hex(index + 91, 3)}-${hex(i.document + 7, 12)}`,
        ret ? 'Satınalma İade Faturası' : 'Alınan Hizmet Faturası',
        `320.01.${String(10 + i.vendor * 3).padStart(4, '0')}`,
        i.vendorName,
        ret ? `İade: ${i.lines[0]!.description}` : i.lines[0]!.description,
        money(net, 'comma'),
        `%${rate}`,
        money(vat, 'comma'),
        money(net + vat, 'comma'),
        'TL',
      ];
    });
    return writeCsv(dir, 'satinalma-faturalari.csv', [header, ...rows], ';');
  },
};

/**
 * МойСклад's list of goods receipts (Закупки > Приёмки, Экспорт > Excel), one row per receipt, under
 * a title and a period row, with an Итого row at the end: МойСклад's own document number (№) and its
 * time (Время, DD.MM.YYYY HH:mm) beside the supplier's incoming number and date (Входящий номер,
 * Входящая дата: the supplier's invoice), the counterparty (Контрагент) beside the buying company
 * (Организация) and the warehouse, the sum with VAT included, the VAT within it, what was paid and
 * what is left (Оплачено, Не оплачено), the status and whether it is posted (Проведено) (the fields
 * of МойСклад's Приёмка: name, moment, incomingNumber, incomingDate, agent, organization, store, sum,
 * vatSum, payedSum, state, applicable, in its JSON API documentation; Russian VAT (НДС) of 20 % and
 * 10 %). Number cells, dates as text.
 */
export const moyskladPriemki: CorpusLayout = {
  name: 'moysklad-priemki',
  modelledOn:
    'МойСклад приёмки in Excel: Russian headers under a title and a period row, № beside Входящий номер, Время DD.MM.YYYY HH:mm beside Входящая дата DD.MM.YYYY, Контрагент beside Организация, Сумма with НДС inside, Оплачено and Не оплачено, Статус, Проведено, an Итого row, RUB',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(9202, 11, 8, ['RUB']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      '№',
      'Время',
      'Входящий номер',
      'Входящая дата',
      'Контрагент',
      'Организация',
      'Склад',
      'Сумма',
      'НДС',
      'Оплачено',
      'Не оплачено',
      'Статус',
      'Проведено',
      'Комментарий',
    ];
    const rows: CorpusCell[][] = [['Приёмки'], ['Период: 01.01.2024 — 31.03.2024'], header];
    const sums = [0, 0, 0, 0];
    invoices.forEach((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 20, 10);
      // Roubles: a hundred times the corpus amount, near what the same campaign costs in RUB.
      const net = i.netCents * 100;
      const vat = taxOf(net, rate);
      const sum = net + vat;
      const paid = index % 3 === 0 ? sum : index % 3 === 1 ? Math.round(sum / 200) * 100 : 0;
      [sum, vat, paid, sum - paid].forEach((s, n) => (sums[n]! += s));
      const received = { ...i.date, d: Math.min(28, i.date.d + 2) };
      rows.push([
        String(index + 41).padStart(5, '0'),
        `${dotted(received)} ${p2(9 + (index % 8))}:${p2((index * 17) % 60)}`,
        i.number,
        dotted(i.date),
        i.vendorName,
        'ООО «Рекламная группа Волга»',
        'Основной склад',
        sum / 100,
        vat / 100,
        paid / 100,
        (sum - paid) / 100,
        paid === sum ? 'Оплачено' : 'Принято',
        'Да',
        i.lines[0]!.description,
      ]);
    });
    rows.push(['Итого', null, null, null, null, null, null, ...sums.map((s) => s / 100), null, null, null]);
    return writeXlsx(dir, 'priemki.xlsx', { Приёмки: rows });
  },
};
