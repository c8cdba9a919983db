/**
 * Rows held back because an earlier post of their key was in doubt were never sent. Once that
 * doubt is settled they are settled with it, so nothing of the key waits for resolution any more.
 */
import type { JournalStatements } from '../../journal/journal.js';
import type { BusinessKey } from '../../journal/send-statements.js';

/**
 * @param instanceId the key's instance, when it turned out to be created; undefined when it was not
 * @returns the runs whose rows changed
 */
export async function settleHeldRows(
  journal: JournalStatements,
  key: BusinessKey,
  instanceId: string | undefined,
  at: string,
): Promise<number[]> {
  const runs = new Set<number>();
  for (const row of await journal.resolve.findInDoubtByKey(key)) {
    if (row.sendingAt !== null) continue;
    const settled = instanceId
      ? await journal.resolve.resolveInvoice(row.id, {
          state: 'skipped',
          instanceId,
          detail: `not sent: it was created as instance ${instanceId} (settled later)`,
          at,
        })
      : await journal.resolve.resolveInvoice(row.id, {
          state: 'failed',
          detail: 'not sent: the earlier post turned out not created; safe to post again',
          at,
        });
    if (settled) runs.add(row.runId);
  }
  return [...runs];
}
