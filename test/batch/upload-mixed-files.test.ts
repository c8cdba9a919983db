import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadMappedFiles } from '../../src/batch/upload-mapped-files.js';
import type { UploadProgress } from '../../src/batch/upload-progress.js';
import { InputFileError } from '../../src/errors.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from './cli-inputs.js';

const WORKBOOK = join(import.meta.dirname, '../../samples/month-end-register.xlsx');

let journal: Journal | undefined;
afterEach(async () => {
  await journal?.close();
  journal = undefined;
});

/** A file the CSV mapping cannot open, as other systems and users hand them over, and what is said. */
const WRONG: [string, (path: string) => void, RegExp][] = [
  [
    'an XLSX workbook saved as .csv',
    (path) => copyFileSync(WORKBOOK, path),
    /^wrong\.csv: expected CSV text, but the file is .*; the mapping mapping\.yaml reads CSV text$/,
  ],
  [
    'a PDF named .csv',
    (path) => writeFileSync(path, Buffer.from('%PDF-1.7\n\u0000\u0001\u0002\u00ff binary stream')),
    /^wrong\.csv: expected CSV text, but the file is .*; the mapping mapping\.yaml reads CSV text$/,
  ],
  ['an empty file', (path) => writeFileSync(path, ''), /^wrong\.csv: the file is empty \(0 bytes\)/],
  ['no file at all', () => undefined, /^wrong\.csv: cannot read .*: no such file$/],
];

describe('an upload of several files, one of them of the wrong kind', () => {
  it.each(WRONG)('stops on %s before reading any file, and records no run', async (_kind, write, message) => {
    const dir = makeTempDir('mixed-upload');
    const good = writeUploadInputs(dir, { count: 5, prefix: 'MIXED', name: 'good.csv' });
    const wrong = join(dir, 'wrong.csv');
    write(wrong);
    const sandbox = await startTestSandbox();
    journal = await openJournal(join(dir, 'journal.sqlite'));
    const phases: UploadProgress['phase'][] = [];
    const upload = uploadMappedFiles(journal, await loadMapping(join(dir, 'mapping.yaml')), {
      target: sandbox.target(),
      files: [good, wrong],
      mapping: 'mapping.yaml',
      partial: true,
      duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
      outDir: join(dir, 'out'),
      onProgress: (progress) => phases.push(progress.phase),
    });
    const error = await upload.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(InputFileError);
    expect((error as InputFileError).exitCode).toBe(2);
    expect((error as Error).message).toMatch(message);
    expect(phases).toEqual([]);
    expect(await journal.runs.listRuns(10)).toEqual([]);
    expect(sandbox.instances()).toEqual([]);
  });
});
