import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { journalClaims, type JournalClaims } from '../../src/watch/journal-claims.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { claimKeyOf } from '../../src/watch/claim-key-of.js';
import { MINUTE } from '../helpers/shift-clock.js';
import { sqliteDb } from '../helpers/sqlite-db.js';

const open: { journals: Journal[]; claims: JournalClaims[] } = { journals: [], claims: [] };
afterEach(async () => {
  open.claims.splice(0).forEach((c) => c.close());
  await Promise.all(open.journals.splice(0).map((j) => j.close()));
});

async function watcher(
  file: string,
  token: string,
  pid: number,
  staleAfterMs = 120_000,
): Promise<{ journal: Journal; claims: JournalClaims }> {
  const journal = await openJournal(file);
  const claims = journalClaims(journal, { self: { host: hostname(), pid, token }, staleAfterMs });
  open.journals.push(journal);
  open.claims.push(claims);
  return { journal, claims };
}

/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('journalClaims', () => {
  it('lets one watcher hold a file; another live watcher cannot take it until it is released', async () => {
    const file = join(makeTempDir('ib-claims'), 'journal.sqlite');
    // Another live process: the parent of this test process.
    const a = await watcher(file, 'token-a', process.ppid);
    const b = await watcher(file, 'token-b', process.pid);
    expect(await a.claims.hold('/drop/processing/x.csv')).toBe(true);
    expect(await a.claims.hold('/drop/processing/x.csv')).toBe(true);
    expect(await b.claims.hold('/drop/processing/x.csv')).toBe(false);
    await a.claims.release('/drop/processing/x.csv');
    expect(await b.claims.hold('/drop/processing/x.csv')).toBe(true);
    expect((await b.journal.watch.findWatchClaim(claimKeyOf('/drop/processing/x.csv')))?.processToken).toBe('token-b');
  });

  it('takes over the claim of a watcher whose process has ended', async () => {
    const file = join(makeTempDir('ib-claims'), 'journal.sqlite');
    const crashed = await watcher(file, 'token-dead', deadPid());
    expect(await crashed.claims.hold('/drop/processing/y.csv')).toBe(true);
    const next = await watcher(file, 'token-next', process.pid);
    expect(await next.claims.hold('/drop/processing/y.csv')).toBe(true);
    // The crashed watcher's release no longer removes the new owner's claim.
    await crashed.claims.release('/drop/processing/y.csv');
    expect((await next.journal.watch.findWatchClaim(claimKeyOf('/drop/processing/y.csv')))?.processToken).toBe(
      'token-next',
    );
  });

  it('takes over a claim whose heartbeat is older than the stale limit, even if the pid exists', async () => {
    const file = join(makeTempDir('ib-claims'), 'journal.sqlite');
    const old = await watcher(file, 'token-old', process.ppid);
    expect(await old.claims.hold('/drop/processing/z.csv')).toBe(true);
    await new Promise((r) => setTimeout(r, 30));
    const next = await watcher(file, 'token-next', process.pid, 10);
    expect(await next.claims.hold('/drop/processing/z.csv')).toBe(true);
  });

  it('leaves a claim silent 3 minutes to a watcher given a 5-minute journal wait; takes it once silent past the wait and a minute', async () => {
    const file = join(makeTempDir('ib-claims'), 'journal.sqlite');
    const path = '/drop/processing/w.csv';
    const waiting = await watcher(file, 'token-waiting', process.ppid);
    expect(await waiting.claims.hold(path)).toBe(true);
    const journal = await openJournal(file);
    open.journals.push(journal);
    const next = journalClaims(journal, {
      self: { host: hostname(), pid: process.pid, token: 'token-next' },
      journalWaitMs: 5 * MINUTE,
    });
    open.claims.push(next);
    const silentFor = (minutes: number) =>
      sqliteDb(journal)
        .prepare('UPDATE watch_claims SET heartbeat_at = ? WHERE process_token = ?')
        .run(new Date(Date.now() - minutes * MINUTE).toISOString(), 'token-waiting');
    silentFor(3);
    expect(await next.hold(path)).toBe(false);
    silentFor(6.5);
    expect(await next.hold(path)).toBe(true);
  });
});
