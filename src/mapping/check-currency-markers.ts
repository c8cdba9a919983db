/**
 * Amounts written with a currency sign or code (`$100`, `GBP 100`) that cannot be in their
 * invoice's currency: a problem at the cell, where reading them as the invoice's currency would
 * post EUR 100 for USD 100. Pure.
 */
import { CURRENCY_PATTERN } from '../invoice/formats.js';
import { markerContradiction } from './currency-marker.js';
import type { Problem } from './mapped-invoice.js';

/** An amount cell written with a currency sign or code (`$100`, `100 USD`), read directly or by a formula. */
export interface MarkedAmount {
  problem: Omit<Problem, 'message'>;
  markers: readonly string[];
}

/** One problem per amount cell whose sign or code contradicts the invoice's currency. */
export function currencyMarkerProblems(record: {
  fields: Readonly<Record<string, string>>;
  marked?: readonly MarkedAmount[] | undefined;
}): Problem[] {
  const currency = record.fields.CurrencyCode;
  // A missing or malformed currency is a problem of its own; there is nothing to compare with.
  if (!record.marked || currency === undefined || !CURRENCY_PATTERN.test(currency)) return [];
  const problems: Problem[] = [];
  for (const { problem, markers } of record.marked) {
    for (const marker of markers) {
      const message = markerContradiction(marker, currency);
      if (message === undefined) continue;
      problems.push({ ...problem, message });
      break;
    }
  }
  return problems;
}
