/**
 * A SQLite journal whose file is removed while an upload sends (a clean-up script, a user tidying
 * the output folder): SQLite refuses to write to a moved or removed database, the upload stops,
 * the results workbook is written all the same from what the upload knew, and what the journal had
 * recorded is saved to a copy that can be put back.
 */
import { existsSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recoverInterruptedRuns } from '../../../src/batch/recover-interrupted-runs.js';
import { uploadFiles } from '../../../src/batch/upload-files.js';
import type { UploadOptions } from '../../../src/batch/upload-options.js';
import { JournalError } from '../../../src/errors.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { resultsByInvoice, summaryValues } from '../../helpers/read-workbook.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { validBatch, yieldAll } from '../mapped-invoices.js';

const INVOICES = 30;

/** The rows the mapping left out of the file as read: a totals row and two subtotals. */
const LEFT_OUT = new Map([
  ['"Vendor" equals "Total"', { rows: 1, places: [{ sheet: undefined, row: 33 }] }],
  [
    'subtotal',
    {
      rows: 2,
      places: [
        { sheet: undefined, row: 12 },
        { sheet: undefined, row: 13 },
      ],
    },
  ],
]);

/** The upload of INVOICES valid invoices numbered from `prefix`, read from `path`, 4 at a time. */
function uploadOptions(sandbox: TestSandbox, path: string, outDir: string, prefix: string): UploadOptions {
  return {
    target: sandbox.target(),
    sources: [{ path, read: () => yieldAll(validBatch(INVOICES, { prefix })), leftOut: () => LEFT_OUT }],
    mapping: 'test-mapping.yaml',
    duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
    outDir,
    concurrency: 4,
  };
}

describe('an upload whose SQLite journal file is removed while it sends', () => {
  it('stops with a journal error and writes the results workbook: created as the sandbox answered, the rest not sent', async () => {
    const dir = makeTempDir('journal-removed');
    const outDir = join(dir, 'out');
    const file = join(dir, 'journal.sqlite');
    const sandbox = await startTestSandbox({ latencyMs: 100 });
    const journal = await openJournal(file);
    const notices: string[] = [];
    try {
      const path = join(dir, 'month.csv');
      writeFileSync(path, 'x');
      let removed = false;
      const failure = await uploadFiles(journal, {
        ...uploadOptions(sandbox, path, outDir, 'GONE'),
        onNotice: (text) => notices.push(text),
        onProgress: (progress) => {
          if (removed || progress.phase !== 'sending' || progress.done < 6) return;
          removed = true;
          for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
        },
      }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(removed).toBe(true);
      expect(existsSync(file)).toBe(false);
      expect(failure).toBeInstanceOf(JournalError);
      const error = failure as JournalError;
      expect(error.message).toMatch(/the file was removed while this process had it open/);
      // Requests were in flight when it went: their answers could not be recorded.
      expect(error.unrecorded.length).toBeGreaterThan(0);
      const workbooks = readdirSync(outDir).filter((name) => name.endsWith('.xlsx'));
      expect(workbooks).toHaveLength(1);
      const workbook = join(outDir, workbooks[0]!);
      expect(error.message).toContain(workbook);
      const rows = await resultsByInvoice(workbook);
      expect(rows.size).toBe(INVOICES);
      // Every invoice the sandbox created is created in the workbook, with its instance; no other is.
      const instances = new Map(sandbox.instances().map((created) => [created.invoiceNumber, created.instanceId]));
      expect(instances.size).toBe(sandbox.stats().createRequests);
      for (const [number, row] of rows) {
        const instance = instances.get(number);
        // A row not sent says it in short; the Summary says why and what to do, once.
        if (instance === undefined)
          expect(row).toMatchObject({ Outcome: 'not sent', Message: 'not sent: run stopped (see Summary)' });
        else expect(row).toMatchObject({ Outcome: 'created', 'Instance id': String(instance) });
      }
      // Those whose answer the journal could not take say so, and only those.
      const unrecorded = new Set(error.unrecorded.map((answer) => answer.invoiceNumber));
      for (const [number, row] of rows)
        expect(String(row.Message ?? '').includes('NOT YET IN THE JOURNAL')).toBe(unrecorded.has(number));
      const summary = await summaryValues(workbook);
      expect(summary.get('Journal')).toEqual(expect.stringContaining('NOT UP TO DATE'));
      expect(summary.get('Not sent: why')).toMatch(
        /^\d+ invoices?, Message "not sent: run stopped": the journal could not be reached, .*safe to post again/,
      );
      // The rows the mapping left out are named as in any results workbook.
      expect(summary.get('Rows left out by the mapping')).toBe(3);
      expect(summary.get('Rule: "Vendor" equals "Total"')).toBe('1: row 33');
      expect(summary.get('Rule: subtotal')).toBe('2: rows 12-13');
      // A SQLite file fails at once: nothing is waited for, so nothing is said while it happens.
      expect(notices).toEqual([]);

      // What the journal had recorded was saved: put back as the message says, the same upload
      // posts no invoice a second time (those in flight are in doubt, held for resolve).
      await journal.close();
      const saved = /saved in (.+?): put that file back as /.exec(error.message)?.[1];
      expect(saved, error.message).toBeDefined();
      renameSync(saved!, file);
      const again = await openJournal(file);
      try {
        // The next upload is another process in real use: the run the file lost is settled as a dead one's.
        const next = { host: hostname(), pid: process.pid + 1, token: 'next-upload' };
        const settled = await recoverInterruptedRuns(again, { self: next, pidExists: () => false });
        expect(settled.map((run) => run.inDoubt)).toEqual([error.unrecorded.length]);
        await uploadFiles(again, uploadOptions(sandbox, path, outDir, 'GONE'));
      } finally {
        await again.close();
      }
      const createdPerNumber = new Map<string, number>();
      for (const created of sandbox.instances())
        createdPerNumber.set(created.invoiceNumber, (createdPerNumber.get(created.invoiceNumber) ?? 0) + 1);
      expect([...createdPerNumber.values()].filter((count) => count > 1)).toEqual([]);
      expect(createdPerNumber.size).toBe(INVOICES - error.unrecorded.filter((a) => a.instanceId === undefined).length);
    } finally {
      await journal.close().catch(() => undefined);
    }
  }, 60_000);

  it('says so when the output folder went too: the answers go to the next folder that takes them, the workbook cannot be written', async () => {
    const dir = makeTempDir('journal-and-out-removed');
    const outDir = join(dir, 'out');
    const file = join(dir, 'journal.sqlite');
    const sandbox = await startTestSandbox({ latencyMs: 100 });
    const journal = await openJournal(file);
    try {
      const path = join(dir, 'month.csv');
      writeFileSync(path, 'x');
      let removed = false;
      const failure = await uploadFiles(journal, {
        ...uploadOptions(sandbox, path, outDir, 'BOTH'),
        onProgress: (progress) => {
          if (removed || progress.phase !== 'sending' || progress.done < 6) return;
          removed = true;
          for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
          // The output folder becomes a file: nothing can be written into it.
          rmSync(outDir, { recursive: true, force: true });
          writeFileSync(outDir, 'not a folder');
        },
      }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(JournalError);
      const error = failure as JournalError;
      expect(error.unrecorded.length).toBeGreaterThan(0);
      // The journal's folder takes them: the output folder cannot.
      expect(error.unrecordedFile).toMatch(new RegExp(`^${dir}/unrecorded-answers-\\d{8}-\\d{6}\\.json$`));
      expect(error.message).toContain(`they are saved in ${error.unrecordedFile} (not in ${outDir}: `);
      expect(error.message).toContain(`--from ${error.unrecordedFile}`);
      expect(error.message).toMatch(
        /^The results workbook of run 1 could not be written either: .+; the answers above are what is known\.$/m,
      );
      for (const answer of error.unrecorded)
        expect(error.message).toContain(`${answer.invoiceNumber}: created as instance ${answer.instanceId}`);
      // The journal's records are saved beside it, and the answers; nothing else was written.
      expect(readdirSync(dir).sort()).toEqual([
        expect.stringMatching(/^journal\.sqlite\.saved-/),
        'month.csv',
        'out',
        expect.stringMatching(/^unrecorded-answers-/),
      ]);
    } finally {
      await journal.close().catch(() => undefined);
    }
  }, 60_000);
});
