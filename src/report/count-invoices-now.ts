/**
 * Each invoice of the journal once, by the outcome its latest row shows: what `journal --outcome
 * WORD` would list now. A run's counts stay those of its own rows, and a re-upload holds a row of
 * its own for an invoice an earlier run left in doubt, so runs added up count such an invoice twice.
 */
import type { Journal } from '../journal/journal.js';
import { OUTCOME_MEANINGS, type OutcomeWord } from './outcome-words.js';
import { rowsWithOutcome } from './rows-with-outcome.js';

export interface InvoicesNow {
  /** Distinct invoices: a target and business key each, or an invalid row of its own. */
  invoices: number;
  /** Of `invoices`, how many show each word now; every word, in the vocabulary's order. */
  outcomes: Record<OutcomeWord, number>;
}

/** @param targetIdentity only that target's invoices @default every target */
export async function countInvoicesNow(journal: Pick<Journal, 'lists'>, targetIdentity?: string): Promise<InvoicesNow> {
  const outcomes = {} as Record<OutcomeWord, number>;
  for (const { word } of OUTCOME_MEANINGS)
    outcomes[word] = await journal.lists.countLatestInvoices(rowsWithOutcome(word), targetIdentity);
  return { invoices: await journal.lists.countLatestInvoices(undefined, targetIdentity), outcomes };
}

/**
 * `countInvoicesNow` of each target the journal holds invoices of, oldest target first: a test
 * target's invoices are never added to a production target's. One grouped statement per word.
 */
export async function countInvoicesNowByTarget(journal: Pick<Journal, 'lists'>): Promise<Map<string, InvoicesNow>> {
  const byTarget = new Map<string, InvoicesNow>();
  for (const [target, invoices] of await journal.lists.countLatestInvoicesByTarget(undefined))
    byTarget.set(target, { invoices, outcomes: {} as Record<OutcomeWord, number> });
  for (const { word } of OUTCOME_MEANINGS) {
    const counts = await journal.lists.countLatestInvoicesByTarget(rowsWithOutcome(word));
    for (const [target, now] of byTarget) now.outcomes[word] = counts.get(target) ?? 0;
  }
  return byTarget;
}
