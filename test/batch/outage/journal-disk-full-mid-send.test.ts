/**
 * The disk under a SQLite journal fills while an upload sends (after some creates): every answer
 * the sandbox gave is either recorded in the journal or kept for `resolve --from`, none is lost.
 * On a real small tmpfs (the test mounts one: it runs only as root), filled from the progress
 * callback once a few invoices are sent.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { uploadFiles } from '../../../src/batch/upload-files.js';
import { JournalError, type UnrecordedAnswer } from '../../../src/errors.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import Database from 'better-sqlite3';
import { startTestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { validBatch, yieldAll } from '../mapped-invoices.js';

const asRoot = process.getuid?.() === 0;
const INVOICES = 40;

/** A tmpfs of `kib` at `<dir>/disk`; unmounted after the test. */
function smallDisk(dir: string, kib: number): string {
  const disk = join(dir, 'disk');
  mkdirSync(disk);
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${kib}k`, 'tmpfs', disk]);
  onTestFinished(() => void execFileSync('umount', [disk]));
  return disk;
}

/** Writes `file` until the disk has no room left. */
function fillDisk(file: string): void {
  const fd = openSync(file, 'w');
  const block = Buffer.alloc(4096);
  try {
    for (;;) writeSync(fd, block);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
}

describe.skipIf(!asRoot)('a disk that fills under the journal while an upload sends', () => {
  it.each([2, 6, 15])(
    'filled after %i sent: each create the sandbox made is in the journal or kept for resolve --from',
    async (after) => {
      const dir = makeTempDir('disk-full-mid-send');
      const disk = smallDisk(dir, 1024);
      const outDir = join(dir, 'out');
      const file = join(disk, 'journal.sqlite');
      const sandbox = await startTestSandbox({ latencyMs: 50 });
      const journal = await openJournal(file);
      const filler = join(disk, 'filler');
      const source = join(dir, 'month.csv');
      writeFileSync(source, 'x');
      let filled = false;
      const failure = await uploadFiles(journal, {
        target: sandbox.target(),
        sources: [{ path: source, read: () => yieldAll(validBatch(INVOICES, { prefix: `FULL${after}` })) }],
        mapping: 'test-mapping.yaml',
        duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
        outDir,
        concurrency: 4,
        onProgress: (progress) => {
          if (filled || progress.phase !== 'sending' || progress.done < after) return;
          filled = true;
          fillDisk(filler);
        },
      }).then(
        () => undefined,
        (error: unknown) => error,
      );
      await journal.close().catch(() => undefined);
      expect(filled, String(failure)).toBe(true);
      // Room again: what the journal holds is read as the next command would.
      rmSync(filler);
      const unrecorded: readonly UnrecordedAnswer[] = failure instanceof JournalError ? failure.unrecorded : [];
      expect(failure).toBeInstanceOf(JournalError);
      expect((failure as Error).message).toMatch(/the disk \(or quota\) holding the journal is full/);
      // Answers in flight when it filled are kept in a file that resolve --from reads.
      if (unrecorded.length > 0) {
        const from = /--from (\S+)/.exec((failure as Error).message)?.[1];
        expect(from, (failure as Error).message).toBeDefined();
        const saved = JSON.parse(readFileSync(from!.replace(/^'|'$/g, ''), 'utf8')) as UnrecordedAnswer[];
        expect(saved.map((answer) => answer.invoiceNumber).sort()).toEqual(
          unrecorded.map((a) => a.invoiceNumber).sort(),
        );
      }
      const db = new Database(file);
      let recorded: { invoice_number: string; instance_id: string }[];
      try {
        recorded = db
          .prepare(`SELECT invoice_number, instance_id FROM invoices WHERE state = 'created'`)
          .all() as typeof recorded;
      } finally {
        db.close();
      }
      // Every create at the sandbox is in exactly one place: the journal or the answers kept aside.
      const kept = unrecorded.filter((answer) => answer.outcome === 'created');
      const created = sandbox.instances().map((made) => `${made.invoiceNumber}:${made.instanceId}`);
      expect(created).toHaveLength(sandbox.stats().createRequests);
      expect(created.length).toBeGreaterThanOrEqual(after);
      expect(
        [
          ...recorded.map((row) => `${row.invoice_number}:${row.instance_id}`),
          ...kept.map((answer) => `${answer.invoiceNumber}:${answer.instanceId}`),
        ].sort(),
      ).toEqual(created.sort());
    },
  );
});
