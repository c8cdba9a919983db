/** The words of a second invoice of one (PayeeId, Invoice_Number) in a file. Pure. */
import { showHidden, spellingWords } from '../invoice/describe-spelling.js';
import type { EarlierInvoice } from '../invoice/duplicate-invoice-keys.js';

/**
 * Why a second invoice of a key is a problem, naming the rows of the first and, when written
 * otherwise, both spellings with their hidden characters shown and what differs between them.
 */
export function duplicateMessage(payeeId: string | undefined, number: string, earlier: EarlierInvoice): string {
  const rows = `row${earlier.rows.includes(',') || earlier.rows.includes('-') ? 's' : ''} ${earlier.rows}`;
  const expected = 'expected each (PayeeId, Invoice_Number) once in a file';
  if (earlier.writtenAs === undefined) return `${expected}; PayeeId ${payeeId} already has this number at ${rows}`;
  const written = number.trim();
  // This number is quoted again only when the quote after "got" would hide what differs.
  const shown = showHidden(written) === written ? '' : ` as "${showHidden(written)}"`;
  return `${expected}; PayeeId ${payeeId} already has "${showHidden(earlier.writtenAs)}" at ${rows}, the same invoice number${shown} but for ${spellingWords(earlier.writtenAs, written)}: correct one of them, or make the numbers differ`;
}
