/**
 * Whether a run begins during an outage the journal already knows of: the last create answered
 * to an earlier run against the same target failed at the gateway (that run paused, stopped by
 * its breaker, or ended on such answers). The send loop then asks the probe before any create,
 * and sends one create alone before the rest.
 */
import type { JournalStatements } from '../../journal/journal.js';
import type { CreateAnswerRow } from '../../journal/last-create-answer-sql.js';
import { isRecordedGatewayFailure } from './gateway-breaker.js';

/** How that create failed, in words for the halt; undefined when the last create reached the back-end, or none was sent. */
export async function findEarlierGatewayFailure(
  journal: Pick<JournalStatements, 'runs'>,
  runId: number,
): Promise<string | undefined> {
  const last = await journal.runs.lastCreateAnswer(runId);
  if (!last || !isRecordedGatewayFailure(last)) return undefined;
  const failure = last.detail ?? `HTTP ${last.httpStatus ?? 'no answer'}`;
  // A run that finished had no outage to stop it: its last create may be the one a gateway failed
  // at random, and the words must not blame it (a scheduler's log quotes them).
  if (last.runStatus === 'finished')
    return `run ${last.runId} on ${last.runHost} finished, its last create failing at the gateway: ${failure}`;
  if (!isGoing(last)) return `run ${last.runId} on ${last.runHost} ended on gateway failures, last: ${failure}`;
  // Its process holds it (a journal out of its reach only keeps it from writing): all that is
  // known is when it last wrote, by the journal's clock, and what it recorded.
  const silentMs = Date.parse(await journal.runs.leaseNow()) - Date.parse(last.runHeartbeatAt);
  const silentS = Math.max(0, Math.round(silentMs / 1000));
  return `run ${last.runId} (pid ${last.runPid} on ${last.runHost}) is still going, its last write to the journal ${silentS} s ago; the last create it recorded failed at the gateway: ${failure}`;
}

const isGoing = (answer: CreateAnswerRow) => answer.runStatus === 'reading' || answer.runStatus === 'sending';
