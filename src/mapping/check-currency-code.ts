/**
 * An invoice's CurrencyCode that ISO 4217 does not list (`QQQ`, `EUX`, `RMB`): a problem at its
 * cell, since the finance system would take any three letters and the amount's decimal places
 * could only be guessed. A mapping lists the codes its finance system takes beyond ISO 4217. Pure.
 */
import { isIsoCurrency } from '../invoice/currency-minor-units.js';
import { CURRENCY_PATTERN } from '../invoice/formats.js';
import type { Candidate } from './build-candidate.js';
import type { Mapping } from './compiled-mapping.js';
import { originAt } from './map-record.js';
import type { Problem } from './mapped-invoice.js';

/** The problem of a three-letter CurrencyCode neither ISO 4217 nor the mapping knows; undefined otherwise. */
export function currencyCodeProblem(candidate: Candidate, mapping: Mapping, file: string): Problem | undefined {
  const code = candidate.record.fields.CurrencyCode;
  // A missing or malformed code has its problem from the model check already.
  if (code === undefined || !CURRENCY_PATTERN.test(code)) return undefined;
  if (isIsoCurrency(code) || mapping.checks.currencies.has(code)) return undefined;
  const { origin } = originAt(candidate.record, 'CurrencyCode');
  return {
    file,
    sheet: origin?.sheet,
    row: origin?.row,
    column: origin?.column,
    field: 'CurrencyCode',
    value: code,
    message: `expected an ISO 4217 currency code such as EUR, which this is not; correct it, or list it under checks: { currencies: [${code}] } in the mapping if the finance system takes it`,
  };
}
