/**
 * Twenty-fifth held-out layouts: the register of received VAT invoices a Tajik taxpayer exports
 * from the Tax Committee's electronic invoice service, saved by Excel as Unicode text (UTF-16LE,
 * tabs; Tajik headers, decimal commas and no-break-space groups, a currency per row, corrective
 * invoices negative, annulled ones kept), and a Myanmar purchase register for commercial tax kept
 * in Excel (Burmese headers under titles, one row per item with the invoice repeated, whole kyat
 * as text grouped with commas, a return negative). Written from each administration's public
 * documentation and the countries' tax rules, without reading infer's code and without running
 * infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell } from '../infer-corpus/corpus-invoices.js';
import { writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, dotted } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { grouped, wholeGrouped, writeUnicodeText } from './twentyfifth-formats.js';

/** A Tajik taxpayer number (РМА): nine digits. */
const rma = (vendor: number) => String(20012345 + vendor * 70119).padStart(9, '0');

/**
 * The register of received VAT invoices (ҳисобнома-фактураҳо) from the Tax Committee's electronic
 * invoice service, saved by Excel as Unicode text: the register's title, the taxpayer and the
 * period above the header. One row per invoice: its ordinal, number and date (DD.MM.YYYY), the
 * seller's taxpayer number and name, its kind (Асосӣ, or Ислоҳӣ: a corrective invoice written
 * negative), the value before VAT, the rate (14 %), the VAT, the value with VAT, the currency
 * (TJS, or USD from a foreign seller) and its state (Қабулшуда accepted, Бекоршуда annulled: no
 * invoice any more). Amounts with decimal commas and no-break-space groups.
 */
export const andozReestriHisobnomaho: CorpusLayout = {
  name: 'andoz-reestri-hisobnomaho',
  modelledOn:
    'Tajikistan Tax Committee e-invoice register of received invoices, Excel Unicode text (UTF-16LE, tabs), three title lines: №, Рақами ҳисобнома-фактура, Санаи ҳисобнома-фактура DD.MM.YYYY, РМА-и фурӯшанда, Номи фурӯшанда, Навъи ҳуҷҷат Асосӣ / Ислоҳӣ (negative), Арзиш бе ААИ, Меъёри ААИ 14%, Маблағи ААИ, Арзиш бо ААИ, Асъор TJS / USD per row, Ҳолат Қабулшуда / Бекоршуда (annulled), decimal commas with no-break-space groups',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(25109, 12, 6, ['TJS', 'TJS', 'TJS', 'TJS', 'TJS', 'USD']).sort(byDate);
    const amount = (cents: number) => grouped(cents, '\u00a0', ',');
    const rows: string[][] = [
      ['Реестри ҳисобнома-фактураҳои воридотӣ'],
      ['Андозсупоранда: ҶДММ «Рекламаи Помир»', 'РМА: 020145678'],
      ['Давра: 01.01.2024 - 31.03.2024'],
      [
        '№',
        'Рақами ҳисобнома-фактура',
        'Санаи ҳисобнома-фактура',
        'РМА-и фурӯшанда',
        'Номи фурӯшанда',
        'Навъи ҳуҷҷат',
        'Арзиш бе ААИ',
        'Меъёри ААИ',
        'Маблағи ААИ',
        'Арзиш бо ААИ',
        'Асъор',
        'Ҳолат',
      ],
    ];
    invoices.forEach((i, n) => {
      const corrective = n === 7;
      // Somoni at twelve to the euro; a dollar invoice at 1.09 to it.
      const net = (corrective ? -1 : 1) * Math.round(i.netCents * (i.currency === 'TJS' ? 12 : 1.09));
      const rate = i.lines[0]!.ratePercent === 0 ? 0 : 14;
      const vat = taxOf(net, rate);
      rows.push([
        String(n + 1),
        `${corrective ? 'ИС' : 'ҲФ'}-${String(i.document % 1000000).padStart(7, '0')}`,
        dotted(i.date),
        rma(i.vendor),
        i.vendorName,
        corrective ? 'Ислоҳӣ' : 'Асосӣ',
        amount(net),
        `${rate}%`,
        amount(vat),
        amount(net + vat),
        i.currency,
        n === 3 ? 'Бекоршуда' : 'Қабулшуда',
      ]);
    });
    return writeUnicodeText(dir, 'Reestr_HF_voridoti_2024Q1.txt', rows);
  },
};

/** A Myanmar taxpayer identification number: nine digits. */
const mmTin = (vendor: number) => String(112345678 + vendor * 50311);

/**
 * A purchase register for Myanmar's commercial tax as a business keeps it in Excel for the Internal
 * Revenue Department: the department's and the register's name above a Burmese header. One row
 * per item bought, the invoice's fields on every row: its ordinal, the invoice's number and date
 * (a date cell), the seller's name and taxpayer number, the item, its quantity, its value, the
 * commercial tax (5 %, none on an exempt item) and its total: whole kyat as text grouped with
 * commas. A return (ပြန်အမ်း) is written negative. Kyat, written nowhere.
 */
export const mmtaxCommercialTaxPurchases: CorpusLayout = {
  name: 'mmtax-commercial-tax-purchases',
  modelledOn:
    'Myanmar IRD commercial tax purchase register XLSX, two titles, Burmese header: စဉ်, ပြေစာအမှတ်, ပြေစာရက်စွဲ date cell, ရောင်းချသူအမည်, အခွန်ထမ်းမှတ်ပုံတင်အမှတ်, ပစ္စည်းအမည်, အရေအတွက်, တန်ဖိုး, ကုန်သွယ်လုပ်ငန်းခွန် 5 %, စုစုပေါင်း, one row per item with the invoice repeated, whole kyat as text with comma groups, a return negative, MMK implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(25110, 10, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      ['ပြည်တွင်းအခွန်များဦးစီးဌာန - ကုန်သွယ်လုပ်ငန်းခွန်'],
      ['ဝယ်ယူမှုမှတ်တမ်း - ၂၀၂၄ ပထမသုံးလပတ်'],
      [
        'စဉ်',
        'ပြေစာအမှတ်',
        'ပြေစာရက်စွဲ',
        'ရောင်းချသူအမည်',
        'အခွန်ထမ်းမှတ်ပုံတင်အမှတ်',
        'ပစ္စည်းအမည်',
        'အရေအတွက်',
        'တန်ဖိုး',
        'ကုန်သွယ်လုပ်ငန်းခွန်',
        'စုစုပေါင်း',
      ],
    ];
    let ordinal = 0;
    invoices.forEach((i, n) => {
      const sign = n === 6 ? -1 : 1;
      const exempt = i.lines[0]!.ratePercent === 0;
      for (const l of i.lines.slice(0, 3)) {
        // Kyat at twenty-five hundred to the euro, in whole kyat.
        const value = sign * l.netCents * 25;
        const tax = exempt ? 0 : taxOf(value, 5);
        rows.push([
          String(++ordinal),
          n === 6 ? `ပြန်အမ်း-${i.number}` : i.number,
          dateCell(i.date),
          i.vendorName,
          mmTin(i.vendor),
          l.description,
          sign * l.quantity,
          wholeGrouped(value),
          wholeGrouped(tax),
          wholeGrouped(value + tax),
        ]);
      }
    });
    return writeXlsx(dir, 'Purchase_Register_CT_2024Q1.xlsx', { ဝယ်ယူမှု: rows });
  },
};
