/**
 * Interrupted uploads through the compiled CLI (build first: npx tsc -p .): SIGKILL mid-run and
 * Ctrl-C, against a sandbox in this process whose latency makes the signal land mid-run. The uploads
 * after them run in process, parsed as cli.ts parses them (a child's second of CPU spared each): the
 * interrupted process is the subject, not theirs. Each case has 120 s, as its first run in process
 * loads src/ when the file runs alone.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { displayKey } from '../../src/journal/invoice-row.js';
import { resolveInDoubt } from '../../src/batch/resolve-in-doubt.js';
import { startCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from './cli-inputs.js';
import { readCliJournal } from '../helpers/read-cli-journal.js';

const upload = (sandbox: TestSandbox, extra: string[] = []) => [
  'upload',
  'invoices.csv',
  '--mapping',
  'mapping.yaml',
  '--base-url',
  sandbox.baseUrl,
  ...extra,
];

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('an interrupted upload', () => {
  it('after SIGKILL mid-run, the next run posts no duplicate and leaves every invoice created or in doubt, which resolve settles', async () => {
    const cwd = makeTempDir('upload-kill');
    const sandbox = await startTestSandbox({ latencyMs: 150 });
    writeUploadInputs(cwd, { count: 40, prefix: 'KILL' });
    const child = startCliProcess(upload(sandbox, ['--concurrency', '4']), { cwd });
    await waitFor(() => sandbox.stats().createRequests >= 10);
    child.child.kill('SIGKILL');
    expect((await child.done).code).toBe(null);

    const second = await runCliInProcess(upload(sandbox, ['--concurrency', '4', '--json']), { cwd });
    expect(second.code).toBe(1);
    expect(sandbox.stats().duplicateAttempts).toBe(0);
    const { invoices, runs } = await readCliJournal(cwd);
    expect(runs.map((run) => run.status)).toEqual(['finished', 'interrupted']);
    expect(invoices.filter((row) => row.state === 'staged' || row.state === 'sending')).toEqual([]);
    const atSandbox = new Map(sandbox.instances().map((i) => [displayKey(i), i.instanceId]));
    const killedRun = invoices.filter((row) => row.runId === runs[1]!.id);
    const inDoubt = killedRun.filter((row) => row.state === 'in-doubt');
    expect(inDoubt.length).toBeGreaterThan(0);
    // The four in flight and the one claim ready to leave next: the killed process cannot say it never left.
    expect(inDoubt.length).toBeLessThanOrEqual(5);
    for (const row of killedRun) {
      expect(['created', 'in-doubt', 'failed']).toContain(row.state);
      if (row.state === 'created') expect(row.instanceId).toBe(atSandbox.get(displayKey(row)));
    }
    // Everything at the sandbox is known to the journal as created, or is one of the in-doubt ones.
    const createdKeys = new Set(invoices.filter((row) => row.state === 'created').map(displayKey));
    const doubtKeys = new Set(inDoubt.map(displayKey));
    for (const key of atSandbox.keys()) expect(createdKeys.has(key) || doubtKeys.has(key)).toBe(true);

    // Resolve each in-doubt invoice by what the sandbox holds; then a last run completes the file.
    const journal = await openJournal(join(cwd, 'output', 'journal.sqlite'));
    for (const row of inDoubt) {
      const instance = atSandbox.get(displayKey(row));
      await resolveInDoubt(journal, { reference: row.invoiceId!, instanceId: instance, notCreated: !instance });
    }
    await journal.close();
    const last = await runCliInProcess(upload(sandbox, ['--json']), { cwd });
    expect(last.code).toBe(0);
    expect(sandbox.stats().duplicateAttempts).toBe(0);
    expect(sandbox.instances()).toHaveLength(40);
  }, 120_000);

  it('on SIGINT stops taking invoices, records the answers in flight, writes the results and exits 1', async () => {
    const cwd = makeTempDir('upload-sigint');
    const sandbox = await startTestSandbox({ latencyMs: 200 });
    writeUploadInputs(cwd, { count: 30, prefix: 'SIGINT' });
    const child = startCliProcess(upload(sandbox, ['--concurrency', '3']), { cwd });
    await waitFor(() => sandbox.stats().createRequests >= 4);
    child.child.kill('SIGINT');
    const result = await child.done;
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('SIGINT received');
    expect(result.stderr).toContain('upload stopped');
    expect(result.stdout).toMatch(/Results: +\S+invoices-results-\d{8}-\d{6}\.xlsx/);
    const { invoices, runs } = await readCliJournal(cwd);
    expect(runs[0]!.status).toBe('stopped');
    const created = invoices.filter((row) => row.state === 'created');
    expect(created.length).toBe(sandbox.stats().created);
    expect(
      invoices.filter((row) => row.state === 'in-doubt' || row.state === 'sending' || row.state === 'staged'),
    ).toEqual([]);
    const notSent = invoices.filter((row) => row.state === 'failed');
    expect(notSent.length).toBe(30 - created.length);
    for (const row of notSent) expect(row.detail).toBe('not sent: stopped by Ctrl-C; safe to post again');

    const again = await runCliInProcess(upload(sandbox, ['--concurrency', '8', '--json']), { cwd });
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 30 - created.length, skipped: created.length });
    expect(sandbox.stats().duplicateAttempts).toBe(0);
  }, 120_000);
});
