/**
 * Each invoice of the journal once, by the outcome its latest row shows: what `journal --outcome
 * WORD` would list now, but for the changed copies held of created invoices, counted apart. A run's counts stay those of its own rows, and a re-upload holds a row of
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
  /**
   * Changed copies held (held: differs) of invoices counted created: open items, not posted, not in
   * `invoices` (each invoice is counted once, as created) and listed by `journal --outcome "held: differs"`.
   */
  heldCopies: number;
}

/**
 * `countInvoicesNow` of each target the journal holds invoices of, oldest target first: a test
 * target's invoices are never added to a production target's. One statement for every word.
 */
export async function countInvoicesNowByTarget(journal: Pick<Journal, 'lists'>): Promise<Map<string, InvoicesNow>> {
  const counts = await journal.lists.countLatestInvoicesByTarget([
    undefined,
    ...OUTCOME_MEANINGS.map(({ word }) => rowsWithOutcome(word)),
  ]);
  const heldCopies = await journal.lists.countHeldCopiesByTarget();
  const byTarget = new Map<string, InvoicesNow>();
  for (const [target, [invoices = 0, ...words]] of counts) {
    const outcomes = {} as Record<OutcomeWord, number>;
    OUTCOME_MEANINGS.forEach(({ word }, i) => (outcomes[word] = words[i] ?? 0));
    byTarget.set(target, { invoices, outcomes, heldCopies: heldCopies.get(target) ?? 0 });
  }
  return byTarget;
}

/**
 * The counts of `byTarget` added up, or one target's: each target's invoices are its own (an
 * invoice is a target's and business key), so none is counted twice. Pure.
 * @param targetIdentity only that target's invoices @default every target
 */
export function addInvoicesNow(byTarget: ReadonlyMap<string, InvoicesNow>, targetIdentity?: string): InvoicesNow {
  const now: InvoicesNow = { invoices: 0, outcomes: {} as Record<OutcomeWord, number>, heldCopies: 0 };
  for (const { word } of OUTCOME_MEANINGS) now.outcomes[word] = 0;
  for (const [target, counts] of byTarget) {
    if (targetIdentity !== undefined && target !== targetIdentity) continue;
    now.invoices += counts.invoices;
    now.heldCopies += counts.heldCopies;
    for (const { word } of OUTCOME_MEANINGS) now.outcomes[word] += counts.outcomes[word];
  }
  return now;
}
