import { createHash } from 'node:crypto';
import { appendFileSync, readFileSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadFiles } from '../../src/batch/upload-files.js';
import { uploadMappedFiles } from '../../src/batch/upload-mapped-files.js';
import { InputFileError } from '../../src/errors.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import type { MappedInvoice } from '../../src/mapping/mapped-invoice.js';
import { readInvoices } from '../../src/mapping/read-invoices.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from './cli-inputs.js';

let journal: Journal | undefined;
afterEach(async () => {
  await journal?.close();
  journal = undefined;
});

const DUPLICATES = { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' };
const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** Yields the invoices, and changes the file once the first is out: the reader is mid-file. */
async function* changeAfterFirst(invoices: AsyncIterable<MappedInvoice>, change: () => void) {
  let first = true;
  for await (const invoice of invoices) {
    yield invoice;
    if (first) change();
    first = false;
  }
}

/** The ways a file changes under a reader: saved again longer, rewritten in place, replaced by a rename. */
const CHANGES: [string, (path: string) => void][] = [
  ['rows appended', (path) => appendFileSync(path, '0000100002,LATE-0001,20250131,EUR,11.19,10.00,1.19\n')],
  ['rewritten with the same size', (path) => rewriteSameSize(path)],
  [
    'rewritten with the same size and its modification time set back',
    (path) => {
      const { atime, mtime } = statSync(path);
      rewriteSameSize(path);
      utimesSync(path, atime, mtime);
    },
  ],
  [
    'replaced by another file renamed over it',
    (path) => {
      writeFileSync(`${path}.new`, readFileSync(path, 'utf8').replace('CHG-0001', 'CHG-0009'));
      renameSync(`${path}.new`, path);
    },
  ],
];

function rewriteSameSize(path: string): void {
  writeFileSync(path, readFileSync(path, 'utf8').replace('CHG-0001', 'CHG-0009'));
}

async function upload(dir: string, file: string, read: () => AsyncIterable<MappedInvoice>) {
  const sandbox = await startTestSandbox();
  journal = await openJournal(join(dir, 'journal.sqlite'));
  const run = uploadFiles(journal, {
    target: sandbox.target(),
    sources: [{ path: file, read }],
    mapping: 'mapping.yaml',
    duplicates: DUPLICATES,
    outDir: join(dir, 'out'),
  });
  return { sandbox, run };
}

describe('a file that changes while an upload reads it', () => {
  for (const [when, wrap] of [
    [
      'between hashing and reading',
      (change: () => void, invoices: () => AsyncIterable<MappedInvoice>) => {
        change();
        return invoices();
      },
    ],
    [
      'during reading',
      (change: () => void, invoices: () => AsyncIterable<MappedInvoice>) => changeAfterFirst(invoices(), change),
    ],
  ] as const) {
    it.each(CHANGES)(`is refused when changed ${when}: %s; nothing is posted`, async (_, change) => {
      const dir = makeTempDir('changing-file');
      const file = writeUploadInputs(dir, { count: 3, prefix: 'CHG' });
      const mapping = await loadMapping(join(dir, 'mapping.yaml'));
      const { sandbox, run } = await upload(dir, file, () =>
        wrap(
          () => change(file),
          () => readInvoices(file, mapping),
        ),
      );
      const error = await run.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(InputFileError);
      expect((error as Error).message).toMatch(
        /^invoices\.csv: the file changed while it was read \(.+\); nothing was posted from it\. Wait until it is saved, then run again$/,
      );
      expect(sandbox.instances()).toEqual([]);
      const runs = await journal!.runs.listRuns(10);
      expect(runs.map((r) => r.status)).toEqual(['discarded']);
    });
  }

  it('an unchanged file is posted under the SHA-256 of exactly the bytes read', async () => {
    const dir = makeTempDir('steady-file');
    const file = writeUploadInputs(dir, { count: 3, prefix: 'STEADY' });
    const mapping = await loadMapping(join(dir, 'mapping.yaml'));
    const { sandbox, run } = await upload(dir, file, () => readInvoices(file, mapping));
    const report = await run;
    expect(report.runs.map((r) => [r.run.sourceSha256, r.counts.created])).toEqual([[sha256(file), 3]]);
    expect(sandbox.instances()).toHaveLength(3);
  });
});

describe('a file whose content the caller hashed before (the drop folder)', () => {
  it('is refused when the upload reads other content; nothing is posted', async () => {
    const dir = makeTempDir('taken-file');
    const file = writeUploadInputs(dir, { count: 2, prefix: 'TAKEN' });
    const taken = sha256(file);
    appendFileSync(file, '0000100002,TAKEN-0003,20250131,EUR,11.19,10.00,1.19\n');
    const sandbox = await startTestSandbox();
    journal = await openJournal(join(dir, 'journal.sqlite'));
    const upload = uploadMappedFiles(journal, await loadMapping(join(dir, 'mapping.yaml')), {
      target: sandbox.target(),
      files: [file],
      expectedSha256: new Map([[file, taken]]),
      mapping: 'mapping.yaml',
      duplicates: DUPLICATES,
      outDir: join(dir, 'out'),
    });
    await expect(upload).rejects.toThrow(
      /^invoices\.csv: the file changed after it was taken \(.+\); nothing was posted from it\. Wait until it is saved, then run again$/,
    );
    expect(sandbox.instances()).toEqual([]);
  });
});
