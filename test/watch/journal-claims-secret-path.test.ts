/**
 * While a dropped file named with the API key (or a long URL password) is held, and after its
 * watcher died holding it, no text of any row of any journal table (SQLite or PostgreSQL) holds the
 * secret; the claim still keeps a second watcher off the file, and off no other file.
 */
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { journalClaims, type JournalClaims } from '../../src/watch/journal-claims.js';
import { postgresJournalRows, sqliteJournalRows } from '../helpers/journal-rows.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const KEY = 'ib_live_2Kp7-Vb4_dE6fG8hJ1kL3mN5pQ7rS9';
const PASSWORD = 'Staple-battery-horse-42';

/** What a failing assertion may print: the secrets named, never shown. */
const shown = (text: string) => text.replace(new RegExp(KEY, 'gi'), '<the key>').replaceAll(PASSWORD, '<the password>');

const open: { journals: Journal[]; claims: JournalClaims[] } = { journals: [], claims: [] };
afterEach(async () => {
  open.claims.splice(0).forEach((c) => c.close());
  await Promise.all(open.journals.splice(0).map((j) => j.close()));
});

async function watcher(location: string, token: string, pid: number) {
  const journal = await openJournal(location);
  const claims = journalClaims(journal, { self: { host: hostname(), pid, token } });
  open.journals.push(journal);
  open.claims.push(claims);
  return claims;
}

/** The names a held file may have: the key as written and in upper case, a long password. */
const NAMES = [`${KEY}-may.csv`, `June ${KEY.toUpperCase()}.txt`, `pw ${PASSWORD}.csv`];

describe.each(['sqlite', 'postgres'] as const)('claims in a %s journal', (backend) => {
  it('hold a file named with a secret by no row holding the secret, and still keep another watcher off it', async () => {
    const dir = makeTempDir(`ib-claims-secret-${backend}`);
    const location = backend === 'sqlite' ? join(dir, 'journal.sqlite') : await testPostgresUrl();
    const rows = () =>
      backend === 'sqlite' ? Promise.resolve(sqliteJournalRows(location)) : postgresJournalRows(location);
    // Another live process (this test's parent) holds them; this one is the second watcher.
    const first = await watcher(location, 'token-first', process.ppid);
    const second = await watcher(location, 'token-second', process.pid);
    const paths = NAMES.map((name) => join(dir, 'drop', 'processing', name));
    for (const path of paths) expect(await first.hold(path)).toBe(true);

    const held = (await rows()).join('\n');
    expect(held).toContain('watch_claims');
    expect(held.split('\n').filter((row) => row.startsWith('watch_claims'))).toHaveLength(paths.length);
    expect(shown(held)).not.toMatch(/<the key>|<the password>/);

    for (const path of paths) expect(await second.hold(path)).toBe(false);
    // A file of another name, even one masked alike, is not the held one.
    expect(await second.hold(join(dir, 'drop', 'processing', `${KEY.toLowerCase()}-MAY.csv`))).toBe(true);
    await first.release(paths[0]!);
    expect(await second.hold(paths[0]!)).toBe(true);
    expect(shown((await rows()).join('\n'))).not.toMatch(/<the key>|<the password>/);
  });
});
