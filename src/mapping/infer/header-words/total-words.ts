/**
 * The words a report writes in the first cell of a totals row, language by language: the sum of a
 * group, a month, a running total or the whole report (`Total`, `Summe`, `Итого`, `Tổng cộng`,
 * `합계`, Korean ledgers' `월계` and `누계` for the month's and the running total, `รวมทั้งสิ้น`). Report
 * writers print them bare, after a colon, in brackets, or with their letters spaced out (`[ 월 계 ]`);
 * `mapping infer` compares them as it compares headers. Pure data.
 */
import type { Language } from './word-table.js';

/** English, then each language's words; a row per language. */
// Khmer and Macedonian are read only in totals rows, so their codes stand here and not among the header languages.
export const TOTAL_ROW_WORDS: Readonly<Partial<Record<Language | 'en' | 'km' | 'mk', readonly string[]>>> = {
  en: ['Total', 'Totals', 'Grand total', 'Sum', 'Subtotal', 'Sub-total'],
  de: ['Summe', 'Gesamt', 'Gesamtsumme', 'Zwischensumme', 'Endsumme'],
  fr: ['Somme', 'Total général', 'Sous-total', 'Totaux'],
  it: ['Totale', 'Totale generale', 'Subtotale', 'Totali'],
  es: ['Total general', 'Suma', 'Totales', 'Subtotales'],
  pt: ['Total geral', 'Soma', 'Totais'],
  nl: ['Totaal', 'Subtotaal', 'Eindtotaal'],
  sv: ['Summa', 'Totalt'],
  da: ['I alt', 'Total'],
  nb: ['Sum', 'Totalt'],
  is: ['Samtals', 'Alls'],
  fi: ['Yhteensä', 'Summa'],
  et: ['Kokku', 'Kõik kokku'],
  lv: ['Kopā'],
  lt: ['Iš viso', 'Viso'],
  pl: ['Razem', 'Suma', 'Ogółem'],
  cs: ['Celkem', 'Součet'],
  sk: ['Spolu', 'Celkom', 'Súčet'],
  sl: ['Skupaj'],
  hr: ['Ukupno', 'Sveukupno'],
  sr: ['Ukupno', 'Укупно', 'Свега'],
  hu: ['Összesen', 'Mindösszesen'],
  ro: ['Total general', 'Totaluri'],
  bg: ['Общо', 'Всичко'],
  el: ['Σύνολο', 'Γενικό σύνολο', 'Σύνολα'],
  tr: ['Toplam', 'Genel toplam', 'Ara toplam'],
  ru: ['Итого', 'Итог', 'Всего', 'Итого за период'],
  uk: ['Разом', 'Всього', 'Усього', 'Підсумок'],
  he: ['סה"כ', 'סך הכל'],
  ar: ['المجموع', 'الإجمالي', 'المجموع الكلي'],
  fa: ['جمع', 'جمع کل'],
  ja: ['合計', '小計', '総計', '累計'],
  zh: ['合计', '小计', '总计', '累计', '本月合计', '本年累计'],
  'zh-Hant': ['合計', '小計', '總計', '累計'],
  ko: ['합계', '소계', '총계', '월계', '누계', '분기계'],
  vi: ['Tổng cộng', 'Cộng', 'Tổng', 'Cộng phát sinh'],
  th: ['รวม', 'รวมทั้งสิ้น', 'ยอดรวม', 'รวมทั้งหมด'],
  id: ['Jumlah', 'Grand total', 'Total keseluruhan'],
  ms: ['Jumlah', 'Jumlah besar', 'Jumlah keseluruhan'],
  hi: ['कुल', 'योग', 'कुल योग'],
  sq: ['Gjithsej', 'Totali', 'Shuma'],
  km: ['សរុប', 'សរុបរួម'],
  lo: ['ລວມ', 'ລວມທັງໝົດ', 'ຍອດລວມ'],
  // Вкупно, the whole of it, closes a Macedonian book (Книга на влезни фактури); Севкупно is the grand total.
  mk: ['Вкупно', 'Севкупно'],
};

/** Every language's words in one list. */
export const totalRowWords = (): string[] => Object.values(TOTAL_ROW_WORDS).flatMap((w) => [...(w ?? [])]);
