/** The PostgreSQL implementation of `ScheduleStatements` (schedule-runs.ts). */
import type { ScheduleStatements } from '../schedule-runs.js';
import type { PostgresConnection } from './postgres-connection.js';

export function postgresScheduleStatements(c: PostgresConnection): ScheduleStatements {
  return {
    async insertScheduleRun(run) {
      const row = await c.row<{ id: number }>(
        `INSERT INTO schedule_runs (job, reason, outcome, scheduled_for, started_at) VALUES (?, ?, 'running', ?, ?) ON CONFLICT DO NOTHING RETURNING id`,
        [run.job, run.reason, run.scheduledFor, run.startedAt],
      );
      return row?.id;
    },
    async finishScheduleRun(id, end) {
      await c.change(
        `UPDATE schedule_runs SET outcome = 'finished', finished_at = ?, exit_code = ?, signal = ?, summary = ? WHERE id = ?`,
        [end.finishedAt, end.exitCode, end.signal, end.summary === undefined ? null : JSON.stringify(end.summary), id],
      );
    },
    async insertSkippedScheduleRun(job, scheduledFor) {
      await c.change(
        `INSERT INTO schedule_runs (job, reason, outcome, scheduled_for) VALUES (?, 'scheduled', 'skipped', ?) ON CONFLICT DO NOTHING`,
        [job, scheduledFor],
      );
    },
    async lastScheduledTicks() {
      const rows = await c.rows<{ job: string; last: string }>(
        `SELECT job, MAX(scheduled_for) AS last FROM schedule_runs WHERE reason = 'scheduled' GROUP BY job`,
      );
      return new Map(rows.map((row) => [row.job, row.last]));
    },
  };
}
