/**
 * The copy kept before migration 118, used while the journal it was taken from is still where it
 * posted from: migrated when opened, it is given an identity of its own, but its first run is the
 * journal's, and it is refused as a copy of it (as a copy with the journal's identity is). Where the
 * journal was moved away or the copy is put back in its place, its runs judge it; another journal,
 * with a first run of its own, goes on. Real SQLite files made by uploads, a real sandbox on loopback,
 * the register in the test's own folder.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { seenFileOf } from '../../src/journal/register/journal-register.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { IDENTITY_COUNT, removeJournal, writeIdentitySite, type IdentitySite } from './identity-site.js';

/** The journal as the version before migration 118 left it, and the register as it wrote it (no identities). */
function asBeforeIdentities(journal: string, register: string): void {
  const db = new Database(journal);
  // Migration 121 salts journal_identity: undone too, as a journal of that version never had it.
  db.exec(
    'DROP TABLE journal_identity; ALTER TABLE runs DROP COLUMN key_source; ALTER TABLE runs DROP COLUMN key_fingerprint; ALTER TABLE runs DROP COLUMN mapping_sha256; DELETE FROM schema_migrations WHERE id IN (118, 121);',
  );
  db.close();
  rmSync(seenFileOf(register), { force: true });
}

/** The copy the upgrade kept beside `journal` before migration 118, whatever schema it was taken at. */
function keptBefore118(dir: string): string {
  const name = readdirSync(dir).find((each) => /^kept\.schema-\d+-before-\d+-\d{8}-\d{6}\.sqlite$/.test(each));
  expect(name, 'the upgrade keeps a copy before migration 118').toBeDefined();
  return join(dir, name!);
}

interface Made {
  site: IdentitySite;
  kept: string;
  /** The copy kept before migration 118 (ONE posted), given no identity yet. */
  before118: string;
  /** A copy of the journal with its identity, taken after ONE (before TWO). */
  backup: string;
}

const COPIES: {
  name: string;
  /** Where the copy is used from, with what was done to the journal. */
  use: (made: Made) => string;
  refused?: RegExp;
}[] = [
  {
    name: 'the pre-118 copy at another path, the journal still at its path',
    use: ({ site, before118 }) => moveTo(site, before118),
    refused: /is a copy of the journal .*kept\.sqlite, which has posted to .* and is still there/,
  },
  {
    name: 'a backup with the journal identity at another path, the journal still at its path',
    use: ({ site, backup }) => moveTo(site, backup),
    refused: /is a copy of the journal .*kept\.sqlite, which has posted to .* and is still there/,
  },
  {
    name: 'the pre-118 copy at another path, the journal moved away',
    use: ({ site, kept, before118 }) => (removeJournal(kept), moveTo(site, before118)),
    refused: /is an older copy of the journal that posted to .* saw run 2 at .*kept\.sqlite/,
  },
  {
    name: 'the pre-118 copy put back in the place of the journal',
    use: ({ kept, before118 }) => (removeJournal(kept), copyFileSync(before118, kept), kept),
    refused: /is an older copy of the journal that posted to .* saw run 2/,
  },
];

/** The copy put in a folder of its own, as a user copies it away. */
function moveTo(site: IdentitySite, copy: string): string {
  mkdirSync(join(site.dir, 'elsewhere'), { recursive: true });
  const there = join(site.dir, 'elsewhere', 'journal.sqlite');
  copyFileSync(copy, there);
  return there;
}

/** ONE posted through kept before identities, then TWO by the upgrade, which keeps the copy before 118. */
async function makeJournals(): Promise<{ made: Made; sandbox: Awaited<ReturnType<typeof startTestSandbox>> }> {
  const sandbox = await startTestSandbox();
  const site = writeIdentitySite(sandbox.baseUrl);
  const kept = join(site.dir, 'kept.sqlite');
  expect((await site.upload('ONE', kept)).code).toBe(0);
  const backup = join(site.dir, 'backup-after-one.sqlite');
  copyFileSync(kept, backup);
  asBeforeIdentities(kept, join(site.state, 'journals.json'));
  const upgraded = await site.upload('TWO', kept);
  expect(upgraded.code, upgraded.stderr).toBe(0);
  expect(sandbox.stats().createRequests).toBe(2 * IDENTITY_COUNT);
  return { made: { site, kept, before118: keptBefore118(site.dir), backup }, sandbox };
}

describe('a copy of a journal with its first run, used from another path', () => {
  it.each(COPIES)(
    '$name is refused and nothing is sent',
    async ({ use, refused }) => {
      const { made, sandbox } = await makeJournals();
      const journal = use(made);
      const result = await made.site.upload('TWO', journal);
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toMatch(refused!);
      expect(result.stderr).toContain(journal);
      expect(result.stderr).toContain('Nothing was sent');
      expect(result.stderr).toContain('--new-journal');
      expect(sandbox.stats().createRequests).toBe(2 * IDENTITY_COUNT);
    },
    120_000,
  );

  it('another journal, with a first run of its own, at another path goes on', async () => {
    const { made, sandbox } = await makeJournals();
    const other = join(made.site.dir, 'elsewhere-other.sqlite');
    expect((await made.site.upload('OTH', other, '--new-journal')).code).toBe(0);
    const result = await made.site.upload('NEW', other);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/older copy|is not the journal|is a copy/);
    expect(sandbox.stats().createRequests).toBe(4 * IDENTITY_COUNT);
  }, 120_000);

  it('is judged by identity alone where the register saw no first run (written before first runs were kept)', async () => {
    const { made, sandbox } = await makeJournals();
    const seenFile = seenFileOf(join(made.site.state, 'journals.json'));
    writeFileSync(seenFile, readFileSync(seenFile, 'utf8').replace(/,?\s*"firstRun":\s*"[^"]*"/g, ''));
    expect(readFileSync(seenFile, 'utf8')).not.toContain('firstRun');
    const copy = moveTo(made.site, made.before118);
    // Its new identity is unknown to the register: not told from another journal, as before.
    const result = await made.site.upload('NEW', copy);
    expect(result.code, result.stderr).toBe(0);
    expect(sandbox.stats().createRequests).toBe(3 * IDENTITY_COUNT);
  }, 120_000);
});
