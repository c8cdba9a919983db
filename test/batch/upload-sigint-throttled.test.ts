/**
 * Ctrl-C (SIGINT to the compiled CLI, build first: npx tsc -p .) while creates wait at a gateway
 * with a capacity limit: some in flight, some waiting out its Retry-After, the rest not claimed yet.
 */
import { describe, expect, it } from 'vitest';
import { runCliProcess, startCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from './cli-inputs.js';
import { readCliJournal } from '../helpers/read-cli-journal.js';
import { readBook } from '../helpers/read-workbook.js';

const COUNT = 60;

const resultsFileOf = (stdout: string) => /^Results: +(.+)$/m.exec(stdout)![1]!;

/** The Results sheet's Outcome, Attempts and Message per invoice number. */
async function readResultRows(file: string) {
  const sheet = (await readBook(file)).getWorksheet('Results')!;
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const at = (name: string) => header.indexOf(name);
  const rows = new Map<string, { outcome: string; attempts: number; message: string }>();
  sheet.eachRow((row, n) => {
    const number = row.getCell(at('Invoice number')).value;
    if (n > 1 && typeof number === 'string')
      rows.set(number, {
        outcome: String(row.getCell(at('Outcome')).value),
        attempts: Number(row.getCell(at('Attempts')).value),
        message: String(row.getCell(at('Message')).value),
      });
  });
  return rows;
}

async function waitFor(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('Ctrl-C during an upload the gateway throttles', () => {
  it('sends nothing after the signal, records every row (waiting ones as not sent, refused by the gateway, their refused attempts counted), and the rerun creates exactly the missing ones', async () => {
    const cwd = makeTempDir('upload-sigint-throttled');
    const sandbox = await startTestSandbox({ capacity: 2, capacityRetryAfter: '1', latencyMs: 300 });
    writeUploadInputs(cwd, { count: COUNT, prefix: 'STOP' });
    const args = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];
    const child = startCliProcess([...args, '--concurrency', '12'], { cwd });
    const arrived = () => sandbox.stats().createRequests + sandbox.stats().throttled;
    // Some created, several throttled and waiting out their second: the signal finds every kind of wait.
    await waitFor(() => sandbox.stats().created >= 2 && sandbox.stats().throttled >= 6);
    let seenAt: number | undefined;
    child.child.stderr!.on('data', (chunk: Buffer) => {
      if (seenAt === undefined && chunk.toString().includes('SIGINT received')) seenAt = arrived();
    });
    child.child.kill('SIGINT');
    await waitFor(() => seenAt !== undefined);
    // Requests that left before the process took the signal reach the sandbox within moments; none after.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const atSignal = arrived();
    const result = await child.done;
    expect(result.code).toBe(1);
    expect(arrived()).toBe(atSignal);

    const { invoices } = await readCliJournal(cwd);
    const created = invoices.filter((row) => row.state === 'created');
    expect(created.length).toBe(sandbox.stats().created);
    expect(invoices.filter((row) => !['created', 'failed'].includes(row.state))).toEqual([]);
    // Nothing the gateway refused is a failure: each row not created was never processed, and says the stop kept it.
    const notCreated = invoices.filter((row) => row.state === 'failed');
    expect(notCreated.length).toBe(COUNT - created.length);
    // One waiting out a Retry-After was tried and refused: its attempts count the refusals, its Message says why not sent.
    const waiting =
      /^not sent: the gateway refused it before the finance system \(HTTP 429, without processing it\), and it was waiting to go again when stopped by Ctrl-C; safe to post again$/;
    for (const row of notCreated) {
      if (waiting.test(row.detail!)) expect(row.attempts, row.invoiceNumber!).toBeGreaterThan(0);
      else expect([row.attempts, row.detail]).toEqual([0, 'not sent: stopped by Ctrl-C; safe to post again']);
    }
    const keptBack = notCreated.filter((row) => waiting.test(row.detail!)).length;
    expect(keptBack).toBeGreaterThan(0);
    // The results workbook says the same of each: not sent, with its attempts; its Message in short,
    // the waiting ones told apart, and the Summary says each reason once.
    const resultsFile = resultsFileOf(result.stdout);
    const results = await readResultRows(resultsFile);
    for (const row of notCreated)
      expect(results.get(row.invoiceNumber!), row.invoiceNumber!).toEqual({
        outcome: 'not sent',
        attempts: row.attempts,
        message: waiting.test(row.detail!)
          ? 'not sent: refused by the gateway, then run stopped (see Summary)'
          : 'not sent: run stopped (see Summary)',
      });
    const why = (await readBook(resultsFile)).getWorksheet('Summary')!.getColumn(2).values.map(String);
    expect(why.filter((text) => text.includes('stopped by Ctrl-C; safe to post again'))).toHaveLength(2);
    expect(result.stdout).toMatch(new RegExp(`not sent +${COUNT - created.length}\\n`));
    expect(result.stdout).not.toMatch(/failed +[1-9]/);
    // The throttling line counts the sandbox's own 429s, and says which were not sent again.
    const { throttled } = sandbox.stats();
    expect(result.stdout).toContain(`the gateway throttled ${throttled} requests`);
    expect(result.stdout).toContain(`${keptBack} waiting to go again when the upload stopped, not sent`);

    const again = await runCliProcess([...args, '--concurrency', '2', '--json'], { cwd, timeoutMs: 60_000 });
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ created: COUNT - created.length, skipped: created.length });
    expect(sandbox.instances()).toHaveLength(COUNT);
    expect(sandbox.stats().duplicateAttempts).toBe(0);
  }, 90_000);
});
