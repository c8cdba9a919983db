/**
 * `journal show` words each event as the journal recorded it: an upload to an https server whose
 * certificate is refused never sends its request, and the listing says "not sent", never "sent".
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

/** An https server on loopback with a certificate made now, self-signed, which nobody trusts. */
async function startUntrustedHttps(dir: string): Promise<{ baseUrl: string; requests: string[] }> {
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const requests: string[] = [];
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.end('{}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  onTestFinished(() => new Promise<void>((done) => server.close(() => done())));
  return { baseUrl: `https://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

describe('journal show after a TLS failure', () => {
  it('says the create request was recorded as sending, then not sent, and shows the body as it would be sent', async () => {
    const cwd = makeTempDir('journal-show-tls');
    const server = await startUntrustedHttps(cwd);
    writeUploadInputs(cwd, { count: 1, prefix: 'TLS' });
    const own = ['--journal', join(cwd, 'j.sqlite'), '--out', cwd];
    const upload = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', server.baseUrl, ...own],
      { cwd },
    );
    expect(upload.code, upload.stderr).toBe(1);
    expect(server.requests).toEqual([]);

    const text = (await runCliInProcess(['journal', 'show', '0000100002/TLS-0001', ...own], { cwd })).stdout;
    const events = text
      .split('\n')
      .filter((line) => /^ {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC /.test(line))
      .map((line) => line.slice(27));
    // The upload's check of the address met the TLS failure first: the create was never begun.
    expect(events.map((line) => line.split(/ {2,}/)[0])).toEqual(['staged', 'not sent']);
    expect(events[1]).toMatch(
      /^not sent {3}not sent: the finance API could not be reached \(no HTTP answer from https:\S+: TLS failure before sending: .+ \([A-Z_]+\)/,
    );
    expect(text).not.toMatch(/\bsent {2}create request/);
    expect(text).toContain('body as it would be sent (JSON; not sent by this run):');

    const json = JSON.parse(
      (await runCliInProcess(['journal', 'show', '0000100002/TLS-0001', '--json', ...own], { cwd })).stdout,
    ) as { rows: { outcome: string; events: { kind: string }[] }[] };
    expect(json.rows.map((row) => [row.outcome, row.events.map((event) => event.kind)])).toEqual([
      ['not sent', ['staged', 'not sent']],
    ]);
  });
});
