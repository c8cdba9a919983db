/**
 * Crash: uploads killed with SIGKILL at seeded points (SCALE.killPoints: one in each phase of an
 * upload, or at random over the whole of it; choose-kill-points.ts), each followed by a resume with
 * the same command. Nothing is posted twice, every invoice ends with an outcome, and exactly the
 * invoices that were in flight at the kill are in doubt. Resolving them from what the sandbox
 * holds and uploading a third time creates every invoice exactly once. The killed upload and the
 * resume run the compiled CLI; the resolves and the third upload run in process. Runs once on a SQLite
 * journal file and once on a PostgreSQL journal (a fresh database per killed upload, on the file's
 * one server); at random points the PostgreSQL part kills fewer uploads (SCALE.postgresCrashRuns)
 * to keep the suite's time on two cores. Needs the compiled CLI: npm run build.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox/start-sandbox.js';
import { createCliSession } from './cli-session.js';
import { uploadArgs, writeInvoiceCsv } from './invoice-csv.js';
import { JOURNAL_BACKENDS, newJournal, type JournalBackend } from './journal-backend.js';
import { phaseKillPoints, randomKillPoints, type PlannedKill } from './choose-kill-points.js';
import { eachLimited, killUpload, type KillPoint } from './kill-upload.js';
import { watchRunRecorded, type RunWatch } from './watch-run-recorded.js';
import { keyOf, readJournal, rowsOfRun, type JournalSnapshot } from './read-journal.js';
import { SCALE, SEED } from './reliability-scale.js';
import { formatSecretScan, scanForSecret, scanPostgresForSecret } from './secret-scan.js';

const LATENCY_MS = 10;
const JITTER_MS = 10;
const CONCURRENCY = 8;
const OUTCOMES = new Set(['created', 'skipped', 'invalid', 'rejected', 'failed', 'in-doubt']);

const RUNS: Record<JournalBackend, number> = { sqlite: SCALE.crashRuns, postgres: SCALE.postgresCrashRuns };
/** Each backend its own kill points: the SQLite ones are those of the suite's seed. */
const SEED_OFFSET: Record<JournalBackend, number> = { sqlite: 0, postgres: 1 };
/** The few PostgreSQL runs still kill one upload before its first create, its run recorded. */
const START_UP_KILLS: Record<JournalBackend, number> = { sqlite: 0, postgres: 1 };

/** What killUpload waits for, and the watch of the journal a start-up kill needs, stopped after the kill. */
function armKill(point: PlannedKill, journal: string): { at: KillPoint; watch?: RunWatch } {
  if ('afterCreates' in point) return { at: point };
  const watch = watchRunRecorded(journal);
  return { at: { once: watch.seen }, watch };
}

function lastRunId(snapshot: JournalSnapshot): number {
  return Math.max(...snapshot.runs.map((run) => run.id));
}

describe.each(JOURNAL_BACKENDS)('crash on a %s journal: uploads killed with SIGKILL, then resumed', (backend) => {
  const session = createCliSession(`rel-crash-${backend}`);
  const killPoints =
    SCALE.killPoints === 'phases'
      ? phaseKillPoints(SEED + SEED_OFFSET[backend], SCALE.crashInvoices, CONCURRENCY)
      : randomKillPoints(RUNS[backend], SEED + SEED_OFFSET[backend], START_UP_KILLS[backend], SCALE.crashInvoices);
  const journals: string[] = [];
  const figures = {
    runs: 0,
    duplicates: 0,
    withoutOutcome: 0,
    inDoubt: 0,
    inFlight: 0,
    arrived: 0,
    notArrived: 0,
    resolves: 0,
    /** Invoice rows staged in the journal at each start-up kill. */
    stagedAtStartUp: [] as number[],
    ms: 0,
  };

  afterAll(() => {
    const f = figures;
    console.log(
      `crash (${backend}): ${f.runs} runs, ${SCALE.crashInvoices} invoices each, ${f.duplicates} duplicates, ${f.withoutOutcome} without outcome, ` +
        `in-doubt ${f.inDoubt} = in flight ${f.inFlight} (${f.arrived} had reached the sandbox, ${f.notArrived} had not), ` +
        `${f.resolves} resolved, every invoice created once, in ${(f.ms / 1000).toFixed(1)} s [scale ${SCALE.name}]` +
        (f.stagedAtStartUp.length ? `; start-up kills with ${f.stagedAtStartUp.join(', ')} invoices staged` : ''),
    );
  });

  killPoints.forEach((point, index) => {
    const n = index + 1;
    it(`run ${n} (killed ${'afterCreates' in point ? `after ${point.afterCreates} creates` : 'in start-up, its run recorded'}): nothing twice, every outcome recorded, in doubt = in flight`, async () => {
      const began = performance.now();
      const dir = join(session.root, `run-${n}`);
      mkdirSync(dir);
      const csv = writeInvoiceCsv(dir, { count: SCALE.crashInvoices, prefix: `CRASH${n}` });
      const sandbox = await startSandbox({
        apiKeys: [session.apiKey],
        latencyMs: LATENCY_MS,
        jitterMs: JITTER_MS,
        seed: SEED + n,
      });
      try {
        const journal = await newJournal(backend, dir);
        journals.push(journal);
        const args = uploadArgs(csv, {
          baseUrl: sandbox.baseUrl,
          journal,
          out: join(dir, 'out'),
          concurrency: CONCURRENCY,
        });

        // 1. The upload, killed.
        const killed = session.start(args);
        const { at, watch } = armKill(point, journal);
        try {
          await killUpload(killed, sandbox, at);
        } finally {
          await watch?.stop();
        }
        await killed.finished;
        // Requests that reached the sandbox before the kill are still processed after their latency.
        await sleep(LATENCY_MS + JITTER_MS + 200);
        const atKill = await readJournal(journal, { mayBeAbsent: true });
        if ('startUp' in point) {
          // Killed in start-up work: the journal opened and the run recorded, no create sent.
          expect(sandbox.stats().createRequests, 'creates that reached the sandbox, killed in start-up').toBe(0);
          expect(atKill.runs, 'runs in the journal at a start-up kill').toHaveLength(1);
          figures.stagedAtStartUp.push(atKill.invoices.length);
        }
        const inFlight = new Set(atKill.invoices.filter((row) => row.state === 'sending').map(keyOf));
        // The places, and one claim ready to leave next (one for every eight places).
        expect(inFlight.size, 'claimed as sending at the kill, at --concurrency 8').toBeLessThanOrEqual(
          CONCURRENCY + Math.ceil(CONCURRENCY / 8),
        );
        const atSandbox = new Map(sandbox.instances().map((i) => [`${i.payeeId}/${i.invoiceNumber}`, i.instanceId]));
        // A create the sandbox received was either recorded with its answer or still claimed as sending.
        const unaccounted = [...atSandbox].filter(([key, id]) => {
          const rows = atKill.invoices.filter((row) => keyOf(row) === key);
          return !rows.some((row) => (row.state === 'created' && row.instanceId === id) || row.state === 'sending');
        });
        expect(
          unaccounted,
          'created at the sandbox, but neither created nor sending in the journal at the kill',
        ).toEqual([]);
        const createdAtKill = atKill.invoices.filter((row) => row.state === 'created');
        expect(
          createdAtKill.filter((row) => atSandbox.get(keyOf(row)) !== row.instanceId),
          'created in the journal, not at the sandbox',
        ).toEqual([]);

        // 2. The resume: the same command.
        const resumed = await session.run(args);
        expect(resumed.stderr).not.toMatch(/^\s+at /m);
        expect(resumed.code, resumed.stderr).toBe(inFlight.size > 0 ? 1 : 0);
        const afterResume = await readJournal(journal);
        const pending = afterResume.invoices.filter((row) => !OUTCOMES.has(row.state));
        expect(pending, 'rows without a final outcome after the resume').toEqual([]);
        const resumeRows = rowsOfRun(afterResume, lastRunId(afterResume));
        expect([...resumeRows.keys()].sort()).toEqual([...csv.keys].sort());
        const inDoubt = new Set([...resumeRows.values()].filter((row) => row.state === 'in-doubt').map(keyOf));
        expect([...inDoubt].sort(), 'in doubt after the resume vs in flight at the kill').toEqual([...inFlight].sort());
        const instancesNow = new Map(sandbox.instances().map((i) => [`${i.payeeId}/${i.invoiceNumber}`, i.instanceId]));
        for (const [key, row] of resumeRows) {
          if (row.state === 'in-doubt') continue;
          expect(['created', 'skipped'], `${key} after the resume`).toContain(row.state);
          expect(row.instanceId, `${key}: instance recorded vs the sandbox's`).toBe(instancesNow.get(key));
        }
        expect(sandbox.stats().duplicateAttempts).toBe(0);

        // 3. Resolve each in-doubt invoice from what the sandbox holds.
        const arrived = [...inDoubt].filter((key) => instancesNow.has(key));
        const notArrived = [...inDoubt].filter((key) => !instancesNow.has(key));
        await eachLimited([...inDoubt], 3, async (key) => {
          const id = instancesNow.get(key);
          const how = id ? ['--instance-id', id] : ['--not-created'];
          // In process: the resolve is not the crash under test, and its journal is the killed upload's.
          const resolved = await session.runInProcess([
            'resolve',
            key,
            ...how,
            '--journal',
            journal,
            '--base-url',
            sandbox.baseUrl,
          ]);
          expect(resolved.code, resolved.stderr).toBe(0);
        });

        // 4. A third upload posts what was never created, and only that. In process: what it posts
        // is read from the journal the killed upload and the resume left, not from a process of its own.
        const third = await session.runInProcess(args);
        expect(third.code, third.stderr).toBe(0);
        const final = await readJournal(journal);
        expect(final.invoices.filter((row) => !OUTCOMES.has(row.state) || row.state === 'in-doubt')).toEqual([]);
        const thirdRows = [...rowsOfRun(final, lastRunId(final)).values()];
        expect(
          thirdRows
            .filter((row) => row.state === 'created')
            .map(keyOf)
            .sort(),
        ).toEqual(notArrived.sort());
        expect(thirdRows.filter((row) => row.state === 'skipped')).toHaveLength(csv.keys.length - notArrived.length);
        const createdRows = new Map<string, number>();
        for (const row of final.invoices)
          if (row.state === 'created') createdRows.set(keyOf(row), (createdRows.get(keyOf(row)) ?? 0) + 1);
        expect([...createdRows.keys()].sort()).toEqual([...csv.keys].sort());
        expect([...createdRows.values()].filter((count) => count !== 1)).toEqual([]);
        const instances = sandbox.instances();
        const keys = new Set(instances.map((i) => `${i.payeeId}/${i.invoiceNumber}`));
        expect(instances).toHaveLength(csv.keys.length);
        expect(keys.size).toBe(csv.keys.length);
        expect(sandbox.stats().duplicateAttempts).toBe(0);

        figures.runs += 1;
        figures.duplicates += sandbox.stats().duplicateAttempts + (instances.length - keys.size);
        figures.withoutOutcome += pending.length;
        figures.inDoubt += inDoubt.size;
        figures.inFlight += inFlight.size;
        figures.arrived += arrived.length;
        figures.notArrived += notArrived.length;
        figures.resolves += inDoubt.size;
      } finally {
        await sandbox.close();
        figures.ms += performance.now() - began;
      }
    });
  });

  it('leaves the API key in no journal, results file or output of these runs', async () => {
    const scan = scanForSecret(session.apiKey, {
      dirs: [session.root],
      texts: session.captured.flatMap((r) => [r.args.join(' '), r.stdout, r.stderr]),
    });
    await scanPostgresForSecret(session.apiKey, backend === 'postgres' ? journals : [], scan);
    console.log(formatSecretScan(`crash, ${backend}`, scan));
    expect(scan.databases).toBe(backend === 'postgres' ? journals.length : 0);
    expect(scan.files).toBeGreaterThan(0);
    expect(scan.hits).toEqual([]);
  });
});
