/**
 * A journal transaction whose PostgreSQL connection is lost before its COMMIT is answered: the
 * server ended the session (pg_terminate_backend, as a restart does: 57P01), the link was cut
 * before COMMIT left, or COMMIT reached the server and its answer was lost. One that may run again
 * is run again only when the server says it did not commit; one it says committed is not run again.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { JournalStatements } from '../../../src/journal/journal.js';
import { readCommitStatus } from '../../../src/journal/postgres/read-commit-status.js';
import { createReachWatch } from '../../../src/journal/reach-watch.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { COMMIT, withProxiedJournal } from '../../helpers/proxied-postgres-journal.js';

function addRun(tx: JournalStatements, token: string): Promise<number> {
  return tx.runs.insertRun({
    sourceFile: 'cut.csv',
    sourcePath: '/data/cut.csv',
    sourceSha256: 'c'.repeat(64),
    mapping: 'm.yaml',
    targetIdentity: 't',
    targetDescription: 'sandbox',
    sandbox: true,
    options: {},
    host: 'h',
    pid: 1,
    processToken: token,
    startedAt: '2026-12-01T10:00:00.000Z',
  });
}

async function runsWithToken(url: string, token: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM runs WHERE process_token = $1', [
      token,
    ]);
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** Ends every other session on the journal's database, as a server restart or an administrator does. */
async function endOtherSessions(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

describe('a journal transaction that may run again, its connection lost before its commit is known', () => {
  it('is not run again when COMMIT reached the server and its answer was lost: it committed, once', () =>
    withProxiedJournal(async (journal, url, proxy) => {
      let runs = 0;
      const runId = await journal.transaction(
        async (tx) => {
          runs += 1;
          const id = await addRun(tx, 'answer-lost');
          proxy.arm(COMMIT, 'answer');
          return id;
        },
        { repeatable: true },
      );
      expect(proxy.drops()).toBe(1);
      expect(runs).toBe(1);
      expect(runId).toBeGreaterThan(0);
      expect(await runsWithToken(url, 'answer-lost')).toBe(1);
    }));

  it('is run again on a new connection when the link was cut before COMMIT left: committed once', () =>
    withProxiedJournal(async (journal, url, proxy) => {
      let runs = 0;
      await journal.transaction(
        async (tx) => {
          runs += 1;
          await addRun(tx, 'cut-before');
          if (runs === 1) proxy.arm(COMMIT);
        },
        { repeatable: true },
      );
      expect(proxy.drops()).toBe(1);
      expect(runs).toBe(2);
      expect(await runsWithToken(url, 'cut-before')).toBe(1);
    }));

  it('is run again when the server ends its session mid-transaction (57P01): committed once', () =>
    withProxiedJournal(async (journal, url) => {
      let runs = 0;
      let ended = 0;
      await journal.transaction(
        async (tx) => {
          runs += 1;
          await addRun(tx, 'terminated');
          if (runs === 1) ended = await endOtherSessions(url);
          await addRun(tx, 'terminated-second');
        },
        { repeatable: true },
      );
      expect(ended).toBeGreaterThan(0);
      expect(runs).toBe(2);
      expect(await runsWithToken(url, 'terminated')).toBe(1);
      expect(await runsWithToken(url, 'terminated-second')).toBe(1);
    }));

  it('still fails, committed or not, when it may not run again', () =>
    withProxiedJournal(async (journal, url, proxy) => {
      const failed = journal.transaction(async (tx) => {
        await addRun(tx, 'not-repeatable');
        proxy.arm(COMMIT, 'answer');
      });
      await expect(failed).rejects.toThrow(/Connection terminated unexpectedly/);
      // The commit reached the server: what the caller is told is a loss, and nothing is sent twice.
      expect(await runsWithToken(url, 'not-repeatable')).toBe(1);
    }));
});

describe('readCommitStatus', () => {
  it('ends the session still in the transaction, then says it did not commit; says committed of one that did', async () => {
    const url = await testPostgresUrl();
    const pool = new pg.Pool({ connectionString: url });
    pool.on('error', () => undefined);
    const open = new pg.Client({ connectionString: url });
    open.on('error', () => undefined);
    await open.connect();
    const policy = { withinMs: 10_000, firstWaitMs: 50 };
    try {
      await open.query('CREATE TABLE held (n integer)');
      const begun = await open.query<{ xid: string }>('BEGIN; SELECT txid_current()::text AS xid');
      const xid = (begun as unknown as pg.QueryResult<{ xid: string }>[])[1]!.rows[0]!.xid;
      await open.query('INSERT INTO held VALUES (1)');
      const pid = (open as pg.Client & { processID: number }).processID;
      expect(await readCommitStatus(pool, xid, pid, createReachWatch(), policy)).toBe('aborted');
      await expect(open.query('SELECT 1')).rejects.toThrow();
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      const committed = await other.query<{ xid: string }>('BEGIN; SELECT txid_current()::text AS xid; COMMIT');
      const committedXid = (committed as unknown as pg.QueryResult<{ xid: string }>[])[1]!.rows[0]!.xid;
      await other.end();
      expect(await readCommitStatus(pool, committedXid, undefined, createReachWatch(), policy)).toBe('committed');
      expect((await pool.query('SELECT COUNT(*)::int AS n FROM held')).rows[0]).toEqual({ n: 0 });
    } finally {
      await open.end().catch(() => undefined);
      await pool.end();
    }
  }, 60_000);
});
