/**
 * The holds of the page screens (hold-other-payee-rows.ts, hold-same-invoice-id-rows.ts) asked
 * again of one row in the claim's transaction, with its key, number and InvoiceId held: another
 * worker may have claimed the invoice under another key since this run screened the page. Asked
 * only of a row the claim did not mark (other-keys-are-clear.ts), so the common claim costs nothing more.
 */
import type { JournalStatements } from '../../journal/journal.js';
import type { StagedInvoice } from '../../journal/stage-statements.js';
import { planOtherPayee } from '../plan-other-payee.js';
import { planSameInvoiceId } from '../plan-same-invoice-id.js';
import type { PlanOptions } from '../plan-invoice.js';
import { stagedFactsOf } from './hold-page-rows.js';

/** The detail of the hold that keeps `row` from being sent, in the page screen's words and order; undefined to plan it. */
export async function findClaimHold(
  tx: JournalStatements,
  runId: number,
  row: StagedInvoice,
  options: Pick<PlanOptions, 'force' | 'resolveCommand'>,
): Promise<string | undefined> {
  if (options.force) return undefined;
  // The page statements over the one row: (id - 1, id].
  const otherPayee = await tx.send.findOtherPayeeCreated(runId, row.id - 1, row.id);
  const first = otherPayee[0];
  const byPayee = first && planOtherPayee(stagedFactsOf(first), otherPayee, false, options.resolveCommand);
  if (byPayee !== undefined) return byPayee;
  const sameId = await tx.send.findSameInvoiceId(runId, row.id - 1, row.id);
  const firstId = sameId[0];
  return firstId && planSameInvoiceId(stagedFactsOf(firstId), sameId, false, options.resolveCommand);
}
