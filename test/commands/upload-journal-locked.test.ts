/**
 * An upload whose SQLite journal another process holds locked (BEGIN EXCLUSIVE in a child process:
 * a second invoice-batch, a backup tool, an sqlite3 shell). The upload waits for the lock, says so
 * once on standard error, keeps every answer that comes in meanwhile and records it once the lock
 * is gone; a lock that outlasts the wait ends the upload with exit code 75, the results workbook of
 * what is known and the answers saved for `resolve --from`. Each upload that meets the lock runs the
 * compiled CLI (build first: npx tsc -p .); the runs after the release run in process, a CLI start
 * saved each. The sandbox, a real SQLite file.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT_BUSY } from '../../src/errors.js';
import { jobErrorLines } from '../../src/schedule/job-error-lines.js';
import { workLeftByBusyExit } from '../../src/schedule/read-busy-exit.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { holdJournalLock } from '../helpers/hold-journal-lock.js';
import { readCliJournal } from '../helpers/read-cli-journal.js';
import { resultsByInvoice } from '../helpers/read-workbook.js';
import { startCliProcess, type CliProcess, type CliResult } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const INVOICES = 40;
const LOCKED = 'the journal is locked by another process';

const holders: ChildProcess[] = [];
afterEach(() => {
  for (const holder of holders.splice(0)) holder.kill('SIGKILL');
});

async function lock(file: string): Promise<() => Promise<void>> {
  const holder = await holdJournalLock(file);
  holders.push(holder);
  return async () => {
    holder.kill('SIGKILL');
    if (holder.exitCode === null && holder.signalCode === null) await once(holder, 'exit');
  };
}

/** A folder with the inputs, and a config whose upload waits `waitMs` for a locked journal. */
async function lockedUpload(prefix: string, waitMs?: number) {
  const cwd = makeTempDir('upload-locked');
  writeUploadInputs(cwd, { count: INVOICES, prefix });
  writeFileSync(
    join(cwd, 'invoice-batch.config.yaml'),
    waitMs === undefined ? 'outDir: output\n' : `upload:\n  journalWaitMs: ${waitMs}\n`,
  );
  const file = join(cwd, 'output', 'journal.sqlite');
  // The journal exists before the upload, as it does after the first one.
  await (await openJournal(file)).close();
  return { cwd, file };
}

function uploadArgs(sandbox: TestSandbox): string[] {
  return ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--concurrency', '2'];
}

function startUpload(cwd: string, sandbox: TestSandbox) {
  return startCliProcess(uploadArgs(sandbox), { cwd, timeoutMs: 120_000 });
}

/** Resolves once the sandbox had `atLeast` creates; fails should the upload end before. */
async function creates(sandbox: TestSandbox, atLeast: number, run: CliProcess): Promise<void> {
  let ended: CliResult | undefined;
  void run.done.then((result) => (ended = result));
  while (sandbox.stats().createRequests < atLeast) {
    if (ended) throw new Error(`the upload ended before ${atLeast} creates: ${ended.stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** Invoices per journal state, and the sandbox's instances: each created once, each recorded. */
async function expectEveryCreateRecorded(cwd: string, sandbox: TestSandbox) {
  const { invoices } = await readCliJournal(cwd);
  const numbers = sandbox.instances().map((created) => created.invoiceNumber);
  expect(new Set(numbers).size).toBe(numbers.length);
  const created = invoices.filter((invoice) => invoice.state === 'created');
  expect(created.length).toBe(sandbox.stats().createRequests);
  expect(new Set(created.map((invoice) => invoice.invoiceNumber))).toEqual(new Set(numbers));
  return invoices;
}

const lines = (stderr: string, text: string) => stderr.split('\n').filter((line) => line.includes(text));

describe('upload on a SQLite journal another process holds locked', () => {
  it('locked mid-run for a while: waits, says so once, records every answer after the release, ends as usual', async () => {
    const sandbox = await startTestSandbox({ latencyMs: 100 });
    const { cwd, file } = await lockedUpload('MIDLOCK');
    const run = startUpload(cwd, sandbox);
    await creates(sandbox, 5, run);
    const release = await lock(file);
    // Answers in flight come in while the lock is held; the upload holds them.
    await run.waitForStderr(/journal locked:/, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const whileLocked = sandbox.stats().createRequests;
    await release();
    const result = await run.done;
    expect(result.code, result.stderr).toBe(0);
    expect(lines(result.stderr, LOCKED)).toEqual([
      expect.stringMatching(
        /^invoice-batch: journal locked: .*journal\.sqlite: the journal is locked by another process; waiting for it up to 60 s; \d+ answers? held in memory$/,
      ),
    ]);
    expect(lines(result.stderr, 'journal unlocked')).toEqual([
      expect.stringMatching(
        /^invoice-batch: journal unlocked after \d+ s; the \d+ answers? held in memory are recorded now$/,
      ),
    ]);
    expect(result.stderr).not.toContain('SQLITE_BUSY');
    // A lock on the journal stops the claims: no more than the claims made before it went out.
    expect(whileLocked).toBeLessThan(INVOICES);
    const invoices = await expectEveryCreateRecorded(cwd, sandbox);
    expect(invoices.filter((invoice) => invoice.state === 'created')).toHaveLength(INVOICES);
  }, 120_000);

  it('locked before the first send, released within the wait: sends nothing while locked, then posts every invoice once', async () => {
    const sandbox = await startTestSandbox({ latencyMs: 20 });
    const { cwd, file } = await lockedUpload('EARLYLOCK');
    const release = await lock(file);
    const run = startUpload(cwd, sandbox);
    // Held a while after the upload says it waits.
    await run.waitForStderr(/journal locked:/, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(sandbox.stats().createRequests).toBe(0);
    await release();
    const result = await run.done;
    expect(result.code, result.stderr).toBe(0);
    expect(lines(result.stderr, 'journal locked:')).toEqual([
      expect.stringMatching(
        /^invoice-batch: journal locked: .*: the journal is locked by another process; waiting for it up to 60 s$/,
      ),
    ]);
    expect(lines(result.stderr, 'journal unlocked')).toEqual([
      expect.stringMatching(/^invoice-batch: journal unlocked after \d+ s$/),
    ]);
    const invoices = await expectEveryCreateRecorded(cwd, sandbox);
    expect(invoices.filter((invoice) => invoice.state === 'created')).toHaveLength(INVOICES);
  }, 120_000);

  it('locked before the first send for longer than the wait: nothing is sent, exit 75 with the lock named and advice', async () => {
    const sandbox = await startTestSandbox({ latencyMs: 20 });
    const { cwd, file } = await lockedUpload('STARTLOCK', 1_500);
    const release = await lock(file);
    const result = await startUpload(cwd, sandbox).done;
    await release();
    expect(result.code, result.stderr).toBe(EXIT_BUSY);
    expect(sandbox.stats().createRequests).toBe(0);
    expect(lines(result.stderr, 'journal locked:')).toEqual([
      expect.stringMatching(
        /^invoice-batch: journal locked: .*journal\.sqlite: the journal is locked by another process; waiting for it up to 2 s$/,
      ),
    ]);
    expect(lines(result.stderr, 'journal still locked')).toEqual([
      expect.stringMatching(/^invoice-batch: journal still locked by another process after \d+ s: the upload stops$/),
    ]);
    expect(result.stderr).toMatch(
      /^invoice-batch: .*journal\.sqlite: .*: the journal is locked by another process \(database is locked\); close whatever holds it open \(an sqlite3 shell, a backup or copy tool, a stuck invoice-batch\) and try again$/m,
    );
    expect(result.stderr).not.toMatch(/unexpected error|^\s+at /m);
    // Nothing was sent: as a scheduled job's error lines, schedule --history finds no work left for a person.
    expect(workLeftByBusyExit(null, jobErrorLines(result.stderr, [], false) ?? null)).toBeUndefined();
    // Once the lock is gone the same upload posts every invoice, once.
    const again = await runCliInProcess(uploadArgs(sandbox), { cwd });
    expect(again.code, again.stderr).toBe(0);
    const invoices = await expectEveryCreateRecorded(cwd, sandbox);
    expect(invoices.filter((invoice) => invoice.state === 'created')).toHaveLength(INVOICES);
  }, 120_000);

  it('locked mid-run for longer than the wait: exit 75, the results workbook of what is known, the answers saved; resolve --from records them after the release', async () => {
    const sandbox = await startTestSandbox({ latencyMs: 300 });
    const { cwd, file } = await lockedUpload('LONGLOCK', 2_000);
    const run = startUpload(cwd, sandbox);
    await creates(sandbox, 4, run);
    const release = await lock(file);
    const failed = await run.done;
    await release();
    expect(failed.code, failed.stderr).toBe(EXIT_BUSY);
    expect(lines(failed.stderr, 'journal still locked')).toEqual([
      expect.stringMatching(
        /^invoice-batch: journal still locked by another process after \d+ s: the upload stops; the \d+ answers? held in memory are saved to a file, named below$/,
      ),
    ]);
    expect(failed.stderr).toContain(`${LOCKED} (database is locked); close whatever holds it open`);
    const unrecorded = Number(/(\d+) answers came in that the journal could not record/.exec(failed.stderr)?.[1]);
    expect(unrecorded).toBeGreaterThan(0);
    // Kept as a scheduled job's error lines, its text tells schedule --history a person must record them.
    const note = jobErrorLines(failed.stderr, [], false) ?? null;
    expect(workLeftByBusyExit(null, note), note ?? '').toMatch(/^journal locked mid-run: /);
    const workbooks = readdirSync(join(cwd, 'output')).filter((name) => /-results-.*\.xlsx$/.test(name));
    expect(workbooks).toHaveLength(1);
    const rows = await resultsByInvoice(join(cwd, 'output', workbooks[0]!));
    expect([...rows.values()].filter((row) => row.Outcome === 'created')).toHaveLength(sandbox.stats().createRequests);

    const printed = failed.stderr.split('\n').find((line) => line.startsWith('  invoice-batch resolve '));
    expect(printed, failed.stderr).toBeDefined();
    const resolved = await runCliInProcess(printed!.trim().split(' ').slice(1), { cwd });
    expect(resolved.code, resolved.stderr).toBe(0);
    const invoices = await expectEveryCreateRecorded(cwd, sandbox);
    expect(invoices.filter((invoice) => invoice.state === 'in-doubt' || invoice.state === 'sending')).toEqual([]);
  }, 120_000);
});
