/**
 * `reconcile` stopped by SIGTERM as the compiled CLI runs it, then run again: the second asks the
 * sandbox only for the invoices the first did not read, says on standard error and in --json which
 * run it goes on with, and its JSON holds every invoice once. --from-start asks all again.
 */
import { describe, expect, it } from 'vitest';
import { runCliProcess, startCliProcess } from '../helpers/run-cli.js';
import { waitUntil } from '../helpers/wait-until.js';
import { reconcileFixture } from '../reconcile/reconcile-fixture.js';

const TOTAL = 20;
const SPECS = Array.from({ length: TOTAL }, (_, i) => ({ number: `Q-${i + 1}`, amount: `${i}.0100`, currency: 'EUR' }));

interface Json {
  checked: number;
  toCheck: number;
  resumed: { runId: number; startedAt: string; checked: number; toCheck: number } | null;
  results: { instanceId: string; status: string | null }[];
}

describe('reconcile run again after SIGTERM, as a process', () => {
  it('asks only the rest, says which run it goes on with, and --from-start asks all', async () => {
    const fixture = await reconcileFixture({ latencyMs: 80 });
    try {
      await fixture.upload('may.csv', SPECS);
      const args = ['reconcile', '--json', '--journal', fixture.journalFile, '--base-url', fixture.sandbox.baseUrl];
      const start = fixture.sandbox.stats().statusRequests;
      const cli = startCliProcess(args, { cwd: fixture.dir });
      await waitUntil('status requests', () => fixture.sandbox.stats().statusRequests - start >= 8, 20_000, 2);
      cli.child.kill('SIGTERM');
      const stopped = JSON.parse((await cli.done).stdout) as Json;
      expect(stopped.checked).toBeGreaterThan(0);
      expect(stopped.checked).toBeLessThan(TOTAL);
      expect(stopped.resumed).toBeNull();

      const before = fixture.sandbox.stats().statusRequests;
      const again = await runCliProcess(args, { cwd: fixture.dir });
      expect(again.code).toBe(0);
      const json = JSON.parse(again.stdout) as Json;
      expect(fixture.sandbox.stats().statusRequests - before).toBe(TOTAL - stopped.checked);
      expect(json.resumed).toMatchObject({ checked: stopped.checked, toCheck: TOTAL });
      const at = new Date(json.resumed!.startedAt);
      const hhmm = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
      expect(again.stderr).toContain(
        `invoice-batch: resuming reconcile run ${json.resumed!.runId} of ${hhmm}: ${stopped.checked} of ${TOTAL} checked`,
      );
      expect(json.checked).toBe(TOTAL);
      expect(new Set(json.results.map((r) => r.instanceId)).size).toBe(TOTAL);
      expect(json.results).toHaveLength(TOTAL);
      for (const earlier of stopped.results.filter((r) => r.status !== null))
        expect(json.results.find((r) => r.instanceId === earlier.instanceId)?.status).toBe(earlier.status);

      // That run finished: the next is new. Stopped again, --from-start asks all the same.
      const third = startCliProcess(args, { cwd: fixture.dir });
      const at3 = fixture.sandbox.stats().statusRequests;
      await waitUntil('status requests', () => fixture.sandbox.stats().statusRequests - at3 >= 4, 20_000, 2);
      third.child.kill('SIGTERM');
      expect((JSON.parse((await third.done).stdout) as Json).resumed).toBeNull();
      const at4 = fixture.sandbox.stats().statusRequests;
      const fromStart = await runCliProcess([...args, '--from-start'], { cwd: fixture.dir });
      expect(fromStart.code).toBe(0);
      expect((JSON.parse(fromStart.stdout) as Json).resumed).toBeNull();
      expect(fromStart.stderr).not.toContain('resuming');
      expect(fixture.sandbox.stats().statusRequests - at4).toBe(TOTAL);
    } finally {
      await fixture.journal.close();
    }
  }, 90_000); // three CLI processes and a SIGTERM: 30 s was exceeded on a loaded 2-core machine
});
