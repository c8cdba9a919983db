/** End to end through the compiled CLI (build first: npx tsc -p .). */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { addInvoice, addRun } from '../journal/journal-fixture.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

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
    expect(lines[0]).toMatch(/^Run +InvoiceId +PayeeId\/Invoice_Number +State +Instance +Updated \(UTC\) +Detail$/);
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
