/**
 * A listing whose link to a PostgreSQL journal hangs while it opens the journal (the migration check
 * answered, the answer never delivered, no FIN either way: a hung proxy) holds the journal's schema
 * lock inside its transaction. It gives up within its journal wait, the server ends its session
 * once it has been silent for that wait, and an upload started beside it says it waits for that
 * lock, then posts. Real PostgreSQL, the stall proxy, the sandbox; the commands run in process.
 */
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { JournalError } from '../../../src/errors.js';
import type { JournalReach } from '../../../src/journal/journal.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { runCliInProcess, withSandboxKey } from '../../helpers/run-cli-in-process.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { startStallProxy } from '../../helpers/stall-proxy.js';
import { startTestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { waitUntil } from '../../helpers/wait-until.js';
import { writeUploadInputs } from '../../batch/cli-inputs.js';
import { addRun } from '../journal-fixture.js';

/** The listing's journal wait, ms: long enough for the upload beside it to start while the lock is held. */
const LISTING_WAIT_MS = 10_000;

/** Sessions holding the journal's advisory lock (the migrations' check), by backend pid. */
async function schemaLockHolders(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query<{ pid: number }>(
      `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    return found.rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

describe('a listing whose PostgreSQL link stalls while it opens the journal', () => {
  it('ends within its wait, the lock is freed, and an upload beside it says what it waits for, then posts', async () => {
    const direct = await testPostgresUrl();
    // The journal exists, as the listing expects: its opening only checks the schema.
    await (await openJournal(direct)).close();
    // The link hangs right after the listing asks which migrations are applied, inside the lock's transaction.
    const proxy = await startStallProxy(Number(new URL(direct).port), {
      stallAfterSent: (chunk) => chunk.includes('schema_migrations'),
      holdCloses: true,
    });
    const sandbox = await startTestSandbox();
    try {
      const cwd = makeTempDir('pg-stalled-open');
      writeUploadInputs(cwd, { count: 3, prefix: 'PGSTALL' });
      const stalledUrl = Object.assign(new URL(direct), { port: String(proxy.port) }).toString();
      const listing = runCliInProcess(['journal', '--limit', '0', '--journal', stalledUrl], {
        cwd,
        env: withSandboxKey({ INVOICE_BATCH_JOURNAL_WAIT_MS: String(LISTING_WAIT_MS) }),
      });
      await waitUntil('the link to stall', () => proxy.stalled, 30_000);
      // The listing's session holds the lock now, as in the trial.
      await waitUntil('the lock held', async () => (await schemaLockHolders(direct)).length > 0, 10_000);
      const upload = runCliInProcess(
        ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--journal', direct],
        { cwd, env: withSandboxKey({ INVOICE_BATCH_JOURNAL_WAIT_MS: '60000' }) },
      );
      // Bounded generously (the wait and 10 s), never hanging: without a bound the listing waited for good.
      const ended = await Promise.race([
        listing,
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), LISTING_WAIT_MS + 10_000).unref()),
      ]);
      expect(ended, 'the listing ended within its wait and 10 s').toBeDefined();
      expect(ended?.code).toBe(1);
      expect(ended?.stderr).toContain('cannot open the journal');
      expect(ended?.stderr).toContain('nothing was read, recorded or sent');
      expect(ended?.stderr).toContain(`127.0.0.1:${proxy.port}`);
      // The server ended the silent session: the lock is free though the proxy still holds its connection open.
      await waitUntil('the lock freed', async () => (await schemaLockHolders(direct)).length === 0, 15_000);
      const posted = await upload;
      expect(posted.code, posted.stderr).toBe(0);
      expect(sandbox.stats().createRequests).toBe(3);
      // It said what it waited for, without a password, before it went on.
      expect(posted.stderr).toMatch(/journal locked: .*the journal's schema.*another session holds/);
      expect(posted.stderr).toMatch(/journal unlocked after \d+ s/);
    } finally {
      await proxy.close();
    }
  }, 120_000);

  it('an opening held by the schema lock past its wait says so and that nothing was read, recorded or sent', async () => {
    const url = await testPostgresUrl();
    await (await openJournal(url)).close();
    // Another session holds the lock the opening takes to check the schema, as a stalled one did.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock(7310417)');
      const told: JournalReach[] = [];
      const failure = await openJournal(url, {
        reconnectWithinMs: 2_000,
        onOpenWait: (reach) => told.push(reach),
      }).then(
        (journal) => journal.close(),
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(JournalError);
      expect((failure as JournalError).message).toMatch(
        /cannot open the journal: the journal stayed locked for the whole wait \(waiting for the lock on the journal's schema that another session holds while it checks or upgrades it \(pid \d+\)\); nothing was read, recorded or sent/,
      );
      expect(told[0]?.kind).toBe('locked');
    } finally {
      await holder.end();
    }
  }, 60_000);

  it("a transaction whose link stalls after a write gives up within the wait, and the server frees that write's row", async () => {
    const direct = await testPostgresUrl();
    const setup = await openJournal(direct);
    const runId = await addRun(setup);
    await setup.close();
    // The link hangs right after the run's row is updated inside the transaction: the row stays locked.
    const proxy = await startStallProxy(Number(new URL(direct).port), {
      stallAfterSent: (chunk) => chunk.includes('UPDATE runs SET status'),
      holdCloses: true,
    });
    const stalledUrl = Object.assign(new URL(direct), { port: String(proxy.port) }).toString();
    const journal = await openJournal(stalledUrl, { reconnectWithinMs: 2_000 });
    const watcher = new pg.Client({ connectionString: direct });
    await watcher.connect();
    try {
      const stalled = journal.transaction(async (tx) => {
        await tx.runs.finishRun(runId, 'interrupted', new Date().toISOString(), 'stalled');
        return tx.runs.findRun(runId);
      });
      const failure = await Promise.race([
        stalled.then(
          () => 'committed',
          (error: unknown) => error,
        ),
        new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), 12_000).unref()),
      ]);
      expect(failure).toBeInstanceOf(Error);
      // The server ends the session silent inside its transaction, though the proxy keeps its connection open.
      const idleInTransaction = async () =>
        (
          await watcher.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction'`,
          )
        ).rows[0]!.n;
      await waitUntil('the stalled session ended', async () => (await idleInTransaction()) === 0, 30_000, 200);
      // Its row is free: another session updates it at once.
      await watcher.query(`SET lock_timeout = '5s'`);
      const updated = await watcher.query(`UPDATE runs SET note = 'free' WHERE id = $1`, [runId]);
      expect(updated.rowCount).toBe(1);
    } finally {
      await watcher.end();
      await proxy.close();
      await journal.close().catch(() => undefined);
    }
  }, 90_000);

  it('an opening whose link stalls once it ends the check (COMMIT sent, never answered) ends within its wait', async () => {
    const direct = await testPostgresUrl();
    await (await openJournal(direct)).close();
    const proxy = await startStallProxy(Number(new URL(direct).port), {
      stallAfterSent: (chunk) => chunk.includes('COMMIT'),
      holdCloses: true,
    });
    try {
      const stalledUrl = Object.assign(new URL(direct), { port: String(proxy.port) }).toString();
      const opening = openJournal(stalledUrl, { migrate: false, existing: true, reconnectWithinMs: 2_000 }).then(
        (journal) => journal.close().then(() => 'opened'),
        (error: unknown) => error,
      );
      const ended = await Promise.race([
        opening,
        new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), 12_000).unref()),
      ]);
      expect(ended).toBeInstanceOf(JournalError);
      expect((ended as JournalError).message).toContain('nothing was read, recorded or sent');
    } finally {
      await proxy.close();
    }
  }, 60_000);
});
