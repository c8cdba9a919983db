/** One function per statement on the `runs` table. */
import type { RunRow, RunStatus } from './run-row.js';

/** What a new run is recorded with: the run's own columns, its flags still an object. */
export interface NewRun extends Pick<
  RunRow,
  | 'sourceFile'
  | 'sourcePath'
  | 'sourceSha256'
  | 'mapping'
  | 'targetIdentity'
  | 'targetDescription'
  | 'sandbox'
  | 'host'
  | 'pid'
  | 'processToken'
  | 'startedAt'
> {
  /** The run's flags, stored as JSON. */
  options: Record<string, unknown>;
}

/** Implemented once per backend (sqlite/, postgres/); chosen when the journal opens. */
export interface RunStatements {
  /** Records a new run in status `reading`; returns its id. */
  insertRun(run: NewRun): Promise<number>;
  setRunStatus(runId: number, status: RunStatus, at: string): Promise<void>;
  /**
   * Shows other processes that the run's process is alive (used when it runs on another host). The
   * heartbeat is stamped by the journal's clock (`leaseNow`): on PostgreSQL `at` is not used for it.
   */
  touchRun(runId: number, at: string): Promise<void>;
  /** Recounts the run's invoices per outcome from their rows. */
  refreshRunCounts(runId: number): Promise<void>;
  /** Ends a run: its final status, when, and an optional note (why it stopped). Counts are refreshed separately. */
  finishRun(runId: number, status: RunStatus, at: string, note?: string): Promise<void>;
  setRunResultsFile(runId: number, file: string): Promise<void>;
  findRun(runId: number): Promise<RunRow | undefined>;
  /** Newest first. */
  listRuns(limit: number): Promise<RunRow[]>;
  /** Runs not ended yet: their process is alive, or died without a word. */
  listUnfinishedRuns(): Promise<RunRow[]>;
  /**
   * The clock of heartbeats, ISO 8601 UTC: every process compares a heartbeat with this, never with
   * its own host's clock, so a host whose clock is ahead does not find another host's live run stale.
   */
  leaseNow(): Promise<string>;
}

/**
 * Records a new run in status `reading`; one text for both backends, in the order of `newRunValues`,
 * but for the first heartbeat: `heartbeat` is its SQL, a `?` or the database's clock.
 */
export function insertRunSql(heartbeat: string): string {
  return `INSERT INTO runs (source_file, source_path, source_sha256, mapping, target_identity, target_description,
   sandbox, options, host, pid, process_token, status, started_at, heartbeat_at)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'reading', ?, ${heartbeat})`;
}

export function newRunValues(run: NewRun): unknown[] {
  return [
    run.sourceFile,
    run.sourcePath,
    run.sourceSha256,
    run.mapping,
    run.targetIdentity,
    run.targetDescription,
    run.sandbox ? 1 : 0,
    JSON.stringify(run.options),
    run.host,
    run.pid,
    run.processToken,
    run.startedAt,
  ];
}
