/**
 * A PostgreSQL journal stopped while an upload sends, for longer than the upload waits for it: the
 * answers that came in meanwhile are saved, and the command the upload prints records every one of
 * them once the server is back. Through the compiled CLI (build first: npx tsc -p .), a real
 * PostgreSQL server stopped and started, the sandbox.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestPostgres } from '../helpers/postgres-server.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from './cli-inputs.js';

const INVOICES = 40;

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
      const running = runCliProcess([...upload, '--journal', url, '--concurrency', '4'], { cwd, timeoutMs: 150_000 });
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

      const resolved = await runCliProcess(words, { cwd });
      expect(resolved.stderr).toBe('');
      expect(resolved.code).toBe(0);
      expect(resolved.stdout).toContain(`${unrecorded} of ${unrecorded} answer(s) recorded now`);
      // Every answer the sandbox gave is in the journal; nothing is left in doubt or being sent.
      const after = await stateCounts(url);
      expect(after.created).toBe(sandbox.instances().length);
      expect(after['in-doubt'] ?? 0).toBe(0);
      expect(after.sending ?? 0).toBe(0);
      // Again: each is said to be recorded already, and nothing changes.
      const twice = await runCliProcess(words, { cwd });
      expect(twice.code).toBe(0);
      expect(twice.stdout).toContain(`0 of ${unrecorded} answer(s) recorded now, ${unrecorded} already recorded`);

      // The same upload posts the rest, and none of those created again.
      const again = await runCliProcess([...upload, '--journal', url, '--json'], { cwd });
      expect(again.code).toBe(0);
      expect(sandbox.instances()).toHaveLength(INVOICES);
      expect(sandbox.stats().duplicateAttempts).toBe(0);
      expect((await stateCounts(url)).created).toBe(INVOICES);
    } finally {
      await server.stop();
    }
  }, 240_000);
});
