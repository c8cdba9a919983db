/**
 * Migration 120 on both databases: a run recorded before it has no user (every listing says
 * "unknown"), and the user a run is given is read back with it and with its invoices' rows (`journal show`), by
 * the same statement text.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_MIGRATIONS } from '../../../src/journal/migrations/all-migrations.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { runBy } from '../../../src/journal/run-row.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { addInvoice, addRun, BACKENDS } from '../journal-fixture.js';

const BEFORE = ALL_MIGRATIONS.filter((migration) => migration.id < 120);

describe.each(BACKENDS)('migration 120 on %s', (backend) => {
  it('leaves older runs without a user, and keeps the user a run is given', async () => {
    const location =
      backend === 'postgres' ? await testPostgresUrl() : join(makeTempDir('old-journal'), 'journal.sqlite');
    const old = await openJournal(location, { migrations: BEFORE });
    let oldRun: number;
    try {
      oldRun = await addRun(old, { host: 'ledger-01' });
    } finally {
      await old.close();
    }

    const journal = await openJournal(location);
    try {
      const before = (await journal.runs.findRun(oldRun))!;
      expect(before.osUser).toBeNull();
      expect(runBy(before)).toBe('unknown@ledger-01');
      const runId = await addRun(journal, { host: 'ledger-02' });
      await journal.runs.setRunOsUser(runId, 'ana');
      expect(runBy((await journal.runs.findRun(runId))!)).toBe('ana@ledger-02');
      expect((await journal.runs.listRuns(10)).map((run) => run.osUser)).toEqual(['ana', null]);
      // journal show reads each row's run with it, by the same statement on both.
      await addInvoice(journal, runId, 'BY-1');
      const [shown] = await journal.lists.listInvoiceHistory('0000100001/BY-1');
      expect(shown).toMatchObject({ runOsUser: 'ana', runHost: 'ledger-02' });
    } finally {
      await journal.close();
    }
  });
});
