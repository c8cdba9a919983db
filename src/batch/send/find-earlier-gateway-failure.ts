/**
 * Whether a run begins during an outage the journal already knows of: the last create answered
 * to an earlier run against the same target failed at the gateway (that run paused, stopped by
 * its breaker, or ended on such answers). The send loop then asks the probe before any create,
 * and sends one create alone before the rest.
 */
import type { JournalStatements } from '../../journal/journal.js';
import { isRecordedGatewayFailure } from './gateway-breaker.js';

/** How that create failed, in words for the halt; undefined when the last create reached the back-end, or none was sent. */
export async function findEarlierGatewayFailure(
  journal: Pick<JournalStatements, 'runs'>,
  runId: number,
): Promise<string | undefined> {
  const last = await journal.runs.lastCreateAnswer(runId);
  if (!last || !isRecordedGatewayFailure(last)) return undefined;
  return `run ${last.runId} ended on gateway failures, last: ${last.detail ?? `HTTP ${last.httpStatus ?? 'no answer'}`}`;
}
