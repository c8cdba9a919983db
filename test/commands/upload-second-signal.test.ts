/**
 * A second signal ends an upload at once: before exiting 130 it says how many invoices were in
 * flight and are now in doubt, and the command that shows them. The "press Ctrl-C again" hint is
 * for a person at a terminal only: a signal sent to a pipe-fed or service process never shows it.
 * Through the compiled CLI (build first: npx tsc -p .).
 */
import { describe, expect, it } from 'vitest';
import { startCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { readCliJournal } from '../helpers/read-cli-journal.js';
import { waitUntil } from '../helpers/wait-until.js';

/** The first and second signal, as Ctrl-C twice, a service manager's SIGTERM and a Ctrl-C after it. */
const CASES = [
  ['SIGINT', 'SIGINT'],
  ['SIGTERM', 'SIGTERM'],
  ['SIGTERM', 'SIGINT'],
] as const;

describe('a second signal during an upload', () => {
  it.each(CASES)('%s then %s: one line names the invoices left in doubt, exit 130', async (first, second) => {
    const cwd = makeTempDir('upload-second-signal');
    // Answers slower than the test: the second signal comes while requests are in flight.
    const sandbox = await startTestSandbox({ latencyMs: 4000 });
    writeUploadInputs(cwd, { count: 20, prefix: 'TWO' });
    const run = startCliProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--concurrency', '3'],
      { cwd, timeoutMs: 60_000 },
    );
    await waitUntil('three creates in flight', () => sandbox.stats().createRequests >= 3, 30_000, 2);
    run.child.kill(first);
    await run.waitForStderr(new RegExp(`${first} received`));
    run.child.kill(second);
    const result = await run.done;
    expect(result.code).toBe(130);
    expect(result.stderr).not.toContain('press Ctrl-C again');
    const said =
      /stopping at once: (\d+) invoices? (?:was|were) in flight and (?:is|are) now in doubt; see (?:it|them) with invoice-batch journal --outcome in-doubt[^,\n]*, then settle each with invoice-batch resolve/.exec(
        result.stderr,
      );
    expect(said, result.stderr).not.toBeNull();
    // The next command settles the killed run: what it finds sending is what the line counted.
    const { invoices } = await readCliJournal(cwd);
    const inFlight = invoices.filter((row) => row.state === 'sending' || row.state === 'in-doubt').length;
    expect(Number(said![1])).toBe(inFlight);
    expect(inFlight).toBeGreaterThan(0);
  });
});
