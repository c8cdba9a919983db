import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { listInvoicesWithTotal } from '../../src/journal/list-invoices-with-total.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from './journal-fixture.js';

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
