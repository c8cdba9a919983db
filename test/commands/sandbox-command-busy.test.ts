/** End to end through the compiled CLI (build first: npx tsc -p .): a back-end busy after booking. */
import { describe, expect, it } from 'vitest';
import { runCliProcess, startCliProcess } from '../helpers/run-cli.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { sandboxTarget } from '../helpers/start-sandbox.js';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

describe('invoice-batch sandbox --busy-after-booking-rate', () => {
  it('books each create, answers it 503 with Retry-After, says so in its banner; the client keeps it in doubt', async () => {
    const cli = startCliProcess(['sandbox', '--port', '0', '--busy-after-booking-rate', '1'], {
      cwd: makeTempDir('sandbox-cmd-busy'),
    });
    const banner = await cli.waitForStdout(/Press Ctrl-C to stop/);
    expect(banner).toMatch(/Faults\s+busy after booking rate 1 \(503, Retry-After 1 s\)/);
    const baseUrl = /Base URL\s+(\S+)/.exec(banner)![1]!;
    const target = sandboxTarget({
      baseUrl,
      erpSegment: 'erp',
      appSegment: 'invoicing',
      envSegment: 'qa',
      apiKey: 'sandbox-key',
    });
    const outcome = await createInvoice(target, sampleInvoice());
    expect(outcome).toMatchObject({ kind: 'in-doubt', status: 503, attempts: 1 });
    cli.child.kill('SIGTERM');
    const { code } = await cli.done;
    expect(code).toBe(0);
  });

  it('exits 2 for a share outside 0..1', async () => {
    const { code, stderr } = await runCliProcess(['sandbox', '--busy-after-booking-rate', '2'], {
      cwd: makeTempDir('sandbox-cmd-busy-bad'),
    });
    expect(code).toBe(2);
    expect(stderr).toContain('--busy-after-booking-rate');
  });
});
