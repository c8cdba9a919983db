/**
 * The notes a later stage of the proposal answered, taken out so the proposal does not say both:
 * a column a day-and-month rule read, a sum check a later rule proposed, a currency column read
 * through a formula. Pure.
 */
import { NO_SUM_CHECK } from './propose-sum-check.js';
import type { FieldLine, Proposal } from './render-proposal.js';

/** `notes` without those that `answered` headers, a proposed `sumLines` or the CurrencyCode line answer. */
export function dropAnsweredNotes(
  notes: readonly string[],
  answered: readonly string[],
  sumLines: Proposal['sumLines'],
  invoice: readonly FieldLine[],
): string[] {
  const byDayMonth = (note: string) => answered.some((h) => note.startsWith(`"${h}" was not proposed as`));
  // A sum a later rule proposed (taxes charged beside the VAT, tied taxes) answers the note that none was.
  // So does a currency column read through a formula answer the note that it was not proposed.
  const currency = invoice.find((l) => l.field === 'CurrencyCode')?.spec ?? '';
  const superseded = (note: string) =>
    (sumLines !== undefined && note.endsWith(NO_SUM_CHECK)) ||
    (/^"(.+)" was not proposed as CurrencyCode/.exec(note)?.[1] ?? '\n') === (/\[([^\]]+)\]/.exec(currency)?.[1] ?? '');
  return notes.filter((n) => !byDayMonth(n) && !superseded(n));
}
