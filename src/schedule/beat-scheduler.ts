/**
 * The scheduler's heartbeat (health/heartbeat.ts): written at its start, every `everyMs` while it
 * waits for its jobs' times, after each run and at its stop. A scheduler is idle most of the time:
 * a beat on a timer shows that it is alive between runs hours apart, and a scheduler whose event
 * loop is stuck stops beating. What each job's last run came to is read from the scheduler's own
 * log lines, so the scheduler's logic is unchanged; it stands until the job's next run.
 */
import { hostname } from 'node:os';
import type { Heartbeat } from '../health/heartbeat.js';
import type { HeartbeatWriter } from '../health/write-heartbeat.js';
import type { ScheduledJob } from './compile-schedule-jobs.js';
import type { SchedulerLog } from './scheduler-log.js';
import { nextCronRun } from './next-cron-run.js';
import { formatZoned } from './zoned-time.js';
import { EXIT_UNAVAILABLE } from '../errors.js';
import { plural } from '../invoice/format-count.js';

export interface SchedulerBeat {
  /** `log`, telling the heartbeat of each line that ends, refuses or skips a run. */
  observe(log: SchedulerLog): SchedulerLog;
  /** The first beat, and one every `everyMs` from now on. */
  start(): void;
  /** The last beat: a clean stop, or `error` the scheduler stopped on. */
  stopped(error?: unknown): Promise<void>;
}

export interface BeatSchedulerOptions {
  jobs: readonly ScheduledJob[];
  /** The config file the jobs are read from. */
  of: string;
  writer: HeartbeatWriter;
  /** @default 30000 */
  everyMs?: number;
  /** @default () => new Date() */
  now?: () => Date;
  /** Applied to the config path and every problem written, either of which may hold the API key. @default as is */
  mask?: (text: string) => string;
}

interface LineFields {
  job?: string;
  exitCode?: number | null;
  signal?: string;
  lastError?: string;
  error?: string;
  runningSince?: string;
}

/** How much of a job's last error the heartbeat keeps: the log has all of it. */
const ERROR_CHARS = 200;

/** A job's problem as its line says it, or null when the line settles the job's run; undefined: not about a run. */
function problemOf(fields: LineFields, message: string): string | null | undefined {
  const job = `job ${fields.job}`;
  const cut = (text: string | undefined) => (text ? `: ${text.slice(0, ERROR_CHARS)}` : '');
  if (message === 'job finished') return null;
  if (message === 'job failed')
    return fields.exitCode === EXIT_UNAVAILABLE
      ? `${job}: the finance system could not be reached (exit 69), tried again later`
      : `${job} failed (${fields.signal ? `ended by ${fields.signal}` : `exit ${fields.exitCode}`})${cut(fields.lastError)}`;
  if (message === 'job not started: the journal could not record the run')
    return `${job} not started: the journal refused to record the run${cut(fields.error)}`;
  if (message === 'run not recorded in the journal: its end is logged below only')
    return `${job}: its end was not recorded in the journal${cut(fields.error)}`;
  if (message === 'job skipped: the previous run is still going')
    return `${job} skipped: its previous run, started ${fields.runningSince}, is still going`;
  return undefined;
}

export function beatScheduler(options: BeatSchedulerOptions): SchedulerBeat {
  const now = options.now ?? (() => new Date());
  const startedAt = now().toISOString();
  const problems = new Map<string, string>();
  let runs = 0;
  let timer: NodeJS.Timeout | undefined;

  const mask = options.mask ?? ((text: string) => text);

  function write(state: Heartbeat['state']): void {
    const at = now();
    options.writer.beat({
      service: 'schedule',
      state,
      at: at.toISOString(),
      startedAt,
      pid: process.pid,
      host: hostname(),
      // The config file's path may hold the API key (a folder named by a script): masked like every problem.
      of: mask(options.of),
      problems: [...problems.values()].map(mask),
      lastPass: `${plural(runs, 'job run')} ended since the start, ${plural(options.jobs.length, 'job')} armed`,
      nextRuns: options.jobs.map((job) => {
        const next = nextCronRun(job.cron, at);
        return { job: job.name, at: next ? formatZoned(next.getTime(), job.cron.timeZone) : null };
      }),
    });
  }

  const note = (fields: object, message: string) => {
    const line = fields as LineFields;
    if (typeof line.job !== 'string') return;
    const problem = problemOf(line, message);
    if (problem === undefined) return;
    // A skip stands beside the run's result, until the run it waited for ends.
    const key = message.startsWith('job skipped') ? `${line.job}\u0000skipped` : line.job;
    if (message === 'job finished' || message === 'job failed') {
      runs += 1;
      problems.delete(`${line.job}\u0000skipped`);
    }
    if (problem === null) problems.delete(key);
    else problems.set(key, problem);
    write('running');
  };

  return {
    observe: (log) => ({
      info(fields, message) {
        log.info(fields, message);
        note(fields, message);
      },
      warn(fields, message) {
        log.warn(fields, message);
        note(fields, message);
      },
    }),
    start() {
      write('started');
      timer = setInterval(() => write('running'), options.everyMs ?? 30_000);
      timer.unref();
    },
    async stopped(error) {
      clearInterval(timer);
      if (error !== undefined) problems.set('', `stopped: ${error instanceof Error ? error.message : String(error)}`);
      write(error === undefined ? 'stopped' : 'failed');
      await options.writer.flush();
    },
  };
}
