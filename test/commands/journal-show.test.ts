/**
 * `journal show` end to end: each command parsed as cli.ts parses it and run in this process against
 * a real sandbox; the one refused for want of an argument through the compiled CLI (build first:
 * npx tsc -p .), for its exit code.
 */
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

describe('invoice-batch journal show', () => {
  it("with an explicit --base-url shows only that target's rows, and says when the invoice is another target's", async () => {
    const cwd = makeTempDir('journal-show-target');
    const [acme, beta] = [await startTestSandbox(), await startTestSandbox()];
    writeUploadInputs(cwd, { count: 1, prefix: 'TGT' });
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', acme.baseUrl];
    expect((await runCliInProcess(upload, { cwd })).code).toBe(0);
    const reference = '0000100002/TGT-0001';
    const there = await runCliInProcess(['journal', 'show', reference, '--base-url', acme.baseUrl], { cwd });
    expect([there.code, there.stderr]).toEqual([0, '']);
    expect(there.stdout).toContain(`PayeeId/Invoice_Number ${reference}: 1 row in the journal`);
    const elsewhere = await runCliInProcess(['journal', 'show', reference, '--base-url', beta.baseUrl], { cwd });
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stdout).not.toContain('TGT-0001');
    expect(elsewhere.stderr).toContain(`${reference} has no row under this target; 1 row is under another target:`);
    expect(elsewhere.stderr).toContain(acme.baseUrl.replace(/^http:\/\//, ''));
  });

  it('prints the body as sent and every event of an invoice, run by run, as text or JSON', async () => {
    const cwd = makeTempDir('journal-show');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'SHOW' });
    // The answer to the first create is lost after the invoice was created: in doubt, then resolved.
    sandbox.injectNext({ status: 504, body: '', afterProcessing: true, route: 'create' });
    const upload = [
      'upload',
      'invoices.csv',
      '--mapping',
      'mapping.yaml',
      '--base-url',
      sandbox.baseUrl,
      '--concurrency',
      '1',
      '--json',
    ];
    await runCliInProcess(upload, { cwd });
    const instance = sandbox.instances().find((i) => i.invoiceNumber === 'SHOW-0001')!.instanceId;
    const resolve = ['resolve', '0000100002/SHOW-0001', '--instance-id', instance, '--base-url', sandbox.baseUrl];
    expect((await runCliInProcess(resolve, { cwd })).code).toBe(0);
    await runCliInProcess(upload, { cwd });

    const text = await runCliInProcess(['journal', 'show', '0000100002/SHOW-0001'], { cwd });
    expect(text.stderr).toBe('');
    expect(text.code).toBe(0);
    const lines = text.stdout.split('\n');
    expect(lines[0]).toBe(
      'InvoiceId 0000100002-SHOW-0001, PayeeId/Invoice_Number 0000100002/SHOW-0001: 2 rows in the journal',
    );
    const events = lines
      .filter((line) => /^ {2}(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC|\(time not kept\)) /.test(line))
      .map((line) => line.slice(27).split(/ {2,}/)[0]);
    expect(events).toEqual(['staged', 'sending', 'answer', 'resolved', 'staged', 'held back']);
    // The instance came from the resolve, not from the 504: the answer's line shows what the answer said.
    expect(lines.filter((line) => line.includes('answer     '))).toEqual([
      expect.stringMatching(/answer {5}in doubt, HTTP 504$/),
    ]);
    expect(text.stdout).toContain(`resolved   resolved: created; resolved on `);
    // Resolved by a person: the skip names that person, not an upload (read-hand-resolution.ts).
    expect(text.stdout).toMatch(/held back {2}skipped; created \(resolved by \S+@\S+ on \S+: instance \d+, run \d+\)/);
    expect(text.stdout).toContain('read from invoices.csv, row 2 with mapping.yaml');

    const json = await runCliInProcess(['journal', 'show', '0000100002-SHOW-0001', '--json'], { cwd });
    const document = JSON.parse(json.stdout) as {
      reference: string;
      rows: {
        runId: number;
        state: string;
        body: Record<string, unknown>;
        events: { kind: string; at: string | null }[];
      }[];
    };
    expect(document.reference).toBe('0000100002-SHOW-0001');
    expect(document.rows.map((row) => [row.runId, row.state])).toEqual([
      [1, 'created'],
      [2, 'skipped'],
    ]);
    expect(document.rows[0]!.body).toMatchObject({
      InvoiceId: '0000100002-SHOW-0001',
      Invoice_Number: 'SHOW-0001',
      PayeeId: '0000100002',
      Invoice_Amount: '11.1900',
    });
    // The text shows the same body, byte for byte, as the JSON document carries it.
    expect(lines).toContain(`  ${JSON.stringify(document.rows[0]!.body)}`);
    expect(document.rows[0]!.events.map((event) => event.kind)).toEqual(['staged', 'sending', 'answer', 'resolved']);
    // The doubt keeps its start once resolved: after the request left, before the settlement.
    const [, sending, doubt, settled] = document.rows[0]!.events.map((event) => event.at);
    expect(doubt).toEqual(expect.any(String));
    expect([sending, doubt, settled]).toEqual([sending, doubt, settled].sort());
    expect(text.stdout).not.toContain('(time not kept)');
    expect(text.stdout).toMatch(/resolved on \S+ \S+ UTC by \S+ \(in doubt since \d{4}-\d\d-\d\d \d\d:\d\d UTC\)/);

    const missing = await runCliInProcess(['journal', 'show', 'NOPE/1'], { cwd });
    expect(missing.code).toBe(1);
    expect(missing.stdout).toBe('No invoice in the journal has the InvoiceId or PayeeId/Invoice_Number NOPE/1.\n');
    expect((await runCliProcess(['journal', 'show'], { cwd })).code).toBe(2);
  }, 90_000);
});
