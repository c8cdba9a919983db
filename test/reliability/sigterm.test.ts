/**
 * SIGTERM: uploads stopped by SIGTERM at random (seeded) points end by themselves: they record
 * the answers in flight, mark what they did not send failed (safe to post again), leave nothing
 * sending or in doubt, and exit 1; the same command then creates the rest, each invoice once.
 * The sandbox books a second create of a key as a second instance, so a double post would show.
 * Runs once on a SQLite journal file and once on a PostgreSQL journal (a fresh database per
 * upload). Needs the compiled CLI: npm run build.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox/start-sandbox.js';
import { seededRandom } from '../../src/sandbox/seeded-random.js';
import { createCliSession } from './cli-session.js';
import { uploadArgs, writeInvoiceCsv } from './invoice-csv.js';
import { JOURNAL_BACKENDS, newJournal } from './journal-backend.js';
import { killUpload } from './kill-upload.js';
import { keyOf, readJournal, rowsOfRun } from './read-journal.js';
import { SCALE, SEED } from './reliability-scale.js';
import { formatSecretScan, scanForSecret, scanPostgresForSecret } from './secret-scan.js';

const LATENCY_MS = 10;
const JITTER_MS = 10;
const CONCURRENCY = 8;
const NOT_SENT = 'not sent: stopped by SIGTERM; safe to post again';

interface UploadJson {
  invoices: number;
  created: number;
  skipped: number;
  failed: number;
  inDoubt: number;
}

describe.each(JOURNAL_BACKENDS)('SIGTERM on a %s journal: uploads stopped mid-run, then resumed', (backend) => {
  const session = createCliSession(`rel-sigterm-${backend}`);
  const random = seededRandom(SEED + 2 + (backend === 'sqlite' ? 0 : 1));
  // Before the last places and the claim ahead: the test asserts some invoices were not sent.
  const stopPoints = Array.from(
    { length: SCALE.stopRuns },
    () => 1 + Math.floor(random() * (SCALE.crashInvoices - CONCURRENCY - 2)),
  );
  const journals: string[] = [];
  const figures = { runs: 0, createdBefore: 0, notSent: 0, inDoubt: 0, duplicates: 0, slowestStopMs: 0, ms: 0 };

  afterAll(() => {
    const f = figures;
    console.log(
      `SIGTERM (${backend}): ${f.runs} runs, ${SCALE.crashInvoices} invoices each, ${f.createdBefore} created before the stop, ` +
        `${f.notSent} not sent (failed, posted by the resume), ${f.inDoubt} in doubt, ${f.duplicates} duplicates, ` +
        `slowest stop ${Math.round(f.slowestStopMs)} ms after SIGTERM, in ${(f.ms / 1000).toFixed(1)} s [scale ${SCALE.name}]`,
    );
  });

  stopPoints.forEach((afterCreates, index) => {
    const n = index + 1;
    it(`run ${n} (SIGTERM after ${afterCreates} creates): answers in flight recorded, the rest not sent, nothing in doubt, the resume creates each once`, async () => {
      const began = performance.now();
      const dir = join(session.root, `run-${n}`);
      mkdirSync(dir);
      const csv = writeInvoiceCsv(dir, { count: SCALE.crashInvoices, prefix: `TERM${n}` });
      const sandbox = await startSandbox({
        apiKeys: [session.apiKey],
        latencyMs: LATENCY_MS,
        jitterMs: JITTER_MS,
        seed: SEED + 100 + n,
        booksDuplicates: true,
      });
      try {
        const journal = await newJournal(backend, dir);
        journals.push(journal);
        const args = [
          ...uploadArgs(csv, { baseUrl: sandbox.baseUrl, journal, out: join(dir, 'out'), concurrency: CONCURRENCY }),
          '--json',
        ];

        // 1. The upload, stopped by SIGTERM: it ends by itself (exit 1), not by the signal.
        const upload = session.start(args);
        const termAt = await killUpload(upload, sandbox, { afterCreates }, 'SIGTERM');
        const stopMs = performance.now() - termAt;
        const stopped = await upload.finished;
        expect(stopped.code, stopped.stderr).toBe(1);
        expect(stopped.stderr).toContain('SIGTERM received');
        expect(stopped.stderr).toContain('upload stopped: the answers in flight were recorded');
        expect(stopped.stderr).not.toMatch(/^\s+at /m);
        const report = JSON.parse(stopped.stdout) as UploadJson;

        const atStop = await readJournal(journal);
        expect(atStop.runs.map((run) => run.status)).toEqual(['stopped']);
        const rows = rowsOfRun(atStop, atStop.runs[0]!.id);
        expect([...rows.keys()].sort()).toEqual([...csv.keys].sort());
        const inState = (state: string) => [...rows.values()].filter((row) => row.state === state);
        const created = inState('created');
        const notSent = inState('failed');
        expect(created.length + notSent.length, 'rows neither created nor failed (not sent)').toBe(csv.keys.length);
        expect(report).toMatchObject({ created: created.length, failed: notSent.length, inDoubt: 0 });
        expect(notSent.length, 'the stop came before the end of the file').toBeGreaterThan(0);
        // What reached the sandbox is exactly what the journal records as created, with the same instance.
        const atSandbox = new Map(sandbox.instances().map((i) => [`${i.payeeId}/${i.invoiceNumber}`, i.instanceId]));
        expect(sandbox.instances()).toHaveLength(atSandbox.size);
        expect([...atSandbox.keys()].sort()).toEqual(created.map(keyOf).sort());
        for (const row of created) expect(row.instanceId, keyOf(row)).toBe(atSandbox.get(keyOf(row)));
        expect(notSent.filter((row) => row.detail !== NOT_SENT)).toEqual([]);

        // 2. The resume: the same command posts what was not sent, and only that.
        const resumed = await session.run(args);
        expect(resumed.code, resumed.stderr).toBe(0);
        expect(JSON.parse(resumed.stdout) as UploadJson).toMatchObject({
          invoices: csv.keys.length,
          created: notSent.length,
          skipped: created.length,
          failed: 0,
          inDoubt: 0,
        });
        const instances = sandbox.instances();
        const keys = new Set(instances.map((i) => `${i.payeeId}/${i.invoiceNumber}`));
        expect(instances, 'instances at the sandbox, a double post booked as a second one').toHaveLength(
          csv.keys.length,
        );
        expect([...keys].sort()).toEqual([...csv.keys].sort());

        figures.runs += 1;
        figures.createdBefore += created.length;
        figures.notSent += notSent.length;
        figures.inDoubt += report.inDoubt;
        figures.duplicates += instances.length - keys.size;
        figures.slowestStopMs = Math.max(figures.slowestStopMs, stopMs);
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
    console.log(formatSecretScan(`SIGTERM, ${backend}`, scan));
    expect(scan.databases).toBe(backend === 'postgres' ? journals.length : 0);
    expect(scan.files).toBeGreaterThan(0);
    expect(scan.hits).toEqual([]);
  });
});
