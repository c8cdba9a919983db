/**
 * What the tests of a stopped upload share: the journal back-ends they run on, a signal that
 * comes as sending starts, and an upload of mapped invoices written as a file the run can
 * fingerprint (the invoices as lines stand in for it).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { uploadFiles, type UploadOptions } from '../../src/batch/upload-files.js';
import type { Journal } from '../../src/journal/open-journal.js';
import type { MappedInvoice } from '../../src/mapping/mapped-invoice.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import type { TestSandbox } from '../helpers/start-sandbox.js';
import { yieldAll } from './mapped-invoices.js';

/** A SQLite file in the test's folder and the test PostgreSQL server. */
export const JOURNAL_BACKENDS: { name: string; location: (dir: string) => Promise<string> }[] = [
  { name: 'SQLite', location: async (dir) => join(dir, 'journal.sqlite') },
  { name: 'PostgreSQL', location: async () => testPostgresUrl() },
];

/** A signal that comes once the file is read and staged, as the run starts sending. */
export function abortWhenSending(): Partial<UploadOptions> {
  const controller = new AbortController();
  return {
    signal: controller.signal,
    onProgress: (progress) => {
      if (progress.phase === 'sending') controller.abort();
    },
  };
}

/** Uploads `invoices` to the sandbox as the file `name` in `dir`, results in `dir`/out. */
export function uploadMappedFile(
  journal: Journal,
  sandbox: TestSandbox,
  dir: string,
  name: string,
  invoices: readonly MappedInvoice[],
  options: Partial<UploadOptions> = {},
) {
  const path = join(dir, name);
  writeFileSync(path, invoices.map((m) => JSON.stringify(m.invoice ?? m.draft)).join('\n'));
  return uploadFiles(journal, {
    target: sandbox.target(),
    sources: [{ path, read: () => yieldAll(invoices) }],
    mapping: 'test-mapping.yaml',
    duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
    outDir: join(dir, 'out'),
    ...options,
  });
}
