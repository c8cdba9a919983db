import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { findWatchClaim } from '../../src/journal/watch-files.js';
import { journalClaims, type JournalClaims } from '../../src/watch/journal-claims.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const open: { journals: Journal[]; claims: JournalClaims[] } = { journals: [], claims: [] };
afterEach(() => {
  open.claims.splice(0).forEach((c) => c.close());
  open.journals.splice(0).forEach((j) => j.close());
});

function watcher(
  file: string,
  token: string,
  pid: number,
  staleAfterMs = 120_000,
): { journal: Journal; claims: JournalClaims } {
  const journal = openJournal(file);
  const claims = journalClaims(journal, { self: { host: hostname(), pid, token }, staleAfterMs });
  open.journals.push(journal);
  open.claims.push(claims);
  return { journal, claims };
}

/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('journalClaims', () => {
  it('lets one watcher hold a file; another live watcher cannot take it until it is released', () => {
    const file = join(makeTempDir('ib-claims'), 'journal.sqlite');
    // Another live process: the parent of this test process.
    const a = watcher(file, 'token-a', process.ppid);
    const b = watcher(file, 'token-b', process.pid);
    expect(a.claims.hold('/drop/processing/x.csv')).toBe(true);
    expect(a.claims.hold('/drop/processing/x.csv')).toBe(true);
    expect(b.claims.hold('/drop/processing/x.csv')).toBe(false);
    a.claims.release('/drop/processing/x.csv');
    expect(b.claims.hold('/drop/processing/x.csv')).toBe(true);
    expect(findWatchClaim(b.journal, '/drop/processing/x.csv')?.processToken).toBe('token-b');
  });

  it('takes over the claim of a watcher whose process has ended', () => {
    const file = join(makeTempDir('ib-claims'), 'journal.sqlite');
    const crashed = watcher(file, 'token-dead', deadPid());
    expect(crashed.claims.hold('/drop/processing/y.csv')).toBe(true);
    const next = watcher(file, 'token-next', process.pid);
    expect(next.claims.hold('/drop/processing/y.csv')).toBe(true);
    // The crashed watcher's release no longer removes the new owner's claim.
    crashed.claims.release('/drop/processing/y.csv');
    expect(findWatchClaim(next.journal, '/drop/processing/y.csv')?.processToken).toBe('token-next');
  });

  it('takes over a claim whose heartbeat is older than the stale limit, even if the pid exists', async () => {
    const file = join(makeTempDir('ib-claims'), 'journal.sqlite');
    const old = watcher(file, 'token-old', process.ppid);
    expect(old.claims.hold('/drop/processing/z.csv')).toBe(true);
    await new Promise((r) => setTimeout(r, 30));
    const next = watcher(file, 'token-next', process.pid, 10);
    expect(next.claims.hold('/drop/processing/z.csv')).toBe(true);
  });
});
