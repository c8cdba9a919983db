/**
 * An older invoice-batch on the same host (another folder's service not yet upgraded) rewrites the
 * register of journals when its own journal first sends. It knows `targets` only: it keeps the
 * journals named there, adds its own, and writes the file back without anything else it read. What
 * the register saw of each journal's identity must survive that, or a restored older backup is
 * taken as it is and posts again what the journal sent after the backup.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { IDENTITY_COUNT, removeJournal, writeIdentitySite } from './identity-site.js';

/** What the register's writer before journal identities did: `{"targets": ...}` read, one added, written back alone. */
function rewriteAsOlderWriter(register: string, target: string, journal: string): void {
  const { targets } = JSON.parse(readFileSync(register, 'utf8')) as { targets: Record<string, string[]> };
  const known = targets[target] ?? [];
  const written = { targets: { ...targets, [target]: known.includes(journal) ? known : [...known, journal] } };
  writeFileSync(register, `${JSON.stringify(written, null, 2)}\n`);
}

describe('the register rewritten by an older invoice-batch', () => {
  it.each([
    { name: 'naming its own journal for another finance system', target: 'https://other.example/erp' },
    { name: 'naming another journal for the same finance system', target: undefined },
  ])(
    'still refuses an older backup of a journal that posted, $name',
    async ({ target }) => {
      const sandbox = await startTestSandbox();
      const site = writeIdentitySite(sandbox.baseUrl);
      const kept = join(site.dir, 'kept.sqlite');
      const backup = join(site.dir, 'backup.sqlite');
      expect((await site.upload('ONE', kept)).code).toBe(0);
      copyFileSync(kept, backup);
      expect((await site.upload('TWO', kept)).code).toBe(0);
      const register = join(site.state, 'journals.json');
      const [ours] = Object.keys(
        (JSON.parse(readFileSync(register, 'utf8')) as { targets: Record<string, string[]> }).targets,
      );
      rewriteAsOlderWriter(register, target ?? ours!, join(site.dir, 'older-version', 'journal.sqlite'));
      expect(readFileSync(register, 'utf8')).not.toContain('highestRun');

      removeJournal(kept);
      copyFileSync(backup, kept);
      const posted = sandbox.stats().createRequests;
      expect(posted).toBe(2 * IDENTITY_COUNT);
      const refused = await site.upload('TWO', kept);
      expect(refused.code, refused.stderr).toBe(2);
      expect(refused.stderr).toMatch(/is an older copy of the journal that posted to .* saw run 2/);
      expect(refused.stderr).toContain('Nothing was sent');
      expect(sandbox.stats().createRequests).toBe(posted);
    },
    120_000,
  );
});

describe('the register written by the first versions with identities after this one', () => {
  it('refuses an older backup when journals.json saw more runs of it than the file of identities', async () => {
    const sandbox = await startTestSandbox();
    const site = writeIdentitySite(sandbox.baseUrl);
    const kept = join(site.dir, 'kept.sqlite');
    const backup = join(site.dir, 'backup.sqlite');
    expect((await site.upload('ONE', kept)).code).toBe(0);
    copyFileSync(kept, backup);
    const register = join(site.state, 'journals.json');
    const identities = join(site.state, 'journal-identities.json');
    const seenAtOne = readFileSync(identities, 'utf8');
    expect((await site.upload('TWO', kept)).code).toBe(0);
    // The first versions with identities sent run 2 and wrote it into journals.json; the file of
    // identities still says run 1.
    const { seen } = JSON.parse(readFileSync(identities, 'utf8')) as { seen: object };
    const { targets } = JSON.parse(readFileSync(register, 'utf8')) as { targets: object };
    writeFileSync(register, `${JSON.stringify({ targets, seen }, null, 2)}\n`);
    writeFileSync(identities, seenAtOne);

    removeJournal(kept);
    copyFileSync(backup, kept);
    const posted = sandbox.stats().createRequests;
    const refused = await site.upload('TWO', kept);
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toMatch(/is an older copy of the journal that posted to .* saw run 2/);
    expect(sandbox.stats().createRequests).toBe(posted);
  }, 120_000);
});
