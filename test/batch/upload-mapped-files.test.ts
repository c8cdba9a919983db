import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadMappedFiles } from '../../src/batch/upload-mapped-files.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from './cli-inputs.js';

let journal: Journal | undefined;
afterEach(async () => {
  await journal?.close();
  journal = undefined;
});

describe('uploadMappedFiles', () => {
  it('reads every file through the mapping as one run each, in order, and annotates it when asked', async () => {
    const dir = makeTempDir('mapped-upload');
    const first = writeUploadInputs(dir, { count: 3, prefix: 'MAPPED-A', name: 'a.csv' });
    const second = writeUploadInputs(dir, { count: 2, prefix: 'MAPPED-B', name: 'b.csv', invalid: [2] });
    const sandbox = await startTestSandbox();
    journal = await openJournal(join(dir, 'journal.sqlite'));
    const report = await uploadMappedFiles(journal, await loadMapping(join(dir, 'mapping.yaml')), {
      target: sandbox.target(),
      files: [first, second],
      mapping: 'mapping.yaml',
      partial: true,
      annotate: true,
      duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
      outDir: join(dir, 'out'),
    });
    expect(report.runs.map((run) => [run.run.sourceFile, run.counts.created, run.counts.invalid])).toEqual([
      ['a.csv', 3, 0],
      ['b.csv', 1, 1],
    ]);
    expect(report.runs.map((run) => run.run.mapping)).toEqual(['mapping.yaml', 'mapping.yaml']);
    expect(report.runs.every((run) => run.annotatedFile !== undefined && existsSync(run.annotatedFile))).toBe(true);
    expect(
      sandbox
        .instances()
        .map((i) => i.invoiceNumber)
        .sort(),
    ).toEqual(['MAPPED-A-0001', 'MAPPED-A-0002', 'MAPPED-A-0003', 'MAPPED-B-0001']);
  });
});
