/**
 * A command that migrates a shared PostgreSQL journal says so on standard error, as on SQLite, and
 * that older versions refuse it from then on: a command that records, or `journal upgrade`, on one
 * host is enough to lock out every host still on the older version (one that only reads refuses
 * the journal instead: reading-commands-older-journal.test.ts). Standard output (--json) stays the
 * command's own.
 */
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { ALL_MIGRATIONS } from '../../src/journal/migrations/all-migrations.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { addRun } from '../journal/journal-fixture.js';

const OLDER = ALL_MIGRATIONS.filter((migration) => migration.id <= 113);
const TO = ALL_MIGRATIONS.at(-1)!.id;

/** The upgrade step and a command that records, each with --json. */
const COMMANDS: [string, string[]][] = [
  ['journal upgrade --json', ['journal', 'upgrade', '--json']],
  ['reconcile --json', ['reconcile', '--json']],
];

describe('a command that migrates a PostgreSQL journal', () => {
  it.each(COMMANDS)(
    '%s says it upgrades the journal and that older versions refuse it afterwards, once',
    async (_, args) => {
      const url = await testPostgresUrl();
      const old = await openJournal(url, { migrations: OLDER });
      await addRun(old);
      await old.close();
      const cwd = makeTempDir('pg-upgrade-notice');
      const env = { INVOICE_BATCH_JOURNAL: url, INVOICE_BATCH_API_KEY: 'sandbox-key' };
      const first = await runCliInProcess(args, { cwd, env });
      expect(first.code).toBe(0);
      expect(first.stderr).toBe(
        `invoice-batch: ${url}: upgrading the journal from schema 113 to ${TO}; an older invoice-batch refuses it from now on, on every host (going back means restoring a pg_dump taken before)\n`,
      );
      expect(() => JSON.parse(first.stdout) as unknown).not.toThrow();
      const again = await runCliInProcess(args, { cwd, env });
      expect(again).toMatchObject({ code: 0, stderr: '' });
    },
    120_000,
  );

  it('says nothing when it creates a new journal', async () => {
    const url = await testPostgresUrl();
    const cwd = makeTempDir('pg-upgrade-notice-new');
    // A command that records creates it (one that only reads refuses an empty database).
    const env = { INVOICE_BATCH_JOURNAL: url, INVOICE_BATCH_API_KEY: 'sandbox-key' };
    const result = await runCliInProcess(['reconcile', '--json'], { cwd, env });
    expect(result).toMatchObject({ code: 0, stderr: '' });
  }, 60_000);
});
