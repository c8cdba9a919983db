/** End to end through the compiled CLI (build first: npx tsc -p .): `sandbox --answer-encoding`. */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startCliProcess } from '../helpers/run-cli.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { sandboxTarget } from '../helpers/start-sandbox.js';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

/** The Content-Encoding of one raw answer of the sandbox. */
function contentEncodingAt(url: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const call = request(url, { method: 'POST', headers: { api_key: 'sandbox-key' } }, (answer) => {
      answer.resume();
      resolve(answer.headers['content-encoding']);
    });
    call.on('error', reject);
    call.end('{}');
  });
}

describe('invoice-batch sandbox --answer-encoding', () => {
  it('compresses every answer as a proxy does, and the client reads it', async () => {
    const cli = startCliProcess(['sandbox', '--port', '0', '--answer-encoding', 'br'], {
      cwd: makeTempDir('sandbox-cmd-answer-encoding'),
    });
    const banner = await cli.waitForStdout(/Press Ctrl-C to stop/);
    const baseUrl = /Base URL\s+(\S+)/.exec(banner)![1]!;
    expect(await contentEncodingAt(`${baseUrl}/v1/advertiser/referenceData/extractReferenceData`)).toBe('br');
    const target = sandboxTarget({
      baseUrl,
      erpSegment: 'erp',
      appSegment: 'invoicing',
      envSegment: 'qa',
      apiKey: 'sandbox-key',
    });
    expect(await createInvoice(target, sampleInvoice())).toMatchObject({ kind: 'created' });
    cli.child.kill('SIGTERM');
    expect((await cli.done).code).toBe(0);
  });
});
