/**
 * What the tests of a PostgreSQL journal whose connections are cut or ended mid-upload share: ending
 * every other session as a restart or an administrator does, counting the journal's rows by state,
 * an upload of a generated file whose failure is returned, and the check that every create the
 * sandbox answered is recorded and a second upload posts the rest, nothing twice.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { uploadFiles, type UploadReport } from '../../src/batch/upload-files.js';
import type { UploadProgress } from '../../src/batch/upload-progress.js';
import type { Journal } from '../../src/journal/open-journal.js';
import { validBatch, yieldAll } from '../batch/mapped-invoices.js';
import type { TestSandbox } from './start-sandbox.js';

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

/** Ends every other session on the journal's database, as a server restart, a failover or an administrator does. */
export const endJournalSessions = (url: string): Promise<number> =>
  withClient(url, async (client) => {
    const sql =
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()';
    return (await client.query(sql)).rows.length;
  });

/** The journal's invoice rows by state. */
export const journalStateCounts = (url: string): Promise<Record<string, number>> =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ state: string; n: number }>(
      'SELECT state, COUNT(*)::int AS n FROM invoices GROUP BY state',
    );
    return Object.fromEntries(rows.map((row) => [row.state, row.n])) as Record<string, number>;
  });

/** A generated file of `count` valid invoices, uploaded; the upload's own failure is returned, not thrown. */
export function uploadGeneratedFile(
  journal: Journal,
  sandbox: TestSandbox,
  dir: string,
  file: { name: string; prefix: string; count: number },
  onProgress?: (progress: UploadProgress) => void,
  onNotice?: (text: string) => void,
): Promise<UploadReport | Error> {
  const path = join(dir, file.name);
  writeFileSync(path, 'x');
  return uploadFiles(journal, {
    target: sandbox.target(),
    sources: [{ path, read: () => yieldAll(validBatch(file.count, { prefix: file.prefix })) }],
    mapping: 'test-mapping.yaml',
    duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
    outDir: join(dir, 'out'),
    concurrency: 4,
    onProgress,
    onNotice,
  }).catch((error: unknown) => error as Error);
}

/**
 * After an upload whose journal connection was cut: every create the sandbox answered is recorded and
 * nothing is left being sent; `again` (the same file) then posts what is left, each of `count` once.
 */
export async function expectRecordedThenPostedOnce(
  url: string,
  sandbox: TestSandbox,
  count: number,
  again: () => Promise<UploadReport | Error>,
): Promise<void> {
  const afterFirst = await journalStateCounts(url);
  expect(afterFirst.created ?? 0).toBe(sandbox.stats().createRequests);
  expect(afterFirst.sending ?? 0).toBe(0);
  expect(await again()).not.toBeInstanceOf(Error);
  expect(sandbox.stats().createRequests).toBe(count);
  expect((await journalStateCounts(url)).created).toBe(count);
}
