/**
 * Migration 119 on both databases: the runs recorded before it get their count of invoices already
 * created from their rows, and a run's other created rows are not in it.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_MIGRATIONS } from '../../../src/journal/migrations/all-migrations.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { ALREADY_CREATED_DETAIL } from '../../../src/journal/invoice-state.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { addInvoice, addRun, BACKENDS } from '../journal-fixture.js';

const BEFORE = ALL_MIGRATIONS.filter((migration) => migration.id < 119);

describe.each(BACKENDS)('migration 119 on %s', (backend) => {
  it('counts the already-created rows of the runs recorded before it', async () => {
    const location =
      backend === 'postgres' ? await testPostgresUrl() : join(makeTempDir('old-journal'), 'journal.sqlite');
    const old = await openJournal(location, { migrations: BEFORE });
    let runId: number;
    try {
      runId = await addRun(old);
      const details = [`${ALREADY_CREATED_DETAIL} as instance 7: refused`, undefined, 'imported from x'];
      for (const [index, detail] of details.entries()) {
        const id = await addInvoice(old, runId, `N${index}`);
        await old.send.markSending(id, '2025-01-31T10:00:02.000Z');
        await old.send.recordOutcome(id, {
          state: 'created',
          instanceId: `${index}`,
          detail,
          attempts: 1,
          at: '2025-01-31T10:00:03.000Z',
        });
      }
    } finally {
      await old.close();
    }
    const journal = await openJournal(location);
    try {
      expect((await journal.runs.listRuns(1))[0]).toMatchObject({ id: runId, alreadyCreated: 1 });
      await journal.runs.refreshRunCounts(runId);
      expect((await journal.runs.listRuns(1))[0]).toMatchObject({ id: runId, created: 3, alreadyCreated: 1 });
    } finally {
      await journal.close();
    }
  });
});
