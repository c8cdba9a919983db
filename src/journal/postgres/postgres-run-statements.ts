/** The PostgreSQL implementation of `RunStatements` (run-statements.ts). */
import { insertRunSql, newRunValues, type NewRun, type RunStatements } from '../run-statements.js';
import { RUN_COLUMNS, toRunRow } from '../run-row.js';
import type { PostgresConnection } from './postgres-connection.js';

/**
 * The server's clock, as the journal writes times (ISO 8601 UTC, ms): the one clock of every host's
 * heartbeats and of the comparisons with them. clock_timestamp(), not now(): the time of the
 * statement, not of the start of its transaction.
 */
const SERVER_CLOCK = `to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const INSERT_RUN_SQL = insertRunSql(SERVER_CLOCK);

const countOf = (condition: string) => `(SELECT COUNT(*) FROM invoices WHERE run_id = runs.id${condition})`;

export function postgresRunStatements(c: PostgresConnection): RunStatements {
  return {
    async insertRun(run: NewRun) {
      const row = await c.row<{ id: number }>(`${INSERT_RUN_SQL} RETURNING id`, newRunValues(run));
      return (row as { id: number }).id;
    },
    async setRunStatus(runId, status) {
      await c.change(`UPDATE runs SET status = ?, heartbeat_at = ${SERVER_CLOCK} WHERE id = ?`, [status, runId]);
    },
    async touchRun(runId) {
      await c.change(`UPDATE runs SET heartbeat_at = ${SERVER_CLOCK} WHERE id = ?`, [runId]);
    },
    async refreshRunCounts(runId) {
      await c.change(
        `UPDATE runs SET
           invoices = ${countOf('')},
           created = ${countOf(" AND state = 'created'")},
           skipped = ${countOf(" AND state = 'skipped'")},
           invalid = ${countOf(" AND state = 'invalid'")},
           rejected = ${countOf(" AND state = 'rejected'")},
           failed = ${countOf(" AND state = 'failed'")},
           in_doubt = ${countOf(" AND state IN ('in-doubt', 'sending')")}
         WHERE id = ?`,
        [runId],
      );
    },
    async finishRun(runId, status, at, note) {
      await c.change(
        'UPDATE runs SET status = ?, finished_at = ?, heartbeat_at = ?, note = COALESCE(?, note) WHERE id = ?',
        [status, at, at, note ?? null, runId],
      );
    },
    async setRunResultsFile(runId, file) {
      await c.change('UPDATE runs SET results_file = ? WHERE id = ?', [file, runId]);
    },
    async findRun(runId) {
      const raw = await c.row(`SELECT ${RUN_COLUMNS} FROM runs WHERE id = ?`, [runId]);
      return raw === undefined ? undefined : toRunRow(raw);
    },
    async listRuns(limit) {
      return (await c.rows(`SELECT ${RUN_COLUMNS} FROM runs ORDER BY id DESC LIMIT ?`, [limit < 0 ? null : limit])).map(
        toRunRow,
      );
    },
    async listUnfinishedRuns() {
      return (await c.rows(`SELECT ${RUN_COLUMNS} FROM runs WHERE status IN ('reading', 'sending') ORDER BY id`)).map(
        toRunRow,
      );
    },
    async leaseNow() {
      return ((await c.row<{ now: string }>(`SELECT ${SERVER_CLOCK} AS now`)) as { now: string }).now;
    },
  };
}
