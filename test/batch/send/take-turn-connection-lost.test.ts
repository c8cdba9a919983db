/**
 * An upload on a PostgreSQL journal whose turn transactions lose their connection while it sends:
 * the server ends the sessions (pg_terminate_backend, as a restart does: 57P01), or a proxy drops
 * the answer to a COMMIT or cuts every connection. A turn known not committed is taken again, one
 * known committed goes on; each invoice is posted once and every answer is in the journal.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { uploadFiles, type UploadReport } from '../../../src/batch/upload-files.js';
import type { UploadProgress } from '../../../src/batch/upload-progress.js';
import { JournalError } from '../../../src/errors.js';
import { openJournal, type Journal } from '../../../src/journal/open-journal.js';
import { validBatch, yieldAll } from '../mapped-invoices.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/start-sandbox.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { startDropProxy, throughProxy, type DropWhen } from '../../helpers/drop-proxy.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const INVOICES = 40;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // Ended by a kill of another test step, it fails its query: no unhandled error besides.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Ends every other session on the journal's database, as a server restart or an administrator does. */
const endJournalSessions = (url: string) =>
  withClient(url, async (client) => {
    const sql =
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()';
    return (await client.query(sql)).rows.length;
  });

const stateCounts = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ state: string; n: number }>(
      'SELECT state, COUNT(*)::int AS n FROM invoices GROUP BY state',
    );
    return Object.fromEntries(rows.map((row) => [row.state, row.n])) as Record<string, number>;
  });

function uploadOnce(
  journal: Journal,
  sandbox: TestSandbox,
  dir: string,
  onProgress?: (progress: UploadProgress) => void,
): Promise<UploadReport | Error> {
  const path = join(dir, 'turns.csv');
  writeFileSync(path, 'x');
  return uploadFiles(journal, {
    target: sandbox.target(),
    sources: [{ path, read: () => yieldAll(validBatch(INVOICES, { prefix: 'TURN' })) }],
    mapping: 'test-mapping.yaml',
    duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
    outDir: join(dir, 'out'),
    concurrency: 4,
    onProgress,
  }).catch((error: unknown) => error as Error);
}

/** Calls `act` once when the upload has sent past each of `points` (fractions of the file), one after another. */
function atPoints(points: readonly number[], act: () => Promise<unknown>) {
  let calls = 0;
  let acting: Promise<unknown> = Promise.resolve();
  const onProgress = (progress: UploadProgress) => {
    if (progress.phase !== 'sending' || calls >= points.length) return;
    if (progress.done < (points[calls] as number) * INVOICES || progress.done >= INVOICES) return;
    calls += 1;
    acting = acting.then(act);
  };
  return { onProgress, acted: () => acting };
}

describe('an upload whose turn transactions lose their PostgreSQL sessions (57P01)', () => {
  it.each([[[0.2]], [[0.1, 0.4, 0.7]], [[0.3, 0.35, 0.5, 0.55]]])(
    'finishes, every invoice created once, when the sessions are ended at %j of the file',
    async (points) => {
      const url = await testPostgresUrl();
      const dir = makeTempDir('pg-turn-end');
      const sandbox = await startTestSandbox({ latencyMs: 40 });
      const journal = await openJournal(url, { reconnectWithinMs: 20_000 });
      try {
        let ended = 0;
        const kills = atPoints(points, async () => (ended += await endJournalSessions(url)));
        const report = await uploadOnce(journal, sandbox, dir, kills.onProgress);
        await kills.acted();
        expect(ended).toBeGreaterThan(0);
        expect(report).not.toBeInstanceOf(Error);
        expect((report as UploadReport).runs[0]!.counts).toMatchObject({ created: INVOICES });
        expect(sandbox.stats().createRequests).toBe(INVOICES);
        expect(await stateCounts(url)).toEqual({ created: INVOICES });
      } finally {
        await journal.close();
      }
    },
    120_000,
  );
});

describe('an upload whose proxy cuts the connection of a turn at its COMMIT', () => {
  it.each<[DropWhen, number]>([
    ['answer', 0.2],
    ['answer', 0.6],
    ['before-sending', 0.3],
    ['before-sending', 0.7],
  ])(
    'goes on or stops cleanly (cut: %s, at %d of the file): nothing posted twice, no answer lost',
    async (when, point) => {
      const url = await testPostgresUrl();
      const dir = makeTempDir('pg-turn-commit');
      const sandbox = await startTestSandbox({ latencyMs: 40 });
      const proxy = await startDropProxy(Number(new URL(url).port));
      const journal = await openJournal(throughProxy(url, proxy), { reconnectWithinMs: 20_000 });
      try {
        const cut = atPoints([point], async () => proxy.arm('COMMIT\u0000', when));
        const first = await uploadOnce(journal, sandbox, dir, cut.onProgress);
        await cut.acted();
        expect(proxy.drops()).toBe(1);
        // A COMMIT whose answer was lost is asked about and the turn goes on; every connection cut may end
        // a write sent alone, which is never sent twice: the upload then stops with a journal error.
        if (when === 'answer') expect(first).not.toBeInstanceOf(Error);
        if (first instanceof Error) expect(first).toBeInstanceOf(JournalError);
        else expect(first.runs[0]!.counts).toMatchObject({ created: INVOICES });
        // Every create the sandbox answered is recorded; nothing is left being sent.
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
        await proxy.close();
      }
    },
    120_000,
  );
});
