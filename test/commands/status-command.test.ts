/**
 * End to end. What status prints is read from runs in process (cli.ts's parse and commands); its
 * refusals (exit 2, no stack trace) and the wrong key, never printed, from the compiled CLI (build
 * first: npx tsc -p .), as a user's shell gets them.
 */
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { closedPort } from '../finance-api/odd-server.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { getInvoiceStatus } from '../../src/finance-api/get-invoice-status.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function createIn(sandbox: Awaited<ReturnType<typeof startTestSandbox>>, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const outcome = await createInvoice(sandbox.target(), sampleInvoice());
    if (outcome.kind !== 'created') throw new Error(outcome.kind);
    ids.push(outcome.instanceId);
  }
  return ids;
}

describe('invoice-batch status', () => {
  it("does not show another instance's status as the one asked for, and exits 1", async () => {
    const cwd = makeTempDir('status-other');
    const sandbox = await startTestSandbox({ statusInstanceId: 'another' });
    const [asked, other] = await createIn(sandbox, 2);
    const { code, stdout } = await runCliInProcess(['status', asked!, '--json', '--base-url', sandbox.baseUrl], {
      cwd,
    });
    expect(JSON.parse(stdout)).toMatchObject({
      results: [
        {
          instanceId: asked,
          ok: false,
          failure: 'other-instance',
          error: `the answer is the status of instance ${other}, not of instance ${asked} that was asked for`,
        },
      ],
    });
    expect(code).toBe(1);
  });

  it('reads invoices kept by the embedded sandbox of earlier runs, and they move on per call', async () => {
    const cwd = makeTempDir('status-embedded');
    const earlier = await startTestSandbox({ stateFile: join(cwd, 'output', 'sandbox', 'state.jsonl') });
    const [id] = await createIn(earlier, 1);
    await earlier.close();

    const first = await runCliInProcess(['status', id!], { cwd });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`${id}  10 Received`);
    expect(first.stdout).toContain('ERP document   none yet');
    expect(first.stdout).toContain('nothing reaches a real finance system');

    const second = await runCliInProcess(['status', id!], { cwd });
    expect(second.stdout).toContain(`${id}  20 In approval`);
    expect(second.stdout).toMatch(/Pending {8}\S+ \S+ \(\d+, Cost Center Owner, CC_1000\)/);
    expect(second.stdout).toMatch(/Last action {4}Approved by /);
    // Its timestamps name no zone: each time of day says whose clock it is, whatever TZ the reader has.
    const clock = "the finance system's clock";
    expect(second.stdout).toMatch(new RegExp(`\\(since \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d, ${clock}\\)`));
    expect(second.stdout).toMatch(
      new RegExp(`Approved by .* at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d \\(${clock}\\)`),
    );
  });

  it('prints JSON with code, description, ERP document, pending approvers and last action', async () => {
    const sandbox = await startTestSandbox();
    const ids = await createIn(sandbox, 2);
    for (let i = 0; i < 3; i++) expect((await getInvoiceStatus(sandbox.target(), ids[0]!)).kind).toBe('status');
    const { code, stdout } = await runCliInProcess(['status', ...ids, '--json', '--base-url', sandbox.baseUrl], {
      cwd: makeTempDir('status-json'),
    });
    expect(code).toBe(0);
    const document = JSON.parse(stdout) as {
      note?: string;
      results: { instanceId: string; ok: boolean; status: Record<string, any> }[];
    };
    // A sandbox named by --base-url is a server like any other: no local-sandbox note.
    expect(document.note).toBeUndefined();
    expect(document.results.map((r) => r.instanceId)).toEqual(ids);
    const [paid, received] = document.results;
    expect(paid!.status).toMatchObject({ code: '28', description: 'Paid', pendingApprovers: [] });
    expect(paid!.status.erpDocument).toMatchObject({
      companyCode: '1000',
      fiscalYear: expect.stringMatching(/^\d{4}$/),
      clearingDocument: expect.stringMatching(/^\d{10}$/),
    });
    expect(paid!.status.lastAction).toMatchObject({ actionCode: 'APPR' });
    expect(received!.status).toMatchObject({ code: '10', pendingApprovers: [] });
    expect(received!.status.erpDocument).toBeUndefined();
  });

  it('exits 1 naming the refusal for an unknown instance, still reporting the known ones', async () => {
    const sandbox = await startTestSandbox();
    const [id] = await createIn(sandbox, 1);
    const { code, stdout } = await runCliInProcess(['status', id!, '0099999999', '--base-url', sandbox.baseUrl], {
      cwd: makeTempDir('status-unknown'),
    });
    expect(code).toBe(1);
    expect(stdout).toContain(`${id}  10 Received`);
    expect(stdout).toContain(
      '0099999999  refused by the finance system: E_RETCODE 4: Invoice instance 0099999999 does not exist',
    );
  });

  it("names why a call gave no status in `failure`, the status call's words, never the invoice outcome key", async () => {
    const cwd = makeTempDir('status-failure');
    writeFileSync(join(cwd, 'cfg.yaml'), 'profiles:\n  once:\n    retry: { attempts: 1, baseDelayMs: 1 }\n');
    const sandbox = await startTestSandbox();
    const [known] = await createIn(sandbox, 1);
    // What a user meets: an id the finance system has, one it does not, and the server down.
    const cases = [
      { baseUrl: sandbox.baseUrl, id: known!, expected: { ok: true } },
      { baseUrl: sandbox.baseUrl, id: '0099999999', expected: { ok: false, failure: 'unknown-instance' } },
      { baseUrl: sandbox.baseUrl, id: '9999999999', expected: { ok: false, failure: 'unknown-instance' } },
      { baseUrl: `http://127.0.0.1:${await closedPort()}`, id: known!, expected: { ok: false, failure: 'not-sent' } },
    ];
    for (const { baseUrl, id, expected } of cases) {
      const args = ['status', id, '--json', '--base-url', baseUrl, '--config', 'cfg.yaml', '--profile', 'once'];
      const run = await runCliInProcess(args, { cwd });
      expect(run.code, run.stderr).toBe(expected.ok ? 0 : 1);
      const [result] = (JSON.parse(run.stdout) as { results: Record<string, unknown>[] }).results;
      expect(result, id).toMatchObject({ instanceId: id, ...expected });
      expect(Object.keys(result!)).not.toContain('outcome');
      if (!expected.ok) expect(result!.error).toEqual(expect.any(String));
    }
  });

  it('exits 2 for an instance id that is not digits, before any call', async () => {
    const { code, stderr } = await runCliProcess(['status', '12AB'], { cwd: makeTempDir('status-usage') });
    expect(code).toBe(2);
    expect(stderr).toContain('expected digits as returned in E_INSTANCE_ID, got "12AB"');
  });

  it('exits 2 without a stack trace when no instance id is given', async () => {
    const { code, stderr } = await runCliProcess(['status'], { cwd: makeTempDir('status-usage') });
    expect(code).toBe(2);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 1 with the HTTP meaning when the key is wrong, never printing the key', async () => {
    const sandbox = await startTestSandbox();
    const secret = 'wrong-but-secret-key-42';
    const { code, stdout, stderr } = await runCliProcess(['status', '0030000001', '--base-url', sandbox.baseUrl], {
      cwd: makeTempDir('status-401'),
      env: { INVOICE_BATCH_API_KEY: secret },
    });
    expect(code).toBe(1);
    expect(stdout).toContain('HTTP 401 Unauthorized');
    expect(stdout).toContain('; the API key sent came from the environment variable INVOICE_BATCH_API_KEY');
    expect(stdout + stderr).not.toContain(secret);
  });

  it("names the key file of a profile whose key is refused, in each result's error, never the key", async () => {
    const sandbox = await startTestSandbox({ inactiveKeys: ['an-old-gamma-key-42'] });
    const cwd = makeTempDir('status-403-file');
    writeFileSync(join(cwd, 'gamma.key'), '# Gamma Events SAS\nan-old-gamma-key-42\n', { mode: 0o600 });
    writeFileSync(
      join(cwd, 'invoice-batch.config.yaml'),
      `profiles:\n  gamma:\n    baseUrl: ${sandbox.baseUrl}\n    apiKeyFile: gamma.key\n`,
    );
    const run = await runCliInProcess(['status', '0030000001', '0030000002', '--profile', 'gamma', '--json'], {
      cwd,
      env: {},
    });
    expect(run.code).toBe(1);
    const { results } = JSON.parse(run.stdout) as { results: { ok: boolean; error: string }[] };
    expect(results).toHaveLength(2);
    for (const result of results) {
      expect(result.ok).toBe(false);
      expect(result.error).toContain('HTTP 403');
      expect(result.error).toMatch(
        new RegExp(
          `; the API key sent came from the file ${escapeRegExp(join(cwd, 'gamma.key'))} \\(apiKeyFile of profile "gamma"\\)$`,
        ),
      );
    }
    expect(run.stdout + run.stderr).not.toContain('an-old-gamma-key-42');
  });

  it('names no key source for an instance the finance system does not know', async () => {
    const sandbox = await startTestSandbox();
    const run = await runCliInProcess(['status', '0099999999', '--json', '--base-url', sandbox.baseUrl], {
      cwd: makeTempDir('status-unknown-key'),
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('unknown-instance');
    expect(run.stdout).not.toContain('came from');
  });
});
