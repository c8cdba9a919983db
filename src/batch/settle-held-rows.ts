/**
 * Rows held back because an earlier post of their key was in doubt were never sent. Once that
 * doubt is settled they are settled with it, so nothing of the key waits for resolution any more.
 */
import type { Journal } from '../journal/open-journal.js';
import { findInDoubtByKey, resolveInvoice } from '../journal/resolve-statements.js';
import type { BusinessKey } from '../journal/send-statements.js';

/**
 * @param instanceId the key's instance, when it turned out to be created; undefined when it was not
 * @returns the runs whose rows changed
 */
export function settleHeldRows(
  journal: Journal,
  key: BusinessKey,
  instanceId: string | undefined,
  at: string,
): number[] {
  const runs = new Set<number>();
  for (const row of findInDoubtByKey(journal, key)) {
    if (row.sendingAt !== null) continue;
    const settled = instanceId
      ? resolveInvoice(journal, row.id, {
          state: 'skipped',
          instanceId,
          detail: `not sent: it was created as instance ${instanceId} (settled later)`,
          at,
        })
      : resolveInvoice(journal, row.id, {
          state: 'failed',
          detail: 'not sent: the earlier post turned out not created; safe to post again',
          at,
        });
    if (settled) runs.add(row.runId);
  }
  return [...runs];
}
