/** End to end through the compiled CLI (build first: npx tsc -p .). */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { runCliProcess, startCliProcess } from '../helpers/run-cli.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { sandboxTarget } from '../helpers/start-sandbox.js';
import { extractAdvertisers } from '../../src/finance-api/extract-advertisers.js';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { readSandboxState } from '../helpers/read-sandbox-state.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

async function startSandboxCommand(args: string[], cwd: string) {
  const cli = startCliProcess(['sandbox', '--port', '0', ...args], { cwd });
  const banner = await cli.waitForStdout(/Press Ctrl-C to stop/);
  const baseUrl = /Base URL\s+(\S+)/.exec(banner)![1]!;
  return { cli, banner, baseUrl };
}

describe('invoice-batch sandbox', () => {
  it('prints base URL, segments and key, serves requests, and stops on SIGTERM with exit 0', async () => {
    const cwd = makeTempDir('sandbox-cmd');
    const { cli, banner, baseUrl } = await startSandboxCommand(['--erp-segment', 'sap', '--latency-ms', '5'], cwd);
    expect(banner).toContain('Nothing sent to it reaches a real finance system');
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(banner).toMatch(/ERP segment\s+sap/);
    expect(banner).toMatch(/App segment\s+invoicing/);
    expect(banner).toMatch(/Environment\s+qa/);
    expect(banner).toMatch(/API key\s+sandbox-key/);
    expect(banner).toContain('the same path segments: --erp-segment sap\n');
    const target = sandboxTarget({
      baseUrl,
      erpSegment: 'sap',
      appSegment: 'invoicing',
      envSegment: 'qa',
      apiKey: 'sandbox-key',
    });
    expect(await extractAdvertisers(target)).toMatchObject({ kind: 'advertisers' });
    expect(await createInvoice(target, sampleInvoice())).toMatchObject({ kind: 'created' });
    cli.child.kill('SIGTERM');
    const { code, stdout } = await cli.done;
    expect(code).toBe(0);
    expect(stdout).toContain('Sandbox stopped. Creates 1 (created 1');
  });

  it('prints an example that works as printed: the key in the environment, as the CLI reads it', async () => {
    const cwd = makeTempDir('sandbox-cmd-example');
    const { cli, banner, baseUrl } = await startSandboxCommand(['--env-segment', 'uat'], cwd);
    try {
      const example = /^ {2}INVOICE_BATCH_API_KEY=(\S+) invoice-batch (.+)$/m.exec(banner);
      expect(example, banner).not.toBeNull();
      const [, key, line] = example!;
      expect(line).toBe(`advertisers --base-url ${baseUrl}`);
      expect(banner).toContain('Give upload, status and reconcile the same path segments: --env-segment uat');
      // Only what the line gives: no key from the test's own environment.
      const run = await runCliProcess(line!.split(' '), { cwd, env: { INVOICE_BATCH_API_KEY: key } });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain('40 advertisers');
      const keyless = await runCliProcess(line!.split(' '), { cwd, env: { INVOICE_BATCH_API_KEY: undefined } });
      expect(keyless.code).toBe(2);
    } finally {
      cli.child.kill('SIGTERM');
      await cli.done;
    }
  });

  it('keeps invoices in --state across restarts', async () => {
    const cwd = makeTempDir('sandbox-cmd-state');
    const invoice = sampleInvoice();
    const first = await startSandboxCommand(['--state', 'sb.jsonl'], cwd);
    const created = await createInvoice(
      sandboxTarget({
        baseUrl: first.baseUrl,
        erpSegment: 'erp',
        appSegment: 'invoicing',
        envSegment: 'qa',
        apiKey: 'sandbox-key',
      }),
      invoice,
    );
    first.cli.child.kill('SIGINT');
    expect((await first.cli.done).code).toBe(0);
    const second = await startSandboxCommand(['--state', 'sb.jsonl'], cwd);
    expect(second.banner).toContain(join(cwd, 'sb.jsonl'));
    const again = await createInvoice(
      sandboxTarget({
        baseUrl: second.baseUrl,
        erpSegment: 'erp',
        appSegment: 'invoicing',
        envSegment: 'qa',
        apiKey: 'sandbox-key',
      }),
      invoice,
    );
    second.cli.child.kill('SIGTERM');
    await second.cli.done;
    expect(created.kind).toBe('created');
    expect(again.kind === 'rejected' && again.message).toContain('already exists as instance');
    expect(readSandboxState(join(cwd, 'sb.jsonl'))).toMatchObject({
      duplicateAttempts: 1,
      instances: [expect.anything()],
    });
  });

  it('exits 2 for a rate outside 0..1', async () => {
    const { code, stderr } = await runCliProcess(['sandbox', '--fail-rate', '1.5'], {
      cwd: makeTempDir('sandbox-cmd-bad'),
    });
    expect(code).toBe(2);
    expect(stderr).toContain('--fail-rate: expected a share between 0 and 1, got 1.5');
  });

  it('exits 2 naming the port when it is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const { code, stderr } = await runCliProcess(['sandbox', '--port', String(port)], {
        cwd: makeTempDir('sandbox-cmd-port'),
      });
      expect(code).toBe(2);
      expect(stderr).toContain(`--port ${port}: the port is in use`);
    } finally {
      blocker.close();
    }
  });
});
