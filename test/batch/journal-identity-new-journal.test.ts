/**
 * `--new-journal` takes a journal the register refuses knowingly. The register must see it so from
 * then on, whether that upload sends anything or not (every invoice invalid, or already created):
 * else the next upload through it is refused again. Real SQLite files, a real sandbox on loopback,
 * the register in the test's own folder.
 */
import { copyFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { writeUploadInputs } from './cli-inputs.js';
import { IDENTITY_COUNT, removeJournal, writeIdentitySite, type IdentitySite } from './identity-site.js';

/** What an operator puts where kept.sqlite (ONE, then TWO posted) was; returns the journal to use. */
const PLACES: { name: string; put: (site: IdentitySite, kept: string, backup: string) => Promise<string> }[] = [
  {
    name: 'another journal with runs',
    put: async (site, kept) => {
      const other = join(site.dir, 'other.sqlite');
      expect((await site.upload('OTH', other, '--new-journal')).code).toBe(0);
      removeJournal(kept);
      renameSync(other, kept);
      return kept;
    },
  },
  {
    name: 'an older backup',
    put: async (_site, kept, backup) => (removeJournal(kept), copyFileSync(backup, kept), kept),
  },
  { name: 'an empty file', put: async (_site, kept) => (removeJournal(kept), writeFileSync(kept, ''), kept) },
  {
    name: 'a copy used elsewhere',
    put: async (site, kept) => {
      const copy = join(site.dir, 'copy.sqlite');
      copyFileSync(kept, copy);
      return copy;
    },
  },
  { name: 'a new journal elsewhere', put: async (site) => join(site.dir, 'fresh.sqlite') },
];

describe('an upload given --new-journal that sends nothing', () => {
  it.each(PLACES)(
    'has the register take $name all the same: the next upload through it goes on',
    async ({ put }) => {
      const sandbox = await startTestSandbox();
      const site = writeIdentitySite(sandbox.baseUrl);
      writeUploadInputs(site.dir, { count: 2, prefix: 'BAD', invalid: [1, 2], name: 'BAD.csv' });
      const kept = join(site.dir, 'kept.sqlite');
      const backup = join(site.dir, 'backup.sqlite');
      expect((await site.upload('ONE', kept)).code).toBe(0);
      copyFileSync(kept, backup);
      expect((await site.upload('TWO', kept)).code).toBe(0);
      const journal = await put(site, kept, backup);
      const refused = await site.upload('NEW', journal);
      expect(refused.code, refused.stderr).toBe(2);

      const posted = sandbox.stats().createRequests;
      const nothing = await site.upload('BAD', journal, '--new-journal');
      expect(nothing.code, nothing.stderr).not.toBe(2);
      expect(nothing.stdout).toMatch(/invalid\s+2/);
      expect(sandbox.stats().createRequests).toBe(posted);

      const next = await site.upload('NEW', journal);
      expect(next.code, next.stderr).toBe(0);
      expect(sandbox.stats().createRequests).toBe(posted + IDENTITY_COUNT);
    },
    120_000,
  );
});
