/**
 * One instance is one invoice. When the finance system answers a create with an instance id it
 * had already given to another invoice (another PayeeId and Invoice_Number, on the same target),
 * the later invoice may have been merged into the earlier one, or the answer may be wrong: whether
 * it was created is unknown. After a run's sends, such invoices of the run become in doubt, with
 * the other invoice named, so that they are shown, checked and resolved instead of being skipped
 * as created by every later upload.
 */
import type { Journal, JournalStatements } from '../journal/journal.js';
import type { SharedInstance } from '../journal/send-statements.js';

function detailOf(shared: SharedInstance): string {
  const { other } = shared;
  return (
    `the finance system answered "created as instance ${shared.instanceId}", the instance it had given to ` +
    `${other.invoiceId ?? '?'} (${other.payeeId}/${other.invoiceNumber}, run ${other.runId}) before: ` +
    'whether this invoice was created is unknown; check both in the finance system, then resolve this one'
  );
}

/**
 * Marks in doubt the created invoices that share an instance id with an invoice of `runId` and
 * are not its first holder, in this run or another; returns them. Within a transaction.
 */
export async function settleSharedInstancesIn(
  tx: JournalStatements,
  runId: number,
  at: string,
): Promise<SharedInstance[]> {
  const marked: SharedInstance[] = [];
  for (const shared of await tx.send.findSharedInstances(runId))
    if (await tx.send.markCreatedInDoubt(shared.rowId, detailOf(shared), at)) marked.push(shared);
  for (const run of new Set(marked.map((shared) => shared.runId))) await tx.runs.refreshRunCounts(run);
  return marked;
}

/** `settleSharedInstancesIn` in a transaction of its own. */
export function settleSharedInstances(journal: Journal, runId: number, at: string): Promise<SharedInstance[]> {
  return journal.transaction((tx) => settleSharedInstancesIn(tx, runId, at));
}
