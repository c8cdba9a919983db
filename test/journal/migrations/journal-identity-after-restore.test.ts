/**
 * The documented PostgreSQL rollback: pg_dump before the upgrade, the upgrade (migration 118 adds
 * journal_identity), then `pg_restore --clean` of the dump. The restore drops and recreates only
 * what the dump holds, so journal_identity stays; opening the journal with this version again
 * adopts it, and the identity it holds stays the journal's.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ALL_MIGRATIONS } from '../../../src/journal/migrations/all-migrations.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { binDir } from '../../helpers/postgres-server.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { addRun } from '../journal-fixture.js';

const BEFORE = ALL_MIGRATIONS.filter((migration) => migration.id < 118);

async function sql(url: string, text: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** What the table left behind holds when the journal is opened again, and the identity expected then. */
const LEFT_BEHIND = [
  { left: 'the identity the upgrade made', change: undefined, keeps: true },
  { left: 'no row (emptied by hand)', change: 'DELETE FROM journal_identity', keeps: false },
] as const;

describe('a PostgreSQL journal restored from a dump taken before migration 118', () => {
  it.each(LEFT_BEHIND)(
    'opens again with journal_identity left by the restore holding $left',
    async ({ change, keeps }) => {
      const url = await testPostgresUrl();
      const dump = join(makeTempDir('pg-restore'), 'before.dump');
      const older = await openJournal(url, { migrations: BEFORE });
      await addRun(older, { sourceFile: 'before-upgrade.csv' });
      await older.close();
      execFileSync(join(binDir(), 'pg_dump'), ['--format=custom', `--file=${dump}`, url]);

      const upgraded = await openJournal(url);
      const id = await upgraded.runs.journalId();
      await addRun(upgraded, { sourceFile: 'after-upgrade.csv' });
      await upgraded.close();

      execFileSync(join(binDir(), 'pg_restore'), ['--clean', `--dbname=${url}`, dump]);
      expect(await sql(url, "SELECT to_regclass('journal_identity') IS NOT NULL AS left")).toEqual([{ left: true }]);
      if (change) await sql(url, change);

      const again = await openJournal(url);
      try {
        const now = await again.runs.journalId();
        expect(now).toMatch(/^[0-9a-f]{32}$/);
        expect(now === id).toBe(keeps);
        const files = await sql(url, 'SELECT source_file FROM runs ORDER BY id');
        expect(files).toEqual([{ source_file: 'before-upgrade.csv' }]);
      } finally {
        await again.close();
      }
      expect(await sql(url, 'SELECT count(*)::int AS n FROM journal_identity')).toEqual([{ n: 1 }]);
    },
    120_000,
  );
});
