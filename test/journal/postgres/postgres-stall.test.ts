/**
 * A PostgreSQL journal behind a connection that stalls (no answer, no reset: a hung proxy or
 * firewall) while an upload sends: the wait is bounded as documented, a signal stops it promptly,
 * and every answer the back-end gave is recorded or saved to the unrecorded-answers file.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { uploadFiles } from '../../../src/batch/upload-files.js';
import { JournalError, type UnrecordedAnswer } from '../../../src/errors.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { validBatch, yieldAll } from '../../batch/mapped-invoices.js';
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/start-sandbox.js';
import { sandboxTarget } from '../../helpers/start-sandbox.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { startStallProxy, type StallProxy } from '../../helpers/stall-proxy.js';
import { makeFileTempDir } from '../../helpers/temp-dir.js';

const INVOICES = 40;

interface StallCase {
  /** How long the upload waits for the journal, ms. */
  waitMs: number;
  /** Creates answered before the stall; 0 stalls before the first create. */
  stallAfter: number;
  /** Aborts the upload this long after the stall, as a SIGTERM does; undefined for none. */
  signalAfterMs?: number;
}

interface StallRun {
  outcome: unknown;
  notices: { atMs: number; text: string }[];
  /** From the stall to the upload's end, ms. */
  endedAfterMs: number;
  sandbox: RunningSandbox;
  proxy: StallProxy;
  dir: string;
}

async function uploadThroughStall(dir: string, stallCase: StallCase): Promise<StallRun & { url: string }> {
  const direct = await testPostgresUrl();
  const proxy = await startStallProxy(Number(new URL(direct).port));
  const url = Object.assign(new URL(direct), { port: String(proxy.port) }).toString();
  // Closed by the case itself: startTestSandbox's close after the test cannot tell concurrent cases apart.
  const sandbox = await startSandbox({ port: 0, latencyMs: 300 });
  const journal = await openJournal(url, { reconnectWithinMs: stallCase.waitMs });
  const controller = new AbortController();
  const notices: { atMs: number; text: string }[] = [];
  let stalledAt: number | undefined;
  const stall = () => {
    if (stalledAt !== undefined) return;
    stalledAt = performance.now();
    proxy.stall();
    if (stallCase.signalAfterMs !== undefined)
      setTimeout(() => controller.abort(new Error('SIGTERM')), stallCase.signalAfterMs);
  };
  const path = join(dir, 'stall.csv');
  writeFileSync(path, 'x');
  if (stallCase.stallAfter === 0) stall();
  const outcome = await uploadFiles(journal, {
    target: sandboxTarget(sandbox),
    sources: [{ path, read: () => yieldAll(validBatch(INVOICES, { prefix: 'STALL' })) }],
    mapping: 'test-mapping.yaml',
    duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
    outDir: join(dir, 'out'),
    concurrency: 4,
    signal: controller.signal,
    onProgress: (progress) => {
      if (progress.phase === 'sending' && progress.done >= stallCase.stallAfter) stall();
    },
    onNotice: (text) => notices.push({ atMs: performance.now() - (stalledAt ?? 0), text }),
  }).catch((error: unknown) => error);
  const endedAfterMs = performance.now() - (stalledAt ?? 0);
  // The journal's own pool is left to its stalled connections; the proxy's close ends them.
  void journal.close().catch(() => undefined);
  return { outcome, notices, endedAfterMs, sandbox, proxy, dir, url };
}

function savedAnswers(dir: string): UnrecordedAnswer[] {
  if (!existsSync(join(dir, 'out'))) return [];
  const files = readdirSync(join(dir, 'out')).filter((name) => name.startsWith('unrecorded-answers-'));
  return files.flatMap((name) => JSON.parse(readFileSync(join(dir, 'out', name), 'utf8')) as UnrecordedAnswer[]);
}

// Each case spends its seconds waiting on its own stalled connection, not on a core: they run side by side.
describe.concurrent('an upload whose PostgreSQL connection stalls (no answer, no reset)', () => {
  it.each([
    { waitMs: 60_000, stallAfter: 8, signalAfterMs: 2_500 },
    { waitMs: 60_000, stallAfter: 20, signalAfterMs: 1_500 },
  ])(
    'stops promptly on a signal and saves the answers it holds: %o',
    async (stallCase) => {
      const dir = makeFileTempDir('pg-stall-signal');
      const run = await uploadThroughStall(dir, stallCase);
      try {
        // Promptly after the signal: not after the journal's wait, nor the connection's end.
        expect(run.endedAfterMs).toBeLessThan(stallCase.signalAfterMs + 8_000);
        expect(run.outcome).toBeInstanceOf(JournalError);
        const failure = run.outcome as JournalError;
        const saved = savedAnswers(dir);
        // Every create the back-end booked is in the file, with its instance id, and in the message's command.
        const booked = run.sandbox.stats().createRequests;
        expect(saved.length).toBeGreaterThan(0);
        expect(saved.every((answer) => answer.outcome !== 'created' || /^\d+$/.test(answer.instanceId ?? ''))).toBe(
          true,
        );
        expect(failure.unrecorded).toEqual(saved);
        expect(failure.message).toMatch(/resolve --from .*unrecorded-answers-/);
        expect(booked).toBeGreaterThanOrEqual(stallCase.stallAfter + saved.length);
      } finally {
        await run.proxy.close();
        await run.sandbox.close();
      }
    },
    60_000,
  );

  it.each([
    { waitMs: 3_000, stallAfter: 0 },
    { waitMs: 3_000, stallAfter: 8 },
    { waitMs: 5_000, stallAfter: 20 },
  ])(
    'says so after a second and stops after the journal wait, the answers it holds saved at once: %o',
    async (stallCase) => {
      const dir = makeFileTempDir('pg-stall-wait');
      const run = await uploadThroughStall(dir, stallCase);
      try {
        const lost = run.notices.find((notice) => notice.text.startsWith('journal unreachable: '));
        expect(lost?.text).toMatch(/no answer from the server for 1 s; retrying/);
        expect(lost?.atMs).toBeLessThan(2_500);
        const gaveUp = run.notices.find((notice) => notice.text.startsWith('journal still unreachable after '));
        expect(gaveUp).toBeDefined();
        expect(gaveUp?.atMs).toBeGreaterThanOrEqual(stallCase.waitMs - 500);
        // The stop comes with the wait, not when the connection is cut (it never is here).
        expect(run.endedAfterMs).toBeLessThan(stallCase.waitMs + 4_000);
        expect(run.outcome).toBeInstanceOf(JournalError);
        const saved = savedAnswers(dir);
        expect((run.outcome as JournalError).unrecorded).toEqual(saved);
        if (stallCase.stallAfter === 0) {
          expect(run.sandbox.stats().createRequests).toBe(0);
          expect(saved).toEqual([]);
        } else {
          // "saved to a file, named below": the file is there, and named.
          expect(gaveUp?.text).toMatch(/the \d+ answers? held in memory are saved to a file, named below$/);
          expect(saved.length).toBeGreaterThan(0);
          expect((run.outcome as JournalError).message).toMatch(/resolve --from .*unrecorded-answers-/);
          expect(run.endedAfterMs - (gaveUp?.atMs ?? 0)).toBeLessThan(3_000);
        }
      } finally {
        await run.proxy.close();
        await run.sandbox.close();
      }
    },
    60_000,
  );
});
