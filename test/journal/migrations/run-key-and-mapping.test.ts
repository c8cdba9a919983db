/**
 * Migration 121 on both databases: a run recorded before it has no key and no mapping digest, the
 * journal gets one random salt, kept as it is when the journal is opened again, and a run's key and
 * mapping digest are read back with it and with its invoices' rows (`journal show`).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_MIGRATIONS } from '../../../src/journal/migrations/all-migrations.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { runKeyText, runMappingText } from '../../../src/journal/run-row.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { addInvoice, addRun, BACKENDS } from '../journal-fixture.js';

const BEFORE = ALL_MIGRATIONS.filter((migration) => migration.id < 121);

describe.each(BACKENDS)('migration 121 on %s', (backend) => {
  it('leaves older runs unknown, salts the journal once, and keeps each run key and mapping digest', async () => {
    const location =
      backend === 'postgres' ? await testPostgresUrl() : join(makeTempDir('old-journal'), 'journal.sqlite');
    const old = await openJournal(location, { migrations: BEFORE });
    let oldRun: number;
    try {
      oldRun = await addRun(old, { mapping: 'mappings/ap.yaml' });
    } finally {
      await old.close();
    }

    let salt: string;
    const journal = await openJournal(location);
    try {
      const before = (await journal.runs.findRun(oldRun))!;
      expect(before).toMatchObject({ keySource: null, keyFingerprint: null, mappingSha256: null });
      expect(runKeyText(before)).toBe('unknown');
      expect(runMappingText(before)).toBe('mappings/ap.yaml');
      salt = (await journal.runs.keySalt()) ?? '';
      expect(salt).toMatch(/^[0-9a-f]{32}$/);
      const runId = await addRun(journal, { mapping: 'mappings/ap.yaml' });
      await journal.runs.setRunKey(runId, 'the environment variable INVOICE_BATCH_API_KEY', '0123456789ab');
      await journal.runs.setRunMappingSha256(runId, 'c'.repeat(64));
      const run = (await journal.runs.findRun(runId))!;
      expect(runKeyText(run)).toBe('0123456789ab (env)');
      expect(runMappingText(run)).toBe(`mappings/ap.yaml @ ${'c'.repeat(12)}`);
      await addInvoice(journal, runId, 'KEY-1');
      const [shown] = await journal.lists.listInvoiceHistory('0000100001/KEY-1');
      expect(shown).toMatchObject({
        runKeySource: 'the environment variable INVOICE_BATCH_API_KEY',
        runKeyFingerprint: '0123456789ab',
        runMappingSha256: 'c'.repeat(64),
      });
    } finally {
      await journal.close();
    }
    // Made once: opening the journal again keeps the salt, so fingerprints stay comparable.
    const again = await openJournal(location);
    try {
      expect(await again.runs.keySalt()).toBe(salt);
    } finally {
      await again.close();
    }
  });
});
