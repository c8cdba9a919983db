/**
 * The heart of `schedule`: runs a job when its tick comes unless it is still running (no
 * overlap), logs every run as one line, and drains on stop. Time, the job runner, the log and
 * the record of runs are passed in, so tests drive it with a pinned clock and a fake runner.
 */
import type { ScheduledJob } from './compile-schedule-jobs.js';
import type { SkipReason } from '../journal/schedule-runs.js';
import { isCronRun } from './next-cron-run.js';
import { EXIT_UNAVAILABLE } from '../errors.js';
import { afterTimeout, armJobRetry, type RetryHost, type RetryOf } from './arm-job-retry.js';
import type { SchedulerLog } from './scheduler-log.js';

export type { SchedulerLog } from './scheduler-log.js';

/** What running one job as a child process came to. */
export interface JobProcessResult {
  /** Exit code; null when the process ended by a signal or never started. */
  exitCode: number | null;
  /** The signal that ended it, e.g. `SIGTERM`. */
  signal: string | null;
  /** The job's `--json` output, when it printed one JSON value. */
  summary: unknown;
  /** Why a failed run failed: an upload's own runs read from its summary, then the last lines of standard error. */
  lastError: string | undefined;
}

export type RunReason = 'scheduled' | 'run-now';

export interface JobRun {
  job: string;
  reason: RunReason;
  scheduledFor: Date;
  started: Date;
  finished: Date;
  exitCode: number | null;
  signal: string | null;
  summary: unknown;
  lastError: string | undefined;
}

/** Where runs are remembered (the journal), so missed runs can be told after a restart. */
export interface RunRecorder {
  /** The run's id, or undefined when another scheduler sharing the record already took this tick: the job is not run. */
  started(
    job: string,
    reason: RunReason,
    scheduledFor: Date,
    started: Date,
  ): Promise<number | undefined> | number | undefined;
  finished(runId: number, run: JobRun): Promise<void> | void;
  skipped(job: string, scheduledFor: Date, why: SkipReason): Promise<void> | void;
}

export interface SchedulerDeps {
  now(): Date;
  /** Runs the job; aborting `stop` asks the job to stop (SIGTERM). Never rejects. */
  runJob(job: ScheduledJob, stop: AbortSignal): Promise<JobProcessResult>;
  log: SchedulerLog;
  recorder?: RunRecorder | undefined;
  /** Calls `fire` after `ms` (a job's retry); returns what cancels it. @default setTimeout */
  after?: ((ms: number, fire: () => Promise<unknown>) => () => void) | undefined;
}

export interface DrainResult {
  /** Jobs that had not finished within the timeout and were asked to stop. */
  stopped: string[];
}

export interface Scheduler {
  /** The job's time has come: runs it, or logs a skip when it is still running. Resolves when done. */
  tick(jobName: string, scheduledFor: Date): Promise<JobRun | undefined>;
  /** Runs a job at once (`--run-now`), also subject to no overlap. */
  runNow(jobName: string): Promise<JobRun | undefined>;
  isRunning(jobName: string): boolean;
  /**
   * Takes no new runs, waits for running jobs up to `timeoutMs`, then asks the rest to stop and
   * waits for them to end.
   */
  drain(timeoutMs: number): Promise<DrainResult>;
}

const iso = (date: Date) => date.toISOString();
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createScheduler(jobs: readonly ScheduledJob[], deps: SchedulerDeps): Scheduler {
  const byName = new Map(jobs.map((job) => [job.name, job]));
  /** A job's run from its tick until its end is recorded; `ended` once its process has ended. */
  const running = new Map<string, { since: Date; ended?: Date; done: Promise<JobRun | undefined> }>();
  const stop = new AbortController();
  let draining = false;
  /** Cancels each retry waiting for its time; emptied on drain. */
  const waitingRetries = new Set<() => void>();
  const retries: RetryHost = {
    log: deps.log,
    after: deps.after ?? afterTimeout,
    waiting: waitingRetries,
    isDraining: () => draining,
    isRunning: (jobName) => running.has(jobName),
    runAgain(job, recordedFor, retryOf) {
      const done = execute(job, 'scheduled', recordedFor, retryOf).finally(() => running.delete(job.name));
      running.set(job.name, { since: deps.now(), done });
      return done;
    },
  };

  /**
   * @param retryOf the tick this run retries and its attempt number; undefined for a tick's own run
   */
  async function execute(
    job: ScheduledJob,
    reason: RunReason,
    scheduledFor: Date,
    retryOf?: RetryOf,
  ): Promise<JobRun | undefined> {
    const started = deps.now();
    let runId: number | undefined;
    try {
      // A recorder that answers at once lets the job start in the same turn as its tick.
      const recording = deps.recorder?.started(job.name, reason, scheduledFor, started);
      runId = recording instanceof Promise ? await recording : recording;
    } catch (error) {
      // The record is what keeps two schedulers sharing a journal from both running a tick, and
      // the job would meet the same journal: the tick is not run, and the next one tries again.
      deps.log.warn(
        { job: job.name, reason, scheduledFor: iso(scheduledFor), error: messageOf(error) },
        'job not started: the journal could not record the run',
      );
      return undefined;
    }
    if (deps.recorder && runId === undefined) {
      deps.log.info(
        { job: job.name, reason, scheduledFor: iso(scheduledFor) },
        'job not started: another scheduler runs this tick',
      );
      return undefined;
    }
    const result = await deps.runJob(job, stop.signal).catch((error: unknown): JobProcessResult => ({
      exitCode: null,
      signal: null,
      summary: undefined,
      lastError: messageOf(error),
    }));
    const run: JobRun = { job: job.name, reason, scheduledFor, started, finished: deps.now(), ...result };
    const current = running.get(job.name);
    if (current) current.ended = run.finished;
    if (runId !== undefined) {
      // The job ran whatever the record says: its line below is logged either way.
      await Promise.resolve(deps.recorder?.finished(runId, run)).catch((error: unknown) =>
        deps.log.warn(
          { job: job.name, scheduledFor: iso(scheduledFor), error: messageOf(error) },
          'run not recorded in the journal: its end is logged below only',
        ),
      );
    }
    const line = {
      job: run.job,
      reason,
      scheduledFor: iso(scheduledFor),
      started: iso(run.started),
      finished: iso(run.finished),
      durationMs: run.finished.getTime() - run.started.getTime(),
      exitCode: run.exitCode,
      ...(run.signal ? { signal: run.signal } : {}),
      ...(run.summary !== undefined ? { summary: run.summary } : {}),
      ...(run.lastError && run.exitCode !== 0 ? { lastError: run.lastError } : {}),
    };
    if (run.exitCode === 0) deps.log.info(line, 'job finished');
    else deps.log.warn(line, 'job failed');
    if (run.exitCode === EXIT_UNAVAILABLE && reason === 'scheduled')
      armJobRetry(retries, job, retryOf ?? { tick: scheduledFor, attempt: 0 }, run.finished);
    return run;
  }

  function start(jobName: string, reason: RunReason, scheduledFor: Date): Promise<JobRun | undefined> {
    const job = byName.get(jobName);
    if (!job) throw new RangeError(`no job named "${jobName}"`);
    if (draining) {
      deps.log.warn({ job: jobName, scheduledFor: iso(scheduledFor) }, 'job not started: the scheduler is stopping');
      return Promise.resolve(undefined);
    }
    if (reason === 'scheduled' && !isCronRun(job.cron, scheduledFor)) {
      // The record keeps one run per instant; this keeps one per promised wall time, e.g. only
      // the first 02:30 of the night the clock goes back, whoever asks for the second.
      deps.log.warn(
        { job: jobName, scheduledFor: iso(scheduledFor) },
        'job not started: not one of its scheduled times',
      );
      return Promise.resolve(undefined);
    }
    const current = running.get(jobName);
    if (current) {
      // A journal out of reach holds the end of a run that has ended: that run is not still going.
      if (current.ended)
        deps.log.warn(
          { job: jobName, scheduledFor: iso(scheduledFor), endedAt: iso(current.ended) },
          'job skipped: the previous run has ended; the journal has not recorded its end yet',
        );
      else
        deps.log.warn(
          { job: jobName, scheduledFor: iso(scheduledFor), runningSince: iso(current.since) },
          'job skipped: the previous run is still going',
        );
      return Promise.resolve()
        .then(() => deps.recorder?.skipped(jobName, scheduledFor, current.ended ? 'end-unrecorded' : 'still-going'))
        .then(
          () => undefined,
          (error: unknown) => {
            deps.log.warn(
              { job: jobName, scheduledFor: iso(scheduledFor), error: messageOf(error) },
              'skip not recorded in the journal',
            );
            return undefined;
          },
        );
    }

    const done = execute(job, reason, scheduledFor).finally(() => running.delete(jobName));
    running.set(jobName, { since: deps.now(), done });
    return done;
  }

  return {
    tick: (jobName, scheduledFor) => start(jobName, 'scheduled', scheduledFor),
    runNow: (jobName) => start(jobName, 'run-now', deps.now()),
    isRunning: (jobName) => running.has(jobName),
    async drain(timeoutMs) {
      draining = true;
      for (const cancel of waitingRetries) cancel();
      waitingRetries.clear();
      const all = Promise.allSettled([...running.values()].map((r) => r.done));
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        all.then(() => false),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs))),
      ]);
      clearTimeout(timer);
      if (!timedOut) return { stopped: [] };
      const stopped = [...running.keys()];
      deps.log.warn(
        { jobs: stopped, stopTimeoutMs: timeoutMs },
        'jobs still running at the stop timeout: asking them to stop',
      );
      stop.abort();
      await all;
      return { stopped };
    },
  };
}
