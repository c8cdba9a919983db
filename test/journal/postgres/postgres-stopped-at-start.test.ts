/**
 * The journal's PostgreSQL server stopped at once (`pg_ctl -m immediate`, a crash, a failover) while
 * an upload opens the journal or waits on it before its first send: the process ends with the
 * journal's own words (nothing sent, what to do), never an unhandled 'error' event of the driver
 * and its stack trace. Through the compiled CLI (build first: npx tsc -p .) on a real PostgreSQL.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { writeUploadInputs } from '../../batch/cli-inputs.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { startTestPostgres } from '../../helpers/postgres-server.js';
import { startCliProcess } from '../../helpers/run-cli.js';
import { startTestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** The advisory lock the journal's migrations take (run-postgres-migrations.ts): held, the opening waits on it. */
const MIGRATION_LOCK = 7_310_417;

/** Resolves once another session of the database waits for a lock: the CLI is blocked where the test wants it. */
async function untilWaitingForLock(session: pg.Client): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { rows } = await session.query(
      `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`,
    );
    if (rows.length > 0) return;
    if (Date.now() > deadline) throw new Error('the upload never waited on the held lock');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const MOMENTS = [
  {
    moment: 'while it opens the journal (migrations wait on their lock)',
    prepared: false,
    hold: `SELECT pg_advisory_lock(${MIGRATION_LOCK})`,
    told: /cannot open the journal: .*nothing was read, recorded or sent; run the command again once the journal's server is up/,
  },
  {
    moment: 'while it waits on the journal before the first send',
    prepared: true,
    hold: 'LOCK TABLE invoices, runs IN ACCESS EXCLUSIVE MODE',
    // Cut while it waited, then refused on its retry: nothing of the step was recorded.
    told: /: the connection to PostgreSQL was lost(: | on every try within the journal's wait, and nothing of this step was recorded)/,
  },
];

describe('the PostgreSQL journal stopped at once early in an upload', () => {
  it.each(MOMENTS)(
    '$moment: told as the journal lost, no stack trace, nothing sent',
    async ({ prepared, hold, told }) => {
      const server = await startTestPostgres();
      const sandbox = await startTestSandbox();
      const cwd = makeTempDir('pg-stopped-at-start');
      writeUploadInputs(cwd, { count: 3, prefix: 'STOPPED' });
      try {
        const url = await server.createDatabase();
        if (prepared) await (await openJournal(url)).close();
        const session = new pg.Client({ connectionString: url });
        // The stop ends this session too.
        session.on('error', () => undefined);
        await session.connect();
        await session.query('BEGIN');
        await session.query(hold);
        const cli = startCliProcess(
          ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--journal', url],
          { cwd, env: { INVOICE_BATCH_JOURNAL_WAIT_MS: '3000' }, timeoutMs: 60_000 },
        );
        const watcher = new pg.Client({ connectionString: url });
        watcher.on('error', () => undefined);
        await watcher.connect();
        await untilWaitingForLock(watcher);
        await server.stop();
        const result = await cli.done;
        expect(result.stderr).not.toMatch(/Unhandled|ECONNRESET[\s\S]*\n\s+at |\n\s+at \S+ \(/);
        expect(result.stderr).toMatch(/^invoice-batch: /m);
        expect(result.stderr).toMatch(told);
        expect(result.code, result.stderr).not.toBe(0);
        expect(sandbox.stats().createRequests).toBe(0);
      } finally {
        await server.stop().catch(() => undefined);
      }
    },
    90_000,
  );
});
