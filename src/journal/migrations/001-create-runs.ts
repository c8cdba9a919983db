import type { Migration } from './migration.js';
import { withKeyColumn } from './with-key-column.js';

/** One row per uploaded file: where it came from, where it went, how it ended. */
export const createRuns: Migration = {
  id: 1,
  name: 'create-runs',
  ...withKeyColumn(
    (id) => `
    CREATE TABLE runs (
      ${id},
      source_file TEXT NOT NULL,
      source_path TEXT NOT NULL,
      source_sha256 TEXT NOT NULL,
      mapping TEXT NOT NULL,
      target_identity TEXT NOT NULL,
      target_description TEXT NOT NULL,
      sandbox INTEGER NOT NULL,
      options TEXT NOT NULL,
      host TEXT NOT NULL,
      pid INTEGER NOT NULL,
      process_token TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('reading', 'sending', 'finished', 'stopped', 'interrupted', 'discarded')),
      started_at TEXT NOT NULL,
      heartbeat_at TEXT NOT NULL,
      finished_at TEXT,
      invoices INTEGER NOT NULL DEFAULT 0,
      created INTEGER NOT NULL DEFAULT 0,
      skipped INTEGER NOT NULL DEFAULT 0,
      invalid INTEGER NOT NULL DEFAULT 0,
      rejected INTEGER NOT NULL DEFAULT 0,
      failed INTEGER NOT NULL DEFAULT 0,
      in_doubt INTEGER NOT NULL DEFAULT 0,
      results_file TEXT,
      note TEXT
    );
    CREATE INDEX runs_by_status ON runs (status);
    CREATE INDEX runs_by_sha256 ON runs (source_sha256);
  `,
  ),
};
