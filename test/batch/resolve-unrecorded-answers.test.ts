/**
 * A PostgreSQL journal stopped while an upload sends, for longer than the upload waits for it: the
 * answers that came in meanwhile are saved, and the command the upload prints records every one of
 * them once the server is back. The upload that meets the outage and the first resolve run the
 * compiled CLI (build first: npx tsc -p .), with PGPASSWORD in their environment, which pg reads
 * from the process's: what they print and save is checked for it. The second resolve and the upload
 * after it run in process, parsed as cli.ts parses them (a child's second of CPU spared each). A real
 * PostgreSQL server stopped and started, the sandbox.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { UnrecordedAnswer } from '../../src/errors.js';
import { resultsByInvoice, summaryValues } from '../helpers/read-workbook.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestPostgres } from '../helpers/postgres-server.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from './cli-inputs.js';

const INVOICES = 40;
/** How long the upload waits for the stopped server (INVOICE_BATCH_JOURNAL_WAIT_MS); the default minute proves no more. */
const WAIT_MS = 5_000;
/** Given as PGPASSWORD (the test server trusts every connection): it must never be shown. */
const PASSWORD = 'pg-Secret-4711';

async function stateCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ state: string; n: number }>(
      'SELECT state, COUNT(*)::int AS n FROM invoices GROUP BY state',
    );
    return Object.fromEntries(rows.map((row) => [row.state, row.n]));
  } finally {
    await client.end();
  }
}

describe('an upload whose PostgreSQL journal is away for longer than it waits', () => {
  it('prints the resolve --from command that records every answer it could not, once the journal is back; nothing is posted twice', async () => {
    const server = await startTestPostgres();
    const cwd = makeTempDir('unrecorded-cli');
    // Slow answers: requests are in flight when the server stops.
    const sandbox = await startTestSandbox({ latencyMs: 400 });
    try {
      const url = await server.createDatabase();
      writeUploadInputs(cwd, { count: INVOICES, prefix: 'OUTAGE' });
      const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];
      const env = { PGPASSWORD: PASSWORD };
      const running = runCliProcess([...upload, '--journal', url, '--concurrency', '4'], {
        cwd,
        env: { ...env, INVOICE_BATCH_JOURNAL_WAIT_MS: String(WAIT_MS) },
        timeoutMs: 150_000,
      });
      while (sandbox.stats().createRequests < 8) await new Promise((resolve) => setTimeout(resolve, 50));
      await server.halt();
      const failed = await running;
      await server.start();

      expect(failed.code).toBe(1);
      expect(failed.stderr).toMatch(/answers came in that the journal could not record/);
      expect(failed.stderr).not.toContain('\\n');
      const printed = failed.stderr.split('\n').find((line) => line.startsWith('  invoice-batch resolve '));
      expect(printed).toBeDefined();
      // The command as printed: the run's settings flags again, and the saved file.
      const words = printed!.trim().split(' ').slice(1);
      expect(words).toEqual(expect.arrayContaining(['--base-url', sandbox.baseUrl, '--journal', url, '--from']));
      const unrecorded = Number(/(\d+) answers came in/.exec(failed.stderr)?.[1]);
      expect(unrecorded).toBeGreaterThan(0);
      const before = await stateCounts(url);
      expect(before.created ?? 0).toBe(sandbox.stats().createRequests - unrecorded);

      // While it happened: one line when the journal went, one when the upload gave up; none per retry.
      // The stop may find a COMMIT on its way (the connection is then "cut": its outcome unknown until
      // read back) or the journal idle between statements ("unreachable"); which one is a matter of timing.
      const lines = failed.stderr.split('\n');
      expect(lines.filter((line) => /journal (unreachable|connection cut):/.test(line))).toEqual([
        expect.stringMatching(
          /^invoice-batch: journal (unreachable: postgres:\/\/.*; retrying|connection cut: postgres:\/\/.*; trying again); \d+ answers? held in memory$/,
        ),
      ]);
      const gaveUp = /journal (?:still unreachable|connection still cut) after (\d+) s/;
      expect(lines.filter((line) => gaveUp.test(line))).toEqual([
        expect.stringMatching(
          /^invoice-batch: journal (still unreachable|connection still cut) after \d+ s .*: the upload stops; the \d+ answers? held in memory are saved to a file, named below$/,
        ),
      ]);
      // It waited about as long as it was told (its growing waits stop short of the end), not the default minute (58 s).
      const waited = Number(gaveUp.exec(failed.stderr)?.[1]);
      expect(waited).toBeGreaterThan(0);
      expect(waited).toBeLessThan(30);
      expect(failed.stderr).not.toContain('reachable again');

      // The results workbook all the same: the saved answers' invoices with their outcomes, the rest as the journal had them.
      const saved = words[words.indexOf('--from') + 1]!;
      const answers = JSON.parse(readFileSync(saved, 'utf8')) as UnrecordedAnswer[];
      expect(answers).toHaveLength(unrecorded);
      const outDir = dirname(saved);
      const workbooks = () =>
        readdirSync(outDir)
          .filter((name) => /-results-.*\.xlsx$/.test(name))
          .sort();
      expect(workbooks()).toHaveLength(1);
      const outage = join(outDir, workbooks()[0]!);
      expect(failed.stderr).toContain(outage);
      const rows = await resultsByInvoice(outage);
      expect(rows.size).toBe(INVOICES);
      for (const answer of answers)
        expect(rows.get(answer.invoiceNumber)).toMatchObject({
          Outcome: answer.outcome === 'created' ? 'created' : expect.any(String),
          'Instance id': answer.instanceId ?? null,
          Message: expect.stringContaining('NOT YET IN THE JOURNAL'),
        });
      const created = [...rows.values()].filter((row) => row.Outcome === 'created');
      expect(created).toHaveLength(sandbox.stats().createRequests);
      expect([...rows.values()].filter((row) => row.Outcome === 'not sent')).toHaveLength(
        INVOICES - sandbox.stats().createRequests,
      );
      expect((await summaryValues(outage)).get('Journal')).toEqual(expect.stringContaining(saved));

      const resolved = await runCliProcess(words, { cwd, env });
      expect(resolved.stderr).toBe('');
      expect(resolved.code).toBe(0);
      expect(resolved.stdout).toContain(`${unrecorded} of ${unrecorded} answer(s) recorded now`);
      // The workbook again, from the journal that now holds every answer: up to date, beside the first.
      expect(workbooks()).toHaveLength(2);
      const rewritten = join(
        outDir,
        workbooks().find((name) => join(outDir, name) !== outage)!,
      );
      expect(resolved.stdout).toContain(`results written again from the journal: ${rewritten}`);
      const rowsAgain = await resultsByInvoice(rewritten);
      // Every outcome the same, but one: a row whose "sending" mark the server committed while the
      // connection broke before saying so was never sent (the request leaves only after the mark is
      // confirmed), yet the journal holds the mark, so it shows in doubt until resolved: never posted
      // again by itself. The other way round (in doubt shown as not sent) would not be safe.
      for (const [number, row] of rows) {
        const again = rowsAgain.get(number)!;
        expect(again['Instance id'], number).toBe(row['Instance id']);
        if (row.Outcome === 'not sent' && again.Outcome === 'in doubt') continue;
        expect(again.Outcome, number).toBe(row.Outcome);
      }
      for (const row of rowsAgain.values()) expect(String(row.Message ?? '')).not.toContain('NOT YET');
      expect((await summaryValues(rewritten)).has('Journal')).toBe(false);
      for (const text of [failed.stdout, failed.stderr, resolved.stdout, readFileSync(saved, 'utf8')])
        expect(text).not.toContain(PASSWORD);
      // Every answer the sandbox gave is in the journal; nothing is left in doubt or being sent.
      const after = await stateCounts(url);
      expect(after.created).toBe(sandbox.instances().length);
      expect(after['in-doubt'] ?? 0).toBe(0);
      expect(after.sending ?? 0).toBe(0);
      // Again: each is said to be recorded already, and nothing changes.
      const twice = await runCliInProcess(words, { cwd });
      expect(twice.code).toBe(0);
      expect(twice.stdout).toContain(`0 of ${unrecorded} answer(s) recorded now, ${unrecorded} already recorded`);

      // The same upload posts the rest, and none of those created again.
      const again = await runCliInProcess([...upload, '--journal', url, '--json'], { cwd });
      expect(again.code).toBe(0);
      expect(sandbox.instances()).toHaveLength(INVOICES);
      expect(sandbox.stats().duplicateAttempts).toBe(0);
      expect((await stateCounts(url)).created).toBe(INVOICES);
    } finally {
      await server.stop();
    }
  }, 240_000);
});
