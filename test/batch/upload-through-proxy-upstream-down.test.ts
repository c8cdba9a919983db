/**
 * An upload, reconcile and advertisers call through a company's forward proxy whose upstream (the
 * finance API) is down: the proxy answers every request itself, as tinyproxy and Squid do, so no
 * invoice reached the finance system. Each is not sent, none in doubt, and the upload exits 69 (run
 * it again later); a proxy that forwarded a create and lost its answer leaves that one in doubt
 * (exit 1). The sandbox plays the proxy on a loopback port; the API's address is a closed port.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { runCliInProcess, withSandboxKey } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from './cli-inputs.js';

const UPLOAD = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml'];
const DOWN_ANSWERS = ['tinyproxy-unable-to-connect', 'squid-connect-fail'] as const;

/** A loopback address where nothing listens: a sandbox started and closed. */
async function closedAddress(): Promise<string> {
  const gone = await startTestSandbox();
  await gone.close();
  return gone.baseUrl;
}

async function proxyWithUpstreamDown(name: (typeof DOWN_ANSWERS)[number]) {
  const proxy = await startTestSandbox({ proxyAnswer: { name, requests: 1 } });
  onTestFinished(() => proxy.close());
  const env = withSandboxKey({ http_proxy: proxy.baseUrl, https_proxy: proxy.baseUrl });
  return { proxy, env };
}

const CASES = DOWN_ANSWERS.flatMap((name) => (['http', 'https'] as const).map((scheme) => ({ name, scheme })));

describe('through a forward proxy whose upstream is down', () => {
  it.each(CASES)(
    'an upload via $name to an $scheme:// API: all not sent, none in doubt, exit 69',
    async (each) => {
      const { proxy, env } = await proxyWithUpstreamDown(each.name);
      const baseUrl = (await closedAddress()).replace('http:', `${each.scheme}:`);
      const cwd = makeTempDir('proxy-upstream-down');
      writeUploadInputs(cwd, { count: 10, prefix: 'PXD' });

      const run = await runCliInProcess([...UPLOAD, '--base-url', baseUrl, '--json'], { cwd, env });

      expect(JSON.parse(run.stdout)).toMatchObject({ created: 0, notSent: 10, inDoubt: 0 });
      expect(run.stderr).toMatch(
        /^invoice-batch: upload stopped: the finance API could not be reached .*the proxy 127\.0\.0\.1:\d+ \(from https?_proxy\) refused the request with HTTP 50[03] [^;]*: the proxy could not reach the finance API; the request never reached the finance system\).*invoices not sent are safe to post again\n$/,
      );
      expect(run.code).toBe(69);
      expect(proxy.instances()).toEqual([]);
      expect(proxy.stats()).toMatchObject({ createRequests: 0, statusRequests: 0 });
      expect(proxy.stats().injectedFailures).toBeGreaterThan(0);
    },
    60_000,
  );

  it.each(DOWN_ANSWERS)(
    'reconcile via %s stops on its first status call and exits 69',
    async (name) => {
      const api = await startTestSandbox();
      const cwd = makeTempDir('proxy-down-reconcile');
      writeUploadInputs(cwd, { count: 3, prefix: 'PXR' });
      const posted = await runCliInProcess([...UPLOAD, '--base-url', api.baseUrl, '--json'], { cwd });
      expect(posted.code, posted.stderr).toBe(0);
      await api.close();
      const { env } = await proxyWithUpstreamDown(name);

      const run = await runCliInProcess(['reconcile', '--base-url', api.baseUrl], { cwd, env });

      expect(run.stderr).toMatch(
        /reconcile stopped: finance API unreachable: .*the proxy could not reach the finance API/,
      );
      expect(run.code).toBe(69);
    },
    60_000,
  );

  it.each(DOWN_ANSWERS)(
    'advertisers --refresh via %s says the proxy could not reach the API',
    async (name) => {
      const { env } = await proxyWithUpstreamDown(name);
      const cwd = makeTempDir('proxy-down-advertisers');

      const run = await runCliInProcess(['advertisers', '--refresh', '--base-url', await closedAddress()], {
        cwd,
        env,
      });

      expect(run.stderr).toMatch(
        /^invoice-batch: advertiser list from .*: the proxy 127\.0\.0\.1:\d+ \(from http_proxy\) refused the request with HTTP 50[03] .*: the proxy could not reach the finance API; the request never reached the finance system/,
      );
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      // docs/operations.md: advertisers exits 1 when the list could not be fetched.
      expect(run.code).toBe(1);
    },
    60_000,
  );

  it('an upload via Squid that forwarded a create and timed out reading its answer leaves it in doubt, exit 1', async () => {
    // The proxy forwards to itself: the sandbox is the proxy and the API behind it.
    const proxy = await startTestSandbox({ proxyAnswer: { name: 'squid-read-timeout', requests: 1 } });
    onTestFinished(() => proxy.close());
    const cwd = makeTempDir('proxy-read-timeout');
    writeUploadInputs(cwd, { count: 3, prefix: 'PXT' });
    const env = withSandboxKey({ http_proxy: proxy.baseUrl });

    const run = await runCliInProcess([...UPLOAD, '--base-url', proxy.baseUrl, '--json'], { cwd, env });

    expect(JSON.parse(run.stdout)).toMatchObject({ created: 2, notSent: 0, inDoubt: 1 });
    expect(run.stderr).toMatch(/^invoice-batch: upload: 1 in doubt/m);
    expect(run.code).toBe(1);
    // The create in doubt was booked behind the proxy: only resolve, never a second post, settles it.
    expect(proxy.instances()).toHaveLength(3);
  }, 60_000);
});
