/**
 * The journal fails (a full disk at a claim) after some creates left: what the upload prints says
 * how many were created, as the journal recorded them, and never that nothing was sent.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { uploadFiles } from '../../../src/batch/upload-files.js';
import type { UploadProgress } from '../../../src/batch/upload-progress.js';
import { JournalError } from '../../../src/errors.js';
import type { Journal, JournalStatements } from '../../../src/journal/journal.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { describeJournalAway } from '../../../src/print/describe-journal-away.js';
import { journalAwayJson } from '../../../src/print/journal-away-json.js';
import { startTestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { validBatch, yieldAll } from '../mapped-invoices.js';

/** The journal's second claim of rows fails as a full SQLite disk does; the first and all else go through. */
function failSecondClaim(journal: Journal): void {
  let claims = 0;
  const transaction = journal.transaction.bind(journal);
  journal.transaction = (fn, options) =>
    transaction((tx) => {
      const claimRows: JournalStatements['send']['claimRows'] = async (...args) => {
        claims += 1;
        if (claims === 2) throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
        return tx.send.claimRows(...args);
      };
      return fn({ ...tx, send: { ...tx.send, claimRows } });
    }, options);
}

it('a journal that fails after creates left reports them created, not that nothing was sent', async () => {
  const dir = makeTempDir('journal-fails-after-creates');
  const sandbox = await startTestSandbox({ latencyMs: 300 });
  const journal = await openJournal(join(dir, 'journal.sqlite'));
  const source = join(dir, 'month.csv');
  writeFileSync(source, 'x');
  failSecondClaim(journal);
  const progress = new Map<number, UploadProgress>();
  const failure = await uploadFiles(journal, {
    target: sandbox.target(),
    sources: [{ path: source, read: () => yieldAll(validBatch(10, { prefix: 'AW' })) }],
    mapping: 'test-mapping.yaml',
    duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
    outDir: join(dir, 'out'),
    concurrency: 4,
    onProgress: (p) => progress.set(p.runId, p),
  }).then(
    () => undefined,
    (error: unknown) => error,
  );
  await journal.close();
  expect(failure).toBeInstanceOf(JournalError);
  const error = failure as JournalError;
  const made = sandbox.instances().length;
  // The creates that left before the failing claim, and their answers recorded on the way out.
  expect(made).toBeGreaterThan(0);
  expect(error.unrecorded).toHaveLength(0);
  const text = describeJournalAway(progress, 'LIST', error.unrecorded.length);
  expect(text).not.toContain('before anything was sent');
  expect(text).toContain('Upload stopped: the journal went out of reach. Recorded before it went:');
  expect(text).toContain(`month.csv (run 1): ${made} of 10 invoices: created ${made}`);
  const json = journalAwayJson(progress, error, 'journal.sqlite', 'LIST');
  expect(json.runs).toMatchObject([{ done: made, sent: sandbox.stats().createRequests }]);
  expect(json.runs[0]?.counts.created).toBe(made);
}, 60_000);
