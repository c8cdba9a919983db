/**
 * Whether the dates of a file came back with day and month exchanged: a spreadsheet that reads a
 * month-first CSV day first (or the reverse) re-writes every date whose day is 12 or less. One such
 * date is a correction like any other (a hold of its invoice); several, with no other sent date
 * differing, are the writer's doing, and the file's invoices never sent would be posted on the wrong
 * day. Pure.
 */
import type { SentDate } from '../journal/sent-date-statements.js';

/** Swapped dates from which a file is refused, whatever else differs. */
const SWAPS_ALWAYS = 3;
/** Swapped dates from which a file is refused when they are all its differing dates. */
const SWAPS_ALONE = 2;

const DATE = /^(\d{4})(\d{2})(\d{2})$/;

/** True when `date` is `sent` with its day and month exchanged (both YYYYMMDD), and so another day. */
export function isDaySwap(sent: string, date: string): boolean {
  const a = DATE.exec(sent);
  const b = DATE.exec(date);
  if (!a || !b) return false;
  return a[1] === b[1] && a[2] !== a[3] && a[2] === b[3] && a[3] === b[2];
}

export interface DateSwap {
  /** The invoices whose date is one the journal sent with day and month exchanged, in file order. */
  swapped: SentDate[];
  /** Invoices whose date differs from the one sent otherwise. */
  otherwise: number;
}

/** The swapped invoices of a run when they show a writer swapped the file's dates; undefined when they do not. */
export function judgeDateSwap(sentDates: readonly SentDate[]): DateSwap | undefined {
  const byInvoice = new Map<number, SentDate[]>();
  for (const row of sentDates) byInvoice.set(row.stagedId, [...(byInvoice.get(row.stagedId) ?? []), row]);
  const swapped: SentDate[] = [];
  let otherwise = 0;
  for (const rows of byInvoice.values()) {
    const swap = rows.find((row) => isDaySwap(row.sentDate, row.fileDate));
    if (swap) swapped.push(swap);
    else otherwise += 1;
  }
  const refused = swapped.length >= SWAPS_ALWAYS || (swapped.length >= SWAPS_ALONE && otherwise === 0);
  return refused ? { swapped, otherwise } : undefined;
}
