/**
 * One instance is one invoice. When the finance system answers a create with an instance id it
 * had already given to another invoice (another PayeeId and Invoice_Number, on the same target),
 * the later invoice may have been merged into the earlier one, or the answer may be wrong: whether
 * it was created is unknown. After a run's sends, such invoices of the run become in doubt, with
 * the other invoice named, so that they are shown, checked and resolved instead of being skipped
 * as created by every later upload.
 */
import type { Journal } from '../journal/journal.js';
import type { SharedInstance } from '../journal/send-statements.js';

function detailOf(shared: SharedInstance): string {
  const { other } = shared;
  return (
    `the finance system answered "created as instance ${shared.instanceId}", the instance it had given to ` +
    `${other.invoiceId ?? '?'} (${other.payeeId}/${other.invoiceNumber}, run ${other.runId}) before: ` +
    'whether this invoice was created is unknown; check both in the finance system, then resolve this one'
  );
}

/** Marks the run's created invoices that share an instance id with an earlier one in doubt; returns how many. */
export async function settleSharedInstances(journal: Journal, runId: number, at: string): Promise<number> {
  return journal.transaction(async (tx) => {
    let marked = 0;
    for (const shared of await tx.send.findSharedInstances(runId))
      if (await tx.send.markCreatedInDoubt(shared.rowId, detailOf(shared), at)) marked += 1;
    if (marked > 0) await tx.runs.refreshRunCounts(runId);
    return marked;
  });
}
