/**
 * The decimal places an amount of each currency has (ISO 4217's minor unit), for the check that
 * an amount is one the currency can hold: EUR 9787.7262 is not a payable amount. Pure.
 */

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
 * The decimal places of `currency`: 2 for most (EUR, USD, GBP), 0 for JPY or KRW, 3 for BHD or
 * KWD. A code ISO 4217 lists with 2 places, and a code it does not list at all (a new currency,
 * a typing mistake the model check does not catch), get 2: the most common minor unit, and the
 * stricter guess, since a refused amount is seen and a mapping's `decimals` lets it through.
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
  return places === 1 ? '1 decimal place' : `${places} decimal places`;
}
