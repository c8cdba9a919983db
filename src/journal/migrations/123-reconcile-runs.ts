import type { Migration } from './migration.js';
import { withKeyColumn } from './with-key-column.js';

/**
 * Each reconcile run, and the statuses it read, so that a run stopped part-way (a signal, a lost
 * connection, a reboot) is gone on with instead of asking every invoice again.
 *
 * If not there: a PostgreSQL journal rolled back with `pg_restore --clean` of a dump taken before
 * this migration keeps these tables (the restore drops only what the dump holds), and they are adopted.
 */
export const createReconcileRuns: Migration = {
  id: 123,
  name: 'create-reconcile-runs',
  ...withKeyColumn(
    (id) => `
    CREATE TABLE IF NOT EXISTS reconcile_runs (
      ${id},
      target_identity TEXT NOT NULL,
      selection_key TEXT NOT NULL,
      started_at TEXT NOT NULL,
      outcome TEXT NOT NULL CHECK (outcome IN ('running', 'stopped', 'finished')),
      to_check INTEGER NOT NULL,
      checked INTEGER NOT NULL DEFAULT 0,
      ended_at TEXT
    );
    CREATE INDEX IF NOT EXISTS reconcile_runs_by_target ON reconcile_runs (target_identity, id);
    CREATE TABLE IF NOT EXISTS reconcile_run_checks (
      run_id INTEGER NOT NULL REFERENCES reconcile_runs (id),
      instance_id TEXT NOT NULL,
      checked_at TEXT NOT NULL,
      check_json TEXT NOT NULL,
      PRIMARY KEY (run_id, instance_id)
    );
  `,
  ),
};
