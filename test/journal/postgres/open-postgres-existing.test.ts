/**
 * A command that only looks up what an upload recorded, pointed at an empty PostgreSQL database (a
 * typo in the database name, a wrong profile), refuses it as it refuses a missing SQLite file: exit 2,
 * and not one table created there. A command that writes still creates the journal.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { JournalError } from '../../../src/errors.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { runCliInProcess } from '../../helpers/run-cli-in-process.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

async function tableNames(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const sql = "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'";
    return (await client.query<{ name: string }>(sql)).rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

const databaseOf = (url: string) => new URL(url).pathname.slice(1);

describe('a reading command on an empty PostgreSQL database', () => {
  it.each([['history'], ['journal'], ['journal', 'show', 'INV-1'], ['schedule', '--history']])(
    '%s says there is no journal there, exits 2 and creates nothing',
    async (...command) => {
      const url = await testPostgresUrl();
      const cwd = makeTempDir('pg-empty-read');
      const result = await runCliInProcess([...command, '--journal', url], { cwd });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(
        `no invoice-batch journal in database ${databaseOf(url)} (host 127.0.0.1), and this command does not create one: check --journal`,
      );
      expect(await tableNames(url)).toEqual([]);
    },
  );

  it('is refused by openJournal with existing, while an opening that may write creates the journal', async () => {
    const url = await testPostgresUrl();
    const refused = await openJournal(url, { existing: true, migrate: false }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(JournalError);
    expect((refused as JournalError).exitCode).toBe(2);
    expect(await tableNames(url)).toEqual([]);

    await (await openJournal(url)).close();
    expect(await tableNames(url)).toContain('schema_migrations');
    // Once there, the reading opening takes it.
    await (await openJournal(url, { existing: true, migrate: false })).close();
  });
});
