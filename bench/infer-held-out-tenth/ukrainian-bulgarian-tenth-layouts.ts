/**
 * Tenth held-out layouts in Ukrainian and Bulgarian: an M.E.Doc (Ukraine) register of received tax
 * invoices and a Microinvest Склад Pro (Bulgaria) report of deliveries grouped by partner. Written
 * from each product's public documentation and its country's conventions (named at each layout),
 * without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');
type Day = { y: number; m: number; d: number };
const dotted = (d: Day) => `${p2(d.d)}.${p2(d.m)}.${d.y}`;
const later = (d: Day, days: number): Day => ({ ...d, d: Math.min(28, d.d + days) });

/**
 * M.E.Doc's register of received tax documents (Реєстр > Отримані документи, ПН/РК, exported to CSV),
 * one row per document: the row's number, the kind (ПН a tax invoice, РК a calculation of
 * adjustment, which reduces and is written negative), the supplier's document number and the date it
 * was drawn up (Дата складання), for an РК the number of the ПН it adjusts, the date and time the
 * supplier registered it in the Unified Register of Tax Invoices (Дата реєстрації в ЄРПН) and the
 * register's number for it (Реєстраційний номер), the supplier beside its 12-digit individual tax
 * number (ІПН), the supply without VAT, the VAT and the total, and the register status (the fields of
 * a tax invoice under Art. 201.1 of the Tax Code of Ukraine and of its registration under Art. 201.10
 * and CMU resolution 1246: дата складання, порядковий номер, ІПН продавця, обсяг без ПДВ, сума ПДВ,
 * загальна сума; registration within 15 days; Ukrainian VAT of 20 % and 7 %). Ukrainian style:
 * DD.MM.YYYY, decimal commas, semicolons.
 */
export const medocReiestrOtrymanykh: CorpusLayout = {
  name: 'medoc-reiestr-otrymanykh',
  modelledOn:
    'M.E.Doc реєстр отриманих ПН/РК CSV: Ukrainian headers, Тип ПН / РК (negative), Номер beside Номер ПН (for РК) and Реєстраційний номер, Дата складання DD.MM.YYYY beside Дата реєстрації в ЄРПН DD.MM.YYYY HH:mm:ss, Постачальник beside ІПН, Обсяг без ПДВ, ПДВ, Загальна сума, Статус, 1234,56, UAH, semicolons',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(10303, 10, 8, ['UAH']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      '№ з/п',
      'Тип',
      'Номер',
      'Дата складання',
      'Номер ПН',
      'Дата реєстрації в ЄРПН',
      'Реєстраційний номер',
      'Постачальник',
      'ІПН постачальника',
      'Обсяг без ПДВ',
      'ПДВ',
      'Загальна сума з ПДВ',
      'Статус',
    ];
    const rows = invoices.map((i, index) => {
      const rk = index % 4 === 3;
      const rate = localRate(i.lines[0]!.ratePercent, 20, 7);
      // Hryvnias: forty times the corpus amount, near what the same campaign costs in UAH.
      const net = (rk ? -1 : 1) * i.netCents * 40;
      const vat = (rk ? -1 : 1) * taxOf(Math.abs(net), rate);
      const own = 17 + i.vendor * 53 + index;
      const registered = later(i.date, 1 + (index % 5));
      return [
        index + 1,
        rk ? 'РК' : 'ПН',
        String(own),
        dotted(i.date),
        rk ? String(own - 9) : '',
        `${dotted(registered)} ${p2(10 + (index % 7))}:${p2((index * 13) % 60)}:${p2((index * 29) % 60)}`,
        String(9100000000 + (i.document % 10000000) + index * 271),
        i.vendorName,
        String(380000000000 + i.vendor * 1031117),
        money(net, 'plain-comma'),
        money(vat, 'plain-comma'),
        money(net + vat, 'plain-comma'),
        'Зареєстровано',
      ];
    });
    return writeCsv(dir, 'reiestr-otrymanykh.csv', [header, ...rows], ';');
  },
};

/** `5.1.2024`, as Microinvest writes dates: day and month without leading zeros. */
const short = (d: Day) => `${d.d}.${d.m}.${d.y}`;

/**
 * Microinvest Склад Pro's report of deliveries by partner (Справки > Доставки > по партньори, exported
 * to Excel): a title and a period row above the header, then for each partner a heading row with its
 * name alone in column A, its deliveries below with column A empty, and a row "Общо за партньора"; an
 * "Общо" row at the end. Each delivery: Microinvest's own operation number (Операция, ten digits), the
 * date of the delivery, the kind (Фактура, or Кредитно известие, which the report writes positive),
 * the supplier's invoice number (ten digits, as Art. 78 of the Bulgarian VAT Regulations prescribes)
 * and its date, the supplier's ЕИК, the value without VAT, the VAT, the total, what is paid and what is
 * left (Платено, Остатък) (Microinvest's document fields: Операция, Дата, Партньор, Фактура №, Дата
 * на фактура, Сума, ДДС, Общо, Платено; Bulgarian VAT of 20 % and 9 %). BGN, number cells; dates as
 * text D.M.YYYY.
 */
export const microinvestDostavkiPartnori: CorpusLayout = {
  name: 'microinvest-dostavki-partnori',
  modelledOn:
    'Microinvest Склад Pro доставки по партньори in Excel: Bulgarian headers under a title and a period row, partner heading rows (name alone in column A), Общо за партньора and Общо rows, Операция beside Фактура №, Дата beside Дата на фактура D.M.YYYY, Вид Фактура / Кредитно известие (positive), ЕИК, Сума без ДДС, ДДС, Общо, Платено, Остатък, BGN',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(10404, 10, 5, ['BGN']).sort(
      (a, b) => a.vendor - b.vendor || a.date.m - b.date.m || a.date.d - b.date.d,
    );
    const header = [
      'Партньор',
      'Операция',
      'Дата',
      'Вид',
      'Фактура №',
      'Дата на фактура',
      'ЕИК',
      'Сума без ДДС',
      'ДДС',
      'Общо',
      'Платено',
      'Остатък',
    ];
    const rows: CorpusCell[][] = [['Справка: Доставки по партньори'], ['Период: 1.1.2024 - 31.3.2024'], header];
    const sums = (label: string, s: number[]): CorpusCell[] => [
      label,
      null,
      null,
      null,
      null,
      null,
      null,
      ...s.map((c) => c / 100),
    ];
    const total = [0, 0, 0, 0, 0];
    let partner = [0, 0, 0, 0, 0];
    invoices.forEach((i, index) => {
      if (index === 0 || invoices[index - 1]!.vendor !== i.vendor) {
        if (index > 0) rows.push(sums('Общо за партньора', partner));
        rows.push([i.vendorName]);
        partner = [0, 0, 0, 0, 0];
      }
      const credit = index % 5 === 2;
      const rate = localRate(i.lines[0]!.ratePercent, 20, 9);
      // Leva: twice the corpus amount, near what the same campaign costs in BGN.
      const net = i.netCents * 2;
      const vat = taxOf(net, rate);
      const paid = index % 3 === 0 ? 0 : net + vat;
      const cells = [net, vat, net + vat, paid, net + vat - paid];
      cells.forEach((c, n) => {
        const signed = credit ? -c : c;
        partner[n]! += signed;
        total[n]! += signed;
      });
      rows.push([
        null,
        String(4100 + index * 7).padStart(10, '0'),
        short(later(i.date, 2)),
        credit ? 'Кредитно известие' : 'Фактура',
        String((i.document % 10000000) + 100000 * (i.vendor + 1)).padStart(10, '0'),
        short(i.date),
        String(200000000 + i.vendor * 1234567),
        ...cells.map((c) => c / 100),
      ]);
    });
    rows.push(sums('Общо за партньора', partner));
    rows.push(sums('Общо', total));
    return writeXlsx(dir, 'dostavki-partnori.xlsx', { Доставки: rows });
  },
};
