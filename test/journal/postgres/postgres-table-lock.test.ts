/**
 * Another session holding the journal's tables locked (`LOCK TABLE invoices, runs IN ACCESS
 * EXCLUSIVE MODE`, a long migration or maintenance by hand) is told as what it is within about a
 * second: the journal is locked, on which tables and by which session, not that the server is
 * unreachable. The upload waits for it within the journal wait and goes on once it is released.
 * Through the compiled CLI (build first: npx tsc -p .) on a real PostgreSQL.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { writeUploadInputs } from '../../batch/cli-inputs.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { startTestPostgres } from '../../helpers/postgres-server.js';
import { startCliProcess } from '../../helpers/run-cli.js';
import { startTestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const COUNT = 5;

describe('the journal tables locked by another session', () => {
  it.each([['invoices, runs'], ['invoices'], ['runs']])(
    'LOCK TABLE %s: told as a lock held by that session, waited for, then the upload goes on',
    async (tables) => {
      const server = await startTestPostgres();
      const sandbox = await startTestSandbox();
      const cwd = makeTempDir('pg-table-lock');
      writeUploadInputs(cwd, { count: COUNT, prefix: 'LOCKED' });
      try {
        const url = await server.createDatabase();
        await (await openJournal(url)).close();
        const session = new pg.Client({ connectionString: url });
        await session.connect();
        await session.query('BEGIN');
        await session.query(`LOCK TABLE ${tables} IN ACCESS EXCLUSIVE MODE`);
        const pid = (session as unknown as { processID: number }).processID;
        const upload = startCliProcess(
          ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--journal', url],
          { cwd, env: { INVOICE_BATCH_JOURNAL_WAIT_MS: '30000' }, timeoutMs: 60_000 },
        );
        // Released once the upload has said it waits on it: a release at a fixed time can come
        // before a slow start has met the lock at all.
        await upload
          .waitForStderr(/journal locked/, 30_000)
          .finally(() => session.query('COMMIT').then(() => session.end()));
        const result = await upload.done;
        expect(result.code, result.stderr).toBe(0);
        expect(result.stderr).not.toContain('unreachable');
        const told = result.stderr.split('\n').filter((line) => line.includes('journal locked'));
        expect(told, result.stderr).toHaveLength(1);
        expect(told[0]).toMatch(
          new RegExp(
            `^invoice-batch: journal locked: ${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: waiting for a lock on (invoices|runs)(, (invoices|runs))? that another session holds \\(pid ${pid}\\); waiting for it up to 30 s$`,
          ),
        );
        expect(result.stderr).toMatch(/invoice-batch: journal unlocked after \d+ s\n/);
        expect(sandbox.stats().createRequests).toBe(COUNT);
      } finally {
        await server.stop();
      }
    },
    90_000,
  );
});
