/**
 * An upload whose base URL speaks no HTTP (a scheme typed wrong): one check of the address before
 * the first create, and every invoice not sent, none in doubt. The uploads run in process (cli.ts's
 * parse and commands): the address check is the subject, not the process; the first also runs the
 * compiled CLI (build first), whose exit code and words must be the same.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { readCliJournal } from '../helpers/read-cli-journal.js';
import { writeUploadInputs } from './cli-inputs.js';

async function uploadTo(baseUrl: string, prefix: string, run = runCliInProcess) {
  const cwd = makeTempDir('upload-not-http');
  writeUploadInputs(cwd, { count: 12, prefix });
  // Retries are allowed, so a test sees that a wrong scheme is not asked again.
  writeFileSync(
    join(cwd, 'invoice-batch.config.yaml'),
    'profiles:\n  sandbox:\n    retry: { attempts: 3, baseDelayMs: 10 }\n',
  );
  const result = await run(
    ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', baseUrl, '--concurrency', '4', '--json'],
    { cwd },
  );
  const { invoices, runs } = await readCliJournal(cwd);
  return { ...result, json: JSON.parse(result.stdout) as Record<string, unknown>, invoices, runs };
}

/** Every invoice not sent, never attempted, with the halt as its reason; none in doubt. */
function expectNothingSent(run: Awaited<ReturnType<typeof uploadTo>>, reason: string) {
  expect(run.code).toBe(1);
  expect(run.json).toMatchObject({ invoices: 12, created: 0, inDoubt: 0, failed: 12, halted: reason });
  expect(run.invoices).toHaveLength(12);
  for (const row of run.invoices) {
    expect(row).toMatchObject({
      attempts: 0,
      detail: `not sent: ${reason}; nothing more was sent; safe to post again once that is fixed`,
    });
    expect(row.state).toBe('failed');
    expect(row.sendingAt).toBeNull();
  }
  expect(run.stderr).toContain(`invoice-batch: upload stopped: ${reason}; nothing more was sent`);
}

describe('upload to an address that speaks no HTTP', () => {
  it('http:// to a port that answers in TLS: nothing sent, and the address to write with https://', async () => {
    const sandbox = await startTestSandbox({ notHttp: 'tls' });
    const https = sandbox.baseUrl.replace('http://', 'https://');
    const reason = `the finance API could not be reached (no HTTP answer from ${sandbox.baseUrl}: the server answered in TLS, not in HTTP: it expects HTTPS (HPE_INVALID_CONSTANT); the server at ${new URL(sandbox.baseUrl).host} speaks TLS: did you mean https://?; write the address as ${https})`;
    expectNothingSent(await uploadTo(sandbox.baseUrl, 'TLSBYTES'), reason);
    // One connection: the check, not asked again, and no create.
    expect(sandbox.stats().notHttpConnections).toBe(1);
    expectNothingSent(await uploadTo(sandbox.baseUrl, 'TLSBYTES', runCliProcess), reason);
    expect(sandbox.stats().notHttpConnections).toBe(2);
  });

  it('http:// to a TLS port that hangs up unanswered (as node does): nothing sent, https:// suggested', async () => {
    const sandbox = await startTestSandbox({ notHttp: 'hang-up' });
    const https = sandbox.baseUrl.replace('http://', 'https://');
    const run = await uploadTo(sandbox.baseUrl, 'HANGUP');
    expectNothingSent(
      run,
      `the finance API could not be reached (no HTTP answer from ${sandbox.baseUrl}: the connection failed: socket hang up (ECONNRESET); the server closed the connection without answering, as an HTTPS server does to a plain HTTP request: if it is an HTTPS address, write ${https})`,
    );
    expect(sandbox.stats().notHttpConnections).toBe(1);
  });

  it('https:// to a plain HTTP port: says what OpenSSL\'s "wrong version number" means, nothing sent', async () => {
    const sandbox = await startTestSandbox();
    const https = sandbox.baseUrl.replace('http://', 'https://');
    const run = await uploadTo(https, 'PLAINPORT');
    expectNothingSent(
      run,
      `the finance API could not be reached (no HTTP answer from ${https}: the server does not speak TLS: it answered the TLS handshake with something else, most likely plain HTTP (OpenSSL: "wrong version number"); the server speaks plain HTTP, not HTTPS: write the address as ${sandbox.baseUrl} if it is meant to be unencrypted, or check the port)`,
    );
    expect(run.stdout + run.stderr).not.toMatch(/ssl3_get_record|0A00010B/);
    expect(sandbox.stats()).toMatchObject({ createRequests: 0, statusRequests: 0 });
  });

  it.each([301, 302, 307, 308])(
    'http:// redirected %i to https:// on the same host (a load balancer taking only HTTPS): nothing sent',
    async (status) => {
      const probe = await startTestSandbox();
      const port = new URL(probe.baseUrl).port;
      const sandbox = await startTestSandbox({ redirect: { status, location: `https://127.0.0.1:${port}/` } });
      const run = await uploadTo(sandbox.baseUrl, `UPGRADE${status}`);
      expectNothingSent(
        run,
        `the finance API could not be reached (${sandbox.baseUrl} answers HTTP ${status} redirecting to https:// on the same host, as a server that takes only HTTPS does, and would answer every create so, unprocessed: write the address as https://127.0.0.1:${port})`,
      );
      // The check alone was redirected: no create went out to be answered so.
      expect(sandbox.stats()).toMatchObject({ redirected: 1, createRequests: 0 });
    },
  );

  it('an address that answers HTTP, even 404 at its root, is posted to as before; the check books nothing', async () => {
    const sandbox = await startTestSandbox();
    const run = await uploadTo(sandbox.baseUrl, 'SPEAKS');
    expect(run.code).toBe(0);
    expect(run.json).toMatchObject({ invoices: 12, created: 12, halted: null });
    expect(sandbox.stats()).toMatchObject({ createRequests: 12, created: 12, statusRequests: 0 });
  });
});
