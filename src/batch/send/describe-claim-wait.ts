/**
 * What a run waits for when invoices it would send are being sent by another run whose process
 * has gone silent (killed, or cut off from the journal): those invoices are not sent by this run
 * until that run writes again or is taken for gone, when they become in doubt (never posted again
 * blindly). Across hosts only the silence can tell: no host sees another's processes.
 */
import type { JournalStatements } from '../../journal/journal.js';
import type { StagedInvoice } from '../../journal/stage-statements.js';
import { silentUntilMs, STALE_AFTER_MS } from '../run-liveness.js';
import { plural } from '../../invoice/format-count.js';

/** A run that wrote no heartbeat for this long (two of its 10 s beats) is not answering, ms. */
const NOT_ANSWERING_AFTER_MS = 20_000;

/** HH:MM:SS UTC of an instant, as the log stamps read. */
const clockOf = (ms: number) => `${new Date(ms).toISOString().slice(11, 19)} UTC`;

/**
 * One sentence per silent run holding some of `deferred`, or undefined when every holder has
 * written lately (its answers are simply in flight) or none holds them any more.
 */
export async function describeClaimWait(
  journal: Pick<JournalStatements, 'send' | 'runs'>,
  deferred: readonly StagedInvoice[],
  runId: number,
): Promise<string | undefined> {
  if (deferred.length === 0) return undefined;
  const keyRows = await journal.send.findKeyRowsOf(deferred);
  const held = new Map<number, number>();
  for (const rows of keyRows) {
    const holder = rows.find((row) => row.state === 'sending' && row.runId !== runId);
    if (holder) held.set(holder.runId, (held.get(holder.runId) ?? 0) + 1);
  }
  const now = Date.parse(await journal.runs.leaseNow());
  const words: string[] = [];
  for (const [holderId, count] of held) {
    const run = await journal.runs.findRun(holderId);
    if (!run) continue;
    const silentMs = now - Date.parse(run.heartbeatAt);
    if (silentMs < NOT_ANSWERING_AFTER_MS) continue;
    const until = silentUntilMs(run, { staleAfterMs: STALE_AFTER_MS });
    words.push(
      `waiting for ${plural(count, 'invoice')} run ${holderId} on ${run.host} (pid ${run.pid}) claimed: its process has not ` +
        `written to the journal for ${Math.round(silentMs / 1000)} s; unless it does, they become in doubt at ` +
        `${clockOf(until)} (about ${Math.max(0, Math.round((until - now) / 1000))} s from now), never sent again by this run`,
    );
  }
  return words.length === 0 ? undefined : words.join('; ');
}
