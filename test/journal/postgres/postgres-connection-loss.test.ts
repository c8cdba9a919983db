/**
 * A PostgreSQL journal whose connections are lost while an upload sends (the server's backends
 * killed by pg_terminate_backend, as a failover or an administrator does): nothing crashes, no
 * invoice is posted twice, and every answer that came in is in the journal.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { uploadFiles } from '../../../src/batch/upload-files.js';
import { JournalError } from '../../../src/errors.js';
import { openJournal, type Journal } from '../../../src/journal/open-journal.js';
import type { UploadReport } from '../../../src/batch/upload-files.js';
import type { UploadProgress } from '../../../src/batch/upload-progress.js';
import { validBatch, yieldAll } from '../../batch/mapped-invoices.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/start-sandbox.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { startTestPostgres } from '../../helpers/postgres-server.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const INVOICES = 40;

/** Ends every other connection to the journal's database, as an administrator or a failover does. */
async function killJournalConnections(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      'SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

async function stateCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ state: string; n: number }>(
      'SELECT state, COUNT(*)::int AS n FROM invoices GROUP BY state',
    );
    return Object.fromEntries(rows.map((row) => [row.state, row.n]));
  } finally {
    await client.end();
  }
}

/** Uploads the file's invoices; the upload's own failure is returned, not thrown. */
function uploadOnce(
  journal: Journal,
  sandbox: TestSandbox,
  dir: string,
  onProgress?: (progress: UploadProgress) => void,
  onNotice?: (text: string) => void,
): Promise<UploadReport | Error> {
  const path = join(dir, 'loss.csv');
  writeFileSync(path, 'x');
  return uploadFiles(journal, {
    target: sandbox.target(),
    sources: [{ path, read: () => yieldAll(validBatch(INVOICES, { prefix: 'LOSS' })) }],
    mapping: 'test-mapping.yaml',
    duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
    outDir: join(dir, 'out'),
    concurrency: 4,
    onProgress,
    onNotice,
  }).catch((error: unknown) => error as Error);
}

describe('an upload whose PostgreSQL connections are killed while it sends', () => {
  it.each([1, 3])(
    'goes on or stops cleanly when they are killed (up to %i times): each invoice posted once, every answer in the journal',
    async (kills) => {
      const url = await testPostgresUrl();
      const dir = makeTempDir('pg-loss');
      const sandbox = await startTestSandbox({ latencyMs: 40 });
      const journal = await openJournal(url);
      let killing = Promise.resolve();
      const killed: number[] = [];
      try {
        const first = await uploadOnce(journal, sandbox, dir, (progress) => {
          if (progress.phase !== 'sending') return;
          const due = Math.floor((progress.done * (kills + 1)) / INVOICES);
          if (killed.length < kills && due > killed.length && progress.done < INVOICES) {
            killed.push(progress.done);
            killing = killing.then(async () => void (await killJournalConnections(url)));
          }
        });
        await killing;
        expect(killed.length).toBeGreaterThanOrEqual(1);
        // Gone on, or (a transaction cut in the middle) stopped with a clear journal error: never a crash.
        if (first instanceof Error) expect(first).toBeInstanceOf(JournalError);
        else expect(first.runs[0]!.counts).toMatchObject({ created: INVOICES });
        // Every answer the sandbox gave is recorded; nothing is left being sent.
        const afterFirst = await stateCounts(url);
        expect(afterFirst.created ?? 0).toBe(sandbox.stats().createRequests);
        expect(afterFirst.sending ?? 0).toBe(0);
        // The same file again posts what is left, and nothing twice.
        const again = await uploadOnce(journal, sandbox, dir);
        expect(again).not.toBeInstanceOf(Error);
        expect(sandbox.stats().createRequests).toBe(INVOICES);
        expect((await stateCounts(url)).created).toBe(INVOICES);
      } finally {
        await journal.close();
      }
    },
    120_000,
  );
});

describe('an upload whose PostgreSQL server is stopped while it sends and started again', () => {
  it('waits for the server, then goes on or stops cleanly: each invoice posted once, every answer in the journal', async () => {
    const server = await startTestPostgres();
    const dir = makeTempDir('pg-restart');
    const sandbox = await startTestSandbox({ latencyMs: 40 });
    let restart: Promise<void> | undefined;
    try {
      const url = await server.createDatabase();
      const journal = await openJournal(url);
      const notices: string[] = [];
      try {
        const first = await uploadOnce(
          journal,
          sandbox,
          dir,
          (progress) => {
            if (progress.phase !== 'sending' || restart || progress.done < INVOICES / 4) return;
            // Down for 3 s, a quarter of the way through: requests in flight answer meanwhile.
            restart = server.halt().then(async () => {
              await new Promise((resolve) => setTimeout(resolve, 3_000));
              await server.start();
            });
          },
          (text) => notices.push(text),
        );
        await restart;
        expect(restart).toBeDefined();
        if (first instanceof Error) expect(first).toBeInstanceOf(JournalError);
        else expect(first.runs[0]!.counts).toMatchObject({ created: INVOICES });
        // One line when the server went, one when it came back: none per statement retried. A session
        // the restart ends just after the server answered again (57P01) is a second loss, told as one.
        const where = new URL(url).host;
        const lost = new RegExp(
          `^journal unreachable: postgres://[^ ]*${where}[^ ]*: .+; retrying; \\d+ answers? held in memory$`,
        );
        const back = /^journal reachable again after \d+ s; the \d+ answers? held in memory are recorded now$/;
        expect([2, 4]).toContain(notices.length);
        notices.forEach((notice, i) => expect(notice).toMatch(i % 2 === 0 ? lost : back));
        const afterFirst = await stateCounts(url);
        expect(afterFirst.created ?? 0).toBe(sandbox.stats().createRequests);
        expect(afterFirst.sending ?? 0).toBe(0);
        const again = await uploadOnce(journal, sandbox, dir);
        expect(again).not.toBeInstanceOf(Error);
        expect(sandbox.stats().createRequests).toBe(INVOICES);
        expect((await stateCounts(url)).created).toBe(INVOICES);
      } finally {
        await journal.close();
      }
    } finally {
      await restart?.catch(() => undefined);
      await server.stop();
    }
  }, 120_000);
});
