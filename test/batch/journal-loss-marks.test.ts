/**
 * An upload whose PostgreSQL journal goes out of reach past its wait while it sends stops with the
 * journal's error; the next command settles its run as stopped by the journal's loss (its note says
 * so), not as a process that died (`interrupted`), and forgets the mark.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markJournalLoss } from '../../src/batch/journal-loss-marks.js';
import { recoverInterruptedRuns } from '../../src/batch/recover-interrupted-runs.js';
import { JournalError } from '../../src/errors.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { describePostgresUrl } from '../../src/journal/postgres/describe-postgres-url.js';
import { startDropProxy, throughProxy } from '../helpers/drop-proxy.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { uploadFiles } from '../../src/batch/upload-files.js';
import { validBatch, yieldAll } from './mapped-invoices.js';
import { addRun, tempJournal } from '../journal/journal-fixture.js';

const INVOICES = 30;

describe('a run stopped because its journal could not be reached', () => {
  it('is settled by the next command as stopped by the journal loss, not interrupted', async () => {
    const url = await testPostgresUrl();
    const dir = makeTempDir('journal-lost');
    const stateDir = join(dir, 'state');
    const sandbox = await startTestSandbox({ latencyMs: 40 });
    const proxy = await startDropProxy(Number(new URL(url).port));
    const proxied = throughProxy(url, proxy);
    const journal = await openJournal(proxied, { reconnectWithinMs: 1_500 });
    let cut = false;
    const path = join(dir, 'lost.csv');
    writeFileSync(path, 'x');
    const failure = await uploadFiles(journal, {
      target: sandbox.target(),
      sources: [{ path, read: () => yieldAll(validBatch(INVOICES, { prefix: 'LOST' })) }],
      mapping: 'test-mapping.yaml',
      duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
      outDir: join(dir, 'out'),
      stateDir,
      concurrency: 2,
      // Once a few invoices are sent, every connection to the journal is cut, each new one too, as it opens.
      onProgress: (progress) => {
        if (cut || progress.phase !== 'sending' || progress.done < 5) return;
        cut = true;
        proxy.arm('', 'before-sending', Number.MAX_SAFE_INTEGER);
      },
    }).catch((error: unknown) => error);
    await journal.close().catch(() => undefined);
    // The journal is back, at the same address.
    proxy.arm('\u0001 never sent', 'before-sending');
    expect(failure).toBeInstanceOf(JournalError);
    expect(existsSync(join(stateDir, 'journal-losses.json'))).toBe(true);

    const back = await openJournal(proxied);
    try {
      // Another process settles it: this one's token is not the run's.
      const self = { host: 'another-host', pid: 1, token: 'another' };
      const recovered = await recoverInterruptedRuns(back, {
        self,
        staleAfterMs: 0,
        stateDir,
        now: new Date(Date.now() + 600_000),
      });
      expect(recovered).toHaveLength(1);
      const run = await back.runs.findRun(recovered[0]!.runId);
      expect(run?.status).toBe('stopped');
      expect(run?.note).toMatch(/^stopped: the journal could not be used \(since .+\): postgres:\/\//);
      expect(recovered[0]!.journalLost?.reason).toContain(describePostgresUrl(proxied));
      // Settled once: the mark is gone.
      expect(JSON.parse(readFileSync(join(stateDir, 'journal-losses.json'), 'utf8'))).toEqual([]);
    } finally {
      await back.close();
      await proxy.close();
    }
  }, 120_000);
});

describe('a mark left by another run of the same id', () => {
  const self = { host: 'another-host', pid: 1, token: 'another' };
  const markOf = (at: string, startedAt: string, host = 'here') => ({
    journal: '',
    runId: 1,
    startedAt,
    host,
    reason: 'journal locked',
    at,
  });

  // The journal removed (or restored from a copy) at the same path: its new run 1 was SIGKILLed.
  // Or the state folder is shared (a home on NFS) and the same path is another host's own journal:
  // that host's mark is left for its own next command to settle its own run with.
  it.each([
    ['a former journal run 1 of another start', markOf('2026-11-20T09:00:00.000Z', '2026-11-20T08:59:00.000Z'), false],
    ['a run 1 of another host', markOf('2026-12-01T10:05:00.000Z', '2026-12-01T10:00:00.000Z', 'elsewhere'), true],
    ['written before the run started', markOf('2026-11-20T09:00:00.000Z', '2026-12-01T10:00:00.000Z'), false],
  ])('does not relabel a crash (%s)', async (_, mark, left) => {
    const journal = await tempJournal('sqlite');
    const stateDir = join(makeTempDir('journal-lost-stale'), 'state');
    try {
      const runId = await addRun(journal, { startedAt: '2026-12-01T10:00:00.000Z', host: 'here' });
      mkdirSync(stateDir, { recursive: true });
      writeFileSync(
        join(stateDir, 'journal-losses.json'),
        JSON.stringify([{ ...mark, journal: journal.location, runId }]),
      );
      const recovered = await recoverInterruptedRuns(journal, { self, staleAfterMs: 0, stateDir });
      expect(recovered).toMatchObject([{ runId, journalLost: undefined }]);
      const run = await journal.runs.findRun(runId);
      expect(run?.status).toBe('interrupted');
      expect(run?.note).toBe('the process (pid 1 on here) ended without finishing the run');
      // Its run settled, a stale mark of this host is forgotten too; another host's is left.
      expect(JSON.parse(readFileSync(join(stateDir, 'journal-losses.json'), 'utf8'))).toEqual(
        left ? [{ ...mark, journal: journal.location, runId }] : [],
      );
    } finally {
      await journal.close();
    }
  });

  it("settles the run as stopped by its journal when the mark is that run's", async () => {
    const journal = await tempJournal('sqlite');
    const stateDir = join(makeTempDir('journal-lost-own'), 'state');
    try {
      const startedAt = '2026-12-01T10:00:00.000Z';
      const runId = await addRun(journal, { startedAt, host: 'here' });
      const loss = { reason: 'journal locked', at: '2026-12-01T10:05:00.000Z' };
      expect(await markJournalLoss(stateDir, journal.location, [{ id: runId, startedAt, host: 'here' }], loss)).toBe(
        true,
      );
      const recovered = await recoverInterruptedRuns(journal, { self, staleAfterMs: 0, stateDir });
      expect(recovered).toMatchObject([{ runId, journalLost: loss }]);
      const run = await journal.runs.findRun(runId);
      expect(run?.status).toBe('stopped');
      expect(run?.note).toBe('stopped: the journal could not be used (since 2026-12-01T10:05:00.000Z): journal locked');
      // Written in place, under no temp name left behind.
      expect(readdirSync(stateDir)).toEqual(['journal-losses.json']);
    } finally {
      await journal.close();
    }
  });
});
