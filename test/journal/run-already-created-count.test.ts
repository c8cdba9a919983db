/**
 * A run's already-created count is a snapshot of the same moment as its other counts, on both
 * databases: while a run sends, its answers are recorded row by row and its counts refreshed at the
 * end, so a count read live from the rows beside stored ones showed more already created than
 * created (history's Created column -1).
 */
import { describe, expect, it } from 'vitest';
import { ALREADY_CREATED_DETAIL } from '../../src/journal/invoice-state.js';
import { countOfOutcome } from '../../src/report/count-outcomes.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from './journal-fixture.js';

describe.each(BACKENDS)('a run being sent on %s', (backend) => {
  it('never lists more invoices already created than created, before and after its counts are refreshed', async () => {
    const journal = await tempJournal(backend);
    try {
      const run = await addRun(journal);
      const rows = [await addInvoice(journal, run, 'A'), await addInvoice(journal, run, 'B')];
      await journal.runs.refreshRunCounts(run);
      const listed = async () => (await journal.runs.listRuns(1))[0]!;
      const snapshots = [await listed()];
      for (const [index, id] of rows.entries()) {
        await journal.send.markSending(id, '2025-01-31T10:00:02.000Z');
        snapshots.push(await listed());
        await journal.send.recordOutcome(id, {
          state: 'created',
          instanceId: `1${index}`,
          detail: index === 0 ? `${ALREADY_CREATED_DETAIL} as instance 10: refused as a duplicate` : undefined,
          attempts: 1,
          at: '2025-01-31T10:00:03.000Z',
        });
        snapshots.push(await listed());
      }
      for (const snapshot of snapshots) {
        expect(snapshot.alreadyCreated).toBeLessThanOrEqual(snapshot.created);
        expect(countOfOutcome('created', { ...snapshot })).toBeGreaterThanOrEqual(0);
      }
      await journal.runs.refreshRunCounts(run);
      expect(await listed()).toMatchObject({ invoices: 2, created: 2, alreadyCreated: 1 });
    } finally {
      await journal.close();
    }
  });
});
