/**
 * A PostgreSQL journal whose connections are lost while an upload sends (the server's backends
 * killed by pg_terminate_backend, as a failover or an administrator does): nothing crashes, no
 * invoice is posted twice, and every answer that came in is in the journal.
 */
import { describe, expect, it } from 'vitest';
import { JournalError } from '../../../src/errors.js';
import { openJournal, type Journal } from '../../../src/journal/open-journal.js';
import type { UploadReport } from '../../../src/batch/upload-files.js';
import type { UploadProgress } from '../../../src/batch/upload-progress.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/start-sandbox.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { startTestPostgres } from '../../helpers/postgres-server.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import {
  endJournalSessions,
  expectRecordedThenPostedOnce,
  uploadGeneratedFile,
} from '../../helpers/journal-cut-upload.js';

const INVOICES = 40;

/** Uploads the file's invoices; the upload's own failure is returned, not thrown. */
const uploadOnce = (
  journal: Journal,
  sandbox: TestSandbox,
  dir: string,
  onProgress?: (progress: UploadProgress) => void,
  onNotice?: (text: string) => void,
): Promise<UploadReport | Error> =>
  uploadGeneratedFile(
    journal,
    sandbox,
    dir,
    { name: 'loss.csv', prefix: 'LOSS', count: INVOICES },
    onProgress,
    onNotice,
  );

describe('an upload whose PostgreSQL connections are killed while it sends', () => {
  it.each([1, 3])(
    'goes on or stops cleanly when they are killed (up to %i times): each invoice posted once, every answer in the journal',
    async (kills) => {
      const url = await testPostgresUrl();
      const dir = makeTempDir('pg-loss');
      const sandbox = await startTestSandbox({ latencyMs: 40 });
      const journal = await openJournal(url);
      let killing = Promise.resolve();
      const killed: number[] = [];
      try {
        const first = await uploadOnce(journal, sandbox, dir, (progress) => {
          if (progress.phase !== 'sending') return;
          const due = Math.floor((progress.done * (kills + 1)) / INVOICES);
          if (killed.length < kills && due > killed.length && progress.done < INVOICES) {
            killed.push(progress.done);
            killing = killing.then(async () => void (await endJournalSessions(url)));
          }
        });
        await killing;
        expect(killed.length).toBeGreaterThanOrEqual(1);
        // Gone on, or (a transaction cut in the middle) stopped with a clear journal error: never a crash.
        if (first instanceof Error) expect(first).toBeInstanceOf(JournalError);
        else expect(first.runs[0]!.counts).toMatchObject({ created: INVOICES });
        // Every answer the sandbox gave is recorded; the same file again posts what is left, nothing twice.
        await expectRecordedThenPostedOnce(url, sandbox, INVOICES, () => uploadOnce(journal, sandbox, dir));
      } finally {
        await journal.close();
      }
    },
    120_000,
  );
});

describe('an upload whose PostgreSQL server is stopped while it sends and started again', () => {
  it('waits for the server, then goes on or stops cleanly: each invoice posted once, every answer in the journal', async () => {
    const server = await startTestPostgres();
    const dir = makeTempDir('pg-restart');
    const sandbox = await startTestSandbox({ latencyMs: 40 });
    let restart: Promise<void> | undefined;
    try {
      const url = await server.createDatabase();
      const journal = await openJournal(url);
      const notices: string[] = [];
      try {
        const first = await uploadOnce(
          journal,
          sandbox,
          dir,
          (progress) => {
            if (progress.phase !== 'sending' || restart || progress.done < INVOICES / 4) return;
            // Down for 3 s, a quarter of the way through: requests in flight answer meanwhile.
            restart = server.halt().then(async () => {
              await new Promise((resolve) => setTimeout(resolve, 3_000));
              await server.start();
            });
          },
          (text) => notices.push(text),
        );
        await restart;
        expect(restart).toBeDefined();
        if (first instanceof Error) expect(first).toBeInstanceOf(JournalError);
        else expect(first.runs[0]!.counts).toMatchObject({ created: INVOICES });
        // One line when the server went, one when it came back: none per statement retried. A session
        // the restart ends just after the server answered again (57P01) is a second loss, told as one.
        const where = new URL(url).host;
        const lost = new RegExp(
          `^journal unreachable: postgres://[^ ]*${where}[^ ]*: .+; retrying; \\d+ answers? held in memory$`,
        );
        const back = /^journal reachable again after \d+ s; the \d+ answers? held in memory are recorded now$/;
        expect([2, 4]).toContain(notices.length);
        notices.forEach((notice, i) => expect(notice).toMatch(i % 2 === 0 ? lost : back));
        await expectRecordedThenPostedOnce(url, sandbox, INVOICES, () => uploadOnce(journal, sandbox, dir));
      } finally {
        await journal.close();
      }
    } finally {
      await restart?.catch(() => undefined);
      await server.stop();
    }
  }, 120_000);
});
