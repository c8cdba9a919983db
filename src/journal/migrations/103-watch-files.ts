import type { Migration } from './migration.js';
import { withKeyColumn } from './with-key-column.js';

/**
 * Drop-folder bookkeeping: which watcher holds which file in processing/ (so a file left by a
 * dead watcher is taken again, and one held by a live watcher is not), and every file handled,
 * with its sha256 so the same content dropped twice is recognised.
 */
export const createWatchFiles: Migration = {
  id: 103,
  name: 'create-watch-files',
  ...withKeyColumn(
    (id) => `
    CREATE TABLE watch_claims (
      path TEXT PRIMARY KEY,
      host TEXT NOT NULL,
      pid INTEGER NOT NULL,
      process_token TEXT NOT NULL,
      claimed_at TEXT NOT NULL,
      heartbeat_at TEXT NOT NULL
    );
    CREATE TABLE watch_files (
      ${id},
      folder TEXT NOT NULL,
      file_name TEXT NOT NULL,
      sha256 TEXT NOT NULL,
      outcome TEXT NOT NULL CHECK (outcome IN ('done', 'failed', 'refused')),
      uploaded INTEGER NOT NULL,
      run_id INTEGER,
      moved_to TEXT,
      results_file TEXT,
      note TEXT,
      handled_at TEXT NOT NULL
    );
    CREATE INDEX watch_files_by_sha256 ON watch_files (sha256, id);
  `,
  ),
};
