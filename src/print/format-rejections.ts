/** The rejection reasons of a run as summary lines, and what happens to rejected invoices. Pure. */
import type { RejectionGroup } from '../journal/list-run-exceptions.js';
import { rejectedNext } from '../report/outcome-words.js';

/** Reasons listed on the console; the results workbook and --json list them all. */
const SHOWN = 10;

export function formatRejections(groups: readonly RejectionGroup[]): string[] {
  if (groups.length === 0) return [];
  const width = Math.max(...groups.slice(0, SHOWN).map((group) => String(group.count).length));
  const lines = ['Rejected by the finance system, by reason:'];
  for (const group of groups.slice(0, SHOWN)) {
    lines.push(`  ${String(group.count).padStart(width)}  ${group.reason}`);
    if (group.example && group.count > 0)
      lines.push(
        `  ${' '.repeat(width)}  e.g. ${group.example.length > 200 ? `${group.example.slice(0, 199)}…` : group.example}`,
      );
  }
  if (groups.length > SHOWN)
    lines.push(`  and ${groups.length - SHOWN} more reasons (see the Summary sheet of the results workbook)`);
  lines.push(rejectedNext(groups));
  return lines;
}
