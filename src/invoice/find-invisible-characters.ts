/**
 * An invoice key (PayeeId, Invoice_Number) with a character nobody can see in it: a zero-width
 * space or a soft hyphen pasted from a PDF, a BOM left by an export. The finance system keeps it,
 * so the invoice is found by nobody who types the number, and its duplicate check lets the same
 * number in again (Oracle Payables, My Oracle Support Doc ID 2449913.1). Pure.
 */
import { showHidden } from './describe-spelling.js';
import { INVISIBLE } from './fold-invoice-number.js';

/** Why `text` cannot be a key as written, or undefined when every character of it shows. */
export function invisibleCharactersMessage(text: string | undefined): string | undefined {
  const count = text?.match(INVISIBLE)?.length ?? 0;
  if (text === undefined || count === 0) return undefined;
  const what = count === 1 ? 'an invisible character' : `${count} invisible characters`;
  return `expected only characters that show; this holds ${what}: ${showHidden(text)} (delete ${count === 1 ? 'it' : 'them'}, or the finance system keeps the number as it is and a search for it misses it)`;
}
