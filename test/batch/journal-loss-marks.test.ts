/**
 * An upload whose PostgreSQL journal goes out of reach past its wait while it sends stops with the
 * journal's error; the next command settles its run as stopped by the journal's loss (its note says
 * so), not as a process that died (`interrupted`), and forgets the mark.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
