/** End to end through the compiled CLI (build first: npx tsc -p .). */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { addInvoice, addRun } from '../journal/journal-fixture.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';

describe('invoice-batch journal', () => {
  it('lists invoices newest first, filtered by state, as a table or as JSON', async () => {
    const cwd = makeTempDir('journal-cli');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 3, prefix: 'LIST', unknownPayee: [2] });
    await runCliProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json'],
      { cwd },
    );

    const table = await runCliProcess(['journal'], { cwd });
    expect(table.code).toBe(0);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Run +InvoiceId +PayeeId\/Invoice_Number +Outcome +Instance +Updated \(UTC\) +Detail$/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^1 +0000100004-LIST-0003 +0000100004\/LIST-0003 +created +00\d{8} /);

    const rejected = await runCliProcess(['journal', '--state', 'rejected', '--json'], { cwd });
    const json = JSON.parse(rejected.stdout) as { invoices: Record<string, unknown>[] };
    expect(json.invoices).toHaveLength(1);
    expect(json.invoices[0]).toMatchObject({
      invoiceNumber: 'LIST-0002',
      payeeId: '0000999999',
      state: 'rejected',
      eRetcode: 4,
      httpStatus: 200,
    });
    expect(json.invoices[0]).not.toHaveProperty('payloadJson');

    const none = await runCliProcess(['journal', '--state', 'in-doubt'], { cwd });
    expect(none.stdout).toBe('No invoices match.\n');
    const bad = await runCliProcess(['journal', '--state', 'lost'], { cwd });
    expect(bad.code).toBe(2);
  });

  it('says when --limit cut the list, and how many match in all (--json: total)', async () => {
    const cwd = makeTempDir('journal-limit');
    const journal = await openJournal(join(cwd, 'output', 'journal.sqlite'));
    const run = await addRun(journal);
    for (let n = 1; n <= 5; n += 1) await addInvoice(journal, run, `CUT-${n}`);
    await journal.send.failStagedInvoices(run, 'not sent: the key was refused', '2025-01-31T10:00:05.000Z');
    await journal.runs.finishRun(run, 'stopped', '2025-01-31T10:00:05.000Z');
    await journal.close();

    const cut = await runCliProcess(['journal', '--state', 'failed', '--limit', '2'], { cwd });
    expect(cut.code).toBe(0);
    const lines = cut.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('Showing the newest 2 of 5 matching invoices; --limit N shows more, --limit 0 all.');

    const json = JSON.parse(
      (await runCliProcess(['journal', '--state', 'failed', '--limit', '2', '--json'], { cwd })).stdout,
    ) as {
      invoices: unknown[];
      total: number;
    };
    expect([json.invoices.length, json.total]).toEqual([2, 5]);

    const all = await runCliProcess(['journal', '--state', 'failed', '--limit', '0'], { cwd });
    expect(all.stdout.trimEnd().split('\n')).toHaveLength(6);
    expect(all.stdout).not.toContain('Showing');
  });
});

describe.each(['sqlite', 'postgres'] as const)('invoice-batch journal --state on a %s journal', (backend) => {
  it('lists an invoice held in doubt by four runs once, with its latest state, as a table and as JSON', async () => {
    const cwd = makeTempDir('journal-per-invoice');
    const location = backend === 'sqlite' ? join(cwd, 'journal.sqlite') : await testPostgresUrl();
    const journal = await openJournal(location);
    const runs: number[] = [];
    // A killed worker's nine invoices in doubt, held back by the three runs after it: 36 rows.
    for (let r = 0; r < 4; r += 1) {
      const run = await addRun(journal);
      runs.push(run);
      for (let n = 1; n <= 9; n += 1) {
        const row = await addInvoice(journal, run, `K-${n}`);
        await journal.send.recordOutcome(row, {
          state: 'in-doubt',
          detail: r === 0 ? 'process killed while sending' : `still in doubt from run ${runs[0]}`,
          attempts: r === 0 ? 1 : 0,
          at: '2025-01-31T10:00:05.000Z',
        });
      }
      await journal.runs.finishRun(run, 'finished', '2025-01-31T10:00:06.000Z');
    }
    await journal.close();

    const table = await runCliInProcess(['journal', '--state', 'in-doubt', '--journal', location], { cwd });
    expect(table.code).toBe(0);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(10);
    expect(lines.slice(1).map((line) => line.split(/ +/)[2])).toEqual(
      [9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) => `0000100001/K-${n}`),
    );
    const json = JSON.parse(
      (await runCliInProcess(['journal', '--state', 'in-doubt', '--json', '--journal', location], { cwd })).stdout,
    ) as { invoices: { invoiceNumber: string; runId: number; state: string }[]; total: number };
    expect(json.total).toBe(9);
    expect(new Set(json.invoices.map((invoice) => invoice.invoiceNumber)).size).toBe(9);
    expect(json.invoices.every((invoice) => invoice.state === 'in-doubt' && invoice.runId === runs[3])).toBe(true);
    // One run's rows are still that run's.
    const run = await runCliInProcess(['journal', '--run', String(runs[0]), '--json', '--journal', location], { cwd });
    expect((JSON.parse(run.stdout) as { invoices: unknown[] }).invoices).toHaveLength(9);
  });
});
