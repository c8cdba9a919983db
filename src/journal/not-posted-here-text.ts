/**
 * The words for invoices skipped because they were created under another target: counted as
 * skipped, they were not posted to this target, and when the two targets are two companies the
 * invoices are missing from this one. The terminal summary and the Summary sheet say it alike.
 */
import type { OtherTargetSkips } from './list-run-exceptions.js';

/** `N invoice(s) not posted here: created at target X; if TARGET is another company, ...`. */
export function notPostedHereText(other: OtherTargetSkips, target: string): string {
  const shown = other.targets.slice(0, 3).map((one) => one.target);
  const more = other.targets.length > shown.length ? ` and ${other.targets.length - shown.length} more` : '';
  return `${other.count} invoice(s) not posted here: created at target ${shown.join(', ')}${more}; if ${target} is another company, upload again with --distinct-target`;
}
