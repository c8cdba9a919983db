/**
 * Migration 115 on both databases: the rows of an older journal keep no start of their doubt (null,
 * "time not kept"), and an invoice in doubt before the migration and resolved after it keeps the
 * time its doubt was recorded, while the settlement's time takes the outcome time.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_MIGRATIONS } from '../../../src/journal/migrations/all-migrations.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { resolveInDoubt } from '../../../src/batch/resolve-in-doubt.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { addInvoice, addRun, BACKENDS } from '../journal-fixture.js';

const BEFORE = ALL_MIGRATIONS.filter((migration) => migration.id < 115);
const DOUBT_AT = '2025-01-31T10:00:03.000Z';
const CREATED_AT = '2025-01-31T10:00:04.000Z';
const RESOLVED_AT = new Date('2025-02-03T09:15:00.000Z');

describe.each(BACKENDS)('migration 115 on %s', (backend) => {
  it('leaves old rows without a doubt time and keeps it for a doubt resolved after the migration', async () => {
    const location =
      backend === 'postgres' ? await testPostgresUrl() : join(makeTempDir('old-journal'), 'journal.sqlite');
    const old = await openJournal(location, { migrations: BEFORE });
    try {
      const run = await addRun(old);
      const doubted = await addInvoice(old, run, 'INV-1');
      const created = await addInvoice(old, run, 'INV-2', { seq: 2 });
      for (const row of [doubted, created]) await old.send.markSending(row, '2025-01-31T10:00:02.000Z');
      await old.send.recordOutcome(doubted, { state: 'in-doubt', httpStatus: 504, attempts: 1, at: DOUBT_AT });
      await old.send.recordOutcome(created, {
        state: 'created',
        instanceId: '0030000002',
        attempts: 1,
        at: CREATED_AT,
      });
    } finally {
      await old.close();
    }

    const journal = await openJournal(location);
    try {
      const before = await journal.lists.listInvoiceHistory('0000100001/INV-2');
      expect(before.map((row) => [row.state, row.outcomeAt, row.inDoubtAt])).toEqual([['created', CREATED_AT, null]]);
      await resolveInDoubt(journal, { reference: 'ID-INV-1', notCreated: true, by: 'ann@ap-desk', now: RESOLVED_AT });
      const [row] = await journal.lists.listInvoiceHistory('0000100001/INV-1');
      expect(row).toMatchObject({ state: 'failed', outcomeAt: RESOLVED_AT.toISOString(), inDoubtAt: DOUBT_AT });
      expect(row?.detail).toBe(
        'resolved on 2025-02-03 09:15 UTC by ann@ap-desk (in doubt since 2025-01-31 10:00 UTC): not created; the next upload posts it',
      );
    } finally {
      await journal.close();
    }
  });
});
