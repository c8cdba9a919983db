/**
 * The Results sheet's Message of an invoice stopped by another target of the journal (the same
 * back-end reached by another address: 127.0.0.1 and localhost, a proxy). The journal's detail
 * names that target, the run and what to do (plan-other-target.ts): five lines or more in the
 * Message column of each such row, and 80 such rows printed on 30 pages. The sheet says what
 * happened in two lines, the day on the first so it never breaks at its hyphens; the Summary says
 * the rest once (from the run's exceptions by target, and held-there-next.ts). The journal, the
 * terminal and the results CSV keep the whole detail.
 */
import { HELD_THERE_START, readHeldThere } from '../../journal/held-there-detail.js';
import { readCreatedThere } from '../../journal/created-there-detail.js';

/** The short Message of a row stopped by another target; undefined for any other detail. */
export function otherTargetMessage(detail: string): string | undefined {
  const skipped = readCreatedThere(detail);
  if (skipped)
    return `created on ${skipped.day} (run ${skipped.runId}) under another target, as instance ${skipped.instanceId}: see Summary`;
  const run = detail.startsWith(HELD_THERE_START) ? /^\d+/.exec(detail.slice(HELD_THERE_START.length))?.[0] : undefined;
  if (run !== undefined && readHeldThere(detail, '') !== undefined)
    return `held: run ${run}'s post of it under another target is in doubt; resolve it there (see Summary)`;
  return undefined;
}

/** The Summary's words for the invoices skipped as created under `target`: why, and when to upload again. */
export function skippedThereText(count: number, target: string): string {
  return (
    `${count} invoice(s) were not posted here: an earlier upload created them under another target, ${target}. ` +
    'If that is this finance system reached by another address (127.0.0.1 and localhost, a proxy), nothing is ' +
    'missing. If it is a different finance system, upload again with --distinct-target.'
  );
}
