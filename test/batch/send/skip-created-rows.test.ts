import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../../src/journal/open-journal.js';
import { skipCreatedRows } from '../../../src/batch/send/skip-created-rows.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from '../../journal/journal-fixture.js';

let journal: Journal;
afterEach(() => journal.close());

const AT = '2025-02-01T09:00:00.000Z';
const PLAN = { force: false, retryInDoubt: false, rejectsDuplicates: false };

/** A created row; another hash than the staged rows' `h1` comes with another body. */
async function created(runId: number, number: string, instanceId: string, payloadHash = 'h1'): Promise<number> {
  const payloadJson = payloadHash === 'h1' ? '{"x":1}' : `{"x":"${payloadHash}"}`;
  const id = await addInvoice(journal, runId, number, { payloadHash, payloadJson });
  await journal.send.markSending(id, '2025-01-31T10:00:02.000Z');
  await journal.send.recordOutcome(id, { state: 'created', instanceId, attempts: 1, at: '2025-01-31T10:00:03.000Z' });
  return id;
}

async function page(runId: number) {
  return journal.stage.listStagedPage(runId, 0, 100);
}

describe.each(BACKENDS)('skipping rows already created, a page at a time (%s journal)', (backend) => {
  it('records as skipped every row of the page whose key was created, naming the oldest instance', async () => {
    journal = await tempJournal(backend);
    const earlier = await addRun(journal);
    await created(earlier, 'A', '0030000001');
    await created(earlier, 'A', '0030000002');
    await created(earlier, 'B', '0030000003', 'other-hash');
    const run = await addRun(journal);
    const a = await addInvoice(journal, run, 'A');
    const fresh = await addInvoice(journal, run, 'NEW');
    const b = await addInvoice(journal, run, 'B');

    const { rest, skipped } = await journal.transaction((tx) =>
      page(run).then((p) => skipCreatedRows(tx, run, p, PLAN, AT)),
    );

    expect(skipped).toBe(2);
    expect(rest.map((row) => row.id)).toEqual([fresh]);
    const rows = await journal.lists.listInvoices({ runId: run, limit: 10 });
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(a)).toMatchObject({ state: 'skipped', instanceId: '0030000001', attempts: 0, outcomeAt: AT });
    expect(byId.get(a)?.detail).toMatch(/^created by an earlier upload \(run \d+ on .*\) as instance 0030000001/);
    // Held, not that invoice: it does not carry the instance's id.
    expect(byId.get(b)).toMatchObject({ state: 'skipped', instanceId: null });
    expect(byId.get(b)?.detail).toMatch(/a different invoice with the same PayeeId and Invoice_Number was created/);
    expect(byId.get(fresh)).toMatchObject({ state: 'staged', sendingAt: null });
  });

  it('with --force leaves only rows of other content than the created one to be planned, and a row no longer staged as it is', async () => {
    journal = await tempJournal(backend);
    const earlier = await addRun(journal);
    await created(earlier, 'A', '0030000001');
    await created(earlier, 'B', '0030000002', 'other-hash');
    await created(earlier, 'C', '0030000003');
    const run = await addRun(journal);
    const a = await addInvoice(journal, run, 'A');
    const b = await addInvoice(journal, run, 'B');
    const c = await addInvoice(journal, run, 'C');
    const rows = await page(run);

    const forced = await journal.transaction((tx) => skipCreatedRows(tx, run, rows, { ...PLAN, force: true }, AT));
    expect(forced).toEqual({ rest: rows.filter((row) => row.id === b), skipped: 2, words: ['skipped', 'skipped'] });

    // Another process settled B between the page read and the screen: it is not recorded over.
    await journal.send.markSending(b, AT);
    const { rest, skipped } = await journal.transaction((tx) => skipCreatedRows(tx, run, rows, PLAN, AT));
    expect(skipped).toBe(0);
    expect(rest.map((row) => row.id)).toEqual([a, b, c]);
    const states = (await journal.lists.listInvoices({ runId: run, limit: 10 })).map(
      (row) => [row.id, row.state] as const,
    );
    expect(new Map(states)).toEqual(
      new Map([
        [a, 'skipped'],
        [c, 'skipped'],
        [b, 'sending'],
      ]),
    );
  });
});
