import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import {
  findCreatedByKey,
  findKeyRows,
  markSending,
  markStaleSendingInDoubt,
  recordOutcome,
  failStagedInvoices,
} from '../../src/journal/send-statements.js';
import { listStagedPage } from '../../src/journal/stage-statements.js';
import { listInvoices, countInvoicesByState } from '../../src/journal/list-statements.js';
import { findRun, refreshRunCounts } from '../../src/journal/run-statements.js';
import { addInvoice, addRun, tempJournal } from './journal-fixture.js';

let journal: Journal;
afterEach(() => journal.close());

const key = (number: string) => ({
  targetIdentity: 'https://erp.example/erp/invoicing/qa',
  payeeId: '0000100001',
  invoiceNumber: number,
});

describe('the send statements', () => {
  it('claims a staged row for sending once, and never a row that is no longer staged', () => {
    journal = tempJournal();
    const row = addInvoice(journal, addRun(journal), 'A');
    expect(markSending(journal, row, '2025-01-31T10:00:02Z')).toBe(true);
    expect(markSending(journal, row, '2025-01-31T10:00:03Z')).toBe(false);
    recordOutcome(journal, row, {
      state: 'created',
      instanceId: '0030000001',
      httpStatus: 200,
      eRetcode: 0,
      attempts: 1,
      at: '2025-01-31T10:00:04Z',
    });
    expect(markSending(journal, row, '2025-01-31T10:00:05Z')).toBe(false);
    expect(listInvoices(journal, { limit: 1 })[0]).toMatchObject({
      state: 'created',
      instanceId: '0030000001',
      attempts: 1,
      sendingAt: '2025-01-31T10:00:02Z',
    });
  });

  it('finds the created, in-doubt and sending rows of a key on the same target only', () => {
    journal = tempJournal();
    const run = addRun(journal);
    const created = addInvoice(journal, run, 'K');
    recordOutcome(journal, created, {
      state: 'created',
      instanceId: '0030000009',
      attempts: 1,
      at: '2025-01-31T10:00:04Z',
    });
    const rejected = addInvoice(journal, run, 'K');
    recordOutcome(journal, rejected, { state: 'rejected', attempts: 1, at: '2025-01-31T10:00:04Z' });
    addInvoice(journal, run, 'K', { targetIdentity: 'sandbox:/elsewhere' });
    const subject = addInvoice(journal, run, 'K');
    expect(findKeyRows(journal, key('K'), subject).map((r) => r.id)).toEqual([created]);
    expect(findCreatedByKey(journal, key('K'))?.instanceId).toBe('0030000009');
    expect(findCreatedByKey(journal, key('other'))).toBeUndefined();
  });

  it('pages through staged rows in file order without reading a whole run', () => {
    journal = tempJournal();
    const run = addRun(journal);
    const ids = Array.from({ length: 7 }, (_, i) => addInvoice(journal, run, `P${i}`));
    const first = listStagedPage(journal, run, 0, 3);
    expect(first.map((r) => r.id)).toEqual(ids.slice(0, 3));
    expect(first[0]).toMatchObject({ payloadJson: '{"x":1}', payloadHash: 'h1', payeeId: '0000100001' });
    expect(listStagedPage(journal, run, ids[2]!, 3).map((r) => r.id)).toEqual(ids.slice(3, 6));
    expect(listStagedPage(journal, run, ids[5]!, 3).map((r) => r.id)).toEqual(ids.slice(6));
  });

  it("turns a dead run's sending rows into in-doubt and its staged rows into failed, and counts them", () => {
    journal = tempJournal();
    const run = addRun(journal);
    const sending = addInvoice(journal, run, 'S');
    markSending(journal, sending, '2025-01-31T10:00:02Z');
    addInvoice(journal, run, 'T');
    addInvoice(journal, run, 'U', { payloadJson: undefined, payloadHash: undefined });
    expect(markStaleSendingInDoubt(journal, run, 'stopped while sending', '2025-01-31T11:00:00Z')).toBe(1);
    expect(failStagedInvoices(journal, run, 'not sent', '2025-01-31T11:00:00Z')).toBe(1);
    expect(Object.fromEntries(countInvoicesByState(journal, run))).toEqual({ 'in-doubt': 1, failed: 1, invalid: 1 });
    refreshRunCounts(journal, run);
    expect(findRun(journal, run)).toMatchObject({ invoices: 3, inDoubt: 1, failed: 1, invalid: 1, created: 0 });
  });
});
