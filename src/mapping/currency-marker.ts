/**
 * Currency signs and codes written next to an amount (`$100`, `100 USD`, `1.234,50 kr`), and the
 * currencies each may stand for, so that an amount written in another currency than its
 * invoice's is a problem instead of being read as the invoice's. Pure.
 */
import { isIsoCurrency } from '../invoice/currency-minor-units.js';

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

/** Each sign as written, with the currencies it may stand for (most used first, for messages). */
const SIGNS: Readonly<Record<string, readonly string[]>> = {
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

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Longest first, so that `US$` is one sign and not `$` after the text `US`.
const ALTERNATIVES = [...Object.keys(SIGNS)]
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|');
const LEADING = new RegExp(`^(${ALTERNATIVES}|[A-Z]{3})\\s*`);
const TRAILING = new RegExp(`\\s*(${ALTERNATIVES}|[A-Z]{3})$`);

/** `text` without one currency sign or code at its start or end, and that marker; undefined when it has none. */
export function splitCurrencyMarker(text: string): { rest: string; marker: string } | undefined {
  const match = LEADING.exec(text) ?? TRAILING.exec(text);
  if (!match) return undefined;
  return { rest: text.slice(0, match.index) + text.slice(match.index + match[0].length), marker: match[1]! };
}

/**
 * The currency signs and codes among the texts a cell's number format writes around its number
 * (`$`, `€`, `EUR`, not `INV-` or `kg`): each whole text a sign, or an ISO code.
 */
export function formatCurrencyMarkers(affixes: readonly string[]): readonly string[] {
  return affixes.filter((text) => SIGNS[text] !== undefined || (/^[A-Z]{3}$/.test(text) && isIsoCurrency(text)));
}

/** The currencies a sign may stand for, most used first (`$`: USD, CAD ...); undefined for a code or unknown text. */
export function signCurrencies(marker: string): readonly string[] | undefined {
  return SIGNS[marker];
}

/** The currencies a marker may stand for: a code stands for itself. */
export function markerCurrencies(marker: string): readonly string[] {
  return SIGNS[marker] ?? [marker];
}

/**
 * Why an amount written with `marker` cannot be in `currency`, the invoice's, and what to do;
 * undefined when it may be (`$` on a CAD invoice, `¥` on a CNY one).
 */
export function markerContradiction(marker: string, currency: string): string | undefined {
  const currencies = markerCurrencies(marker);
  if (currencies.includes(currency)) return undefined;
  const written =
    SIGNS[marker] === undefined
      ? `in ${marker}`
      : `with ${marker} (${currencies.length > 3 ? `${currencies.slice(0, 3).join(', ')} or another ${signName(marker)}` : currencies.join(' or ')})`;
  return `expected an amount in ${currency}, the invoice's currency, got one written ${written}; correct the amount or the invoice's currency`;
}

function signName(marker: string): string {
  if (marker === '$') return 'dollar';
  if (marker === '£') return 'pound';
  if (marker.startsWith('Rs')) return 'rupee';
  return 'krone or krona';
}
