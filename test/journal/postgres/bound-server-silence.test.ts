/**
 * A statement waiting for a lock another session holds, while other statements (a heartbeat on a
 * table not locked) are answered: the journal is not told back until the lock is released, and
 * then as unlocked, not as reachable again. Steps written out by hand; no server.
 */
import { describe, expect, it } from 'vitest';
import type { JournalReach } from '../../../src/journal/journal.js';
import { createReachWatch } from '../../../src/journal/reach-watch.js';
import { boundServerSilence } from '../../../src/journal/postgres/bound-server-silence.js';
import { withReconnect } from '../../../src/journal/postgres/wait-for-server.js';
import { waitUntil } from '../../helpers/wait-until.js';

describe('a statement waiting for a lock while others are answered', () => {
  it('tells the journal unlocked once the locked statement passes, and nothing when another is answered meanwhile', async () => {
    const watch = createReachWatch();
    const told: JournalReach[] = [];
    watch.listen((reach) => told.push(reach));
    let release: (value: string) => void = () => undefined;
    const locked = boundServerSilence(
      () => new Promise<string>((resolve) => (release = resolve)),
      { watch, withinMs: 30_000 },
      () => undefined,
      undefined,
      { ask: async () => 'a lock on invoices that another session holds (pid 7)' },
    );
    await waitUntil('the lock told', () => told.length > 0, 10_000);
    expect(told).toEqual([
      { kind: 'locked', withinMs: 30_000, reason: 'a lock on invoices that another session holds (pid 7)' },
    ]);
    // The run's heartbeat, on a table not locked, is answered: the lock is still held.
    await expect(withReconnect(async () => 'beat', { withinMs: 1_000, firstWaitMs: 5 }, watch)).resolves.toBe('beat');
    expect(told.map((reach) => reach.kind)).toEqual(['locked']);
    release('recorded');
    await expect(locked).resolves.toBe('recorded');
    expect(told.map((reach) => reach.kind)).toEqual(['locked', 'back']);
    expect(told[1]).toMatchObject({ kind: 'back', locked: true });
    // A later outage of another kind is told back as reachable again, not unlocked.
    let tries = 0;
    const refused = async () => {
      tries += 1;
      if (tries < 3) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      return 'ok';
    };
    await withReconnect(refused, { withinMs: 5_000, firstWaitMs: 5 }, watch);
    expect(told.at(-1)).toEqual({ kind: 'back', afterMs: expect.any(Number) });
  });
});
