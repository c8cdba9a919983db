/**
 * A second signal ends an upload at once: before exiting 130 it says how many invoices were in
 * flight, that the journal holds them as sending until the next command marks them in doubt, and
 * the command that shows them. The "press Ctrl-C again" hint is for a person at a terminal only: a
 * signal sent to a pipe-fed or service process never shows it. SIGQUIT stops as SIGTERM does.
 * Through the compiled CLI (build first: npx tsc -p .).
 */
import { describe, expect, it } from 'vitest';
import { startCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { readCliJournal } from '../helpers/read-cli-journal.js';
import { waitUntil } from '../helpers/wait-until.js';

/**
 * The first and second signal: Ctrl-C twice, a service manager's SIGTERM (or a terminal's Ctrl-\,
 * SIGQUIT) and a Ctrl-C after it.
 */
const CASES = [
  ['SIGINT', 'SIGINT'],
  ['SIGTERM', 'SIGTERM'],
  ['SIGTERM', 'SIGINT'],
  ['SIGQUIT', 'SIGQUIT'],
  ['SIGINT', 'SIGQUIT'],
] as const;

/** An upload of 20 invoices whose answers come slower than the test, with three creates in flight. */
async function startSlowUpload(prefix: string) {
  const cwd = makeTempDir('upload-second-signal');
  const sandbox = await startTestSandbox({ latencyMs: 4000 });
  writeUploadInputs(cwd, { count: 20, prefix });
  const run = startCliProcess(
    ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--concurrency', '3'],
    { cwd, timeoutMs: 60_000 },
  );
  await waitUntil('three creates in flight', () => sandbox.stats().createRequests >= 3, 30_000, 2);
  return { cwd, run };
}

describe('a second signal during an upload', () => {
  it.each(CASES)('%s then %s: one line names the invoices held as sending, exit 130', async (first, second) => {
    const { cwd, run } = await startSlowUpload('TWO');
    run.child.kill(first);
    await run.waitForStderr(new RegExp(`${first} received`));
    run.child.kill(second);
    const result = await run.done;
    expect(result.code).toBe(130);
    expect(result.stderr).not.toContain('press Ctrl-C again');
    const said =
      /stopping at once: (\d+) invoices? (?:was|were) in flight: the journal holds (?:it|them) as sending, and the next command \(upload, journal, history, reconcile or resolve\) marks (?:it|them) in doubt; then see (?:it|them) with invoice-batch journal --outcome in-doubt[^,\n]*, and settle each with invoice-batch resolve/.exec(
        result.stderr,
      );
    expect(said, result.stderr).not.toBeNull();
    // Read before any command settles the killed run: the line counts what the journal holds as sending.
    const { invoices } = await readCliJournal(cwd);
    const sending = invoices.filter((row) => row.state === 'sending').length;
    expect(Number(said![1])).toBe(sending);
    expect(sending).toBeGreaterThan(0);
    expect(invoices.filter((row) => row.state === 'in-doubt')).toHaveLength(0);
  });
});

describe('SIGQUIT during an upload', () => {
  it('stops taking invoices, records the answers in flight and says so, exit 1', async () => {
    const { cwd, run } = await startSlowUpload('QUIT');
    run.child.kill('SIGQUIT');
    const result = await run.done;
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/invoice-batch: SIGQUIT received: /);
    const { invoices } = await readCliJournal(cwd);
    // Every answer in flight was recorded: nothing is left for the next command to settle.
    expect(invoices.filter((row) => row.state === 'sending')).toHaveLength(0);
    expect(invoices.filter((row) => row.state === 'created').length).toBeGreaterThanOrEqual(3);
  });
});
