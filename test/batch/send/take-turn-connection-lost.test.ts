/**
 * An upload on a PostgreSQL journal whose turn transactions lose their connection while it sends:
 * the server ends the sessions (pg_terminate_backend, as a restart does: 57P01), or a proxy drops
 * the answer to a COMMIT or cuts every connection. A turn known not committed is taken again, one
 * known committed goes on; each invoice is posted once and every answer is in the journal.
 */
import { describe, expect, it } from 'vitest';
import type { UploadReport } from '../../../src/batch/upload-files.js';
import type { UploadProgress } from '../../../src/batch/upload-progress.js';
import { JournalError } from '../../../src/errors.js';
import { openJournal, type Journal } from '../../../src/journal/open-journal.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/start-sandbox.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { startDropProxy, throughProxy, type DropWhen } from '../../helpers/drop-proxy.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import {
  endJournalSessions,
  expectRecordedThenPostedOnce,
  journalStateCounts,
  uploadGeneratedFile,
} from '../../helpers/journal-cut-upload.js';

const INVOICES = 40;

const uploadOnce = (
  journal: Journal,
  sandbox: TestSandbox,
  dir: string,
  onProgress?: (progress: UploadProgress) => void,
): Promise<UploadReport | Error> =>
  uploadGeneratedFile(journal, sandbox, dir, { name: 'turns.csv', prefix: 'TURN', count: INVOICES }, onProgress);

/** Calls `act` once when the upload has sent past each of `points` (fractions of the file), one after another. */
function atPoints(points: readonly number[], act: () => Promise<unknown>) {
  let calls = 0;
  let acting: Promise<unknown> = Promise.resolve();
  const onProgress = (progress: UploadProgress) => {
    if (progress.phase !== 'sending' || calls >= points.length) return;
    if (progress.done < (points[calls] as number) * INVOICES || progress.done >= INVOICES) return;
    calls += 1;
    acting = acting.then(act);
  };
  return { onProgress, acted: () => acting };
}

describe('an upload whose turn transactions lose their PostgreSQL sessions (57P01)', () => {
  it.each([[[0.2]], [[0.1, 0.4, 0.7]], [[0.3, 0.35, 0.5, 0.55]]])(
    'finishes, every invoice created once, when the sessions are ended at %j of the file',
    async (points) => {
      const url = await testPostgresUrl();
      const dir = makeTempDir('pg-turn-end');
      const sandbox = await startTestSandbox({ latencyMs: 40 });
      const journal = await openJournal(url, { reconnectWithinMs: 20_000 });
      try {
        let ended = 0;
        const kills = atPoints(points, async () => (ended += await endJournalSessions(url)));
        const report = await uploadOnce(journal, sandbox, dir, kills.onProgress);
        await kills.acted();
        expect(ended).toBeGreaterThan(0);
        expect(report).not.toBeInstanceOf(Error);
        expect((report as UploadReport).runs[0]!.counts).toMatchObject({ created: INVOICES });
        expect(sandbox.stats().createRequests).toBe(INVOICES);
        expect(await journalStateCounts(url)).toEqual({ created: INVOICES });
      } finally {
        await journal.close();
      }
    },
    120_000,
  );
});

describe('an upload whose proxy cuts the connection of a turn at its COMMIT', () => {
  it.each<[DropWhen, number]>([
    ['answer', 0.2],
    ['answer', 0.6],
    ['before-sending', 0.3],
    ['before-sending', 0.7],
  ])(
    'goes on or stops cleanly (cut: %s, at %d of the file): nothing posted twice, no answer lost',
    async (when, point) => {
      const url = await testPostgresUrl();
      const dir = makeTempDir('pg-turn-commit');
      const sandbox = await startTestSandbox({ latencyMs: 40 });
      const proxy = await startDropProxy(Number(new URL(url).port));
      const journal = await openJournal(throughProxy(url, proxy), { reconnectWithinMs: 20_000 });
      try {
        const cut = atPoints([point], async () => proxy.arm('COMMIT\u0000', when));
        const first = await uploadOnce(journal, sandbox, dir, cut.onProgress);
        await cut.acted();
        expect(proxy.drops()).toBe(1);
        // A COMMIT whose answer was lost is asked about and the turn goes on; every connection cut may end
        // a write sent alone, which is never sent twice: the upload then stops with a journal error.
        if (when === 'answer') expect(first).not.toBeInstanceOf(Error);
        if (first instanceof Error) expect(first).toBeInstanceOf(JournalError);
        else expect(first.runs[0]!.counts).toMatchObject({ created: INVOICES });
        // Every create the sandbox answered is recorded; the same file again posts what is left, nothing twice.
        await expectRecordedThenPostedOnce(url, sandbox, INVOICES, () => uploadOnce(journal, sandbox, dir));
      } finally {
        await journal.close();
        await proxy.close();
      }
    },
    120_000,
  );
});
