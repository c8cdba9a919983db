/**
 * The reach of a journal's server as its statements find it: one "lost" however many statements
 * wait and however many times each tries, one "back" when any answers, one "gave-up" when a wait
 * runs out; after that, a statement is tried once, not waited for again, until the server answers.
 */
import { describe, expect, it } from 'vitest';
import type { JournalReach } from '../../../src/journal/journal.js';
import { createReachWatch } from '../../../src/journal/reach-watch.js';
import { withReconnect } from '../../../src/journal/postgres/wait-for-server.js';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A step that fails as an unreachable server `failures` times, then answers. */
function flaky(failures: number): { step: () => Promise<string>; tries: () => number } {
  let tries = 0;
  return {
    step: async () => {
      tries += 1;
      if (tries <= failures) throw refused();
      return 'ok';
    },
    tries: () => tries,
  };
}

describe('withReconnect told of a reach watch', () => {
  it('tells "lost" once and "back" once for several statements waiting through one outage', async () => {
    const watch = createReachWatch();
    const told: JournalReach[] = [];
    watch.listen((reach) => told.push(reach));
    const policy = { withinMs: 5_000, firstWaitMs: 5 };
    // One server for all of them: away for its first 9 tries, whoever makes them.
    let tries = 0;
    const step = async () => {
      tries += 1;
      if (tries <= 9) throw refused();
      return 'ok';
    };
    const values = await Promise.all([1, 2, 3].map(() => withReconnect(step, policy, watch)));
    expect(values).toEqual(['ok', 'ok', 'ok']);
    expect(tries).toBeGreaterThanOrEqual(12);
    expect(told.map((reach) => reach.kind)).toEqual(['lost', 'back']);
    expect(told[0]).toEqual({ kind: 'lost', reason: 'connect ECONNREFUSED 127.0.0.1:5432' });
    // A later statement that answers at once tells nothing.
    await withReconnect(flaky(0).step, policy, watch);
    expect(told).toHaveLength(2);
  });

  it('tells "gave-up" once when the wait runs out; later statements are tried once until the server answers', async () => {
    const watch = createReachWatch();
    const told: JournalReach[] = [];
    watch.listen((reach) => told.push(reach));
    const policy = { withinMs: 60, firstWaitMs: 10 };
    const first = flaky(1_000);
    await expect(withReconnect(first.step, policy, watch)).rejects.toThrow(/ECONNREFUSED/);
    expect(first.tries()).toBeGreaterThan(1);
    const second = flaky(1_000);
    await expect(withReconnect(second.step, policy, watch)).rejects.toThrow(/ECONNREFUSED/);
    expect(second.tries()).toBe(1);
    expect(told.map((reach) => reach.kind)).toEqual(['lost', 'gave-up']);
    // Back: told once, and the next outage is waited for again.
    await withReconnect(flaky(0).step, policy, watch);
    const third = flaky(2);
    await expect(withReconnect(third.step, policy, watch)).resolves.toBe('ok');
    expect(third.tries()).toBe(3);
    expect(told.map((reach) => reach.kind)).toEqual(['lost', 'gave-up', 'back', 'lost', 'back']);
  });

  it('tells nothing of an error that is not an unreachable server', async () => {
    const watch = createReachWatch();
    const told: JournalReach[] = [];
    watch.listen((reach) => told.push(reach));
    const step = () => Promise.reject(Object.assign(new Error('duplicate key'), { code: '23505' }));
    await expect(withReconnect(step, { withinMs: 1_000, firstWaitMs: 5 }, watch)).rejects.toThrow('duplicate key');
    expect(told).toEqual([]);
  });
});
