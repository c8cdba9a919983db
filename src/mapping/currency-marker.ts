/**
 * Currency signs and codes written next to an amount (`$100`, `100 USD`, `1.234,50 kr`, `T$5`,
 * `1 234,56 DA`), and the currencies each may stand for, so that an amount written in another
 * currency than its invoice's is a problem instead of being read as the invoice's. Pure.
 */
import { isIsoCurrency } from '../invoice/currency-minor-units.js';
import { INTL_CURRENCY_SIGNS } from './intl-currency-signs.js';

/** The dollars, pesos and others written `$`. */
const DOLLAR = [
  'USD',
  'CAD',
  'AUD',
  'NZD',
  'SGD',
  'HKD',
  'MXN',
  'TWD',
  'ARS',
  'CLP',
  'COP',
  'UYU',
  'DOP',
  'CUP',
  'BSD',
  'BBD',
  'BZD',
  'BMD',
  'BND',
  'KYD',
  'FJD',
  'GYD',
  'JMD',
  'LRD',
  'NAD',
  'SBD',
  'SRD',
  'TTD',
  'XCD',
  'TVD',
  'KID',
];

/**
 * Signs kept by hand besides those ICU writes (intl-currency-signs.ts): their currencies most
 * used first, for messages (`$`: USD, CAD, AUD), and the ones invoices write that ICU writes in no
 * locale (`Fr.`, `SFr.`, `Kr.`).
 */
const HAND_SIGNS: Readonly<Record<string, readonly string[]>> = {
  $: DOLLAR,
  US$: ['USD'],
  C$: ['CAD', 'NIO'],
  CA$: ['CAD'],
  A$: ['AUD'],
  AU$: ['AUD'],
  NZ$: ['NZD'],
  S$: ['SGD'],
  HK$: ['HKD'],
  NT$: ['TWD'],
  MX$: ['MXN'],
  R$: ['BRL'],
  '€': ['EUR'],
  '£': ['GBP', 'GIP', 'FKP', 'SHP', 'EGP'],
  '¥': ['JPY', 'CNY'],
  '￥': ['JPY', 'CNY'],
  'JP¥': ['JPY'],
  'CN¥': ['CNY'],
  '₹': ['INR'],
  '₩': ['KRW'],
  '₽': ['RUB'],
  '₺': ['TRY'],
  '₪': ['ILS'],
  '₫': ['VND'],
  '₱': ['PHP'],
  '฿': ['THB'],
  '₴': ['UAH'],
  '₦': ['NGN'],
  '₲': ['PYG'],
  '₡': ['CRC'],
  '₸': ['KZT'],
  '₼': ['AZN'],
  '₾': ['GEL'],
  'Fr.': ['CHF'],
  'SFr.': ['CHF'],
  kr: ['SEK', 'NOK', 'DKK', 'ISK'],
  'kr.': ['DKK', 'ISK'],
  Kr: ['SEK', 'NOK', 'DKK', 'ISK'],
  'Kr.': ['DKK', 'ISK'],
  zł: ['PLN'],
  Kč: ['CZK'],
  Ft: ['HUF'],
  lei: ['RON', 'MDL'],
  Rs: ['INR', 'PKR', 'LKR', 'NPR', 'MUR', 'SCR'],
  'Rs.': ['INR', 'PKR', 'LKR', 'NPR', 'MUR', 'SCR'],
  RM: ['MYR'],
  Rp: ['IDR'],
};

/** Each sign with the currencies written with it: the hand-kept ones, then ICU's (a code as a sign stands for itself too). */
const SIGNS = new Map<string, readonly string[]>(Object.entries(HAND_SIGNS));
/**
 * The signs that are only letters (`DA`, `VT`, `K`, `Ksh`, `د.ج.`, `F CFA`): after a number they
 * may as well be a unit or a multiple (`5 K`, `12 M`, `100 L`). Only an amount whose sign is
 * checked against its invoice's currency reads them; see splitCurrencyMarker.
 */
const WORD_SIGNS = new Set<string>();
for (const line of INTL_CURRENCY_SIGNS.trim().split('\n')) {
  const [sign, codes] = line.split('\t') as [string, string];
  const own = SIGNS.get(sign) ?? (isIsoCurrency(sign) ? [sign] : []);
  SIGNS.set(sign, [...own, ...codes.split(' ').filter((code) => !own.includes(code))]);
  if (HAND_SIGNS[sign] === undefined && /^[\p{L}\p{M}. ]+$/u.test(sign)) WORD_SIGNS.add(sign);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The signs and codes as alternatives of an expression, longest first so that `US$` is one sign
 * and not `$` after `US`, and `GBP` one code and not the sign `G` before `BP`. The space in a sign
 * (`F CFA`) is any space: ICU writes a no-break one there.
 */
function alternativesOf(signs: readonly string[]): string {
  return [...signs, 'CODE']
    .sort((a, b) => (b === 'CODE' ? 3 : b.length) - (a === 'CODE' ? 3 : a.length))
    .map((sign) => (sign === 'CODE' ? '[A-Z]{3}' : escape(sign).replaceAll(' ', '\\s')))
    .join('|');
}

/** At the start or end of a text, a sign or code not run together with a word (`K` is no sign in `Kilo`). */
function markerExpressions(signs: readonly string[]): readonly [RegExp, RegExp] {
  const alternatives = alternativesOf(signs);
  return [new RegExp(`^(${alternatives})(?!\\p{L})\\s*`, 'u'), new RegExp(`\\s*(?<!\\p{L})(${alternatives})$`, 'u')];
}

const MARKERS = {
  symbols: markerExpressions([...SIGNS.keys()].filter((sign) => !WORD_SIGNS.has(sign))),
  every: markerExpressions([...SIGNS.keys()]),
} as const;

/**
 * `text` without one currency sign or code at its start or end, and that marker; undefined when it
 * has none. Word signs (`DA`, `K`) only when `words`: where the marker is then checked against the
 * invoice's currency (a mapping's amount), so that `5 K` is never read as 5 of anything else.
 */
export function splitCurrencyMarker(text: string, words = false): { rest: string; marker: string } | undefined {
  const [leading, trailing] = words ? MARKERS.every : MARKERS.symbols;
  const match = leading.exec(text) ?? trailing.exec(text);
  if (!match) return undefined;
  return {
    rest: text.slice(0, match.index) + text.slice(match.index + match[0].length),
    marker: match[1]!.replace(/\s+/g, ' '),
  };
}

/**
 * The currency signs and codes among the texts a cell's number format writes around its number
 * (`$`, `€`, `EUR`, not `INV-` or `kg`): each whole text a sign, or an ISO code.
 */
export function formatCurrencyMarkers(affixes: readonly string[]): readonly string[] {
  // Not the word signs: a format's `"K"` shows thousands far more often than kyats or kwacha.
  return affixes.filter(
    (text) => (SIGNS.has(text) && !WORD_SIGNS.has(text)) || (/^[A-Z]{3}$/.test(text) && isIsoCurrency(text)),
  );
}

/**
 * The currencies a sign may stand for, most used first (`$`: USD, CAD ...); undefined for a code,
 * unknown text or a word sign (`K` in a header is no currency's sign often enough).
 */
export function signCurrencies(marker: string): readonly string[] | undefined {
  return WORD_SIGNS.has(marker) ? undefined : SIGNS.get(marker);
}

/** The currencies a marker may stand for: a code stands for itself. */
export function markerCurrencies(marker: string): readonly string[] {
  return SIGNS.get(marker) ?? [marker];
}

/**
 * Why an amount written with `marker` cannot be in `currency`, the invoice's, and what to do;
 * undefined when it may be (`$` on a CAD invoice, `¥` on a CNY one).
 */
export function markerContradiction(marker: string, currency: string): string | undefined {
  const currencies = markerCurrencies(marker);
  if (currencies.includes(currency)) return undefined;
  const named =
    currencies.length > 3
      ? `${currencies.slice(0, 3).join(', ')} or another ${signName(marker)}`
      : currencies.join(' or ');
  if (WORD_SIGNS.has(marker))
    return `expected an amount in ${currency}, the invoice's currency, got one written with ${marker}: the sign of ${named}, or a unit or multiple after the number, not ${currency}'s; correct the amount or the invoice's currency`;
  const written = SIGNS.has(marker) ? `with ${marker} (${named})` : `in ${marker}`;
  return `expected an amount in ${currency}, the invoice's currency, got one written ${written}; correct the amount or the invoice's currency`;
}

function signName(marker: string): string {
  if (marker === '$') return 'dollar';
  if (marker === '£') return 'pound';
  if (marker.startsWith('Rs')) return 'rupee';
  if (/^kr\.?$/i.test(marker)) return 'krone or krona';
  return 'currency written so';
}
