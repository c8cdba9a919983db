/** The SQLite implementation of `ScheduleStatements` (schedule-runs.ts). */
import type { SqliteConnection } from './sqlite-connection.js';
import type { NewScheduleRun, ScheduleRunEnd, ScheduleStatements } from '../schedule-runs.js';

export function sqliteScheduleStatements(connection: SqliteConnection): ScheduleStatements {
  return {
    async insertScheduleRun(run: NewScheduleRun): Promise<number | undefined> {
      const result = connection
        .statement(
          `INSERT OR IGNORE INTO schedule_runs (job, reason, outcome, scheduled_for, started_at) VALUES (?, ?, 'running', ?, ?)`,
        )
        .run(run.job, run.reason, run.scheduledFor, run.startedAt);
      return result.changes === 1 ? Number(result.lastInsertRowid) : undefined;
    },
    async finishScheduleRun(id: number, end: ScheduleRunEnd): Promise<void> {
      connection
        .statement(
          `UPDATE schedule_runs SET outcome = 'finished', finished_at = ?, exit_code = ?, signal = ?, summary = ? WHERE id = ?`,
        )
        .run(
          end.finishedAt,
          end.exitCode,
          end.signal,
          end.summary === undefined ? null : JSON.stringify(end.summary),
          id,
        );
    },
    async insertSkippedScheduleRun(job: string, scheduledFor: string): Promise<void> {
      connection
        .statement(
          `INSERT OR IGNORE INTO schedule_runs (job, reason, outcome, scheduled_for) VALUES (?, 'scheduled', 'skipped', ?)`,
        )
        .run(job, scheduledFor);
    },
    async lastScheduledTicks(): Promise<Map<string, string>> {
      const rows = connection
        .statement(`SELECT job, MAX(scheduled_for) AS last FROM schedule_runs WHERE reason = 'scheduled' GROUP BY job`)
        .all() as { job: string; last: string }[];
      return new Map(rows.map((row) => [row.job, row.last]));
    },
  };
}
