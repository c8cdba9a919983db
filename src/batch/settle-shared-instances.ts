/**
 * One instance is one invoice. When the finance system answers creates of different invoices
 * (another PayeeId and Invoice_Number, on the same target) with one instance id, the later ones
 * may have been merged into the first, or the answers may be wrong: whether they were created is
 * unknown. After a run's sends (and when a dead run is settled), every invoice that shares an
 * instance with one of the run's and is not its first holder becomes in doubt, in this run or
 * another, with the first holder named: shown, checked and resolved instead of being skipped as
 * created by every later upload. Whichever run is checked last sees the whole group, so neither
 * the order of the checks nor the hosts' clocks can leave two holders created.
 */
import type { Journal, JournalStatements } from '../journal/journal.js';
import type { SharedInstance } from '../journal/shared-instances.js';

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

/** `settleSharedInstancesIn` in a transaction of its own, run again after a lost connection that left nothing committed. */
export function settleSharedInstances(journal: Journal, runId: number, at: string): Promise<SharedInstance[]> {
  return journal.transaction((tx) => settleSharedInstancesIn(tx, runId, at), { repeatable: true });
}
