/**
 * An invoice number as a finance user compares two of them: `a-1` and `A-1`, `INV 7` and `INV  7`
 * and `INV7`, `Ａ－１` (full-width, as Japanese input methods type it) and `A-1` are the same
 * invoice. The back-end's own comparison is not documented, so numbers equal only when folded are
 * treated as possibly the same invoice, never silently as two. Pure.
 */

/** Printable ASCII without spaces: most numbers, folded by upper-casing alone. */
const PLAIN = /^[\x21-\x7e]*$/;

/** `number` with width unified (NFKC), upper-cased and without any white space. */
export function foldInvoiceNumber(number: string): string {
  if (PLAIN.test(number)) return number.toUpperCase();
  return number.normalize('NFKC').toUpperCase().replace(/\s+/gu, '');
}
