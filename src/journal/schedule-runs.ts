/** One function per statement on `schedule_runs` and `job_leases` (lease-statements.ts). Times are ISO 8601 UTC. */
import { limitOf, type JournalDriver } from './journal-driver.js';
import { leaseStatements, type LeaseRow } from './lease-statements.js';

/** Who runs a job: the scheduler process, as the lease of uploads and watchers names it. */
export interface LeaseHolder {
  host: string;
  pid: number;
  processToken: string;
}

export interface NewScheduleRun {
  job: string;
  reason: 'scheduled' | 'run-now';
  scheduledFor: string;
  startedAt: string;
  /** The scheduler that runs it, which renews `heartbeat_at` while the job runs. */
  holder: LeaseHolder;
  /** The lease's first heartbeat, by the journal's clock (`runs.leaseNow`). @default startedAt */
  heartbeatAt?: string;
}

export interface ScheduleRunEnd {
  finishedAt: string;
  exitCode: number | null;
  signal: string | null;
  /** The job's JSON summary, stored as text. */
  summary: unknown;
  /** Why a failed run failed (the job's last error lines, secrets already masked), kept as its note. @default none */
  lastError?: string | undefined;
}

/**
 * Why a tick was not started, kept as a skipped row's note: its previous run still going, or ended
 * with its end not yet recorded (the journal out of reach). Skips recorded before hold none.
 */
export type SkipReason = 'still-going' | 'end-unrecorded';

/** One row of `schedule_runs` as `schedule --history` reads it; times ISO UTC, null where the run has none. */
export interface ScheduleRunRow {
  id: number;
  job: string;
  reason: 'scheduled' | 'run-now';
  outcome: 'running' | 'finished' | 'skipped' | 'abandoned';
  scheduledFor: string;
  startedAt: string | null;
  finishedAt: string | null;
  exitCode: number | null;
  signal: string | null;
  /** The job's JSON summary as text. */
  summary: string | null;
  /** A failed run's error lines, why an abandoned run was settled, or a skipped tick's SkipReason. */
  note: string | null;
}

export interface ScheduleRunQuery {
  /** Only this job's runs. @default every job */
  job?: string | undefined;
  /** At most this many, newest first; negative: all. */
  limit: number;
}

/** A run still marked `running`, with its scheduler's lease; rows of before the lease have empty holders. */
export interface RunningScheduleRun extends LeaseHolder {
  id: number;
  job: string;
  startedAt: string;
  heartbeatAt: string;
}

/** A lease on a kind of job of which one runs at a time per journal (`reconcile`). */
export interface JobLease extends LeaseRow {
  name: string;
}

export interface ScheduleStatements {
  /** Records a job that starts; returns the row id, or undefined when another scheduler already recorded this tick. */
  insertScheduleRun(run: NewScheduleRun): Promise<number | undefined>;
  finishScheduleRun(id: number, end: ScheduleRunEnd): Promise<void>;
  /** Records a tick at which the job was not started because of its previous run. @param why @default none */
  insertSkippedScheduleRun(job: string, scheduledFor: string, why?: SkipReason): Promise<void>;
  /** The latest scheduled tick (run or skipped) of each job: where the missed-run count starts. */
  lastScheduledTicks(): Promise<Map<string, string>>;
  /** Renews the lease of a run this scheduler has going. */
  touchScheduleRun(id: number, processToken: string, at: string): Promise<void>;
  listRunningScheduleRuns(): Promise<RunningScheduleRun[]>;
  /** Marks a run whose scheduler is gone as ended abnormally; false when it was settled meanwhile. */
  abandonScheduleRun(id: number, processToken: string, at: string, note: string): Promise<boolean>;
  /** Runs and skipped ticks, newest first. */
  listScheduleRuns(query: ScheduleRunQuery): Promise<ScheduleRunRow[]>;
  /** The latest run of each job that ended (finished or abandoned): what a monitor judges. */
  latestEndedScheduleRuns(): Promise<ScheduleRunRow[]>;
  findJobLease(name: string): Promise<JobLease | undefined>;
  /** True when the lease was recorded; false when another process holds one. */
  insertJobLease(lease: JobLease): Promise<boolean>;
  /** Takes over the lease of a process that is gone; false when someone changed it meanwhile. */
  takeOverJobLease(lease: JobLease, previousToken: string): Promise<boolean>;
  touchJobLease(name: string, processToken: string, at: string): Promise<void>;
  deleteJobLease(name: string, processToken: string): Promise<void>;
}

const RUN_COLUMNS = `id, job, reason, outcome, scheduled_for AS scheduledFor, started_at AS startedAt,
  finished_at AS finishedAt, exit_code AS exitCode, signal, summary, note`;

const SQL = {
  insertRun: `INSERT INTO schedule_runs (job, reason, outcome, scheduled_for, started_at, host, pid, process_token, heartbeat_at)
    VALUES (?, ?, 'running', ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id`,
  finishRun: `UPDATE schedule_runs SET outcome = 'finished', finished_at = ?, exit_code = ?, signal = ?, summary = ?, note = ?
    WHERE id = ?`,
  insertSkipped: `INSERT INTO schedule_runs (job, reason, outcome, scheduled_for, note)
    VALUES (?, 'scheduled', 'skipped', ?, ?) ON CONFLICT DO NOTHING`,
  lastTicks: `SELECT job, MAX(scheduled_for) AS last FROM schedule_runs WHERE reason = 'scheduled' GROUP BY job`,
  touchRun: `UPDATE schedule_runs SET heartbeat_at = ? WHERE id = ? AND process_token = ? AND outcome = 'running'`,
  listRunning: `SELECT id, job, started_at AS startedAt, COALESCE(host, '') AS host, COALESCE(pid, 0) AS pid,
      COALESCE(process_token, '') AS processToken, COALESCE(heartbeat_at, started_at) AS heartbeatAt
    FROM schedule_runs WHERE outcome = 'running' ORDER BY id`,
  abandonRun: `UPDATE schedule_runs SET outcome = 'abandoned', finished_at = ?, note = ?
    WHERE id = ? AND outcome = 'running' AND COALESCE(process_token, '') = ?`,
  listRuns: `SELECT ${RUN_COLUMNS} FROM schedule_runs WHERE (CAST(? AS TEXT) IS NULL OR job = ?) ORDER BY id DESC LIMIT ?`,
  // The highest id of a job's ended runs is its latest: ids grow as runs start.
  latestEnded: `SELECT ${RUN_COLUMNS} FROM schedule_runs WHERE id IN
    (SELECT MAX(id) FROM schedule_runs WHERE outcome IN ('finished', 'abandoned') GROUP BY job) ORDER BY job`,
} as const;

export function scheduleStatements(d: JournalDriver): ScheduleStatements {
  const leases = leaseStatements<JobLease>(d, 'job_leases', 'name');
  return {
    async insertScheduleRun(run) {
      const { holder } = run;
      const params = [
        run.job,
        run.reason,
        run.scheduledFor,
        run.startedAt,
        holder.host,
        holder.pid,
        holder.processToken,
      ];
      return (await d.row<{ id: number }>(SQL.insertRun, [...params, run.heartbeatAt ?? run.startedAt]))?.id;
    },
    async finishScheduleRun(id, end) {
      const summary = end.summary === undefined ? null : JSON.stringify(end.summary);
      const note = end.exitCode === 0 ? null : (end.lastError ?? null);
      await d.change(SQL.finishRun, [end.finishedAt, end.exitCode, end.signal, summary, note, id]);
    },
    async insertSkippedScheduleRun(job, scheduledFor, why) {
      await d.change(SQL.insertSkipped, [job, scheduledFor, why ?? null]);
    },
    async lastScheduledTicks() {
      const rows = await d.rows<{ job: string; last: string }>(SQL.lastTicks);
      return new Map(rows.map((row) => [row.job, row.last]));
    },
    async touchScheduleRun(id, processToken, at) {
      await d.change(SQL.touchRun, [at, id, processToken]);
    },
    async listRunningScheduleRuns() {
      return d.rows<RunningScheduleRun>(SQL.listRunning);
    },
    async abandonScheduleRun(id, processToken, at, note) {
      return (await d.change(SQL.abandonRun, [at, note, id, processToken])) === 1;
    },
    async listScheduleRuns({ job, limit }) {
      return d.rows<ScheduleRunRow>(SQL.listRuns, [job ?? null, job ?? null, limitOf(d, limit)]);
    },
    async latestEndedScheduleRuns() {
      return d.rows<ScheduleRunRow>(SQL.latestEnded);
    },
    findJobLease: (name) => leases.find(name),
    insertJobLease: (lease) => leases.insert(lease.name, lease),
    takeOverJobLease: (lease, previousToken) => leases.takeOver(lease.name, lease, previousToken),
    touchJobLease: (name, processToken, at) => leases.touch(name, processToken, at),
    deleteJobLease: (name, processToken) => leases.delete(name, processToken),
  };
}
