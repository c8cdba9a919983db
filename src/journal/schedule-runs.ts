/** One function per statement on `schedule_runs`. Times are ISO 8601 UTC. */
import type { Journal } from './open-journal.js';

export interface NewScheduleRun {
  job: string;
  reason: 'scheduled' | 'run-now';
  scheduledFor: string;
  startedAt: string;
}

/** Records a job that started; returns the row id. */
export function insertScheduleRun(journal: Journal, run: NewScheduleRun): number {
  const result = journal
    .statement(
      `INSERT INTO schedule_runs (job, reason, outcome, scheduled_for, started_at) VALUES (?, ?, 'running', ?, ?)`,
    )
    .run(run.job, run.reason, run.scheduledFor, run.startedAt);
  return Number(result.lastInsertRowid);
}

export interface ScheduleRunEnd {
  finishedAt: string;
  exitCode: number | null;
  signal: string | null;
  /** The job's JSON summary, stored as text. */
  summary: unknown;
}

export function finishScheduleRun(journal: Journal, id: number, end: ScheduleRunEnd): void {
  journal
    .statement(
      `UPDATE schedule_runs SET outcome = 'finished', finished_at = ?, exit_code = ?, signal = ?, summary = ? WHERE id = ?`,
    )
    .run(end.finishedAt, end.exitCode, end.signal, end.summary === undefined ? null : JSON.stringify(end.summary), id);
}

/** Records a tick at which the job was not started because its previous run was still going. */
export function insertSkippedScheduleRun(journal: Journal, job: string, scheduledFor: string): void {
  journal
    .statement(`INSERT INTO schedule_runs (job, reason, outcome, scheduled_for) VALUES (?, 'scheduled', 'skipped', ?)`)
    .run(job, scheduledFor);
}

/** The latest scheduled tick (run or skipped) of each job: where the missed-run count starts. */
export function lastScheduledTicks(journal: Journal): Map<string, string> {
  const rows = journal
    .statement(`SELECT job, MAX(scheduled_for) AS last FROM schedule_runs WHERE reason = 'scheduled' GROUP BY job`)
    .all() as { job: string; last: string }[];
  return new Map(rows.map((row) => [row.job, row.last]));
}
