import type { Migration } from './migration.js';

const LEASE_COLUMNS = `host TEXT, pid INTEGER, process_token TEXT, heartbeat_at TEXT, note TEXT`;

const JOB_LEASES = `
  CREATE TABLE job_leases (
    name TEXT PRIMARY KEY,
    host TEXT NOT NULL,
    pid INTEGER NOT NULL,
    process_token TEXT NOT NULL,
    claimed_at TEXT NOT NULL,
    heartbeat_at TEXT NOT NULL
  );
`;

/**
 * A scheduler renews a heartbeat on each run it has going (the lease uploads and watchers use), so
 * a run whose scheduler was killed is settled by the next scheduler as `abandoned` instead of
 * staying `running`; and `job_leases` holds one lease per kind of job that must not run twice at
 * once on a journal (reconcile), whoever starts it. SQLite cannot change a CHECK constraint, so
 * its table is rebuilt with the same rows and indexes.
 */
export const scheduleLeases: Migration = {
  id: 109,
  name: 'schedule-leases',
  sql: `
    CREATE TABLE schedule_runs_109 (
      id INTEGER PRIMARY KEY,
      job TEXT NOT NULL,
      reason TEXT NOT NULL CHECK (reason IN ('scheduled', 'run-now')),
      outcome TEXT NOT NULL CHECK (outcome IN ('running', 'finished', 'skipped', 'abandoned')),
      scheduled_for TEXT NOT NULL,
      started_at TEXT,
      finished_at TEXT,
      exit_code INTEGER,
      signal TEXT,
      summary TEXT,
      ${LEASE_COLUMNS}
    );
    INSERT INTO schedule_runs_109 (id, job, reason, outcome, scheduled_for, started_at, finished_at, exit_code, signal, summary)
      SELECT id, job, reason, outcome, scheduled_for, started_at, finished_at, exit_code, signal, summary FROM schedule_runs;
    DROP TABLE schedule_runs;
    ALTER TABLE schedule_runs_109 RENAME TO schedule_runs;
    CREATE INDEX schedule_runs_by_job ON schedule_runs (job, scheduled_for);
    CREATE UNIQUE INDEX schedule_runs_one_per_tick ON schedule_runs (job, scheduled_for) WHERE reason = 'scheduled';
    ${JOB_LEASES}
  `,
  postgres: `
    ALTER TABLE schedule_runs DROP CONSTRAINT schedule_runs_outcome_check;
    ALTER TABLE schedule_runs ADD CONSTRAINT schedule_runs_outcome_check
      CHECK (outcome IN ('running', 'finished', 'skipped', 'abandoned'));
    ALTER TABLE schedule_runs ADD COLUMN host TEXT, ADD COLUMN pid INTEGER, ADD COLUMN process_token TEXT,
      ADD COLUMN heartbeat_at TEXT, ADD COLUMN note TEXT;
    ${JOB_LEASES}
  `,
};
