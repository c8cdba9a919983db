/** End to end through the compiled CLI (build first: npx tsc -p .): the sandbox's odd answers. */
import { describe, expect, it } from 'vitest';
import { runCliProcess, startCliProcess } from '../helpers/run-cli.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { sandboxTarget } from '../helpers/start-sandbox.js';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

describe('invoice-batch sandbox --odd-rate', () => {
  it('answers processed creates with the --odd-status given, says so in its banner, and counts them', async () => {
    const cli = startCliProcess(['sandbox', '--port', '0', '--odd-rate', '1', '--odd-status', '600', '303'], {
      cwd: makeTempDir('sandbox-cmd-odd'),
    });
    const banner = await cli.waitForStdout(/Press Ctrl-C to stop/);
    expect(banner).toMatch(/Faults\s+odd rate 1 \(600, 303\)/);
    const baseUrl = /Base URL\s+(\S+)/.exec(banner)![1]!;
    const target = sandboxTarget({
      baseUrl,
      erpSegment: 'erp',
      appSegment: 'invoicing',
      envSegment: 'qa',
      apiKey: 'sandbox-key',
    });
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => createInvoice(target, sampleInvoice())));
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(Array(6).fill('created'));
    expect(outcomes.every((outcome) => outcome.kind === 'created' && [600, 303].includes(outcome.status))).toBe(true);
    cli.child.kill('SIGTERM');
    const { code, stdout } = await cli.done;
    expect(code).toBe(0);
    expect(stdout).toContain('odd answers 6');
  });

  it('exits 2 for a status it cannot send', async () => {
    const { code, stderr } = await runCliProcess(['sandbox', '--odd-rate', '0.1', '--odd-status', '1000'], {
      cwd: makeTempDir('sandbox-cmd-odd-bad'),
    });
    expect(code).toBe(2);
    expect(stderr).toContain('--odd-status: expected a status from 0 to 999, got 1000');
  });
});
