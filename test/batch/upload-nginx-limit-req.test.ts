/**
 * A month end behind nginx's limit_req, whose stock 503 page the profile does not trust (the
 * default): each refused create is in doubt and never sent again, so the upload must slow down on
 * the first ones (pace, fewer in flight) as it does on a 429, or most of the run ends in doubt.
 * Counted in requests and outcomes, never in time.
 */
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from './cli-inputs.js';

describe('upload behind nginx limit_req, its 503 page not trusted', () => {
  it.each([
    // rate, burst: a small and a roomier limit; the default concurrency (4) is over both.
    [10, 5],
    [20, 10],
  ])(
    '300 invoices through limit_req %i r/s burst %i: none sent twice, at most a tenth in doubt, the rest created',
    async (perSecond, burst) => {
      const sandbox = await startTestSandbox({ gateway: { nginxLimitReq: { perSecond, burst }, checksKeys: false } });
      const cwd = makeTempDir('nginx-limit-req');
      writeUploadInputs(cwd, { count: 300, prefix: `NGXLR${perSecond}` });
      const args = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json'];
      const run = await runCliInProcess([...args, '--out', cwd], { cwd });
      const summary = JSON.parse(run.stdout) as { created: number; inDoubt: number; failed: number };
      const stats = sandbox.stats();
      // Never sent again: every request that left reached nginx once per invoice.
      expect(stats.createRequests + stats.gatewayRefusals).toBe(300 - summaryNotSent(run.stdout));
      expect(stats.duplicateAttempts).toBe(0);
      expect(summary.created).toBe(stats.created);
      expect(summary.inDoubt).toBe(stats.gatewayRefusals);
      expect(summary.inDoubt, run.stdout.slice(0, 2000)).toBeLessThanOrEqual(30);
      expect(summary.created).toBeGreaterThanOrEqual(270);
    },
    240_000,
  );
});

function summaryNotSent(stdout: string): number {
  return (JSON.parse(stdout) as { notSent?: number }).notSent ?? 0;
}
