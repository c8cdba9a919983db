/** The lines around `history`'s table that say what its counts are, and each invoice once as it stands now. Pure. */
import type { InvoicesNow } from '../report/count-invoices-now.js';
import type { NotSentRuns } from '../report/find-not-sent-runs.js';
import type { DateStyle } from '../report/date-style.js';
import { listingTime } from './listing-time.js';
import { OUTCOME_MEANINGS } from '../report/outcome-words.js';
import { plural } from '../invoice/format-count.js';

/** Above the table: a run's counts move after its own output, and runs are not to be added up. */
export const RUN_COUNTS_MEANING =
  "Each run's counts are its own invoices as they stand now: a resolve or a later upload changes them after the run's terminal summary and results workbook. A re-upload counts again what an earlier run left in doubt, so do not add runs up; the Now line counts each invoice once.\n";

/** `Now, each invoice once (as journal lists them): 30 invoices: 25 created, 5 in doubt`. */
export function formatInvoicesNow(now: InvoicesNow, scope: string): string {
  const parts = OUTCOME_MEANINGS.map(({ word }) => [word, now.outcomes[word]] as const)
    .filter(([, count]) => count > 0)
    .map(([word, count]) => `${count} ${word}`);
  const invoices = plural(now.invoices, 'invoice');
  const copies =
    now.heldCopies === 0
      ? ''
      : `; and ${plural(now.heldCopies, 'changed copy', 'changed copies')} of created invoices held: differs, not posted (journal --outcome "held: differs" lists them: correct the invoice in the finance system, or upload with --force if both are to be booked)`;
  return `Now, each invoice once (its latest row, as journal lists it) ${scope}: ${parts.length > 0 ? `${invoices}: ${parts.join(', ')}` : invoices}${copies}\n`;
}

/**
 * After the Now line, when invoices are left not sent: one line a nightly log stands out by, e.g.
 * `942 invoices not sent in 7 runs since 2026-03-02 01:00:04: upload their files again ...`; else nothing.
 */
export function formatNotSentRuns(notSent: NotSentRuns, dateStyle: DateStyle | undefined): string {
  if (notSent.invoices === 0 || notSent.since === null) return '';
  const invoices = plural(notSent.invoices, 'invoice');
  const runs = plural(notSent.runs, 'run');
  return `${invoices} not sent in ${runs} since ${listingTime(notSent.since, dateStyle)}: upload their files again (the same command; the journal skips what was created). invoice-batch journal --outcome "not sent" lists them.\n`;
}
