/** The rejections of a run, grouped by reason: what the summaries list. */
import { rejectionReason } from '../finance-api/rejection-reason.js';
import type { Journal } from './open-journal.js';

/** What happens to rejected invoices, in every summary that lists them. */
export const REJECTED_NEXT =
  'Rejected invoices were not created. Fix them in the file and upload it again: the next upload posts the rejected ones again and skips those already created.';

export interface RejectionGroup {
  /** The reason with the values of single invoices taken out (see rejectionReason). */
  reason: string;
  count: number;
  /** One E_MESSAGE as the finance system wrote it. */
  example: string;
}

/** Rejected invoices of one run by reason, the most frequent first. */
export function listRejectionReasons(journal: Journal, runId: number): RejectionGroup[] {
  const rows = journal
    .statement(
      `SELECT e_retcode AS eRetcode, e_message AS eMessage, count(*) AS count FROM invoices
       WHERE run_id = ? AND state = 'rejected' GROUP BY e_retcode, e_message ORDER BY count(*) DESC`,
    )
    .all(runId) as { eRetcode: number | null; eMessage: string | null; count: number }[];
  const groups = new Map<string, RejectionGroup>();
  for (const row of rows) {
    const reason = rejectionReason(row.eRetcode, row.eMessage);
    const group = groups.get(reason);
    if (group) group.count += row.count;
    else groups.set(reason, { reason, count: row.count, example: row.eMessage ?? '' });
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}

/** The same groups over several runs, merged by reason. */
export function mergeRejectionReasons(lists: readonly (readonly RejectionGroup[])[]): RejectionGroup[] {
  const groups = new Map<string, RejectionGroup>();
  for (const group of lists.flat()) {
    const known = groups.get(group.reason);
    if (known) known.count += group.count;
    else groups.set(group.reason, { ...group });
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}
