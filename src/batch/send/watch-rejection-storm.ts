/**
 * Tells, from the create answers as they come in, when an upload is a rejection storm: the first
 * N invoices sent were all refused for the same reason (every PayeeId padded wrongly, a wrong
 * company code), so the rest of the file would most likely be refused too. Pure.
 */
import type { CreateOutcome } from '../../finance-api/call-outcome.js';
import { rejectionReason } from '../../finance-api/rejection-reason.js';

/** Invoices sent, all rejected for one reason, after which an upload takes no more. */
export const DEFAULT_STOP_AFTER_REJECTIONS = 25;

export interface RejectionStorm {
  /** N; 0 when the watch is off. */
  limit: number;
  /** Answers so far, every one a rejection for `reason`. */
  seen: number;
  reason: string | undefined;
  /** An answer that was not a rejection for the same reason came: no storm in this run. */
  over: boolean;
}

export function startRejectionWatch(limit: number): RejectionStorm {
  return { limit, seen: 0, reason: undefined, over: limit <= 0 };
}

/** The watch after one more answer, and why to stop when this answer completes a storm. */
export function watchRejections(
  watch: RejectionStorm,
  outcome: CreateOutcome,
): { watch: RejectionStorm; stop: string | undefined } {
  if (watch.over) return { watch, stop: undefined };
  const reason =
    outcome.kind === 'rejected' ? rejectionReason(outcome.retcode, outcome.message, outcome.status) : undefined;
  if (reason === undefined || (watch.reason !== undefined && reason !== watch.reason))
    return { watch: { ...watch, over: true }, stop: undefined };
  const seen = watch.seen + 1;
  if (seen < watch.limit) return { watch: { ...watch, seen, reason }, stop: undefined };
  return {
    watch: { ...watch, seen, reason, over: true },
    stop: `the first ${seen} invoices sent were all rejected for the same reason (${reason})`,
  };
}
