/** End to end through the compiled CLI (build first: npx tsc -p .): an outage of creates alone, idle connections closed early. */
import { describe, expect, it } from 'vitest';
import { startCliProcess } from '../helpers/run-cli.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { sandboxTarget } from '../helpers/start-sandbox.js';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

describe('invoice-batch sandbox --create-outage, --idle-close-ms', () => {
  it('fails creates after the first at the gateway, answers status, and advertises the Keep-Alive hint given', async () => {
    const flags = ['--create-outage', 'gateway', '--create-outage-after', '1', '--idle-close-ms', '300'];
    const cli = startCliProcess(['sandbox', '--port', '0', ...flags, '--keep-alive-hint', '5'], {
      cwd: makeTempDir('sandbox-cmd-outage'),
    });
    const banner = await cli.waitForStdout(/Press Ctrl-C to stop/);
    expect(banner).toMatch(/creates fail \(gateway\) after 1, status requests answered/);
    expect(banner).toMatch(/idle connections closed after 300 ms \(says timeout=5\)/);
    const baseUrl = /Base URL\s+(\S+)/.exec(banner)![1]!;
    const target = sandboxTarget({
      baseUrl,
      erpSegment: 'erp',
      appSegment: 'invoicing',
      envSegment: 'qa',
      apiKey: 'sandbox-key',
    });
    const first = await createInvoice(target, sampleInvoice({ Invoice_Number: 'CLI-OUT-1' }));
    const second = await createInvoice(target, sampleInvoice({ Invoice_Number: 'CLI-OUT-2' }));
    expect(first.kind).toBe('created');
    expect(second).toMatchObject({ kind: 'in-doubt', status: 502 });
    const status = await fetch(`${baseUrl}/erp/invoicing/qa/v1/finance/invoice/status?INSTANCE_ID=0000000000`, {
      headers: { api_key: 'sandbox-key' },
    });
    expect(status.status).toBe(200);
    expect(status.headers.get('keep-alive')).toBe('timeout=5');
    cli.child.kill('SIGTERM');
    expect((await cli.done).code).toBe(0);
  });
});
