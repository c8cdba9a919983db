/**
 * The one rule of every control total (validate, upload, the workbooks, --json): an invoice adds its
 * amount to its currency's total only when both were read; an amount or currency that is missing or
 * could not be read is added to no total, and the invoice is counted among those left out. Pure.
 */

/** What an invoice adds to the control totals, or undefined when it is left out of them. */
export function totalledAmount(
  currency: string | null | undefined,
  amount: string | null | undefined,
): { currency: string; amount: string } | undefined {
  const code = currency?.trim().toUpperCase();
  if (!code || amount === null || amount === undefined || amount === '') return undefined;
  return { currency: code, amount };
}
