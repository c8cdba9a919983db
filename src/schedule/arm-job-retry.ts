/**
 * A job's retry after an exit 69, once plan-job-retry.ts has said when: the wait, and the checks at
 * its end (the scheduler stopping, the job running again). Apart from create-scheduler.ts so the
 * run path there reads without the retry's waiting.
 */
import type { ScheduledJob } from './compile-schedule-jobs.js';
import { planJobRetry, retryRecordInstant } from './plan-job-retry.js';
import type { SchedulerLog } from './scheduler-log.js';

/** The tick a run retries and its attempt number (0 for the tick's own run). */
export interface RetryOf {
  tick: Date;
  attempt: number;
}

/** Calls `fire` after `ms`; returns what cancels it. */
export type After = (ms: number, fire: () => Promise<unknown>) => () => void;

/** The default `after`: a plain timer. */
export function afterTimeout(ms: number, fire: () => Promise<unknown>): () => void {
  const timer = setTimeout(() => void fire(), ms);
  return () => clearTimeout(timer);
}

/** What a retry needs of the scheduler that plans it. */
export interface RetryHost {
  log: SchedulerLog;
  after: After;
  /** Cancels each retry waiting for its time; the scheduler empties it on drain. */
  waiting: Set<() => void>;
  isDraining(): boolean;
  isRunning(jobName: string): boolean;
  /** Runs the job again, recorded for `recordedFor`, as a running run of it. */
  runAgain(job: ScheduledJob, recordedFor: Date, retryOf: RetryOf): Promise<unknown>;
}

/** After an exit 69: the same job again within its window (exactly-once makes it safe), never beside a run of it. */
export function armJobRetry(host: RetryHost, job: ScheduledJob, failed: RetryOf, endedAt: Date): void {
  if (host.isDraining()) return;
  const next = planJobRetry(job.retry, failed.tick, failed.attempt, endedAt);
  if (!next) {
    if (job.retry)
      host.log.warn(
        { job: job.name, scheduledFor: failed.tick.toISOString(), attempts: failed.attempt },
        'job not run again: the finance API could still not be reached at the end of its retry window; its invoices are not sent, safe to post again',
      );
    return;
  }
  host.log.info(
    { job: job.name, scheduledFor: failed.tick.toISOString(), attempt: next.attempt, at: next.at.toISOString() },
    'job to be run again: the finance API could not be reached, nothing in doubt',
  );
  const cancel = host.after(next.at.getTime() - endedAt.getTime(), async () => {
    host.waiting.delete(cancel);
    if (host.isDraining()) return undefined;
    if (host.isRunning(job.name)) {
      host.log.info(
        { job: job.name, scheduledFor: failed.tick.toISOString(), attempt: next.attempt },
        'job not run again: it is running now, which does the work',
      );
      return undefined;
    }
    const recordedFor = retryRecordInstant(failed.tick, next.attempt);
    return host.runAgain(job, recordedFor, { tick: failed.tick, attempt: next.attempt });
  });
  host.waiting.add(cancel);
}
