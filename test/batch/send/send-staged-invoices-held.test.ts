/**
 * The count a second signal's line gives (run-upload.ts) is what the journal holds as sending when
 * the process ends at once, which the next command finds in doubt (recover-interrupted-runs.ts
 * marks every `sending` row of a dead run so): answers that came in but whose turn has not
 * committed yet are still held, and so are ready claims whose requests never left. The stop is
 * made to fall where it may, over the upload's turns, by holding the journal there.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { uploadFiles } from '../../../src/batch/upload-files.js';
import type { Journal, JournalBackend } from '../../../src/journal/journal.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { BACKENDS } from '../../journal/journal-fixture.js';
import { validBatch, yieldAll } from '../mapped-invoices.js';

const LATENCY_MS = 30;
const INVOICES = 16;

/** Where the process ends: before a turn's commit, or before a turn begins, after the turn-th turn that records answers. */
interface StopPoint {
  where: 'commit' | 'begin';
  turn: number;
  /** A first signal came with that turn's answers: the turn also takes back its ready claims. */
  firstSignal: boolean;
}

const SENDING_SQL = `SELECT COUNT(*) AS n FROM invoices WHERE state = 'sending'`;

/** Rows a second connection finds committed as sending: what a killed process leaves in doubt. */
async function committedSending(backend: JournalBackend, location: string): Promise<number> {
  if (backend === 'postgres') {
    const client = new pg.Client({ connectionString: location });
    await client.connect();
    try {
      return Number((await client.query<{ n: string }>(SENDING_SQL)).rows[0]?.n);
    } finally {
      await client.end();
    }
  }
  const db = new Database(location, { readonly: true });
  try {
    return (db.prepare(SENDING_SQL).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** A new journal of this kind, and where a second connection reaches it. */
async function newJournal(backend: JournalBackend, dir: string): Promise<{ journal: Journal; location: string }> {
  const location = backend === 'postgres' ? await testPostgresUrl() : join(dir, 'journal.sqlite');
  return { journal: await openJournal(location), location };
}

/** Uploads, holds the journal at the stop point, and gives the count said there and the rows sending then. */
async function countAtStop(backend: JournalBackend, sandbox: TestSandbox, stopAt: StopPoint, prefix: string) {
  const dir = makeTempDir('ib-rows-sending');
  const { journal: real, location } = await newJournal(backend, dir);
  const stop = new AbortController();
  const target = sandbox.target();
  // What the second signal's line would say (run-upload.ts keeps it the same way).
  let said = 0;
  let recorded = 0;
  let seen: { said: number; sending: number } | undefined;
  const endHere = async () => {
    // The answers in flight come in meanwhile, and wait for a turn to record them.
    await sleep(LATENCY_MS * 4);
    seen = { said, sending: await committedSending(backend, location) };
  };
  const journal: Journal = {
    ...real,
    transaction: async (work, options) => {
      if (stopAt.where === 'begin' && !seen && recorded >= stopAt.turn) await endHere();
      return real.transaction(async (tx) => {
        const before = recorded;
        const recordOutcomes: typeof tx.send.recordOutcomes = async (records) => {
          if (records.length > 0) recorded += 1;
          if (recorded === stopAt.turn && stopAt.firstSignal) stop.abort();
          return tx.send.recordOutcomes(records);
        };
        const value = await work({ ...tx, send: { ...tx.send, recordOutcomes } });
        if (stopAt.where === 'commit' && !seen && before < stopAt.turn && recorded >= stopAt.turn) await endHere();
        return value;
      }, options);
    },
  };
  try {
    const path = join(dir, 'invoices.jsonl');
    const invoices = validBatch(INVOICES, { prefix });
    writeFileSync(path, invoices.map((m) => JSON.stringify(m.invoice)).join('\n'));
    await uploadFiles(journal, {
      target,
      sources: [{ path, read: () => yieldAll(invoices) }],
      mapping: 'test-mapping.yaml',
      duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
      outDir: join(dir, 'out'),
      concurrency: 4,
      results: 'csv',
      signal: stop.signal,
      onSendingHeld: (rows) => (said = rows),
      onProgress: () => {
        // Past the stop point: the rest of the upload only slows the test.
        if (seen) stop.abort();
      },
    });
  } finally {
    await real.close();
  }
  if (!seen) throw new Error(`the upload ended before its stop point ${JSON.stringify(stopAt)}`);
  return seen;
}

describe.each(BACKENDS)('the count of invoices a stop at once leaves in doubt (%s journal)', (backend) => {
  it('is the rows the journal holds as sending, wherever in the upload the process ends', async () => {
    const sandbox = await startTestSandbox({ latencyMs: LATENCY_MS });
    let run = 0;
    const found: number[] = [];
    const stopPoints = fc.record({
      where: fc.constantFrom('commit' as const, 'begin' as const),
      turn: fc.integer({ min: 1, max: 3 }),
      firstSignal: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(stopPoints, async (stopAt) => {
        const { said, sending } = await countAtStop(backend, sandbox, stopAt, `HOLD${(run += 1)}`);
        expect(said).toBe(sending);
        found.push(sending);
      }),
      { numRuns: 12 },
    );
    // The stop points do fall where invoices are held: not only where none is.
    expect(Math.max(...found)).toBeGreaterThan(0);
  }, 120_000);
});

describe.each(BACKENDS)('the count after a turn of the upload fails (%s journal)', (backend) => {
  it.each([
    ['stages its claims again', false],
    ['cannot stage its claims again', true],
  ])(
    'is the rows the failed run leaves sending when the journal %s',
    async (_, refuseUnclaim) => {
      const sandbox = await startTestSandbox({ latencyMs: LATENCY_MS });
      const dir = makeTempDir('ib-rows-sending');
      const { journal: real, location } = await newJournal(backend, dir);
      let said = 0;
      let recorded = 0;
      // The second turn that records answers fails and is rolled back: the run's end settles what is left.
      const journal: Journal = {
        ...real,
        transaction: (work, options) =>
          real.transaction(async (tx) => {
            const recordOutcomes: typeof tx.send.recordOutcomes = async (records) => {
              if (records.length > 0 && (recorded += 1) === 2) throw new Error('a statement of the turn failed');
              return tx.send.recordOutcomes(records);
            };
            const unclaimRows: typeof tx.send.unclaimRows = async (ids, at) => {
              if (refuseUnclaim) throw new Error('the journal refused to stage claims again');
              return tx.send.unclaimRows(ids, at);
            };
            return work({ ...tx, send: { ...tx.send, recordOutcomes, unclaimRows } });
          }, options),
      };
      const path = join(dir, 'invoices.jsonl');
      const invoices = validBatch(INVOICES, { prefix: `FAIL${refuseUnclaim ? 'R' : 'S'}` });
      writeFileSync(path, invoices.map((m) => JSON.stringify(m.invoice)).join('\n'));
      try {
        const upload = uploadFiles(journal, {
          target: sandbox.target(),
          sources: [{ path, read: () => yieldAll(invoices) }],
          mapping: 'test-mapping.yaml',
          duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
          outDir: join(dir, 'out'),
          concurrency: 4,
          // Under a low rate a claim waits ready for its token: the failed turn finds one made ready, never
          // sent, however slowly a loaded machine runs the turns (at 10 a second, tokens could pile up first).
          rate: 2,
          results: 'csv',
          onSendingHeld: (rows) => (said = rows),
        });
        await expect(upload).rejects.toThrow('a statement of the turn failed');
        const sending = await committedSending(backend, location);
        expect(said).toBe(sending);
        // Staged again, the ready claims leave nothing sending; refused, they stay sending, and are counted.
        expect(sending > 0).toBe(refuseUnclaim);
      } finally {
        await real.close();
      }
    },
    60_000,
  );
});
