/**
 * Upload progress counts apart the invoices whose outcome came from a request: on a rerun, those
 * created before are skipped with none, and an invoice held in doubt is not sent again, so the
 * pace and time left (format-progress.ts) must not count them.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadMappedFiles } from '../../src/batch/upload-mapped-files.js';
import type { UploadProgress } from '../../src/batch/upload-progress.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from './cli-inputs.js';

let journal: Journal | undefined;
afterEach(async () => {
  await journal?.close();
  journal = undefined;
});

async function upload(dir: string, sandbox: TestSandbox, file: string): Promise<UploadProgress[]> {
  const seen: UploadProgress[] = [];
  await uploadMappedFiles(journal!, await loadMapping(join(dir, 'mapping.yaml')), {
    target: sandbox.target(),
    files: [file],
    mapping: 'mapping.yaml',
    partial: true,
    concurrency: 1,
    duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
    outDir: join(dir, 'out'),
    // Copied: the counts object is the run's own, updated in place.
    onProgress: (progress) => seen.push({ ...progress, counts: { ...progress.counts } }),
  });
  return seen.filter((progress) => progress.phase === 'sending');
}

describe('upload progress on a rerun', () => {
  it('counts as requested only the invoices sent, not those skipped or held in doubt', async () => {
    const dir = makeTempDir('send-runs-requests');
    const sandbox = await startTestSandbox();
    journal = await openJournal(join(dir, 'journal.sqlite'));
    // The first invoice's answer is lost after it was created: in doubt, held on the rerun.
    sandbox.injectNext({ status: 504, body: '', afterProcessing: true, route: 'create' });
    const first = await upload(dir, sandbox, writeUploadInputs(dir, { count: 4, prefix: 'REQ', name: 'first.csv' }));
    expect(first.at(-1)).toMatchObject({ done: 4, requested: 4 });
    expect(first.at(-1)?.counts).toMatchObject({ created: 3, 'in doubt': 1 });

    const rerun = await upload(dir, sandbox, writeUploadInputs(dir, { count: 10, prefix: 'REQ', name: 'all.csv' }));
    const last = rerun.at(-1);
    expect(last?.counts).toMatchObject({ created: 6, skipped: 3, 'in doubt': 1 });
    expect(last).toMatchObject({ done: 10, total: 10, requested: 6 });
    // Never more sent than had an outcome, at any point.
    expect(rerun.every((progress) => progress.requested <= progress.done)).toBe(true);
  });
});
