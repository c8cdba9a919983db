/** The SQLite implementation of `RunStatements` (run-statements.ts). */
import type { SqliteConnection } from './sqlite-connection.js';
import type { NewRun, RunStatements } from '../run-statements.js';
import { RUN_COLUMNS, toRunRow, type RunRow, type RunStatus } from '../run-row.js';

export function sqliteRunStatements(connection: SqliteConnection): RunStatements {
  return {
    async insertRun(run: NewRun): Promise<number> {
      const result = connection
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
    },
    async setRunStatus(runId: number, status: RunStatus, at: string): Promise<void> {
      connection.statement('UPDATE runs SET status = ?, heartbeat_at = ? WHERE id = ?').run(status, at, runId);
    },
    async touchRun(runId: number, at: string): Promise<void> {
      connection.statement('UPDATE runs SET heartbeat_at = ? WHERE id = ?').run(at, runId);
    },
    async refreshRunCounts(runId: number): Promise<void> {
      connection
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
    },
    async finishRun(runId: number, status: RunStatus, at: string, note?: string): Promise<void> {
      connection
        .statement(
          'UPDATE runs SET status = ?, finished_at = ?, heartbeat_at = ?, note = COALESCE(?, note) WHERE id = ?',
        )
        .run(status, at, at, note ?? null, runId);
    },
    async setRunResultsFile(runId: number, file: string): Promise<void> {
      connection.statement('UPDATE runs SET results_file = ? WHERE id = ?').run(file, runId);
    },
    async findRun(runId: number): Promise<RunRow | undefined> {
      const raw = connection.statement(`SELECT ${RUN_COLUMNS} FROM runs WHERE id = ?`).get(runId);
      return raw === undefined ? undefined : toRunRow(raw);
    },
    async listRuns(limit: number): Promise<RunRow[]> {
      return connection.statement(`SELECT ${RUN_COLUMNS} FROM runs ORDER BY id DESC LIMIT ?`).all(limit).map(toRunRow);
    },
    async listUnfinishedRuns(): Promise<RunRow[]> {
      return connection
        .statement(`SELECT ${RUN_COLUMNS} FROM runs WHERE status IN ('reading', 'sending') ORDER BY id`)
        .all()
        .map(toRunRow);
    },
  };
}
