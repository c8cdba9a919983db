/**
 * When a job that ended with exit 69 (the finance API could not be reached, nothing in doubt) is
 * run again: after `everyMs`, doubled for each further attempt, while the attempt starts within
 * `withinMs` of its tick. Running it again is safe: the journal skips what was created. Pure.
 */

/** A job's retry after an exit 69; undefined: never retried. */
export interface JobRetry {
  /** First wait after the failed run ended, ms; doubled for each further attempt. @default 300000 */
  everyMs: number;
  /** No attempt starts later than this after the tick, ms. @default 3600000 */
  withinMs: number;
}

export const DEFAULT_JOB_RETRY: JobRetry = { everyMs: 300_000, withinMs: 3_600_000 };

/**
 * The record of attempt N of a tick is the tick's instant plus N milliseconds: cron ticks fall on
 * whole seconds, so the record keeps one row per attempt (two schedulers sharing a journal run it
 * once), and `schedule --history` reads the attempt back without a column of its own.
 */
export function retryRecordInstant(tick: Date, attempt: number): Date {
  return new Date(tick.getTime() + attempt);
}

/** The attempt a recorded instant stands for (1, 2, ...), or 0 for the tick's own run. */
export function retryAttemptOf(scheduledFor: Date): number {
  return ((scheduledFor.getTime() % 1000) + 1000) % 1000;
}

/**
 * @param tick the tick whose run failed (whole seconds)
 * @param attempt the retries already run for it (0 after the tick's own run)
 * @param endedAt when the failed run ended
 * @returns when to start the next attempt and its number, or undefined past the window
 */
export function planJobRetry(
  retry: JobRetry | undefined,
  tick: Date,
  attempt: number,
  endedAt: Date,
): { at: Date; attempt: number } | undefined {
  // At most 999 attempts fit in the milliseconds of a tick's second.
  if (!retry || attempt >= 999) return undefined;
  const at = new Date(endedAt.getTime() + retry.everyMs * 2 ** attempt);
  if (at.getTime() - tick.getTime() > retry.withinMs) return undefined;
  return { at, attempt: attempt + 1 };
}
