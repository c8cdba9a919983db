/**
 * What differs between an invoice uploaded now and one the journal recorded without its body
 * (`import-results` keeps what a results workbook shows: amount, currency and date, besides the key),
 * on those kept fields only, in the words of compare-invoice-bodies.ts. Pure.
 */
import { parseScaled } from '../invoice/decimal-amount.js';
import { sameCurrencyCode } from '../invoice/formats.js';
import type { InvoiceRow } from '../journal/invoice-row.js';
import { compareInvoiceBodies } from './compare-invoice-bodies.js';

/** The body fields a workbook keeps, with the journal row's column each is kept in. */
const KEPT = [
  ['Invoice_Amount', 'invoiceAmount'],
  ['CurrencyCode', 'currencyCode'],
  ['Invoice_Date', 'invoiceDate'],
] as const;

type KeptRow = Pick<InvoiceRow, 'invoiceAmount' | 'currencyCode' | 'invoiceDate'>;

/** The same amount written with other trailing zeros (`830.3200`, `830.32`) is the same amount. */
function sameAmount(kept: string, uploaded: string): boolean {
  const [a, b] = [parseScaled(kept), parseScaled(uploaded)];
  return a !== undefined && a === b;
}

/** Whether a kept value is the uploaded one written otherwise: an amount's trailing zeros, a currency as typed (`eur`). */
function sameWritten(field: (typeof KEPT)[number][0], kept: string, uploaded: unknown): boolean {
  if (typeof uploaded !== 'string') return false;
  if (field === 'Invoice_Amount') return sameAmount(kept, uploaded);
  if (field === 'CurrencyCode') return sameCurrencyCode(kept, uploaded);
  return false;
}

/**
 * The differences of `uploaded` (a request body as JSON text) from what `row` kept; undefined when
 * it kept none of them, so there is nothing to compare.
 */
export function compareKeptFields(row: KeptRow, uploaded: string): string[] | undefined {
  const body = JSON.parse(uploaded) as Record<string, unknown>;
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field, column] of KEPT) {
    const kept = row[column];
    if (kept === null || kept === undefined || kept === '') continue;
    after[field] = body[field];
    before[field] = sameWritten(field, kept, body[field]) ? body[field] : kept;
  }
  if (Object.keys(before).length === 0) return undefined;
  return compareInvoiceBodies(JSON.stringify(before), JSON.stringify(after));
}
