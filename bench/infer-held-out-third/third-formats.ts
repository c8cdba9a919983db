/**
 * Date and amount styles of the third held-out layouts that the corpus and the fresh set's writers
 * do not have: each is written the way the system named at its use exports it.
 */
import type { CorpusInvoice } from '../infer-corpus/corpus-invoices.js';

type Day = CorpusInvoice['date'];

const p2 = (n: number) => String(n).padStart(2, '0');
const ENGLISH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `5-Jan-24`: Tally's own date, an English month name and a two-digit year. */
export const tallyDay = (d: Day) => `${d.d}-${ENGLISH[d.m - 1]}-${p2(d.y % 100)}`;

/** `05-01-2024`: the Dutch and Danish order with dashes. */
export const dmyDash = (d: Day) => `${p2(d.d)}-${p2(d.m)}-${d.y}`;

/** `05/01/24`: the French short date. */
export const dmyShort = (d: Day) => `${p2(d.d)}/${p2(d.m)}/${p2(d.y % 100)}`;

/** Month and year in the file's language, as a period column writes them (`Januar 2024`, `jan/2024`). */
export const localMonth = (d: Day, language: 'de' | 'es' | 'pt') =>
  ({
    de: `${['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'][d.m - 1]} ${d.y}`,
    es: `${['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'][d.m - 1]} ${d.y}`,
    pt: `${['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'][d.m - 1]}/${d.y}`,
  })[language];

function split(cents: number): { sign: string; whole: string; fraction: string } {
  return {
    sign: cents < 0 ? '-' : '',
    whole: String(Math.floor(Math.abs(cents) / 100)),
    fraction: String(Math.abs(cents) % 100).padStart(2, '0'),
  };
}

/** `1'234.50`: Swiss grouping with an apostrophe, as bexio writes francs. */
export function swissMoney(cents: number): string {
  const { sign, whole, fraction } = split(cents);
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, "'")}.${fraction}`;
}
