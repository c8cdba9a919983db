/**
 * Decides, purely, whether a staged invoice is held because its number contains, as whole tokens, a
 * number the journal records for the same target and PayeeId (or is contained in one), with the
 * same amount and currency and the same date where both hold one. A mapping corrected after a
 * first upload writes the same bill's number with more of the source in it: China's invoice code
 * before its number (`87654321` then `031002400211-87654321`), e-Fatura's ATCUD after it
 * (`FT 2025A/1201` then `FT 2025A/1201 / JJ7K2M9P-1201`), a prefix or a year (`RE-4711`,
 * `4711/2026`). Neither the key, its folded spelling (plan-near-key.ts) nor, when the InvoiceId was
 * corrected too, the InvoiceId hold sees it; posted, the vendor is paid twice.
 *
 * A token ends at a character that is neither a letter nor a digit (or at either end): `1201` is in
 * `1201/JJ7` but not in `12010`, `INV-12` is not in `INV-120`. The contained number must have at
 * least MIN_CONTAINED characters once folded (its separators counted) and a digit: one to three characters (`1`, `12`,
 * `A-7`) recur in every series a vendor numbers by year or book (`1/2025`, `1/2026`, `B-12`), and a
 * fixed monthly fee has one amount, so a shorter number is not evidence of one bill.
 */
import type { InvoiceRow } from '../journal/invoice-row.js';
import { foldInvoiceNumber, foldKeepingSeparators } from '../invoice/fold-invoice-number.js';
import { describeRecorded } from './plan-near-key.js';
import { sameInvoiceFacts, type OtherPayeeSubject } from './plan-other-payee.js';

/** The fewest characters (folded) of a number found inside another. */
export const MIN_CONTAINED = 4;

/** A letter or a digit: what a token is made of. */
const WORD = /[\p{L}\p{N}]/u;

/**
 * The folded spellings of the runs of whole tokens of `number` other than all of it that are long
 * enough to stand for an invoice: `RE-4711/2026` gives `RE-4711`, `4711/2026`, `4711`, `2026`.
 */
export function containedParts(number: string): string[] {
  const chars = [...number];
  const starts: number[] = [];
  const ends: number[] = [];
  chars.forEach((char, i) => {
    if (!WORD.test(char)) return;
    if (i === 0 || !WORD.test(chars[i - 1]!)) starts.push(i);
    if (i === chars.length - 1 || !WORD.test(chars[i + 1]!)) ends.push(i + 1);
  });
  const whole = foldInvoiceNumber(number);
  const parts = new Set<string>();
  for (const start of starts)
    for (const end of ends) {
      if (end <= start) continue;
      const text = chars.slice(start, end).join('');
      const part = foldInvoiceNumber(text);
      // Counted as written: `A-12` stands for one bill as it did before the fold dropped its dash.
      const long = foldKeepingSeparators(text).length >= MIN_CONTAINED;
      if (part !== whole && long && /\p{N}/u.test(part)) parts.add(part);
    }
  return [...parts];
}

/** What the rule reads of an invoice: a journal row, or an invoice of a file not yet staged (validate). */
export type ContainedCandidate = Pick<
  InvoiceRow,
  'id' | 'invoiceNumber' | 'invoiceDate' | 'invoiceAmount' | 'currencyCode'
>;

/** Each recorded list's rows by folded number and by the folded parts of their numbers; a list is never changed. */
interface ContainedIndex<T> {
  whole: Map<string, T[]>;
  parts: Map<string, T[]>;
}

const indexes = new WeakMap<readonly ContainedCandidate[], ContainedIndex<ContainedCandidate>>();

function add<T>(map: Map<string, T[]>, key: string, row: T): void {
  const rows = map.get(key);
  if (rows) rows.push(row);
  else map.set(key, [row]);
}

function indexOf<T extends ContainedCandidate>(recorded: readonly T[]): ContainedIndex<T> {
  let index = indexes.get(recorded) as ContainedIndex<T> | undefined;
  if (index === undefined) {
    index = { whole: new Map<string, T[]>(), parts: new Map<string, T[]>() };
    for (const row of recorded) {
      const number = row.invoiceNumber;
      if (number === null) continue;
      add(index.whole, foldInvoiceNumber(number), row);
      for (const part of containedParts(number)) add(index.parts, part, row);
    }
    indexes.set(recorded, index);
  }
  return index;
}

/** A recorded row whose number the staged one contains (`contains`) or is part of (`is part of`). */
export interface ContainedMatch<T extends ContainedCandidate = InvoiceRow> {
  row: T;
  how: 'contains' | 'is part of';
  /** What the two were compared on: the date only where both hold one. */
  compared: 'amount and currency' | 'date, amount and currency';
}

/**
 * The oldest row of `recorded` that `eligible` admits whose number is in the staged one as whole
 * tokens, or holds it, with the same amount and currency and the same date where both hold one.
 * @param eligible which rows may match @default every row
 */
export function findContainedNumber<T extends ContainedCandidate>(
  number: string,
  facts: () => OtherPayeeSubject,
  recorded: readonly T[],
  eligible: (row: T) => boolean = () => true,
): ContainedMatch<T> | undefined {
  const index = indexOf(recorded);
  const inside = containedParts(number)
    .flatMap((part) => index.whole.get(part) ?? [])
    .filter(eligible);
  const around = (index.parts.get(foldInvoiceNumber(number)) ?? []).filter(eligible);
  if (inside.length === 0 && around.length === 0) return undefined;
  const subject = facts();
  const same = (row: T): boolean => sameInvoiceFacts(subject, row);
  const near = [...inside, ...around].sort((a, b) => a.id - b.id).find(same);
  if (near === undefined) return undefined;
  const compared =
    near.invoiceDate === null || subject.invoiceDate === null ? 'amount and currency' : 'date, amount and currency';
  return { row: near, how: inside.includes(near) ? 'contains' : 'is part of', compared };
}

/**
 * @param number the staged invoice's Invoice_Number
 * @param facts the staged invoice's date, amount and currency, read only when a number is found
 * @param recorded the vendor's rows on the target that may exist on the back-end (created, being
 *   sent, in doubt after a request left), oldest first
 * @returns the detail of the hold, or undefined when no recorded number is in the staged one or holds it
 */
export function planContainedNumber(
  number: string,
  facts: () => OtherPayeeSubject,
  recorded: readonly InvoiceRow[],
): string | undefined {
  const found = findContainedNumber(number, facts, recorded);
  if (found === undefined) return undefined;
  return (
    `not sent: the same invoice as ${describeRecorded(found.row)} (the number ${found.how} it, with the same ${found.compared}); ` +
    'if the mapping now reads more of the number, the first one stands for this bill; give --force to post it as a different invoice'
  );
}
