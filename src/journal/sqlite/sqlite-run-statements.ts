/** The SQLite implementation of `RunStatements` (run-statements.ts). */
import type { SqliteConnection } from './sqlite-connection.js';
import { insertRunSql, newRunValues, type NewRun, type RunStatements } from '../run-statements.js';
import { RUN_COLUMNS, toRunRow, type RunRow, type RunStatus } from '../run-row.js';

// A SQLite journal is one file on one host: its processes share that host's clock, which is the lease clock.
const INSERT_RUN_SQL = insertRunSql('?');

export function sqliteRunStatements(connection: SqliteConnection): RunStatements {
  return {
    async insertRun(run: NewRun): Promise<number> {
      const result = connection.statement(INSERT_RUN_SQL).run(...newRunValues(run), run.startedAt);
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
    async leaseNow(): Promise<string> {
      return new Date().toISOString();
    },
  };
}
