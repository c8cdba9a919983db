/**
 * An upload through a company's forward proxy named by HTTP_PROXY, user and password included:
 * the creates reach the finance system through it, a refusal by the proxy leaves the invoices not
 * sent (the next upload posts them, once), and the password is written nowhere.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess, withSandboxKey } from '../helpers/run-cli-in-process.js';
import { startForwardProxy } from '../helpers/start-forward-proxy.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { startTlsFront, TEST_CERT_FILE, TEST_TLS } from '../helpers/start-tls-front.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { readBook } from '../helpers/read-workbook.js';
import { writeUploadInputs } from './cli-inputs.js';

const PASSWORD = 'pr0xy-s3cret';

/** Every cell of every results workbook and every byte of the journal's files, as text. */
async function writtenText(cwd: string): Promise<string> {
  const output = join(cwd, 'output');
  const parts: string[] = [];
  for (const name of readdirSync(output, { recursive: true }) as string[]) {
    const file = join(output, name);
    if (name.endsWith('.xlsx')) {
      const book = await readBook(file);
      book.eachSheet((sheet) => sheet.eachRow((row) => parts.push(JSON.stringify(row.values))));
    } else if (!name.endsWith('/') && /\.(sqlite|sqlite-wal|csv|json|log|txt)$/.test(name)) {
      parts.push(readFileSync(file).toString('latin1'));
    }
  }
  return parts.join('\n');
}

describe('upload through a forward proxy', () => {
  it('posts through HTTP_PROXY, is not sent when the proxy refuses, posts once after, and never writes the password', async () => {
    const sandbox = await startTestSandbox();
    const proxy = await startForwardProxy({ credentials: `ops:${PASSWORD}` });
    const cwd = makeTempDir('proxy-upload');
    writeUploadInputs(cwd, { count: 3, prefix: 'PRX' });
    const args = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json'];
    const proxyAt = (credentials: string) => proxy.url.replace('http://', `http://${credentials}@`);

    const refused = await runCliInProcess(args, { cwd, env: withSandboxKey({ HTTP_PROXY: proxyAt('ops:wrong-pw') }) });
    expect(refused.code).not.toBe(0);
    expect(JSON.parse(refused.stdout)).toMatchObject({ created: 0, notSent: 3, inDoubt: 0 });
    expect(refused.stdout).toContain(
      `the proxy ${new URL(proxy.url).host} (from HTTP_PROXY) refused the request with HTTP 407`,
    );
    expect(proxy.forwarded.filter((line) => line.endsWith('/create'))).toEqual([]);

    const posted = await runCliInProcess(args, {
      cwd,
      env: withSandboxKey({ HTTP_PROXY: proxyAt(`ops:${PASSWORD}`) }),
    });
    expect(posted.code, posted.stderr).toBe(0);
    expect(JSON.parse(posted.stdout)).toMatchObject({
      created: 3,
      inDoubt: 0,
      target: `default profile (${sandbox.baseUrl}) through the proxy ${new URL(proxy.url).host} (from HTTP_PROXY)`,
    });
    expect(proxy.forwarded.filter((line) => line.endsWith('/create'))).toHaveLength(3);

    // Posted once: the same file again creates nothing more.
    const again = await runCliInProcess(args, { cwd, env: withSandboxKey({ HTTP_PROXY: proxyAt(`ops:${PASSWORD}`) }) });
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 0, inDoubt: 0 });
    expect(proxy.forwarded.filter((line) => line.endsWith('/create'))).toHaveLength(3);

    // The proxy's credentials went to the proxy alone.
    expect(proxy.seenHeaders.some((headers) => headers['proxy-authorization'] !== undefined)).toBe(true);
    const printed = [refused, posted, again].map((run) => run.stdout + run.stderr).join('\n');
    expect(printed).not.toContain(PASSWORD);
    expect(printed).not.toContain('wrong-pw');
    const written = await writtenText(cwd);
    expect(written).toContain('PRX-0001');
    expect(written).toContain(`through the proxy ${new URL(proxy.url).host} (from HTTP_PROXY)`);
    expect(written).not.toContain(PASSWORD);
    expect(written).not.toContain('wrong-pw');
  }, 60_000);

  it("takes a profile's proxy over the variables, and proxy: none connects directly whatever they say", async () => {
    const sandbox = await startTestSandbox();
    const proxy = await startForwardProxy();
    const unused = await startForwardProxy();
    const cwd = makeTempDir('proxy-profile');
    const config = [
      'profiles:',
      '  viaProfile:',
      `    baseUrl: ${sandbox.baseUrl}`,
      `    proxy: ${proxy.url}`,
      '  direct:',
      `    baseUrl: ${sandbox.baseUrl}`,
      '    proxy: none',
    ];
    writeFileSync(join(cwd, 'invoice-batch.config.yaml'), `${config.join('\n')}\n`);
    const env = withSandboxKey({ HTTP_PROXY: unused.url });

    const viaProfile = await runCliInProcess(['advertisers', '--profile', 'viaProfile', '--json'], { cwd, env });
    expect(viaProfile.code, viaProfile.stderr).toBe(0);
    expect(proxy.forwarded.length).toBeGreaterThan(0);

    const direct = await runCliInProcess(['advertisers', '--profile', 'direct', '--json'], { cwd, env });
    expect(direct.code, direct.stderr).toBe(0);
    expect(unused.connections()).toBe(0);
  }, 60_000);
});

describe('upload to an https:// finance API through a CONNECT tunnel', () => {
  // A proxy named https:// is spoken to in TLS itself; its tunnel is opened by open-proxy-tunnel.ts.
  it.for(['http', 'https'] as const)(
    'posts every invoice through one tunnel of an %s:// proxy, the proxy seeing no request',
    { timeout: 60_000 },
    async (scheme) => {
      const sandbox = await startTestSandbox();
      // The finance API over TLS: a front with the test certificate, relaying to the sandbox.
      const front = await startTlsFront(sandbox.baseUrl);
      const proxy = await startForwardProxy({
        credentials: `ops:${PASSWORD}`,
        ...(scheme === 'https' ? { tls: TEST_TLS } : {}),
      });
      const cwd = makeTempDir('proxy-tunnel');
      writeUploadInputs(cwd, { count: 4, prefix: 'TUN' });
      const baseUrl = front.baseUrl;
      const result = await runCliProcess(
        ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', baseUrl, '--json', '--concurrency', '1'],
        {
          cwd,
          // Node reads extra CAs only when it starts: the upload runs in a child.
          env: { HTTPS_PROXY: proxy.url.replace('://', `://ops:${PASSWORD}@`), NODE_EXTRA_CA_CERTS: TEST_CERT_FILE },
        },
      );
      expect(result.code, result.stderr).toBe(0);
      expect(JSON.parse(result.stdout)).toMatchObject({ created: 4, inDoubt: 0, notSent: 0 });
      // Kept alive: the four creates and the advertiser check share one tunnel; the proxy forwarded no request itself.
      expect(proxy.tunnels()).toBe(1);
      expect(proxy.forwarded).toEqual([]);
      expect(result.stdout + result.stderr).not.toContain(PASSWORD);
    },
  );
});
