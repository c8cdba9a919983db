/**
 * The Results sheet's Message of an invoice stopped by another target of the journal (the same
 * back-end reached by another address: 127.0.0.1 and localhost, a proxy). The journal's detail
 * names that target, the run and what to do (plan-other-target.ts): five lines or more in the
 * Message column of each such row, and 80 such rows printed on 30 pages. The sheet says what
 * happened in two lines, the day on the first so it never breaks at its hyphens; the Summary says
 * the rest once (SkippedElsewhere here, held-there-next.ts). The journal, the terminal and the
 * results CSV keep the whole detail.
 */
import { HELD_THERE_START, readHeldThere } from '../../journal/held-there-detail.js';
import type { ResultRow } from '../../journal/list-statements.js';

/** A skip because the same invoice was created under another target, as plan-other-target.ts words it. */
const SKIPPED_THERE =
  /^created by an earlier upload under another target, (.+), as instance (\S+) on (\S+) \(run (\d+)\); if that is a different finance system, upload again with --distinct-target$/s;

/** What a skip under another target says, read back from its detail. */
interface SkippedThere {
  target: string;
  instanceId: string;
  day: string;
  runId: string;
}

function readSkippedThere(detail: string): SkippedThere | undefined {
  const match = SKIPPED_THERE.exec(detail);
  if (!match) return undefined;
  const [, target, instanceId, day, runId] = match as unknown as [string, string, string, string, string];
  return { target, instanceId, day, runId };
}

/** The short Message of a row stopped by another target; undefined for any other detail. */
export function otherTargetMessage(detail: string): string | undefined {
  const skipped = readSkippedThere(detail);
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

/** Collects, row by row, the invoices skipped as created under another target, by that target. */
export class SkippedElsewhere {
  readonly #counts = new Map<string, number>();

  see(row: Pick<ResultRow, 'state' | 'detail'>): void {
    if (row.state !== 'skipped' || !row.detail) return;
    const skipped = readSkippedThere(row.detail);
    if (skipped) this.#counts.set(skipped.target, (this.#counts.get(skipped.target) ?? 0) + 1);
  }

  /** Each target with its count, in the order first seen. */
  groups(): { target: string; count: number }[] {
    return [...this.#counts].map(([target, count]) => ({ target, count }));
  }
}
