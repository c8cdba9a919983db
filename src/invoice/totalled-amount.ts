/**
 * The one rule of every control total (validate, upload, the workbooks, --json): an invoice adds its
 * amount to its currency's total only when both were read; an amount that is missing or could not be
 * read, or a currency that is no currency code (`EURO`, `eur`, an empty cell), is added to no total,
 * and the invoice is counted among those left out. Pure.
 */
import { CURRENCY_PATTERN } from './formats.js';

/** What an invoice adds to the control totals, or undefined when it is left out of them. */
export function totalledAmount(
  currency: string | null | undefined,
  amount: string | null | undefined,
): { currency: string; amount: string } | undefined {
  // The model's own check of a code: a total named by anything else names no currency.
  if (!currency || !CURRENCY_PATTERN.test(currency)) return undefined;
  if (amount === null || amount === undefined || amount === '') return undefined;
  return { currency, amount };
}
