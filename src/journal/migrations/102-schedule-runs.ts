import type { Migration } from './migration.js';

/** Each start (or skip) of a scheduled job, so a restarted scheduler can tell which runs it missed. */
export const createScheduleRuns: Migration = {
  id: 102,
  name: 'create-schedule-runs',
  sql: `
    CREATE TABLE schedule_runs (
      id INTEGER PRIMARY KEY,
      job TEXT NOT NULL,
      reason TEXT NOT NULL CHECK (reason IN ('scheduled', 'run-now')),
      outcome TEXT NOT NULL CHECK (outcome IN ('running', 'finished', 'skipped')),
      scheduled_for TEXT NOT NULL,
      started_at TEXT,
      finished_at TEXT,
      exit_code INTEGER,
      signal TEXT,
      summary TEXT
    );
    CREATE INDEX schedule_runs_by_job ON schedule_runs (job, scheduled_for);
  `,
};
