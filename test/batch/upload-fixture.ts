/** A journal, a sandbox and an upload function wired together for one test. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { uploadFiles, type UploadOptions, type UploadReport } from '../../src/batch/upload-files.js';
import type { MappedInvoice } from '../../src/mapping/mapped-invoice.js';
import type { SandboxOptions } from '../../src/sandbox/start-sandbox.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { yieldAll } from './mapped-invoices.js';

export interface UploadFixture {
  dir: string;
  journal: Journal;
  sandbox: TestSandbox;
  /** Uploads `invoices` as if read from `<dir>/<name>` (a file with that content is written). */
  upload(name: string, invoices: readonly MappedInvoice[], options?: Partial<UploadOptions>): Promise<UploadReport>;
}

export async function uploadFixture(sandboxOptions: SandboxOptions = {}): Promise<UploadFixture> {
  const dir = makeTempDir('ib-upload');
  const journal = await openJournal(join(dir, 'journal.sqlite'));
  const sandbox = await startTestSandbox(sandboxOptions);
  const target = sandbox.target();
  const upload = (name: string, invoices: readonly MappedInvoice[], options: Partial<UploadOptions> = {}) => {
    const path = join(dir, name);
    writeFileSync(path, invoices.map((m) => JSON.stringify(m.invoice ?? m.draft)).join('\n'));
    return uploadFiles(journal, {
      target,
      sources: [{ path, read: () => yieldAll(invoices) }],
      mapping: 'test-mapping.yaml',
      duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
      outDir: join(dir, 'out'),
      ...options,
    });
  };
  return { dir, journal, sandbox, upload };
}
