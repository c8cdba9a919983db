/**
 * The decimal places an amount of each currency has (ISO 4217's minor unit), for the check that
 * an amount is one the currency can hold: EUR 9787.7262 is not a payable amount. Pure.
 */
import { plural } from './format-count.js';

/** The currencies whose minor unit is not 2, from the ISO 4217 list (amendment 176). */
const MINOR_UNITS: ReadonlyMap<string, number> = new Map([
  ...['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV'].map(
    (code) => [code, 0] as const,
  ),
  ...['XAF', 'XOF', 'XPF'].map((code) => [code, 0] as const),
  ...['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'].map((code) => [code, 3] as const),
  ['CLF', 4],
  ['UYW', 4],
  // Precious metals, fund and test codes have no minor unit: amounts keep the model's four places.
  ...['XAG', 'XAU', 'XBA', 'XBB', 'XBC', 'XBD', 'XDR', 'XPD', 'XPT', 'XSU', 'XTS', 'XUA', 'XXX'].map(
    (code) => [code, 4] as const,
  ),
]);

/**
 * Every code ISO 4217 lists as current (amendment 178: XCG and ZWG included, ANG and ZWL still
 * listed), funds, metals and test codes too. The Invoice model and the API take any three letters,
 * so a typing mistake (`EUX`) or a local abbreviation (`RMB`, `NTD`) would be posted as written.
 */
const ISO_4217: ReadonlySet<string> = new Set(
  (
    'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP ' +
    'BYN BZD CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR ' +
    'FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES ' +
    'KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR ' +
    'MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF ' +
    'SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD ' +
    'TZS UAH UGX USD USN UYI UYU UYW UZS VED VES VND VUV WST XAF XAG XAU XBA XBB XBC XBD XCD XCG XDR ' +
    'XOF XPD XPF XPT XSU XTS XUA XXX YER ZAR ZMW ZWG ZWL'
  ).split(' '),
);

/** True when ISO 4217 lists `code` (upper case, as the model holds it). */
export function isIsoCurrency(code: string): boolean {
  return ISO_4217.has(code);
}

/**
 * The decimal places of `currency`: 2 for most (EUR, USD, GBP), 0 for JPY or KRW, 3 for BHD or
 * KWD. A code ISO 4217 lists with 2 places, and a code it does not list that the mapping allows
 * (`checks.currencies`), get 2: the most common minor unit, and the stricter guess, since a
 * refused amount is seen and a mapping's `decimals` lets it through.
 */
export function currencyPlaces(currency: string): number {
  return MINOR_UNITS.get(currency) ?? 2;
}

/** `EUR amounts have 2 decimal places`, `JPY amounts have no decimal places`. */
export function describeCurrencyPlaces(currency: string, places: number): string {
  return `${currency} amounts have ${placesWord(places)}`;
}

/** `no decimal places`, `1 decimal place`, `2 decimal places`. */
export function placesWord(places: number): string {
  if (places === 0) return 'no decimal places';
  return plural(places, 'decimal place');
}
