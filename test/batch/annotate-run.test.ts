import { appendFileSync, existsSync, readdirSync } from 'node:fs';
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

async function uploadChangingWhileSent(change: boolean) {
  const dir = makeTempDir('annotate-changed');
  const file = writeUploadInputs(dir, { count: 3, prefix: 'ANN' });
  const sandbox = await startTestSandbox();
  journal = await openJournal(join(dir, 'journal.sqlite'));
  let changed = false;
  const report = await uploadMappedFiles(journal, await loadMapping(join(dir, 'mapping.yaml')), {
    target: sandbox.target(),
    files: [file],
    mapping: 'mapping.yaml',
    annotate: true,
    duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
    outDir: join(dir, 'out'),
    // Once the rows are read and sending begins, someone saves the file again with one row more.
    onProgress: (progress) => {
      if (!change || changed || progress.phase !== 'sending') return;
      changed = true;
      appendFileSync(file, '0000100002,LATE-0001,20250131,EUR,11.19,10.00,1.19\n');
    },
  });
  return { dir, run: report.runs[0]! };
}

describe('the annotated copy of an uploaded file', () => {
  it('is written next to the results when the file stayed as it was read', async () => {
    const { run } = await uploadChangingWhileSent(false);
    expect(run.annotationProblem).toBeUndefined();
    expect(run.annotatedFile !== undefined && existsSync(run.annotatedFile)).toBe(true);
  });

  it('is not written when the file changed after it was read: its rows are no longer the rows posted', async () => {
    const { dir, run } = await uploadChangingWhileSent(true);
    expect(run.counts.created).toBe(3);
    expect(run.annotatedFile).toBeUndefined();
    expect(run.annotationProblem).toBe(
      'no annotated copy: the file changed after it was read (its content differs); the results workbook has every outcome',
    );
    expect(readdirSync(join(dir, 'out')).filter((name) => name.includes('annotated'))).toEqual([]);
  });
});
