/**
 * Migration 125 on both databases: a journal from before it, holding a created invoice and a
 * changed copy of it held: differs, is upgraded with the copy still open, and the copy can then
 * be closed as reviewed; a build from before it refuses the upgraded journal, naming it.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reviewHeldCopy } from '../../../src/batch/review-held-copy.js';
import { DIFFERENT_INVOICE_DETAIL } from '../../../src/journal/invoice-state.js';
import { ALL_MIGRATIONS } from '../../../src/journal/migrations/all-migrations.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { addInvoice, addRun, BACKENDS } from '../journal-fixture.js';

const BEFORE = ALL_MIGRATIONS.filter((migration) => migration.id < 125);
const AT = '2025-01-31T10:00:05.000Z';

describe.each(BACKENDS)('migration 125 on %s', (backend) => {
  it('keeps an older held copy open until it is closed as reviewed', async () => {
    const location =
      backend === 'postgres' ? await testPostgresUrl() : join(makeTempDir('old-journal'), 'journal.sqlite');
    const old = await openJournal(location, { migrations: BEFORE });
    try {
      const created = await addInvoice(old, await addRun(old), 'M-1');
      await old.send.recordOutcome(created, { state: 'created', instanceId: '0030000001', attempts: 1, at: AT });
      const copy = await addInvoice(old, await addRun(old), 'M-1', { payloadHash: 'h2' });
      const detail = `${DIFFERENT_INVOICE_DETAIL} as instance 0030000001 on 2025-01-30`;
      await old.send.recordOutcome(copy, { state: 'skipped', detail, attempts: 0, at: AT });
    } finally {
      await old.close();
    }

    const journal = await openJournal(location);
    try {
      expect([...(await journal.lists.countHeldCopiesByTarget()).values()]).toEqual([1]);
      await reviewHeldCopy(journal, { reference: 'ID-M-1', note: 'credit note instead', by: 'ana@desk' });
      expect([...(await journal.lists.countHeldCopiesByTarget()).values()]).toEqual([]);
    } finally {
      await journal.close();
    }
    await expect(openJournal(location, { migrations: BEFORE })).rejects.toThrow(
      'the journal has migration 125, which this version',
    );
  });
});
