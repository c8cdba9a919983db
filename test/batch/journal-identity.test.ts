/**
 * A journal has an identity of its own, kept in the register of journals with the highest run it
 * held when it last sent: what an operator puts where a journal that posted was is told apart by it.
 * Each way a journal's place is filled, with a real sandbox on loopback, real SQLite files (and a
 * real PostgreSQL journal shared by two hosts' registers), and the register in a temp folder.
 */
import { copyFileSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { IDENTITY_COUNT, removeJournal, writeIdentitySite, type IdentitySite } from './identity-site.js';

type RegisterFile = { seen: Record<string, Record<string, { id: string; highestRun: number; firstRun: string }>> };

/**
 * What an operator may put where the journal `kept.sqlite` that posted ONE and TWO was: each
 * returns the journal to upload through next, and whether that upload is to be refused.
 */
const PLACES: {
  name: string;
  words: RegExp;
  put: (site: IdentitySite, kept: string, backup: string) => Promise<string>;
}[] = [
  {
    name: 'another journal with runs for the target (another team, a test copy)',
    words: /is not the journal that posted to .* another journal was put in its place/,
    put: async (site, kept) => {
      const other = join(site.dir, 'other.sqlite');
      expect((await site.upload('OTH', other, '--new-journal')).code).toBe(0);
      removeJournal(kept);
      renameSync(other, kept);
      return kept;
    },
  },
  {
    name: 'an older backup restored (taken before TWO was posted)',
    words: /is an older copy of the journal that posted to .* saw run 2/,
    put: async (_site, kept, backup) => {
      removeJournal(kept);
      copyFileSync(backup, kept);
      return kept;
    },
  },
  {
    name: 'an older backup put elsewhere, the journal moved away',
    words: /is an older copy of the journal that posted to .* saw run 2 at /,
    put: async (site, kept, backup) => {
      const moved = join(site.dir, 'elsewhere', 'restored.sqlite');
      mkdirSync(join(site.dir, 'elsewhere'));
      copyFileSync(backup, moved);
      removeJournal(kept);
      return moved;
    },
  },
  {
    name: 'an empty file',
    words: /holds no run for it now/,
    put: async (_site, kept) => {
      removeJournal(kept);
      writeFileSync(kept, '');
      return kept;
    },
  },
  {
    name: 'a copy of the journal used elsewhere while it is still there',
    words: /is a copy of the journal .*kept\.sqlite, which has posted to .* and is still there/,
    put: async (site, kept) => {
      const copy = join(site.dir, 'copy.sqlite');
      copyFileSync(kept, copy);
      return copy;
    },
  },
];

describe('an upload through a journal put where the journal that posted was', () => {
  it.each(PLACES)(
    'is refused for $name, nothing sent, and goes on knowingly with --new-journal',
    async (place) => {
      const sandbox = await startTestSandbox();
      const site = writeIdentitySite(sandbox.baseUrl);
      const kept = join(site.dir, 'kept.sqlite');
      const backup = join(site.dir, 'backup.sqlite');
      expect((await site.upload('ONE', kept)).code).toBe(0);
      copyFileSync(kept, backup);
      expect((await site.upload('TWO', kept)).code).toBe(0);
      expect(sandbox.stats().createRequests).toBe(2 * IDENTITY_COUNT);

      const journal = await place.put(site, kept, backup);
      const posted = sandbox.stats().createRequests;
      for (const file of ['TWO', 'ONE']) {
        const refused = await site.upload(file, journal);
        expect(refused.code, refused.stderr).toBe(2);
        expect(refused.stderr).toMatch(place.words);
        expect(refused.stderr).toContain('Nothing was sent');
        expect(refused.stderr).toContain('--new-journal');
        expect(refused.stderr).not.toMatch(/\n\s+at /);
        expect(sandbox.stats().createRequests).toBe(posted);
      }
      // reconcile and resolve read the journal as the record of what was posted: refused alike.
      for (const args of [['reconcile'], ['resolve', 'TWO-0001', '--not-created']]) {
        const read = await site.run([...args, '--journal', journal]);
        expect(read.code, `${args[0]}: ${read.stderr}`).toBe(2);
        expect(read.stderr).toMatch(place.words);
        expect(read.stderr).not.toMatch(/\n\s+at /);
      }

      // Invoices posted nowhere yet, so that the journal taken sends and the register sees it.
      const knowingly = await site.upload('NEW', journal, '--new-journal');
      expect(knowingly.code, knowingly.stderr).toBe(0);
      expect(knowingly.stderr).toContain('may be posted again unless the finance system refuses duplicates');
      expect(sandbox.stats().createRequests).toBe(posted + IDENTITY_COUNT);
      // Taken: the register sees this journal as it is now, and the next upload goes on.
      const after = sandbox.stats().createRequests;
      const next = await site.upload('NEW', journal);
      expect(next.code, next.stderr).toBe(0);
      expect(sandbox.stats().createRequests).toBe(after);
    },
    180_000,
  );

  it('goes on through the same journal moved to another folder, sending nothing again, and refuses the old place', async () => {
    const sandbox = await startTestSandbox();
    const site = writeIdentitySite(sandbox.baseUrl);
    const kept = join(site.dir, 'kept.sqlite');
    expect((await site.upload('ONE', kept)).code).toBe(0);
    expect(sandbox.stats().createRequests).toBe(IDENTITY_COUNT);
    mkdirSync(join(site.dir, 'archive'));
    const moved = join(site.dir, 'archive', 'kept.sqlite');
    renameSync(kept, moved);
    rmSync(`${kept}-wal`, { force: true });
    rmSync(`${kept}-shm`, { force: true });

    const again = await site.upload('ONE', moved);
    expect(again.code, again.stderr).toBe(0);
    expect(sandbox.stats().createRequests).toBe(IDENTITY_COUNT);
    const more = await site.upload('TWO', moved);
    expect(more.code, more.stderr).toBe(0);
    expect(sandbox.stats().createRequests).toBe(2 * IDENTITY_COUNT);
    // A new journal where it was knows nothing: still refused.
    const old = await site.upload('ONE', kept);
    expect(old.code, old.stderr).toBe(2);
    expect(old.stderr).toContain('no longer there');
    expect(sandbox.stats().createRequests).toBe(2 * IDENTITY_COUNT);
  }, 180_000);

  it('goes on through one journal reached by another path (a symbolic link), and through the PostgreSQL journal it was moved to while its SQLite file is kept', async () => {
    const sandbox = await startTestSandbox();
    const site = writeIdentitySite(sandbox.baseUrl);
    const kept = join(site.dir, 'kept.sqlite');
    expect((await site.upload('ONE', kept)).code).toBe(0);
    const link = join(site.dir, 'link.sqlite');
    symlinkSync(kept, link);
    const viaLink = await site.upload('TWO', link);
    expect(viaLink.code, viaLink.stderr).toBe(0);
    expect(sandbox.stats().createRequests).toBe(2 * IDENTITY_COUNT);

    // migrate-journal copies every row and the identity; docs/operations.md says to keep the file.
    const url = await testPostgresUrl();
    const moved = await site.run(['migrate-journal', '--journal', kept, '--to', url]);
    expect(moved.code, moved.stderr).toBe(0);
    const again = await site.upload('ONE', url);
    expect(again.code, again.stderr).toBe(0);
    const more = await site.upload('OTH', url);
    expect(more.code, more.stderr).toBe(0);
    expect(sandbox.stats().createRequests).toBe(3 * IDENTITY_COUNT);
  }, 180_000);

  it('lets two hosts share one PostgreSQL journal, each with its own register, with no false refusal', async () => {
    const sandbox = await startTestSandbox();
    const url = await testPostgresUrl();
    const hostA = writeIdentitySite(sandbox.baseUrl);
    const hostB = writeIdentitySite(sandbox.baseUrl);
    // Each host uploads in turn, the other's runs added between: the journal only gains runs.
    for (const [host, file] of [
      [hostA, 'ONE'],
      [hostB, 'TWO'],
      [hostA, 'OTH'],
      [hostB, 'ONE'],
    ] as const) {
      const result = await host.upload(file, url);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).not.toMatch(/older copy|is not the journal|is a copy/);
    }
    expect(sandbox.stats().createRequests).toBe(3 * IDENTITY_COUNT);
    // Host A last sent in run 3 (B's runs 2 and 4 between): the register keeps the highest run it saw.
    const seen = (JSON.parse(readFileSync(join(hostA.state, 'journal-identities.json'), 'utf8')) as RegisterFile).seen;
    const [journals] = Object.values(seen);
    expect(Object.values(journals!)).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        highestRun: 3,
        firstRun: expect.stringMatching(/^1@\d{4}-\d\d-\d\dT/),
      },
    ]);
  }, 180_000);
});
