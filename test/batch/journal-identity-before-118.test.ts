/**
 * A journal that posted before journals had an identity is given one when the upgrade first opens
 * it, and the copy kept before that migration, put back, is given another. That copy is the same
 * journal at an older point: its runs judge it (refused as older while it lacks runs the register
 * saw), not its new identity. Real SQLite files, a real sandbox on loopback, the register in the
 * test's own folder.
 */
import { copyFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { seenFileOf } from '../../src/journal/register/journal-register.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { IDENTITY_COUNT, removeJournal, writeIdentitySite } from './identity-site.js';

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

describe('the copy kept before migration 118, put back', () => {
  it('is refused as an older copy, not as another journal, and the journal put back goes on', async () => {
    const sandbox = await startTestSandbox();
    const site = writeIdentitySite(sandbox.baseUrl);
    const kept = join(site.dir, 'kept.sqlite');
    expect((await site.upload('ONE', kept)).code).toBe(0);
    asBeforeIdentities(kept, join(site.state, 'journals.json'));

    // The upgrade's first upload migrates it, keeping the copy, and posts TWO.
    const upgraded = await site.upload('TWO', kept);
    expect(upgraded.code, upgraded.stderr).toBe(0);
    // Named with the schema it had, the schema it goes to and the time of the upgrade.
    const copies = readdirSync(site.dir).filter((each) =>
      /^kept\.schema-\d+-before-\d+-\d{8}-\d{6}\.sqlite$/.test(each),
    );
    expect(copies, 'the upgrade keeps one copy before migrating').toHaveLength(1);
    const automatic = join(site.dir, copies[0]!);
    const latest = join(site.dir, 'latest.sqlite');
    copyFileSync(kept, latest);
    expect(sandbox.stats().createRequests).toBe(2 * IDENTITY_COUNT);

    removeJournal(kept);
    copyFileSync(automatic, kept);
    const refused = await site.upload('TWO', kept);
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toMatch(/is an older copy of the journal that posted to .* saw run 2/);
    expect(refused.stderr).toContain('Nothing was sent');
    expect(sandbox.stats().createRequests).toBe(2 * IDENTITY_COUNT);

    // The latest journal put back is the one the register saw.
    removeJournal(kept);
    copyFileSync(latest, kept);
    const back = await site.upload('TWO', kept);
    expect(back.code, back.stderr).toBe(0);
    expect(sandbox.stats().createRequests).toBe(2 * IDENTITY_COUNT);
  }, 120_000);
});
