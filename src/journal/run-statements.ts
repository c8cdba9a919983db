/** One function per statement on the `runs` table. */
import type { Journal } from './open-journal.js';
import { RUN_COLUMNS, toRunRow, type RunRow, type RunStatus } from './run-row.js';

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

/** Records a new run in status `reading`; returns its id. */
export function insertRun(journal: Journal, run: NewRun): number {
  const result = journal
    .statement(
      `INSERT INTO runs (source_file, source_path, source_sha256, mapping, target_identity, target_description,
         sandbox, options, host, pid, process_token, status, started_at, heartbeat_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'reading', ?, ?)`,
    )
    .run(
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
      run.startedAt,
    );
  return Number(result.lastInsertRowid);
}

export function setRunStatus(journal: Journal, runId: number, status: RunStatus, at: string): void {
  journal.statement('UPDATE runs SET status = ?, heartbeat_at = ? WHERE id = ?').run(status, at, runId);
}

/** Shows other processes that the run's process is alive (used when it runs on another host). */
export function touchRun(journal: Journal, runId: number, at: string): void {
  journal.statement('UPDATE runs SET heartbeat_at = ? WHERE id = ?').run(at, runId);
}

/** Recounts the run's invoices per outcome from their rows. */
export function refreshRunCounts(journal: Journal, runId: number): void {
  journal
    .statement(
      `UPDATE runs SET
         invoices = (SELECT COUNT(*) FROM invoices WHERE run_id = runs.id),
         created = (SELECT COUNT(*) FROM invoices WHERE run_id = runs.id AND state = 'created'),
         skipped = (SELECT COUNT(*) FROM invoices WHERE run_id = runs.id AND state = 'skipped'),
         invalid = (SELECT COUNT(*) FROM invoices WHERE run_id = runs.id AND state = 'invalid'),
         rejected = (SELECT COUNT(*) FROM invoices WHERE run_id = runs.id AND state = 'rejected'),
         failed = (SELECT COUNT(*) FROM invoices WHERE run_id = runs.id AND state = 'failed'),
         in_doubt = (SELECT COUNT(*) FROM invoices WHERE run_id = runs.id AND state IN ('in-doubt', 'sending'))
       WHERE id = ?`,
    )
    .run(runId);
}

/** Ends a run: its final status, when, and an optional note (why it stopped). Counts are refreshed separately. */
export function finishRun(journal: Journal, runId: number, status: RunStatus, at: string, note?: string): void {
  journal
    .statement('UPDATE runs SET status = ?, finished_at = ?, heartbeat_at = ?, note = COALESCE(?, note) WHERE id = ?')
    .run(status, at, at, note ?? null, runId);
}

export function setRunResultsFile(journal: Journal, runId: number, file: string): void {
  journal.statement('UPDATE runs SET results_file = ? WHERE id = ?').run(file, runId);
}

export function findRun(journal: Journal, runId: number): RunRow | undefined {
  const raw = journal.statement(`SELECT ${RUN_COLUMNS} FROM runs WHERE id = ?`).get(runId);
  return raw === undefined ? undefined : toRunRow(raw);
}

/** Newest first. */
export function listRuns(journal: Journal, limit: number): RunRow[] {
  return journal.statement(`SELECT ${RUN_COLUMNS} FROM runs ORDER BY id DESC LIMIT ?`).all(limit).map(toRunRow);
}

/** Runs not ended yet: their process is alive, or died without a word. */
export function listUnfinishedRuns(journal: Journal): RunRow[] {
  return journal
    .statement(`SELECT ${RUN_COLUMNS} FROM runs WHERE status IN ('reading', 'sending') ORDER BY id`)
    .all()
    .map(toRunRow);
}
