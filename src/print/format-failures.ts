/** The reasons invoices failed, as a few summary lines, the most frequent first. Pure. */
import type { FailureGroup } from '../journal/list-run-exceptions.js';
import { plural } from '../invoice/format-count.js';

/** Reasons listed on the console; --json lists them all. */
const SHOWN = 3;
/** A reason quotes a server or a system: a line stays readable on a terminal. */
const LONGEST = 200;

/** `2 failed: TLS failure before sending (DEPTH_ZERO_SELF_SIGNED_CERT)`, then what to do. */
export function formatFailures(groups: readonly FailureGroup[]): string[] {
  if (groups.length === 0) return [];
  const lines = groups
    .slice(0, SHOWN)
    .map(
      (group) =>
        `${group.count} failed: ${group.reason.length > LONGEST ? `${group.reason.slice(0, LONGEST - 1)}…` : group.reason}`,
    );
  const rest = groups.slice(SHOWN);
  if (rest.length > 0) {
    const count = rest.reduce((sum, group) => sum + group.count, 0);
    lines.push(`${count} failed for ${plural(rest.length, 'other reason')} (see the results)`);
  }
  lines.push(
    'Failed invoices were not created: fix the cause, then upload the file again; it is safe to post them again.',
  );
  return lines;
}
