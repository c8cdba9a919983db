/**
 * A journal that stays unwritable after answers came in (a PostgreSQL server away for longer than
 * the reconnect wait, a disk that filled): the upload stops with a JournalError that lists those
 * answers and saves them beside the results, so no created invoice is known only in memory.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { uploadFiles } from '../../src/batch/upload-files.js';
import { JournalError, type UnrecordedAnswer } from '../../src/errors.js';
import type { Journal } from '../../src/journal/journal.js';
import { BACKENDS, tempJournal } from '../journal/journal-fixture.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { resultsByInvoice, summaryValues } from '../helpers/read-workbook.js';
import { validBatch, yieldAll } from './mapped-invoices.js';

const INVOICES = 30;

/** The journal, whose every transaction fails once `breakNow` has been called. */
function breakable(real: Journal): { journal: Journal; breakNow: () => void } {
  let broken = false;
  const journal: Journal = {
    ...real,
    transaction: (work) =>
      broken ? Promise.reject(new Error('Connection terminated unexpectedly')) : real.transaction(work),
  };
  return { journal, breakNow: () => (broken = true) };
}

describe.each(BACKENDS)('answers the journal cannot record (%s journal)', (backend) => {
  it('stop the upload with an error that lists them and a file that keeps them, with the instance ids', async () => {
    const dir = makeTempDir('unrecorded');
    const outDir = join(dir, 'out');
    const sandbox = await startTestSandbox({ latencyMs: 150 });
    const real = await tempJournal(backend);
    const { journal, breakNow } = breakable(real);
    try {
      const path = join(dir, 'month.csv');
      writeFileSync(path, 'x');
      const failure = await uploadFiles(journal, {
        target: sandbox.target(),
        sources: [{ path, read: () => yieldAll(validBatch(INVOICES, { prefix: 'UNREC' })) }],
        mapping: 'test-mapping.yaml',
        duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
        outDir,
        concurrency: 4,
        // The journal goes away while requests are in flight, for good.
        onProgress: (progress) => {
          if (progress.phase === 'sending' && progress.done >= 6) breakNow();
        },
      }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(JournalError);
      const error = failure as JournalError;
      // Every request the sandbox answered is either in the journal as created or in the error.
      const recorded = await real.lists.listInvoices({ limit: 1000 });
      const createdInJournal = recorded.filter((row) => row.state === 'created').length;
      expect(error.unrecorded.length).toBeGreaterThan(0);
      expect(createdInJournal + error.unrecorded.length).toBe(sandbox.stats().createRequests);
      for (const answer of error.unrecorded) {
        expect(answer).toMatchObject({ outcome: 'created', instanceId: expect.stringMatching(/^\d+$/) });
        expect(recorded.find((row) => row.invoiceNumber === answer.invoiceNumber)?.state).toBe('sending');
      }
      // The message names each one and the file; the file holds them all.
      const files = readdirSync(outDir).filter((name) => name.startsWith('unrecorded-answers-'));
      expect(files).toHaveLength(1);
      const saved = JSON.parse(readFileSync(join(outDir, files[0]!), 'utf8')) as UnrecordedAnswer[];
      expect(saved).toEqual(error.unrecorded.map((answer) => JSON.parse(JSON.stringify(answer))));
      expect(error.message).toContain(join(outDir, files[0]!));
      for (const answer of error.unrecorded)
        expect(error.message).toContain(`${answer.invoiceNumber}: created as instance ${answer.instanceId}`);
      expect(error.message).not.toContain(sandbox.apiKey);

      // A results workbook all the same, from what the upload knew: every invoice, each with its true outcome.
      const workbooks = readdirSync(outDir).filter((name) => name.endsWith('.xlsx'));
      expect(workbooks).toHaveLength(1);
      const workbook = join(outDir, workbooks[0]!);
      expect(error.message).toContain(workbook);
      const rows = await resultsByInvoice(workbook);
      expect(rows.size).toBe(INVOICES);
      for (const answer of error.unrecorded)
        expect(rows.get(answer.invoiceNumber)).toMatchObject({
          Outcome: 'created',
          'Instance id': answer.instanceId,
          Message: expect.stringContaining('NOT YET IN THE JOURNAL'),
        });
      for (const row of recorded.filter((invoice) => invoice.state === 'created'))
        expect(rows.get(row.invoiceNumber!)).toMatchObject({ Outcome: 'created', 'Instance id': row.instanceId });
      // Never reached: not sent, with no word of the journal.
      const reached = new Set([...recorded.filter((row) => row.state !== 'staged').map((row) => row.invoiceNumber)]);
      const unreached = [...rows.values()].filter((row) => !reached.has(row['Invoice number'] as string));
      expect(unreached.length).toBeGreaterThan(0);
      for (const row of unreached) expect(row.Outcome).toBe('not sent');
      const summary = await summaryValues(workbook);
      expect(summary.get('Journal')).toEqual(expect.stringContaining('NOT UP TO DATE'));
      expect(summary.get('Journal')).toEqual(expect.stringContaining(`--from ${join(outDir, files[0]!)}`));
      expect(summary.get('created')).toBe(createdInJournal + error.unrecorded.length);
    } finally {
      await real.close();
    }
  }, 60_000);
});
