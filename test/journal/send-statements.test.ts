import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from './journal-fixture.js';

let journal: Journal;
afterEach(() => journal.close());

const key = (number: string) => ({
  targetIdentity: 'https://erp.example/erp/invoicing/qa',
  payeeId: '0000100001',
  invoiceNumber: number,
});

describe.each(BACKENDS)('the send statements (%s journal)', (backend) => {
  it('claims a staged row for sending once, and never a row that is no longer staged', async () => {
    journal = await tempJournal(backend);
    const row = await addInvoice(journal, await addRun(journal), 'A');
    expect(await journal.send.markSending(row, '2025-01-31T10:00:02Z')).toBe(true);
    expect(await journal.send.markSending(row, '2025-01-31T10:00:03Z')).toBe(false);
    await journal.send.recordOutcome(row, {
      state: 'created',
      instanceId: '0030000001',
      httpStatus: 200,
      eRetcode: 0,
      attempts: 1,
      at: '2025-01-31T10:00:04Z',
    });
    expect(await journal.send.markSending(row, '2025-01-31T10:00:05Z')).toBe(false);
    expect((await journal.lists.listInvoices({ limit: 1 }))[0]).toMatchObject({
      state: 'created',
      instanceId: '0030000001',
      attempts: 1,
      sendingAt: '2025-01-31T10:00:02Z',
    });
  });

  it('finds the created, in-doubt and sending rows of a key on the same target only', async () => {
    journal = await tempJournal(backend);
    const run = await addRun(journal);
    const created = await addInvoice(journal, run, 'K');
    await journal.send.recordOutcome(created, {
      state: 'created',
      instanceId: '0030000009',
      attempts: 1,
      at: '2025-01-31T10:00:04Z',
    });
    const rejected = await addInvoice(journal, run, 'K');
    await journal.send.recordOutcome(rejected, { state: 'rejected', attempts: 1, at: '2025-01-31T10:00:04Z' });
    await addInvoice(journal, run, 'K', { targetIdentity: 'sandbox:/elsewhere' });
    const subject = await addInvoice(journal, run, 'K');
    expect((await journal.send.findKeyRows(key('K'), subject)).map((r) => r.id)).toEqual([created]);
    expect((await journal.send.findCreatedByKey(key('K')))?.instanceId).toBe('0030000009');
    expect(await journal.send.findCreatedByKey(key('other'))).toBeUndefined();
  });

  it('pages through staged rows in file order without reading a whole run', async () => {
    journal = await tempJournal(backend);
    const run = await addRun(journal);
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) ids.push(await addInvoice(journal, run, `P${i}`));
    const first = await journal.stage.listStagedPage(run, 0, 3);
    expect(first.map((r) => r.id)).toEqual(ids.slice(0, 3));
    expect(first[0]).toMatchObject({ payloadJson: '{"x":1}', payloadHash: 'h1', payeeId: '0000100001' });
    expect((await journal.stage.listStagedPage(run, ids[2]!, 3)).map((r) => r.id)).toEqual(ids.slice(3, 6));
    expect((await journal.stage.listStagedPage(run, ids[5]!, 3)).map((r) => r.id)).toEqual(ids.slice(6));
  });

  it("turns a dead run's sending rows into in-doubt and its staged rows into failed, and counts them", async () => {
    journal = await tempJournal(backend);
    const run = await addRun(journal);
    const sending = await addInvoice(journal, run, 'S');
    await journal.send.markSending(sending, '2025-01-31T10:00:02Z');
    await addInvoice(journal, run, 'T');
    await addInvoice(journal, run, 'U', { payloadJson: undefined, payloadHash: undefined });
    expect(await journal.send.markStaleSendingInDoubt(run, 'stopped while sending', '2025-01-31T11:00:00Z')).toBe(1);
    expect(await journal.send.failStagedInvoices(run, 'not sent', '2025-01-31T11:00:00Z')).toBe(1);
    expect(Object.fromEntries(await journal.lists.countInvoicesByState(run))).toEqual({
      'in-doubt': 1,
      failed: 1,
      invalid: 1,
    });
    await journal.runs.refreshRunCounts(run);
    expect(await journal.runs.findRun(run)).toMatchObject({
      invoices: 3,
      inDoubt: 1,
      failed: 1,
      invalid: 1,
      created: 0,
    });
  });
});
