/**
 * What differs between two request bodies of one business key, the invoice created earlier and the
 * one uploaded now, in the words a clerk reads: `amount 119.00 -> 238.00`. Pure.
 *
 * The InvoiceId (of the invoice and of its lines) is not compared: a mapping builds it from the
 * cells as written, so `0000100001` and `100001` in a vendor cell give two InvoiceIds for one
 * invoice, while the finance system knows an invoice by its PayeeId and Invoice_Number, which the
 * key already holds equal.
 */
import { formatMoney } from '../invoice/format-money.js';

type Body = Record<string, unknown>;

/** Not part of what the invoice says (see above). */
const NOT_COMPARED = new Set(['InvoiceId', 'InstanceID']);

/** The words for the fields a difference is most often in; the others keep their API names. */
const FIELD_WORDS: Record<string, string> = {
  Invoice_Amount: 'amount',
  Invoice_Date: 'date',
  CurrencyCode: 'currency',
  Amount: 'amount',
  Tax: 'tax',
  Description: 'description',
};

/** At most this many differences are named; the rest are counted. */
const NAMED = 4;

const DATE = /^(\d{4})(\d{2})(\d{2})$/;

function shown(field: string, value: unknown, currency: string): string {
  if (value === undefined || value === null || value === '') return '(none)';
  if (typeof value !== 'string') return JSON.stringify(value);
  if (field === 'Invoice_Amount' || field === 'Amount' || field === 'Tax') return formatMoney(value, currency);
  const date = DATE.exec(value);
  if (date && /Date|_On$/.test(field)) return `${date[1]}-${date[2]}-${date[3]}`;
  return `"${value}"`;
}

function differingFields(created: Body, uploaded: Body, currency: string, prefix: string): string[] {
  const found: string[] = [];
  const fields = [...new Set([...Object.keys(created), ...Object.keys(uploaded)])];
  for (const field of fields) {
    if (NOT_COMPARED.has(field) || field === 'InvoiceItems') continue;
    const before = created[field];
    const after = uploaded[field];
    if (JSON.stringify(before) === JSON.stringify(after)) continue;
    const name = `${prefix}${FIELD_WORDS[field] ?? field}`;
    found.push(`${name} ${shown(field, before, currency)} -> ${shown(field, after, currency)}`);
  }
  return found;
}

function items(body: Body): Body[] {
  return Array.isArray(body.InvoiceItems) ? (body.InvoiceItems as Body[]) : [];
}

/**
 * The differences of `uploaded` from `created` (both request bodies as JSON text), the invoice's
 * own fields first, then its lines; empty when they are the same invoice.
 */
export function compareInvoiceBodies(created: string, uploaded: string): string[] {
  const before = JSON.parse(created) as Body;
  const after = JSON.parse(uploaded) as Body;
  const currency = typeof after.CurrencyCode === 'string' ? after.CurrencyCode : '';
  const found = differingFields(before, after, currency, '');
  const [oldLines, newLines] = [items(before), items(after)];
  if (oldLines.length !== newLines.length) found.push(`lines ${oldLines.length} -> ${newLines.length}`);
  else
    for (const [index, line] of newLines.entries())
      found.push(...differingFields(oldLines[index] ?? {}, line, currency, `line ${index + 1} `));
  return found;
}

/** `amount 119.00 -> 238.00, date 2026-11-01 -> 2026-11-02`, the first few named and the rest counted. */
export function differencesText(differences: readonly string[]): string {
  const named = differences.slice(0, NAMED).join(', ');
  const more = differences.length - NAMED;
  return more > 0 ? `${named} and ${more} more` : named;
}
