/**
 * One function per statement on `schedule_runs` and `job_leases`. Times are ISO 8601 UTC. The
 * statements are written once here, with `?` placeholders and camelCase aliases, for both backends.
 */

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
}

/** A run still marked `running`, with its scheduler's lease; rows of before the lease have empty holders. */
export interface RunningScheduleRun extends LeaseHolder {
  id: number;
  job: string;
  startedAt: string;
  heartbeatAt: string;
}

/** A lease on a kind of job of which one runs at a time per journal (`reconcile`). */
export interface JobLease extends LeaseHolder {
  name: string;
  claimedAt: string;
  heartbeatAt: string;
}

/** Implemented once per backend (sqlite/, postgres/); chosen when the journal opens. */
export interface ScheduleStatements {
  /** Records a job that starts; returns the row id, or undefined when another scheduler already recorded this tick. */
  insertScheduleRun(run: NewScheduleRun): Promise<number | undefined>;
  finishScheduleRun(id: number, end: ScheduleRunEnd): Promise<void>;
  /** Records a tick at which the job was not started because its previous run was still going. */
  insertSkippedScheduleRun(job: string, scheduledFor: string): Promise<void>;
  /** The latest scheduled tick (run or skipped) of each job: where the missed-run count starts. */
  lastScheduledTicks(): Promise<Map<string, string>>;
  /** Renews the lease of a run this scheduler has going. */
  touchScheduleRun(id: number, processToken: string, at: string): Promise<void>;
  listRunningScheduleRuns(): Promise<RunningScheduleRun[]>;
  /** Marks a run whose scheduler is gone as ended abnormally; false when it was settled meanwhile. */
  abandonScheduleRun(id: number, processToken: string, at: string, note: string): Promise<boolean>;
  findJobLease(name: string): Promise<JobLease | undefined>;
  /** True when the lease was recorded; false when another process holds one. */
  insertJobLease(lease: JobLease): Promise<boolean>;
  /** Takes over the lease of a process that is gone; false when someone changed it meanwhile. */
  takeOverJobLease(lease: JobLease, previousToken: string): Promise<boolean>;
  touchJobLease(name: string, processToken: string, at: string): Promise<void>;
  deleteJobLease(name: string, processToken: string): Promise<void>;
}

/** The statements both backends run as written. */
export const SCHEDULE_SQL = {
  insertRun: `INSERT INTO schedule_runs (job, reason, outcome, scheduled_for, started_at, host, pid, process_token, heartbeat_at)
    VALUES (?, ?, 'running', ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id`,
  finishRun: `UPDATE schedule_runs SET outcome = 'finished', finished_at = ?, exit_code = ?, signal = ?, summary = ? WHERE id = ?`,
  insertSkipped: `INSERT INTO schedule_runs (job, reason, outcome, scheduled_for) VALUES (?, 'scheduled', 'skipped', ?) ON CONFLICT DO NOTHING`,
  lastTicks: `SELECT job, MAX(scheduled_for) AS last FROM schedule_runs WHERE reason = 'scheduled' GROUP BY job`,
  touchRun: `UPDATE schedule_runs SET heartbeat_at = ? WHERE id = ? AND process_token = ? AND outcome = 'running'`,
  listRunning: `SELECT id, job, started_at AS startedAt, COALESCE(host, '') AS host, COALESCE(pid, 0) AS pid,
      COALESCE(process_token, '') AS processToken, COALESCE(heartbeat_at, started_at) AS heartbeatAt
    FROM schedule_runs WHERE outcome = 'running' ORDER BY id`,
  abandonRun: `UPDATE schedule_runs SET outcome = 'abandoned', finished_at = ?, note = ?
    WHERE id = ? AND outcome = 'running' AND COALESCE(process_token, '') = ?`,
  findLease: `SELECT name, host, pid, process_token AS processToken, claimed_at AS claimedAt, heartbeat_at AS heartbeatAt
    FROM job_leases WHERE name = ?`,
  insertLease: `INSERT INTO job_leases (name, host, pid, process_token, claimed_at, heartbeat_at) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (name) DO NOTHING`,
  takeOverLease: `UPDATE job_leases SET host = ?, pid = ?, process_token = ?, claimed_at = ?, heartbeat_at = ?
    WHERE name = ? AND process_token = ?`,
  touchLease: 'UPDATE job_leases SET heartbeat_at = ? WHERE name = ? AND process_token = ?',
  deleteLease: 'DELETE FROM job_leases WHERE name = ? AND process_token = ?',
} as const;

/** The values of each statement, in placeholder order, so both backends bind them alike. */
export const scheduleParams = {
  insertRun: (run: NewScheduleRun) => [
    run.job,
    run.reason,
    run.scheduledFor,
    run.startedAt,
    run.holder.host,
    run.holder.pid,
    run.holder.processToken,
    run.heartbeatAt ?? run.startedAt,
  ],
  finishRun: (id: number, end: ScheduleRunEnd) => [
    end.finishedAt,
    end.exitCode,
    end.signal,
    end.summary === undefined ? null : JSON.stringify(end.summary),
    id,
  ],
  insertLease: (l: JobLease) => [l.name, l.host, l.pid, l.processToken, l.claimedAt, l.heartbeatAt],
  takeOverLease: (l: JobLease, previousToken: string) => [
    l.host,
    l.pid,
    l.processToken,
    l.claimedAt,
    l.heartbeatAt,
    l.name,
    previousToken,
  ],
};
