/** End to end through the compiled CLI (build first: npx tsc -p .), against a sandbox in this process. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { listInvoices } from '../../src/journal/list-statements.js';
import { listRuns } from '../../src/journal/run-statements.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const upload = (sandbox: TestSandbox, extra: string[] = []) => ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, ...extra];

function journalRows(cwd: string) {
  const journal = openJournal(join(cwd, 'output', 'journal.sqlite'));
  try {
    return { invoices: listInvoices(journal, { limit: -1 }), runs: listRuns(journal, 100) };
  } finally {
    journal.close();
  }
}

describe('invoice-batch upload', () => {
  it('posts every invoice, prints one JSON object, and posts nothing when the same file comes again', async () => {
    const cwd = makeTempDir('upload-happy');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 12, prefix: 'HAPPY' });
    const first = await runCliProcess(upload(sandbox, ['--json']), { cwd });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const json = JSON.parse(first.stdout) as Record<string, unknown>;
    expect(Object.keys(json).sort()).toEqual(['created', 'failed', 'inDoubt', 'invalid', 'invoices', 'rejected', 'results', 'skipped', 'target', 'totals']);
    expect(json).toMatchObject({ invoices: 12, created: 12, skipped: 0, invalid: 0, rejected: 0, failed: 0, inDoubt: 0 });
    expect(json.target).toContain('nothing reaches a real finance system');
    expect(json.totals).toEqual({ EUR: { source: '489.5200', created: '489.5200' }, USD: { source: '304.7600', created: '304.7600' } });
    expect(json.results).toMatch(/invoices-results-\d{8}-\d{6}\.xlsx$/);
    expect(existsSync(json.results as string)).toBe(true);
    expect(sandbox.stats()).toMatchObject({ createRequests: 12, created: 12 });

    const second = await runCliProcess(upload(sandbox), { cwd });
    expect(second.code).toBe(0);
    expect(sandbox.stats().createRequests).toBe(12);
    expect(second.stdout).toMatch(/skipped\s+12/);
    expect(second.stdout).toContain('LOCAL SANDBOX');
    expect(second.stdout).toMatch(/File: +invoices\.csv \(sha256 [0-9a-f]{64}\)/);
    expect(second.stdout).toMatch(/EUR +489\.5200 +0\.0000/);
  });

  it('posts nothing when a row is invalid, and the valid ones with --partial', async () => {
    const cwd = makeTempDir('upload-partial');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 5, prefix: 'PARTIAL', invalid: [3] });
    const held = await runCliProcess(upload(sandbox, ['--json']), { cwd });
    expect(held.code).toBe(1);
    expect(JSON.parse(held.stdout)).toMatchObject({ invalid: 1, created: 0, failed: 4 });
    expect(sandbox.stats().createRequests).toBe(0);
    const partial = await runCliProcess(upload(sandbox, ['--partial']), { cwd });
    expect(partial.code).toBe(1);
    expect(partial.stdout).toMatch(/created\s+4/);
    expect(partial.stdout).toMatch(/invalid\s+1/);
    expect(sandbox.stats().createRequests).toBe(4);
  });

  it('records a refusal as rejected, exits 1, and writes the results as CSV on request', async () => {
    const cwd = makeTempDir('upload-rejected');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 3, prefix: 'REJECT', unknownPayee: [2] });
    const result = await runCliProcess(upload(sandbox, ['--json', '--results', 'csv']), { cwd });
    expect(result.code).toBe(1);
    const json = JSON.parse(result.stdout) as { rejected: number; created: number; results: string };
    expect(json).toMatchObject({ rejected: 1, created: 2 });
    const csv = readFileSync(json.results, 'utf8');
    const [header, ...rows] = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(header).toBe('Source,Sheet,Rows,InvoiceId,Invoice_Number,PayeeId,CurrencyCode,Invoice_Amount,Outcome,HTTP status,E_RETCODE,E_INSTANCE_ID,E_MESSAGE,Detail,Attempts');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain(',rejected,200,4,,');
    expect(rows[0]).toMatch(/,created,200,0,\d{10},/);
  });

  it('stops with exit 2 and posts nothing when a file is missing or the mapping is wrong', async () => {
    const cwd = makeTempDir('upload-usage');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'USAGE' });
    const missing = await runCliProcess(['upload', 'invoices.csv', 'nope.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl], { cwd });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/nope\.csv.*does not exist/);
    expect(missing.stderr).not.toMatch(/\n\s+at /);
    writeFileSync(join(cwd, 'bad.yaml'), 'invoice:\n  PayeeId: Vendor\n  Nonsense: 1\n');
    const badMapping = await runCliProcess(['upload', 'invoices.csv', '--mapping', 'bad.yaml', '--base-url', sandbox.baseUrl], { cwd });
    expect(badMapping.code).toBe(2);
    const retry = await runCliProcess(upload(sandbox, ['--retry-in-doubt']), { cwd });
    expect(retry.code).toBe(2);
    expect(retry.stderr).toContain('rejectsDuplicates: true');
    expect(sandbox.stats().createRequests).toBe(0);
    expect(journalRows(cwd).runs.map((run) => run.status)).toEqual(['discarded']);
  });

  it('re-posts in-doubt invoices with --retry-in-doubt when the profile says the back-end refuses duplicates', async () => {
    const cwd = makeTempDir('upload-retry');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'RETRYCLI' });
    writeFileSync(
      join(cwd, 'invoice-batch.config.yaml'),
      "profiles:\n  sandbox:\n    rejectsDuplicates: true\n    duplicateInstancePattern: 'as instance (\\d+)'\n",
    );
    sandbox.injectNext({ status: 504, body: '', afterProcessing: true, route: 'create' });
    const first = await runCliProcess(upload(sandbox, ['--concurrency', '1', '--json']), { cwd });
    expect(JSON.parse(first.stdout)).toMatchObject({ created: 1, inDoubt: 1 });
    const retried = await runCliProcess(upload(sandbox, ['--retry-in-doubt', '--json']), { cwd });
    expect(retried.stderr).toBe('');
    expect(retried.code).toBe(0);
    expect(JSON.parse(retried.stdout)).toMatchObject({ created: 0, skipped: 2, inDoubt: 0 });
    expect(sandbox.stats()).toMatchObject({ created: 2, duplicateAttempts: 1 });
    const { invoices } = journalRows(cwd);
    const lost = invoices.filter((row) => row.invoiceNumber === 'RETRYCLI-0001');
    const instance = sandbox.instances().find((i) => i.invoiceNumber === 'RETRYCLI-0001')!.instanceId;
    expect(lost.map((row) => [row.state, row.instanceId])).toEqual([['skipped', instance], ['created', instance]]);
  });
});
