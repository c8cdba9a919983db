/**
 * Rates written as text with their percent sign (`18%`, `0%`, `5,5 %`), as a CSV export prints
 * them: each is a rate of 0 to 99 %, which the amount reader does not read (the sign is no
 * currency) but a TaxRate does. Pure.
 */

/** One or two whole digits, a decimal part or not, then the percent sign. */
const PERCENT_RATE = /^\d{1,2}(?:[.,]\d{1,3})?\s*%$/;

/** True when every text is a rate written with its percent sign. */
export function holdsPercentRates(texts: readonly string[]): boolean {
  return texts.length > 0 && texts.every((t) => PERCENT_RATE.test(t.trim()));
}
