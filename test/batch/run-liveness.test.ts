import { describe, expect, it } from 'vitest';
import { isRunAbandoned } from '../../src/batch/run-liveness.js';

const self = { host: 'box', pid: 100, token: 'me' };
const now = Date.parse('2025-01-31T12:00:00Z');
const probe = (alive: number[]) => ({ now, pidExists: (pid: number) => alive.includes(pid), staleAfterMs: 120_000 });
const fresh = '2025-01-31T11:59:30Z';
const stale = '2025-01-31T11:50:00Z';

describe('isRunAbandoned', () => {
  it('never gives up a run of this very process', () => {
    expect(isRunAbandoned({ host: 'box', pid: 100, processToken: 'me', heartbeatAt: stale }, self, probe([]))).toBe(
      false,
    );
  });

  it('gives up a run on this host whose process is gone', () => {
    expect(isRunAbandoned({ host: 'box', pid: 7, processToken: 'old', heartbeatAt: fresh }, self, probe([]))).toBe(
      true,
    );
  });

  it("gives up a run that had this process's pid (a container restarted with the same pid)", () => {
    expect(isRunAbandoned({ host: 'box', pid: 100, processToken: 'old', heartbeatAt: fresh }, self, probe([100]))).toBe(
      true,
    );
  });

  it("keeps a live process's run, unless its pid now belongs to something that stopped beating", () => {
    expect(isRunAbandoned({ host: 'box', pid: 7, processToken: 'other', heartbeatAt: fresh }, self, probe([7]))).toBe(
      false,
    );
    expect(isRunAbandoned({ host: 'box', pid: 7, processToken: 'other', heartbeatAt: stale }, self, probe([7]))).toBe(
      true,
    );
  });

  it('judges a run of another host by its heartbeat only', () => {
    expect(isRunAbandoned({ host: 'other', pid: 7, processToken: 'x', heartbeatAt: fresh }, self, probe([]))).toBe(
      false,
    );
    expect(isRunAbandoned({ host: 'other', pid: 7, processToken: 'x', heartbeatAt: stale }, self, probe([]))).toBe(
      true,
    );
  });

  it("judges a claim or lease, which records no journal wait, by the judge's: silent 200 s within a 300 s wait is live", () => {
    const claim = { host: 'other', pid: 7, processToken: 'x', heartbeatAt: '2025-01-31T11:56:40Z' };
    const judge = (journalWaitMs?: number) => isRunAbandoned(claim, self, { ...probe([]), journalWaitMs });
    expect(judge(300_000)).toBe(false);
    expect(judge(undefined)).toBe(true);
    // Past the wait and the minute a live holder needs to beat again: gone.
    expect(judge(100_000)).toBe(true);
    expect(isRunAbandoned({ ...claim, heartbeatAt: stale }, self, { ...probe([]), journalWaitMs: 300_000 })).toBe(true);
  });

  it('judges an upload run by the wait it recorded, not by the judge', () => {
    const run = { host: 'other', pid: 7, processToken: 'x', heartbeatAt: '2025-01-31T11:56:40Z' };
    const recorded = (options: string) =>
      isRunAbandoned({ ...run, options }, self, { ...probe([]), journalWaitMs: 300_000 });
    expect(recorded('{"journalWaitMs":300000}')).toBe(false);
    expect(recorded('{}')).toBe(true);
  });
});
