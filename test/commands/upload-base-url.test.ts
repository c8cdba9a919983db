/**
 * A base URL given on the default profile is a finance system like any other: no sandbox label,
 * key or duplicate rule. Against a back-end that books duplicates, --retry-in-doubt could post
 * an invoice twice, so it is refused. The key and the URL are checked before anything is staged.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess, withSandboxKey } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { readCliJournal } from '../helpers/read-cli-journal.js';

/** One invocation in this process: what is checked here is what upload says and records, not the process. */
const runCli = (args: string[], options: { cwd: string; env?: Record<string, string | undefined> }) =>
  runCliInProcess(args, { cwd: options.cwd, env: withSandboxKey(options.env) });

describe('upload --base-url on the default profile', () => {
  it('is not the sandbox, and --retry-in-doubt cannot book an invoice twice on a back-end that books duplicates', async () => {
    const cwd = makeTempDir('upload-base-url');
    // Every create is booked, then answered 504: all three are in doubt, and all three exist.
    const sandbox = await startTestSandbox({ booksDuplicates: true, lostRate: 1 });
    writeUploadInputs(cwd, { count: 3, prefix: 'BASEURL' });
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];

    const first = await runCli(upload, { cwd });
    expect(first.code).toBe(1);
    expect(first.stdout).not.toContain('LOCAL SANDBOX');
    expect(first.stdout).not.toContain('nothing reaches a real finance system');
    const [run] = (await readCliJournal(cwd)).runs;
    expect(run).toMatchObject({ sandbox: false, targetIdentity: `${sandbox.baseUrl}/erp/invoicing/qa` });

    const retried = await runCli([...upload, '--retry-in-doubt'], { cwd });
    expect(retried.code).toBe(2);
    expect(retried.stderr).toContain('does not declare rejectsDuplicates: true');
    expect(sandbox.instances()).toHaveLength(3);
    expect(sandbox.stats().duplicateAttempts).toBe(0);
    expect((await readCliJournal(cwd)).invoices.map((row) => row.state)).toEqual(['in-doubt', 'in-doubt', 'in-doubt']);
  });

  it('needs the key of that server: the sandbox key is not used for it', async () => {
    const cwd = makeTempDir('upload-base-url-key');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 1, prefix: 'NOKEY' });
    const result = await runCli(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl],
      { cwd, env: { INVOICE_BATCH_API_KEY: undefined } },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('has no API key');
    expect(sandbox.stats().createRequests).toBe(0);
  });
});

describe('upload checks the key and the base URL before staging anything', () => {
  it.each([
    [
      'a key with a line break',
      { INVOICE_BATCH_API_KEY: 'sandbox-key\nX' },
      [],
      'environment variable INVOICE_BATCH_API_KEY holds a control character (a line break) at character 12',
    ],
    [
      'a key with a non-ASCII character',
      { INVOICE_BATCH_API_KEY: 'sandbox-k\u00e9y' },
      [],
      'the API key (INVOICE_BATCH_API_KEY) has a character an HTTP header cannot carry',
    ],
    [
      'a base URL with credentials',
      {},
      ['--base-url', 'http://ann:pw@127.0.0.1:9'],
      'expected no user name or password',
    ],
  ])('exits 2 for %s, with no journal written', async (_, env, extra, says) => {
    const cwd = makeTempDir('upload-precheck');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'PRE' });
    const args = [
      'upload',
      'invoices.csv',
      '--mapping',
      'mapping.yaml',
      ...(extra.length ? extra : ['--base-url', sandbox.baseUrl]),
    ];
    const result = await runCli(args, { cwd, env });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(says);
    expect(result.stderr).not.toContain('pw@');
    expect(existsSync(join(cwd, 'output', 'journal.sqlite'))).toBe(false);
    expect(sandbox.stats().createRequests).toBe(0);
  });

  it.each([
    ['--timeout-ms 3000000000', ['--timeout-ms', '3000000000'], {}],
    ['--timeout-ms 0', ['--timeout-ms', '0'], {}],
    ['INVOICE_BATCH_TIMEOUT_MS=2147483648', [], { INVOICE_BATCH_TIMEOUT_MS: '2147483648' }],
  ])('exits 2 for %s instead of a timer that fires at once', async (_, extra, env) => {
    const cwd = makeTempDir('upload-timeout');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 2, prefix: 'TIMEOUT' });
    const result = await runCli(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, ...extra],
      { cwd, env },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('expected a whole number of milliseconds from 100 to 600000');
    expect(sandbox.stats().createRequests).toBe(0);
  });
});
