/**
 * upload end to end through the compiled CLI (build first: npx tsc -p .), against a sandbox in this
 * process. The cases whose output a user reads only from a process (one JSON object on stdout, no
 * stack trace, the refused key redacted) run the compiled CLI; every other run is in process, parsed
 * as cli.ts parses it: a child process costs about a second of CPU and proves nothing more there.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { closedPort } from '../finance-api/odd-server.js';
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

describe('invoice-batch upload', () => {
  // Several CLI processes, each 0.5-2 s of CPU: at a CI load of 15 the case took 30 s (ci97), 16 s at load 5.
  it('posts every invoice, prints one JSON object, and posts nothing when the same file comes again', async () => {
    const cwd = makeTempDir('upload-happy');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 12, prefix: 'HAPPY' });
    const first = await runCliProcess(upload(sandbox, ['--json']), { cwd });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const json = JSON.parse(first.stdout) as Record<string, unknown>;
    expect(Object.keys(json).sort()).toEqual([
      'advertiserList',
      'alreadyCreated',
      'concurrency',
      'conflicts',
      'created',
      'failed',
      'failures',
      'finished',
      'halted',
      'inDoubt',
      'inDoubtInvoices',
      'invalid',
      'invoices',
      'notSent',
      'pausedSeconds',
      'pauses',
      'rejected',
      'rejections',
      'results',
      'reviewedCopies',
      'runs',
      'skipped',
      'skippedRows',
      'stopReason',
      'target',
      'throttled',
      'totals',
      'untotalled',
    ]);
    expect(json).toMatchObject({
      invoices: 12,
      created: 12,
      skipped: 0,
      invalid: 0,
      rejected: 0,
      failed: 0,
      inDoubt: 0,
      halted: null,
    });
    // A sandbox named by --base-url is a server like any other: it is not labelled the local sandbox.
    expect(json.target).not.toContain('sandbox, nothing reaches');
    expect(json.totals).toEqual({
      EUR: {
        source: '489.5200',
        created: '489.5200',
        skipped: '0.0000',
        held: '0.0000',
        inDoubt: '0.0000',
        resolvedNotCreated: '0.0000',
        notCreated: '0.0000',
      },
      USD: {
        source: '304.7600',
        created: '304.7600',
        skipped: '0.0000',
        held: '0.0000',
        inDoubt: '0.0000',
        resolvedNotCreated: '0.0000',
        notCreated: '0.0000',
      },
    });
    expect(json.results).toMatch(/invoices-results-\d{8}-\d{6}\.xlsx$/);
    expect(existsSync(json.results as string)).toBe(true);
    expect(sandbox.stats()).toMatchObject({ createRequests: 12, created: 12 });

    const second = await runCliInProcess(upload(sandbox), { cwd });
    expect(second.code).toBe(0);
    expect(sandbox.stats().createRequests).toBe(12);
    expect(second.stdout).toMatch(/skipped\s+12/);
    expect(second.stdout).not.toContain('LOCAL SANDBOX');
    expect(second.stdout).toMatch(/File: +invoices\.csv \(sha256 [0-9a-f]{64}\)/);
    expect(second.stdout).toContain(`\nJournal:  ${join(cwd, 'output', 'journal.sqlite')}\n`);
    // What a re-upload found created earlier is a part of the totals, as under Results.
    expect(second.stdout).toMatch(
      /Control totals +in the file +created now +already created or skipped\n +EUR +489\.52 +0\.00 +489\.52\n/,
    );
  }, 90_000);

  it('posts nothing when a row is invalid, and the valid ones with --partial', async () => {
    const cwd = makeTempDir('upload-partial');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 5, prefix: 'PARTIAL', invalid: [3] });
    const held = await runCliInProcess(upload(sandbox, ['--json']), { cwd });
    expect(held.code).toBe(1);
    expect(JSON.parse(held.stdout)).toMatchObject({ invalid: 1, created: 0, failed: 4 });
    expect(sandbox.stats().createRequests).toBe(0);
    const heldText = await runCliInProcess(upload(sandbox), { cwd });
    expect(heldText.code).toBe(1);
    // First, before any figure: "failed 4" must not read as four failed posts.
    expect(heldText.stdout.split('\n')[0]).toBe(
      'Nothing was posted: 1 invoice is invalid; fix it or use --partial to post the valid ones (see the Problems sheet).',
    );
    expect(heldText.stdout).toMatch(/ {2}not sent +4\n/);
    expect(sandbox.stats().createRequests).toBe(0);
    const partial = await runCliInProcess(upload(sandbox, ['--partial']), { cwd });
    expect(partial.code).toBe(1);
    expect(partial.stdout).toMatch(/created\s+4/);
    expect(partial.stdout).toMatch(/invalid\s+1/);
    expect(sandbox.stats().createRequests).toBe(4);
  });

  it('--annotate writes the file back with each row\'s outcome: "not sent" for the valid rows of a held upload', async () => {
    const cwd = makeTempDir('upload-annotate');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 3, prefix: 'ANNOT', invalid: [2] });
    const held = await runCliInProcess(upload(sandbox, ['--annotate']), { cwd });
    expect(held.code).toBe(1);
    const path = /^Annotated copy: (.*invoices-annotated-\d{8}-\d{6}\.csv)$/m.exec(held.stdout)?.[1];
    const source = readFileSync(join(cwd, 'invoices.csv'), 'utf8').split(/\r?\n/);
    const copy = readFileSync(path!, 'utf8').split(/\r?\n/);
    expect(copy[0]).toBe(`${source[0]},Outcome,Instance id,Message`);
    expect(copy[1]).toBe(
      `${source[1]},not sent,,"not sent: the upload has invalid invoices, so nothing was posted; safe to post again: fix them, or upload with --partial"`,
    );
    expect(copy[2]!.startsWith(`${source[2]},invalid,,`)).toBe(true);
    expect(copy[3]!.startsWith(`${source[3]},not sent,,`)).toBe(true);
    const json = await runCliInProcess(upload(sandbox, ['--annotate', '--partial', '--json']), { cwd });
    expect(JSON.parse(json.stdout).annotated).toMatch(/invoices-annotated-\d{8}-\d{6}(-\d+)?\.csv$/);
  });

  it('records a refusal as rejected, exits 1, and writes the results as CSV on request', async () => {
    const cwd = makeTempDir('upload-rejected');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 3, prefix: 'REJECT', unknownPayee: [2] });
    const result = await runCliInProcess(upload(sandbox, ['--json', '--results', 'csv']), { cwd });
    expect(result.code).toBe(1);
    const json = JSON.parse(result.stdout) as { rejected: number; created: number; results: string };
    expect(json).toMatchObject({ rejected: 1, created: 2 });
    const csv = readFileSync(json.results, 'utf8');
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      'Source,Sheet,Rows,InvoiceId,Invoice_Number,Invoice_Date,Due date,PayeeId,Vendor name,CurrencyCode,Invoice_Amount,Lines,Outcome,HTTP status,E_RETCODE,E_INSTANCE_ID,E_MESSAGE,Detail,Attempts',
    );
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain(',rejected,200,4,,');
    expect(rows[0]).toMatch(/,created,200,0,\d{10},/);
  });

  it('stops with exit 2 and posts nothing when a file is missing or the mapping is wrong', async () => {
    const cwd = makeTempDir('upload-usage');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'USAGE' });
    writeFileSync(join(cwd, 'invoice-batch.config.yaml'), 'profiles:\n  sandbox:\n    rejectsDuplicates: false\n');
    const missing = await runCliProcess(
      ['upload', 'invoices.csv', 'nope.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl],
      { cwd },
    );
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/nope\.csv: cannot read .*nope\.csv: no such file/);
    expect(missing.stderr).not.toMatch(/\n\s+at /);
    writeFileSync(join(cwd, 'bad.yaml'), 'invoice:\n  PayeeId: Vendor\n  Nonsense: 1\n');
    const badMapping = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'bad.yaml', '--base-url', sandbox.baseUrl],
      { cwd },
    );
    expect(badMapping.code).toBe(2);
    const retry = await runCliInProcess(upload(sandbox, ['--retry-in-doubt']), { cwd });
    expect(retry.code).toBe(2);
    expect(retry.stderr).toContain('rejectsDuplicates: true');
    expect(sandbox.stats().createRequests).toBe(0);
    // Every file is checked before any is read: a missing one leaves no run behind.
    expect((await readCliJournal(cwd)).runs.map((run) => run.status)).toEqual([]);
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
    const first = await runCliInProcess(upload(sandbox, ['--concurrency', '1', '--json']), { cwd });
    expect(JSON.parse(first.stdout)).toMatchObject({ created: 1, inDoubt: 1 });
    const retried = await runCliInProcess(upload(sandbox, ['--retry-in-doubt', '--json']), { cwd });
    expect(retried.stderr).toBe('');
    expect(retried.code).toBe(0);
    expect(JSON.parse(retried.stdout)).toMatchObject({ created: 0, skipped: 2, inDoubt: 0 });
    expect(sandbox.stats()).toMatchObject({ created: 2, duplicateAttempts: 1 });
    const { invoices } = await readCliJournal(cwd);
    const lost = invoices.filter((row) => row.invoiceNumber === 'RETRYCLI-0001');
    const instance = sandbox.instances().find((i) => i.invoiceNumber === 'RETRYCLI-0001')!.instanceId;
    expect(lost.map((row) => [row.state, row.instanceId])).toEqual([
      ['skipped', instance],
      ['created', instance],
    ]);
  });

  it('stops at the first refusal of the API key: at most concurrency requests, the rest not sent, exit 1', async () => {
    const cwd = makeTempDir('upload-bad-key');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 40, prefix: 'BADKEY' });
    const result = await runCliProcess(upload(sandbox, ['--concurrency', '4', '--json']), {
      cwd,
      env: { INVOICE_BATCH_API_KEY: 'not-the-sandbox-key' },
    });
    expect(result.code).toBe(1);
    // Where the refused key came from (never the key): the variable beats a profile's key file.
    const halt =
      'the finance API refused the API key (HTTP 401 Unauthorized); the API key sent came from the environment variable INVOICE_BATCH_API_KEY';
    expect(JSON.parse(result.stdout)).toMatchObject({ invoices: 40, created: 0, failed: 40, inDoubt: 0, halted: halt });
    expect(result.stdout + result.stderr).not.toContain('not-the-sandbox-key');
    expect(result.stderr).toBe(
      `invoice-batch: upload stopped: ${halt}; nothing more was sent; invoices not sent are safe to post again\n`,
    );
    const refused = sandbox.stats().refusedKeys;
    expect(refused).toBeGreaterThanOrEqual(1);
    expect(refused).toBeLessThanOrEqual(4);
    expect(sandbox.stats().createRequests).toBe(0);
    const { invoices, runs } = await readCliJournal(cwd);
    expect(invoices.filter((row) => row.detail?.startsWith('HTTP 401 Unauthorized'))).toHaveLength(refused);
    expect(
      invoices.filter(
        (row) =>
          row.detail === `not sent: ${halt}; nothing more was sent; safe to post again once that is fixed` &&
          row.attempts === 0,
      ),
    ).toHaveLength(40 - refused);
    expect(runs[0]).toMatchObject({ status: 'stopped', note: `stopped: ${halt}` });
    expect(result.stdout + result.stderr).not.toContain('not-the-sandbox-key');
  });

  it('stops before the first create when the address refuses connections, and says so first in the summary', async () => {
    const cwd = makeTempDir('upload-dead-api');
    writeUploadInputs(cwd, { count: 10, prefix: 'DEAD' });
    writeFileSync(
      join(cwd, 'invoice-batch.config.yaml'),
      'profiles:\n  sandbox:\n    retry: { attempts: 2, baseDelayMs: 10 }\n',
    );
    const dead = `http://127.0.0.1:${await closedPort()}`;
    const result = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', dead, '--concurrency', '1'],
      { cwd },
    );
    // Nothing in doubt, the API only out of reach: the exit code of its own, safe to run again.
    expect(result.code).toBe(69);
    const [headline] = result.stdout.split('\n');
    const halt = `the finance API could not be reached (no HTTP answer from ${dead}: connection refused (ECONNREFUSED))`;
    expect(headline).toBe(`Stopped early: ${halt}; nothing more was sent.`);
    expect(result.stdout).toMatch(/ {2}not sent +10\n/);
    expect(result.stderr).toMatch(/upload stopped: the finance API could not be reached/);
    const { invoices } = await readCliJournal(cwd);
    expect(invoices).toHaveLength(10);
    for (const row of invoices)
      expect(row).toMatchObject({
        attempts: 0,
        detail: `not sent: ${halt}; nothing more was sent; safe to post again once that is fixed`,
      });
  });

  it('tells one story when the finance API cannot be reached with creates in flight: no pause, what is recorded, what to run', async () => {
    const cwd = makeTempDir('upload-dead-api-story');
    writeUploadInputs(cwd, { count: 40, prefix: 'GONE' });
    const dead = `http://127.0.0.1:${await closedPort()}`;
    // Eight creates in flight: more fail than the three in a row that stop the run, enough to trip the gateway pause.
    const result = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', dead, '--concurrency', '8'],
      { cwd },
    );
    expect(result.code).toBe(69);
    // The run stops: nothing says it waits for the finance API to answer again.
    expect(result.stderr).not.toMatch(/paused|until it answers/);
    expect(result.stdout).not.toMatch(/paused|did not answer again/);
    const [headline, recorded] = result.stdout.split('\n');
    expect(headline).toMatch(/^Stopped early: the finance API could not be reached \(.*\); nothing more was sent\.$/);
    // What the journal holds, in the count lines' words and numbers, and the command to run next.
    const counts = [...result.stdout.matchAll(/^ {2}(created|rejected|failed|not sent|in doubt) +(\d+)$/gm)]
      .filter((match) => match[2] !== '0')
      .map((match) => `${match[2]} ${match[1]}`);
    expect(counts.length).toBeGreaterThan(0);
    expect(recorded).toBe(
      `Every invoice is recorded in the journal and the results: ${counts.join(', ')}. None of the failed or not sent invoices was created: once the cause is fixed, run the same upload again; it posts them and skips the ones created.`,
    );
    const { invoices } = await readCliJournal(cwd);
    expect(invoices.filter((row) => row.state === 'created')).toHaveLength(0);
  });
});
