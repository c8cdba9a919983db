/** End to end through the compiled CLI (build first: npx tsc -p .): `sandbox --drop-underscore-headers`. */
import { describe, expect, it } from 'vitest';
import { startCliProcess } from '../helpers/run-cli.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { sandboxTarget } from '../helpers/start-sandbox.js';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

describe('invoice-batch sandbox --drop-underscore-headers', () => {
  it('refuses the valid key as nginx in front by default makes the back-end do, naming the proxy', async () => {
    const cli = startCliProcess(['sandbox', '--port', '0', '--drop-underscore-headers'], {
      cwd: makeTempDir('sandbox-cmd-drop-underscore'),
    });
    const banner = await cli.waitForStdout(/Press Ctrl-C to stop/);
    const baseUrl = /Base URL\s+(\S+)/.exec(banner)![1]!;
    const target = sandboxTarget({
      baseUrl,
      erpSegment: 'erp',
      appSegment: 'invoicing',
      envSegment: 'qa',
      apiKey: 'sandbox-key',
    });
    expect(await createInvoice(target, sampleInvoice())).toMatchObject({
      kind: 'http-error',
      status: 401,
      proxyFront: 'server: nginx',
    });
    cli.child.kill('SIGTERM');
    expect((await cli.done).code).toBe(0);
  });
});
