/**
 * A journal that posted from one path, then used from another: it was moved, unless a copy of it is
 * still where it posted from, and only then is it refused as a second copy. What is at the old path
 * decides, by its identity, not by a file being there. Real SQLite files, a real sandbox on loopback,
 * the register in the test's own folder.
 */
import { copyFileSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { IDENTITY_COUNT, removeJournal, writeIdentitySite, type IdentitySite } from './identity-site.js';

/** What is left at the old path; `release` undoes what must not outlive the upload. */
const OLD_PATHS: {
  name: string;
  refused: boolean;
  leave: (site: IdentitySite, old: string) => Promise<{ release?: () => void }>;
}[] = [
  { name: 'nothing (the journal moved)', refused: false, leave: async (_site, old) => (removeJournal(old), {}) },
  { name: 'the journal itself (a copy in use beside it)', refused: true, leave: async () => ({}) },
  {
    name: 'another journal, with runs of its own',
    refused: false,
    leave: async (site, old) => {
      const other = join(site.dir, 'other.sqlite');
      expect((await site.upload('OTH', other, '--new-journal')).code).toBe(0);
      removeJournal(old);
      renameSync(other, old);
      return {};
    },
  },
  {
    name: 'a file that is no journal (notes)',
    refused: false,
    leave: async (_site, old) => (removeJournal(old), writeFileSync(old, 'notes of the month-end\n'.repeat(40)), {}),
  },
  {
    name: 'an empty file',
    refused: false,
    leave: async (_site, old) => (removeJournal(old), writeFileSync(old, ''), {}),
  },
  {
    name: 'the journal, locked by another process so that it cannot be read now',
    refused: true,
    leave: async (_site, old) => {
      const db = new Database(old);
      // Readers of a WAL journal are never blocked: a journal kept in rollback mode can be held shut.
      db.pragma('journal_mode = DELETE');
      db.exec('BEGIN EXCLUSIVE');
      db.exec('CREATE TABLE held (one INTEGER)');
      return { release: () => (db.exec('ROLLBACK'), db.close()) };
    },
  },
];

describe('a journal used from a new path', () => {
  it.each(OLD_PATHS)(
    'with $name at the path it posted from is refused as a copy only when that is the journal',
    async ({ refused, leave }) => {
      const sandbox = await startTestSandbox();
      const site = writeIdentitySite(sandbox.baseUrl);
      const old = join(site.dir, 'kept.sqlite');
      expect((await site.upload('ONE', old)).code).toBe(0);
      mkdirSync(join(site.dir, 'moved'));
      const moved = join(site.dir, 'moved', 'kept.sqlite');
      copyFileSync(old, moved);
      const { release } = await leave(site, old);
      const posted = sandbox.stats().createRequests;
      try {
        const result = await site.upload('TWO', moved);
        if (refused) {
          expect(result.code, result.stderr).toBe(2);
          expect(result.stderr).toMatch(
            /is a copy of the journal .*kept\.sqlite, which has posted to .* and is still there/,
          );
          expect(sandbox.stats().createRequests).toBe(posted);
        } else {
          expect(result.code, result.stderr).toBe(0);
          expect(sandbox.stats().createRequests).toBe(posted + IDENTITY_COUNT);
        }
        // What the moved journal recorded is never sent again.
        const again = await site.upload('ONE', moved, ...(refused ? ['--new-journal'] : []));
        expect(again.code, again.stderr).toBe(0);
        expect(sandbox.stats().createRequests).toBe(posted + (refused ? 0 : IDENTITY_COUNT));
      } finally {
        release?.();
      }
    },
    120_000,
  );
});
