/**
 * An opening held by another session's lock on the journal's schema, whose role may open one
 * connection only (CONNECTION LIMIT 1, as with max_connections reached): the probe that would ask
 * why cannot connect. The server answered the opening's connection, so it is never told as down:
 * both causes are named, and the lock is named with its holder once a probe gets through.
 * Real PostgreSQL (test/helpers/postgres-server.ts).
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { JournalReach } from '../../../src/journal/journal.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';

/** The advisory lock the journal's opening takes to check or upgrade its schema. */
const MIGRATION_LOCK = 7_310_417;
/** The opening's wait, ms: several probes fit in it. */
const WAIT_MS = 4_000;

/** A journal, a role allowed one connection, and an admin session holding the schema lock. */
async function lockedJournal(): Promise<{
  admin: pg.Client;
  direct: string;
  url: string;
  role: string;
  holder: number;
}> {
  const direct = await testPostgresUrl();
  await (await openJournal(direct)).close();
  const admin = new pg.Client({ connectionString: direct });
  admin.on('error', () => undefined);
  await admin.connect();
  const role = `ib_lock_${new URL(direct).pathname.slice(-8)}`;
  await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD 'pw' CONNECTION LIMIT 1`);
  await admin.query(`GRANT ALL ON SCHEMA public TO ${role}; GRANT ALL ON ALL TABLES IN SCHEMA public TO ${role}`);
  await admin.query(`GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
  await admin.query('BEGIN');
  await admin.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
  const holder = (await admin.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid ?? -1;
  const url = Object.assign(new URL(direct), { username: role, password: 'pw' }).toString();
  return { admin, direct, url, role, holder };
}

async function openingError(url: string, told: JournalReach[], onTold?: () => void): Promise<string> {
  return openJournal(url, {
    reconnectWithinMs: WAIT_MS,
    onOpenWait: (reach) => {
      told.push(reach);
      onTold?.();
    },
  }).then(
    async (journal) => {
      await journal.close();
      return 'opened';
    },
    (error: Error) => error.message,
  );
}

describe('an opening held by the schema lock while no probe can connect', () => {
  it('names both causes, never the server down', async () => {
    const { admin, url } = await lockedJournal();
    const told: JournalReach[] = [];
    try {
      const message = await openingError(url, told);
      expect(message).toContain(
        "another session may hold the lock on the journal's schema, or the server is not answering",
      );
      expect(message).toContain('nothing was read, recorded or sent');
      expect(message).not.toContain("once the journal's server is up");
      expect(message).not.toContain('the server did not answer');
      expect(told[0]).toMatchObject({ kind: 'locked', reason: expect.stringContaining('may hold the lock') });
      expect(told.some((reach) => reach.kind === 'lost')).toBe(false);
    } finally {
      await admin.query('ROLLBACK');
      await admin.end();
    }
  }, 60_000);

  it('names the lock and its holder once a later probe gets through', async () => {
    const { admin, direct, url, role, holder } = await lockedJournal();
    const told: JournalReach[] = [];
    let lifted: Promise<unknown> | undefined;
    try {
      // The limit lifted after the first word: the probes asked again find the lock.
      const message = await openingError(url, told, () => {
        // On a session of its own: the admin's transaction holds the lock until it ends.
        lifted ??= (async () => {
          const other = new pg.Client({ connectionString: direct });
          await other.connect();
          await other.query(`ALTER ROLE ${role} CONNECTION LIMIT -1`);
          await other.end();
        })();
      });
      await lifted;
      expect(told.map((reach) => reach.kind)).toEqual(['locked', 'locked']);
      expect(told[1]).toMatchObject({ reason: expect.stringContaining(`(pid ${holder})`) });
      expect(message).toContain('the journal stayed locked for the whole wait');
      expect(message).toContain(`(pid ${holder})`);
    } finally {
      await admin.query('ROLLBACK');
      await admin.end();
    }
  }, 60_000);
});
