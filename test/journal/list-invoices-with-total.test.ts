import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { listInvoicesWithTotal } from '../../src/journal/list-invoices-with-total.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from './journal-fixture.js';
import { DIFFERENT_INVOICE_DETAIL } from '../../src/journal/invoice-state.js';
import type { StateFilter } from '../../src/journal/state-filter-sql.js';
import { rowsWithOutcome } from '../../src/report/rows-with-outcome.js';

let journal: Journal;
afterEach(() => journal.close());

/** Run 1: five failed invoices and one staged; run 2: two staged. */
async function fill(): Promise<{ first: number; second: number }> {
  const first = await addRun(journal);
  for (const number of ['F-1', 'F-2', 'F-3', 'F-4', 'F-5']) await addInvoice(journal, first, number);
  await journal.send.failStagedInvoices(first, 'not sent', '2025-01-31T10:00:05.000Z');
  await addInvoice(journal, first, 'S-1');
  const second = await addRun(journal);
  for (const number of ['T-1', 'T-2']) await addInvoice(journal, second, number);
  return { first, second };
}

describe.each(BACKENDS)('listInvoicesWithTotal (%s journal)', (backend) => {
  it('gives the number of matching rows beyond the limit, by state, by run and in all', async () => {
    journal = await tempJournal(backend);
    const { first, second } = await fill();
    const failed = await listInvoicesWithTotal(journal, { state: 'failed', limit: 2 });
    expect(failed.rows.map((row) => row.invoiceNumber)).toEqual(['F-5', 'F-4']);
    expect(failed.total).toBe(5);
    expect((await listInvoicesWithTotal(journal, { state: 'staged', runId: second, limit: 1 })).total).toBe(2);
    expect((await listInvoicesWithTotal(journal, { runId: first, limit: 3 })).total).toBe(6);
    expect((await listInvoicesWithTotal(journal, { limit: 1 })).total).toBe(8);
    expect((await listInvoicesWithTotal(journal, { state: 'in-doubt', limit: 1 })).total).toBe(0);
  });

  it('gives the number listed when the limit did not cut the list, or there is none', async () => {
    journal = await tempJournal(backend);
    await fill();
    expect(await listInvoicesWithTotal(journal, { state: 'failed', limit: 200 })).toMatchObject({ total: 5 });
    const all = await listInvoicesWithTotal(journal, { state: 'failed', limit: -1 });
    expect([all.rows.length, all.total]).toEqual([5, 5]);
  });
});

/** Nine invoices sent by run 1 and lost in doubt, then held back by three later runs: 36 rows. */
async function heldThroughFourRuns(): Promise<number[]> {
  const runs = [await addRun(journal), await addRun(journal), await addRun(journal), await addRun(journal)];
  for (const [index, run] of runs.entries()) {
    for (let n = 1; n <= 9; n += 1) {
      const row = await addInvoice(journal, run, `D-${n}`);
      if (index === 0) await journal.send.markSending(row, '2025-01-31T10:00:02Z');
      await journal.send.recordOutcome(row, {
        state: 'in-doubt',
        detail: index === 0 ? 'no answer' : `still in doubt from run ${runs[0]}`,
        attempts: index === 0 ? 1 : 0,
        at: '2025-01-31T10:00:05Z',
      });
    }
  }
  return runs;
}

describe.each(BACKENDS)('listInvoicesWithTotal without a run (%s journal)', (backend) => {
  it('lists an invoice held in doubt through four runs once, as its latest row', async () => {
    journal = await tempJournal(backend);
    const runs = await heldThroughFourRuns();
    const listing = await listInvoicesWithTotal(journal, { state: 'in-doubt', limit: 200 });
    expect(listing.total).toBe(9);
    expect(listing.rows.map((row) => row.invoiceNumber)).toEqual([
      'D-9',
      'D-8',
      'D-7',
      'D-6',
      'D-5',
      'D-4',
      'D-3',
      'D-2',
      'D-1',
    ]);
    expect(new Set(listing.rows.map((row) => row.runId))).toEqual(new Set([runs[3]]));
    const cut = await listInvoicesWithTotal(journal, { state: 'in-doubt', limit: 4 });
    expect([cut.rows.length, cut.total]).toEqual([4, 9]);
    // A run's own rows are still listed by run.
    expect((await listInvoicesWithTotal(journal, { runId: runs[1], limit: -1 })).rows).toHaveLength(9);
  });

  it('lists each invoice by its latest state: settled, skipped as created, posted again, or keyless', async () => {
    journal = await tempJournal(backend);
    const first = await addRun(journal);
    const created = await addInvoice(journal, first, 'C-1');
    await journal.send.recordOutcome(created, {
      state: 'created',
      instanceId: '0030000001',
      attempts: 1,
      at: '2025-01-31T10:00:05Z',
    });
    const failed = await addInvoice(journal, first, 'R-1');
    await journal.send.recordOutcome(failed, { state: 'failed', attempts: 1, at: '2025-01-31T10:00:05Z' });
    const invalid = [
      await addInvoice(journal, first, 'X', { payeeId: undefined, invoiceNumber: undefined }),
      await addInvoice(journal, first, 'Y', { payeeId: undefined, invoiceNumber: undefined }),
    ];
    const second = await addRun(journal);
    const skipped = await addInvoice(journal, second, 'C-1');
    await journal.send.recordOutcome(skipped, {
      state: 'skipped',
      instanceId: '0030000001',
      attempts: 0,
      at: '2025-02-01T10:00:05Z',
    });
    const again = await addInvoice(journal, second, 'R-1');
    await journal.send.recordOutcome(again, {
      state: 'created',
      instanceId: '0030000002',
      attempts: 1,
      at: '2025-02-01T10:00:05Z',
    });
    const ids = async (state?: 'created' | 'failed' | 'skipped' | 'staged') =>
      (await listInvoicesWithTotal(journal, { state, limit: -1 })).rows.map((row) => row.id);
    expect(await ids('created')).toEqual([again, created]);
    expect(await ids('failed')).toEqual([]);
    expect(await ids('skipped')).toEqual([]);
    expect(await ids('staged')).toEqual([invalid[1], invalid[0]]);
    expect(await ids()).toEqual([again, invalid[1], invalid[0], created]);
  });

  it('keeps an invoice created, and lists its changed copy held as differing beside it, until an upload posts it', async () => {
    journal = await tempJournal(backend);
    const record = async (run: number, state: 'created' | 'skipped', detail?: string) => {
      const id = await addInvoice(journal, run, 'H-1');
      await journal.send.recordOutcome(id, {
        state,
        detail,
        instanceId: '0030000001',
        attempts: 0,
        at: '2025-02-01T10:00:05Z',
      });
      return id;
    };
    const created = await record(await addRun(journal), 'created');
    const differs = `${DIFFERENT_INVOICE_DETAIL}; amount 10.00 -> 12.00`;
    const held = await record(await addRun(journal), 'skipped', differs);
    const listed = async (filter: StateFilter | undefined) =>
      (await listInvoicesWithTotal(journal, { matching: filter, limit: -1 })).rows.map((row) => row.id);
    expect(await listed(undefined)).toEqual([held, created]);
    expect(await listed(rowsWithOutcome('held: differs'))).toEqual([held]);
    expect(await listed(rowsWithOutcome('created'))).toEqual([created]);
    // A plain skip only repeats what was created: the held copy is still open.
    await record(await addRun(journal), 'skipped', 'already created as instance 0030000001');
    expect(await listed(rowsWithOutcome('held: differs'))).toEqual([held]);
    const posted = await record(await addRun(journal), 'created');
    expect(await listed(undefined)).toEqual([posted]);
    expect(await listed(rowsWithOutcome('held: differs'))).toEqual([]);
    expect(created).toBeLessThan(held);
  });
});
