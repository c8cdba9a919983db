/**
 * Compares an invoice's lines with its Invoice_Amount, exactly (BigInt ten-thousandths).
 */
import { formatScaled, parseScaled } from './decimal-amount.js';
import type { FieldProblem } from './check-invoice.js';
import { formatAmount } from './format-money.js';
import { plural } from './format-count.js';

/** `gross`: Amount + Tax of every line; `net`: Amount only. */
export type LineSumBasis = 'gross' | 'net';

interface SummableInvoice {
  CurrencyCode?: unknown;
  Invoice_Amount?: unknown;
  InvoiceItems?: readonly { Amount?: unknown; Tax?: unknown }[];
}

/** Lines summed as plain numbers at most: 800 values below 1e13 ten-thousandths each stay exact. */
const QUICK_MAX_LINES = 400;

/**
 * Ten-thousandths of `-123.4500`-like text with at most nine whole digits and four places, as
 * an exact integer; undefined for anything else (left to parseScaled).
 */
function quickScaled(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const length = value.length;
  let i = value.charCodeAt(0) === 45 || value.charCodeAt(0) === 43 ? 1 : 0;
  const negative = value.charCodeAt(0) === 45;
  let whole = 0;
  const wholeStart = i;
  for (; i < length; i++) {
    const digit = value.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) break;
    whole = whole * 10 + digit;
  }
  if (i === wholeStart || i - wholeStart > 9) return undefined;
  let fraction = 0;
  let places = 0;
  if (i < length) {
    if (value.charCodeAt(i) !== 46) return undefined;
    for (i++; i < length; i++, places++) {
      const digit = value.charCodeAt(i) - 48;
      if (digit < 0 || digit > 9 || places === 4) return undefined;
      fraction = fraction * 10 + digit;
    }
  }
  for (; places < 4; places++) fraction *= 10;
  const scaled = whole * 10000 + fraction;
  return negative ? -scaled : scaled;
}

/** True when every amount is quick to read and the lines add up; false means "work it out exactly". */
function quickBalance(invoice: SummableInvoice, basis: LineSumBasis): boolean {
  const items = invoice.InvoiceItems;
  if (!items || items.length === 0 || items.length > QUICK_MAX_LINES) return false;
  const stated = quickScaled(invoice.Invoice_Amount);
  if (stated === undefined) return false;
  let total = 0;
  for (const item of items) {
    const amount = quickScaled(item.Amount);
    if (amount === undefined) return false;
    total += amount;
    if (basis === 'gross' && item.Tax !== undefined) {
      const tax = quickScaled(item.Tax);
      if (tax === undefined) return false;
      total += tax;
    }
  }
  return total === stated;
}

/**
 * Returns a problem at `Invoice_Amount` when the lines do not add up to it; undefined when they
 * do or when an amount is missing or malformed (the model check reports those).
 */
export function checkLineSum(invoice: SummableInvoice, basis: LineSumBasis): FieldProblem | undefined {
  // Nearly every invoice balances with small amounts: plain integers settle it without BigInt.
  if (quickBalance(invoice, basis)) return undefined;
  const stated = typeof invoice.Invoice_Amount === 'string' ? parseScaled(invoice.Invoice_Amount) : undefined;
  const items = invoice.InvoiceItems ?? [];
  if (stated === undefined || items.length === 0) return undefined;
  let total = 0n;
  for (const item of items) {
    const amount = typeof item.Amount === 'string' ? parseScaled(item.Amount) : undefined;
    if (amount === undefined) return undefined;
    total += amount;
    if (basis === 'gross' && item.Tax !== undefined) {
      const tax = typeof item.Tax === 'string' ? parseScaled(item.Tax) : undefined;
      if (tax === undefined) return undefined;
      total += tax;
    }
  }
  if (total === stated) return undefined;
  const what = basis === 'gross' ? 'Amount + Tax' : 'Amount';
  const count = plural(items.length, 'line');
  // Figures in the currency's places (JPY 1513151, not 1513151.0000), as the cell shows them.
  const currency = invoice.CurrencyCode;
  const show = (scaled: bigint) =>
    typeof currency === 'string' ? formatAmount(formatScaled(scaled), currency) : formatScaled(scaled);
  return {
    path: 'Invoice_Amount',
    value: show(stated),
    message: `expected the ${what} of its ${count} (${show(total)}); differs by ${show(stated - total)}`,
  };
}
