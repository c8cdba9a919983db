/**
 * Two watchers on other hosts sharing a PostgreSQL journal whose clocks disagree: a claim's heartbeat
 * and the "is it stale" comparison use the server's clock, so a watcher whose clock is ahead never
 * takes a file another watcher holds, and a claim whose heartbeats stopped is still taken.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { journalClaims, type JournalClaims } from '../../src/watch/journal-claims.js';
import { tempJournal } from '../journal/journal-fixture.js';
import { MINUTE, ageHeartbeat, clockAt, realDelay, realNow } from '../helpers/shift-clock.js';
import { claimKeyOf } from '../../src/watch/claim-key-of.js';

const PATH = '/drop/processing/month-end.csv';
const open: { journal?: Journal; claims: JournalClaims[] } = { claims: [] };
afterEach(async () => {
  vi.useRealTimers();
  open.claims.splice(0).forEach((c) => c.close());
  await open.journal?.close();
  open.journal = undefined;
});

function watcherOn(journal: Journal, host: string, heartbeatMs?: number): JournalClaims {
  const claims = journalClaims(journal, { self: { host, pid: 700, token: `${host}-watcher` }, heartbeatMs });
  open.claims.push(claims);
  return claims;
}

describe('drop folder claims on a PostgreSQL journal between hosts whose clocks disagree', () => {
  it.each([
    ['A is 5 minutes behind, B on time', -5 * MINUTE, 0],
    ['A on time, B is 5 minutes ahead', 0, 5 * MINUTE],
    ['A is 5 minutes behind, B is 5 minutes ahead', -5 * MINUTE, 5 * MINUTE],
  ])(
    'watcher B does not take the file watcher A holds when %s',
    async (_, offsetA, offsetB) => {
      const journal = (open.journal = await tempJournal('postgres'));
      clockAt(offsetA);
      expect(await watcherOn(journal, 'host-a').hold(PATH)).toBe(true);
      clockAt(offsetB);
      expect(await watcherOn(journal, 'host-b').hold(PATH)).toBe(false);
      expect((await journal.watch.findWatchClaim(claimKeyOf(PATH)))!.host).toBe('host-a');
    },
    60_000,
  );

  it('a held claim is renewed by the server clock while the watcher host clock runs 5 minutes ahead', async () => {
    const journal = (open.journal = await tempJournal('postgres'));
    expect(await watcherOn(journal, 'host-a', 50).hold(PATH)).toBe(true);
    clockAt(5 * MINUTE);
    await realDelay(500);
    const { heartbeatAt } = (await journal.watch.findWatchClaim(claimKeyOf(PATH)))!;
    expect(Math.abs(Date.parse(heartbeatAt) - realNow())).toBeLessThan(MINUTE);
  }, 60_000);

  it('watcher B takes the file once A has not beaten for 3 server minutes, though B is 5 minutes behind and A was ahead', async () => {
    const journal = (open.journal = await tempJournal('postgres'));
    clockAt(10 * MINUTE);
    expect(await watcherOn(journal, 'host-a').hold(PATH)).toBe(true);
    vi.useRealTimers();
    await ageHeartbeat(journal.location, 'watch_claims', `process_token = 'host-a-watcher'`, 3);
    clockAt(-5 * MINUTE);
    expect(await watcherOn(journal, 'host-b').hold(PATH)).toBe(true);
    expect((await journal.watch.findWatchClaim(claimKeyOf(PATH)))!.host).toBe('host-b');
  }, 60_000);
});
