/**
 * An older backup of the journal restored: the refusal names the safe way on first (import the
 * results workbooks written since, as docs/operations.md says), before the ways that lose what was
 * posted since. Followed, it works: the upload goes on and posts nothing again. A real sandbox on
 * loopback, real SQLite journals and the register in temp folders.
 */
import { copyFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { IDENTITY_COUNT, removeJournal, writeIdentitySite } from './identity-site.js';

describe('an upload through an older backup of the journal', () => {
  it('is told to import the later results workbooks first, and once they are imported posts nothing again', async () => {
    const sandbox = await startTestSandbox();
    const site = writeIdentitySite(sandbox.baseUrl);
    const kept = join(site.dir, 'kept.sqlite');
    const backup = join(site.dir, 'backup.sqlite');
    expect((await site.upload('ONE', kept)).code).toBe(0);
    copyFileSync(kept, backup);
    expect((await site.upload('TWO', kept)).code).toBe(0);
    const later = readdirSync(join(site.dir, 'output')).filter((name) => name.startsWith('TWO-results-'));
    expect(later).toHaveLength(1);
    removeJournal(kept);
    copyFileSync(backup, kept);

    const refused = await site.upload('TWO', kept);
    expect(refused.code, refused.stderr).toBe(2);
    const said = refused.stderr;
    expect(said).toContain(
      `Nothing was sent: import into it the results workbooks written since the backup was taken, from the output folder and each drop folder's results/ (invoice-batch import-results <workbook>... --journal ${kept}; "After restoring an older backup" in docs/operations.md)`,
    );
    expect(said.indexOf('import-results')).toBeLessThan(said.indexOf('put back the latest copy'));
    expect(said.indexOf('put back the latest copy')).toBeLessThan(said.indexOf('--new-journal'));

    const imported = await site.run(['import-results', join('output', later[0]!), '--journal', kept]);
    expect(imported.code, imported.stderr).toBe(0);
    const again = await site.upload('TWO', kept);
    expect(again.code, again.stderr).toBe(0);
    expect(sandbox.stats().createRequests).toBe(2 * IDENTITY_COUNT);
  }, 120_000);
});
