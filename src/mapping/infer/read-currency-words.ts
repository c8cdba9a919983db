/**
 * What a file's headers say of its currency without a currency column: a currency code or a sign
 * that stands for one currency in a header's brackets or at its end (`Amount (AUD)`, `Kwota (zł)`,
 * `Valor R$`), and words that only one currency area's exports write: a language spoken in one
 * currency area, a tax's name or a tax id used in one country. Each entry says why, for the
 * proposal's comment. Pure.
 */
import { isIsoCurrency } from '../../invoice/currency-minor-units.js';
import { signCurrencies } from '../currency-marker.js';
import { headerKey } from './match-headers.js';
import { AREA_WORDS } from './currency-area-words.js';

export interface CurrencyEvidence {
  currency: string;
  /** The headers that say it. */
  headers: string[];
  why: string;
}

/** A currency as exports write it in a currency column instead of its code: its name or its sign. */
const CURRENCY_NAMES: Readonly<Record<string, string>> = {
  人民币: 'CNY',
  人民幣: 'CNY',
  美元: 'USD',
  欧元: 'EUR',
  歐元: 'EUR',
  日元: 'JPY',
  日本円: 'JPY',
  円: 'JPY',
  港币: 'HKD',
  港幣: 'HKD',
  港元: 'HKD',
  新台币: 'TWD',
  新台幣: 'TWD',
  英镑: 'GBP',
  英鎊: 'GBP',
  韩元: 'KRW',
  원: 'KRW',
  'ש"ח': 'ILS',
  שח: 'ILS',
  'ש״ח': 'ILS',
  Kč: 'CZK',
  zł: 'PLN',
  Ft: 'HUF',
  '₪': 'ILS',
  '€': 'EUR',
  '₩': 'KRW',
  '₹': 'INR',
  // Russian and Ukrainian exports write the currency's short name: 1C's Валюта column holds `руб.`.
  'руб.': 'RUB',
  руб: 'RUB',
  '₽': 'RUB',
  грн: 'UAH',
  'грн.': 'UAH',
  '₴': 'UAH',
  'ر.س': 'SAR',
  'ر.س.': 'SAR',
  'ريال سعودي': 'SAR',
  '฿': 'THB',
  บาท: 'THB',
  '₺': 'TRY',
  // Turkish software writes the lira TL (its sign's letters), in a column of codes beside EUR and USD.
  TL: 'TRY',
};

/** The ISO code of a currency written by its local name or sign (`TL`, `zł`, `руб.`), or undefined. */
export const isoOfCurrencyName = (text: string): string | undefined =>
  Object.hasOwn(CURRENCY_NAMES, text) ? CURRENCY_NAMES[text] : undefined;

/** A column that names one currency, by its name or sign, on every row (`币种` with `人民币`). */
export function namedCurrency(
  columns: readonly { header: string; texts: readonly (string | undefined)[] }[],
): CurrencyEvidence | undefined {
  for (const c of columns) {
    const values = new Set(c.texts.map((t) => t?.trim()));
    const [value] = values;
    const currency = value === undefined ? undefined : CURRENCY_NAMES[value];
    if (values.size === 1 && currency)
      return { currency, headers: [c.header], why: `"${value}" on every row names ${currency}` };
  }
  return undefined;
}

/** Scripts written in one currency area. */
const SCRIPTS: readonly { script: RegExp; currency: string; why: string }[] = [
  // Kana are written only in Japanese; consumption tax (消費税) is Japan's.
  {
    script: /[\p{Script=Hiragana}\p{Script=Katakana}]|消費税/u,
    currency: 'JPY',
    why: 'Japanese (kana, 消費税), written in Japan, which books in JPY',
  },
  { script: /\p{Script=Hangul}/u, currency: 'KRW', why: 'Korean, written in South Korea, which books in KRW' },
  { script: /\p{Script=Thai}/u, currency: 'THB', why: 'Thai, written in Thailand, which books in THB' },
  { script: /\p{Script=Lao}/u, currency: 'LAK', why: 'Lao, written in Laos, which books in LAK' },
  { script: /\p{Script=Myanmar}/u, currency: 'MMK', why: 'Burmese, written in Myanmar, which books in MMK' },
  // Two letters at least: a lone Δ or µ is a sign in any language.
  { script: /\p{Script=Greek}{2}/u, currency: 'EUR', why: 'Greek, written in Greece and Cyprus, which book in EUR' },
  { script: /\p{Script=Hebrew}/u, currency: 'ILS', why: 'Hebrew, written in Israel, which books in ILS' },
  // Є and Ї are Ukrainian letters no other national Cyrillic alphabet has.
  {
    script: /[єїЄЇ]/u,
    currency: 'UAH',
    why: 'Ukrainian (є, ї), written in Ukraine, which books in UAH',
  },
];

/** A header's words as compared: `CGST/SGST Amount` -> cgst, sgst, amount. */
const headerWords = (header: string) =>
  header
    .split(/[^\p{L}\p{N}]+/u)
    .map(headerKey)
    .filter((w) => w !== '');

/** Currency areas named by the words of the headers, each with the headers that name it. */
export function wordCurrencies(headers: readonly string[]): CurrencyEvidence[] {
  const found: CurrencyEvidence[] = [];
  for (const area of AREA_WORDS) {
    const named = headers.filter((h) =>
      area.byWord ? headerWords(h).some((w) => area.words.test(w)) : area.words.test(headerKey(h)),
    );
    if (named.length > 0) found.push({ currency: area.currency, headers: named, why: area.why });
  }
  for (const { script, currency, why } of SCRIPTS) {
    const written = headers.filter((h) => script.test(h));
    if (written.length > 0) found.push({ currency, headers: written.slice(0, 2), why });
  }
  return found;
}

/** A code or sign in brackets, or one at a header's end, after `in` or not: `Total (AUD)`, `Betrag [EUR]`, `Kwota zł`, `Amount in €`. */
const BRACKETED = /[([]\s*(?:in\s+)?([^()[\]]{1,5}?)\s*[)\]]/u;
const LAST_WORD = /\s(\S{1,4})$/u;

/**
 * Short names a country writes its own currency by in money headers, which are no ISO code and no
 * sign of amounts: Kenyan shillings `Ksh`, Egyptian pounds `ج.م` (جنيه مصري) and `L.E.`, Ugandan and
 * Tanzanian shillings, Bulgarian leva. Compared in lower case, without a last full stop.
 */
const LOCAL_NAMES: Readonly<Record<string, string>> = {
  ksh: 'KES',
  kshs: 'KES',
  'ج.م': 'EGP',
  'l.e': 'EGP',
  ush: 'UGX',
  tsh: 'TZS',
  лв: 'BGN',
};

/**
 * Short names read only in brackets, where a money header writes its currency: Bhutan's ngultrum
 * `(Nu.)`. Alone at a header's end the letters may be a word's abbreviation.
 */
const BRACKETED_NAMES: Readonly<Record<string, string>> = { nu: 'BTN' };

const shortName = (marker: string) => marker.toLowerCase().replace(/\.$/, '');

/** The one currency a header's marker names: an ISO code, a sign of one currency, or a local short name. */
function markerCurrency(marker: string): string | undefined {
  const local = LOCAL_NAMES[shortName(marker)];
  if (local) return local;
  const signs = signCurrencies(marker);
  return signs ? (signs.length === 1 ? signs[0] : undefined) : isIsoCurrency(marker) ? marker : undefined;
}

/** The marker a header writes; a last word only as a sign, or as a code in a header not all in capitals (`TOTAL ALL`). */
function headerMarker(header: string): string | undefined {
  const bracketed = BRACKETED.exec(header)?.[1];
  if (bracketed) return bracketed;
  const last = LAST_WORD.exec(header)?.[1];
  if (!last) return undefined;
  return signCurrencies(last) || LOCAL_NAMES[last.toLowerCase().replace(/\.$/, '')] || /\p{Ll}/u.test(header)
    ? last
    : undefined;
}

/** Currencies a header writes as a code, a sign that stands for one currency only, or a local short name. */
export function headerCurrencies(headers: readonly string[]): CurrencyEvidence[] {
  const found: CurrencyEvidence[] = [];
  for (const header of headers) {
    const bracketed = BRACKETED_NAMES[shortName(BRACKETED.exec(header)?.[1] ?? '')];
    const marker = headerMarker(header.trim());
    const currency = bracketed ?? (marker && markerCurrency(marker));
    if (currency) found.push({ currency, headers: [header], why: `the header names ${currency}` });
  }
  return found;
}
