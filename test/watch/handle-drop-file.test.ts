import { appendFileSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { openDropFolders } from '../../src/watch/check-drop-folders.js';
import { handleDropFile } from '../../src/watch/handle-drop-file.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

let journal: Journal | undefined;
afterEach(async () => {
  await journal?.close();
  journal = undefined;
});

describe('a dropped file', () => {
  it('that changes after the watcher hashed it is refused, and nothing is posted under the hash it had', async () => {
    const root = makeTempDir('drop-changed');
    const folders = openDropFolders(root);
    const made = join(root, 'made');
    mkdirSync(made);
    const dropped = writeUploadInputs(made, { count: 2, prefix: 'DROP' });
    const path = join(folders.processing, 'invoices.csv');
    renameSync(dropped, path);
    const sandbox = await startTestSandbox();
    const real = await openJournal(join(root, 'journal.sqlite'));
    journal = real;
    // The watcher's look-up of earlier uploads runs right after its hash: the exporter saves more rows then.
    const watch = real.watch;
    const hooked: Journal = Object.create(real) as Journal;
    Object.defineProperty(hooked, 'watch', {
      value: {
        ...watch,
        findFinishedUploadOfContent: async (sha256: string, target: string) => {
          const earlier = await watch.findFinishedUploadOfContent(sha256, target);
          appendFileSync(path, '0000100002,DROP-0003,20250131,EUR,11.19,10.00,1.19\n');
          return earlier;
        },
      },
    });
    const verdict = await handleDropFile({ name: 'invoices.csv', path, retaken: false }, folders, {
      journal: hooked,
      target: sandbox.target(),
      rules: [{ match: '*.csv', mapping: join(made, 'mapping.yaml') }],
      mappingOverride: undefined,
      duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
      rejectsDuplicates: false,
      signal: new AbortController().signal,
    });
    expect(verdict.destination).toBe('failed');
    expect(verdict.summary).toMatch(
      /not uploaded: .*invoices\.csv: the file changed after it was taken \(its content differs\); nothing was posted from it\. Wait until it is saved, then run again$/,
    );
    expect(sandbox.instances()).toEqual([]);
  });
});
