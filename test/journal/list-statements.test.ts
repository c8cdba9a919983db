import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { RUN_PROBLEMS_PAGE_SQL, RUN_RESULTS_PAGE_SQL } from '../../src/journal/sqlite/sqlite-list-statements.js';
import { sqliteDb } from '../helpers/sqlite-db.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from './journal-fixture.js';

let journal: Journal;
afterEach(() => journal.close());

/** The `detail` lines of SQLite's query plan for a statement. */
function planOf(sql: string): string[] {
  const rows = sqliteDb(journal).prepare(`EXPLAIN QUERY PLAN ${sql}`).all(1, 0, 500) as { detail: string }[];
  return rows.map((row) => row.detail);
}

describe.each(BACKENDS)('the run page statements (%s journal)', (backend) => {
  it("page through one run in id order when two runs' rows interleave", async () => {
    journal = await tempJournal(backend);
    const first = await addRun(journal);
    const second = await addRun(journal);
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      ids.push(await addInvoice(journal, first, `A${i}`));
      await addInvoice(journal, second, `B${i}`);
    }
    const pages: number[][] = [];
    for (let after = 0; ;) {
      const page = await journal.lists.listRunResultsPage(first, after, 3);
      pages.push(page.map((row) => row.id));
      if (page.length < 3) break;
      after = page[page.length - 1]!.id;
    }
    expect(pages).toEqual([ids.slice(0, 3), ids.slice(3, 6), ids.slice(6)]);
    expect((await journal.lists.listRunInvoicesPage(first, ids[2]!, 3)).map((row) => row.id)).toEqual(ids.slice(3, 6));
  });

  it('give the results only the columns the Results sheet shows, with the values of the whole row', async () => {
    journal = await tempJournal(backend);
    const run = await addRun(journal);
    const id = await addInvoice(journal, run, 'C1', { invoiceAmount: '-45.1250', sheet: 'Lines', rows: '4-5' });
    await journal.send.recordOutcome(id, {
      state: 'rejected',
      httpStatus: 200,
      eRetcode: 4,
      eMessage: 'Payee blocked',
      detail: 'refused',
      attempts: 2,
      at: '2025-01-31T10:00:02.000Z',
    });
    const [row] = await journal.lists.listRunResultsPage(run, 0, 10);
    const [whole] = await journal.lists.listRunInvoicesPage(run, 0, 10);
    expect(Object.keys(row!).sort()).toEqual([
      'attempts',
      'createdEarlier',
      'currencyCode',
      'detail',
      'dueDate',
      'eMessage',
      'eRetcode',
      'earlierDetail',
      'earlierInstanceId',
      'earlierRunId',
      'httpStatus',
      'id',
      'instanceId',
      'invoiceAmount',
      'invoiceDate',
      'invoiceId',
      'invoiceNumber',
      'lines',
      'payeeId',
      'rows',
      'sheet',
      'sourceFile',
      'state',
      'vendorName',
    ]);
    // Every column but those of an earlier run's created row (createdEarlier, earlier*) is the row's own.
    const earlierColumns = ['createdEarlier', 'earlierInstanceId', 'earlierRunId', 'earlierDetail'];
    for (const [key, value] of Object.entries(row!))
      if (!earlierColumns.includes(key)) expect(whole).toHaveProperty(key, value);
    expect(Boolean(row!.createdEarlier)).toBe(false);
    expect([row!.earlierInstanceId, row!.earlierRunId, row!.earlierDetail]).toEqual([null, null, null]);
    expect(row).toMatchObject({
      invoiceAmount: '-45.1250',
      sheet: 'Lines',
      rows: '4-5',
      state: 'rejected',
      eRetcode: 4,
      attempts: 2,
      invoiceDate: '20250130',
      lines: 1,
    });
  });
});

describe('the run page statements on SQLite', () => {
  it('are answered from an index on the run, without sorting the run for each page', async () => {
    journal = await tempJournal();
    const results = planOf(RUN_RESULTS_PAGE_SQL);
    expect(results.join('\n')).toMatch(/SEARCH invoices USING INDEX invoices_by_run \(run_id=\? AND id>\?\)/);
    expect(results.join('\n')).not.toMatch(/TEMP B-TREE/);
    const problems = planOf(RUN_PROBLEMS_PAGE_SQL);
    expect(problems.join('\n')).toMatch(/SEARCH p USING INDEX problems_by_run \(run_id=\? AND id>\?\)/);
    expect(problems.join('\n')).not.toMatch(/TEMP B-TREE/);
  });
});
