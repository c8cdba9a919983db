/**
 * Compares an invoice's lines with its Invoice_Amount, exactly (BigInt ten-thousandths).
 */
import { formatScaled, parseScaled } from './decimal-amount.js';
import type { FieldProblem } from './check-invoice.js';

/** `gross`: Amount + Tax of every line; `net`: Amount only. */
export type LineSumBasis = 'gross' | 'net';

interface SummableInvoice {
  Invoice_Amount?: unknown;
  InvoiceItems?: readonly { Amount?: unknown; Tax?: unknown }[];
}

/**
 * Returns a problem at `Invoice_Amount` when the lines do not add up to it; undefined when they
 * do or when an amount is missing or malformed (the model check reports those).
 */
export function checkLineSum(invoice: SummableInvoice, basis: LineSumBasis): FieldProblem | undefined {
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
  const count = items.length === 1 ? '1 line' : `${items.length} lines`;
  return {
    path: 'Invoice_Amount',
    value: formatScaled(stated),
    message: `expected the ${what} of its ${count} (${formatScaled(total)}); differs by ${formatScaled(stated - total)}`,
  };
}
