/**
 * The rejections of a run grouped by reason: what the summaries list. Read through the results
 * page statement (the one the results workbook pages through), so no backend needs a statement
 * of its own for it.
 */
import { rejectionReason } from '../finance-api/rejection-reason.js';
import type { JournalStatements } from './journal.js';

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

const PAGE = 1000;

function sorted(groups: Map<string, RejectionGroup>): RejectionGroup[] {
  return [...groups.values()].sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}

/** Rejected invoices of one run by reason, the most frequent first. */
export async function listRejectionReasons(journal: JournalStatements, runId: number): Promise<RejectionGroup[]> {
  const groups = new Map<string, RejectionGroup>();
  for (let after = 0; ;) {
    const rows = await journal.lists.listRunResultsPage(runId, after, PAGE);
    for (const row of rows) {
      if (row.state !== 'rejected') continue;
      const reason = rejectionReason(row.eRetcode, row.eMessage);
      const group = groups.get(reason);
      if (group) group.count += 1;
      else groups.set(reason, { reason, count: 1, example: row.eMessage ?? '' });
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]?.id ?? after;
  }
  return sorted(groups);
}

/** The same groups over several runs, merged by reason. */
export function mergeRejectionReasons(lists: readonly (readonly RejectionGroup[])[]): RejectionGroup[] {
  const groups = new Map<string, RejectionGroup>();
  for (const group of lists.flat()) {
    const known = groups.get(group.reason);
    if (known) known.count += group.count;
    else groups.set(group.reason, { ...group });
  }
  return sorted(groups);
}
