/**
 * `reconcile --json` stopped by SIGTERM or Ctrl-C while its calls are in flight, as the compiled
 * CLI runs it: standard error names the stop (not an outage), and standard error, the JSON and the
 * workbook's Summary give the same counts, which add up to the invoices it was to check.
 */
import { describe, expect, it } from 'vitest';
import { startCliProcess } from '../helpers/run-cli.js';
import { summaryValues } from '../helpers/read-workbook.js';
import { waitUntil } from '../helpers/wait-until.js';
import { reconcileFixture } from '../reconcile/reconcile-fixture.js';

const TOTAL = 20;
const SPECS = Array.from({ length: TOTAL }, (_, i) => ({ number: `T-${i + 1}`, amount: `${i}.0100`, currency: 'EUR' }));

/** The signal, and how many status requests the sandbox has seen when it is sent (4 in flight at most). */
const CASES = [
  { signal: 'SIGTERM', named: 'stopped by SIGTERM', requests: 1 },
  { signal: 'SIGTERM', named: 'stopped by SIGTERM', requests: 8 },
  { signal: 'SIGINT', named: 'stopped by Ctrl-C', requests: 1 },
  { signal: 'SIGINT', named: 'stopped by Ctrl-C', requests: 8 },
] as const;

describe('reconcile stopped by a signal, as a process', () => {
  it.each(CASES)('$signal after $requests requests: the stop is named and the counts agree', async (c) => {
    const fixture = await reconcileFixture({ latencyMs: 120 });
    try {
      await fixture.upload('may.csv', SPECS);
      const before = fixture.sandbox.stats().statusRequests;
      const cli = startCliProcess(
        ['reconcile', '--json', '--journal', fixture.journalFile, '--base-url', fixture.sandbox.baseUrl],
        { cwd: fixture.dir },
      );
      await waitUntil(
        'status requests',
        () => fixture.sandbox.stats().statusRequests - before >= c.requests,
        20_000,
        2,
      );
      cli.child.kill(c.signal);
      const result = await cli.done;
      expect(result.code).toBe(1);
      const json = JSON.parse(result.stdout) as {
        checked: number;
        toCheck: number;
        callsFailed: number;
        notAsked: number;
        halted: { kind: string; reason: string } | null;
        workbook: string;
      };
      expect(json.toCheck).toBe(TOTAL);
      expect(json.callsFailed).toBe(0);
      expect(json.checked + json.notAsked).toBe(TOTAL);
      expect(json.notAsked).toBeGreaterThan(0);
      expect(json.halted).toEqual({ kind: 'stopped', reason: c.named });
      expect(result.stderr).not.toContain('unreachable');
      expect(result.stderr).toContain(
        `invoice-batch: reconcile ${c.named}: checked ${json.checked} of ${TOTAL}, ${json.notAsked} not asked; run invoice-batch reconcile again to check them`,
      );
      const summary = await summaryValues(json.workbook);
      expect(summary.get('Invoices to check')).toBe(TOTAL);
      expect(summary.get('Invoices checked')).toBe(json.checked);
      expect(summary.get('Calls failed')).toBe(0);
      expect(summary.get('Not asked')).toBe(`${json.notAsked} (asked at the next reconcile)`);
      expect(summary.get('Stopped')).toContain(c.named);
    } finally {
      await fixture.journal.close();
    }
  });
});
