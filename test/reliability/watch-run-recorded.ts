/**
 * Watches a journal from outside the upload for its first run: once it is there, the upload has
 * opened the journal (on PostgreSQL, migrated the new database) and recorded its run, and is reading
 * and staging its file. No create leaves before the whole file is staged, so a kill then lands in
 * start-up work, whatever the machine's load, where a delay could land while Node still loads modules.
 */
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import pg from 'pg';

export interface RunWatch {
  /** Resolves once the journal holds a run; never when the watch stopped first. */
  seen: Promise<void>;
  /** Stops watching (a run that ended or was killed before). */
  stop(): Promise<void>;
}

const POLL_MS = 2;

export function watchRunRecorded(location: string): RunWatch {
  let stopped = false;
  const postgres = /^postgres(ql)?:\/\//.test(location) ? new pg.Client({ connectionString: location }) : undefined;
  const connected = postgres?.connect();
  const hasRun = async (): Promise<boolean> => {
    try {
      if (postgres) {
        await connected;
        const table = await postgres.query<{ found: boolean }>(
          "SELECT to_regclass('public.runs') IS NOT NULL AS found",
        );
        return table.rows[0]?.found === true && (await postgres.query('SELECT 1 FROM runs LIMIT 1')).rowCount === 1;
      }
      if (!existsSync(location)) return false;
      const db = new Database(location, { readonly: true, fileMustExist: true });
      try {
        const table = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'runs'`).get();
        return table !== undefined && db.prepare('SELECT 1 FROM runs LIMIT 1').get() !== undefined;
      } finally {
        db.close();
      }
    } catch {
      // Being created or migrated under the watch: not yet.
      return false;
    }
  };
  let found: () => void = () => undefined;
  const seen = new Promise<void>((resolve) => (found = resolve));
  const watching = (async () => {
    while (!stopped) {
      if (await hasRun()) return found();
      await sleep(POLL_MS);
    }
  })();
  return {
    seen,
    async stop() {
      stopped = true;
      await watching;
      await postgres?.end().catch(() => undefined);
    },
  };
}
