import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { resolveInDoubt } from '../../src/batch/resolve-in-doubt.js';
import { markSending, recordOutcome } from '../../src/journal/send-statements.js';
import { findRun } from '../../src/journal/run-statements.js';
import { listInvoices } from '../../src/journal/list-statements.js';
import { UsageError } from '../../src/errors.js';
import { addInvoice, addRun, tempJournal } from '../journal/journal-fixture.js';

let journal: Journal;
afterEach(() => journal.close());

/** Run 1 sent N1 and lost the answer; run 2 held N1 back behind it. */
function inDoubtTwice(): { sent: number; held: number; runs: [number, number] } {
  const first = addRun(journal);
  const sent = addInvoice(journal, first, 'N1');
  markSending(journal, sent, '2025-01-31T10:00:02Z');
  recordOutcome(journal, sent, { state: 'in-doubt', detail: 'no answer', attempts: 1, at: '2025-01-31T10:00:05Z' });
  const second = addRun(journal);
  const held = addInvoice(journal, second, 'N1');
  recordOutcome(journal, held, {
    state: 'in-doubt',
    detail: 'still in doubt from run 1',
    attempts: 0,
    at: '2025-02-01T10:00:05Z',
  });
  return { sent, held, runs: [first, second] };
}

describe('resolveInDoubt', () => {
  it('records the instance on the post that left and settles the held rows as skipped', () => {
    journal = tempJournal();
    const { sent, held, runs } = inDoubtTwice();
    const result = resolveInDoubt(journal, {
      reference: 'ID-N1',
      instanceId: '0030000077',
      now: new Date('2025-02-02T09:00:00'),
    });
    expect(result.key).toBe('0000100001/N1');
    expect(result.settled.map((s) => [s.rowId, s.state])).toEqual([
      [sent, 'created'],
      [held, 'skipped'],
    ]);
    const rows = listInvoices(journal, { limit: 9 });
    expect(rows.find((r) => r.id === sent)).toMatchObject({
      state: 'created',
      instanceId: '0030000077',
      detail: 'resolved on 2025-02-02: created as instance 0030000077',
    });
    expect(rows.find((r) => r.id === held)).toMatchObject({ state: 'skipped', instanceId: '0030000077' });
    expect(findRun(journal, runs[0])).toMatchObject({ created: 1, inDoubt: 0 });
    expect(findRun(journal, runs[1])).toMatchObject({ skipped: 1, inDoubt: 0 });
  });

  it('marks every row of the key failed when it was not created, found by PayeeId/Invoice_Number', () => {
    journal = tempJournal();
    inDoubtTwice();
    const result = resolveInDoubt(journal, { reference: '0000100001/N1', notCreated: true });
    expect(result.settled.map((s) => s.state)).toEqual(['failed', 'failed']);
    expect(listInvoices(journal, { state: 'in-doubt', limit: 9 })).toEqual([]);
  });

  it('refuses a reference that is not in doubt, saying what it is', () => {
    journal = tempJournal();
    const run = addRun(journal);
    const row = addInvoice(journal, run, 'N2');
    recordOutcome(journal, row, {
      state: 'created',
      instanceId: '0030000001',
      attempts: 1,
      at: '2025-01-31T10:00:00Z',
    });
    expect(() => resolveInDoubt(journal, { reference: 'ID-N2', notCreated: true })).toThrow(
      /"ID-N2" is not in doubt: its latest row \(run \d+\) is created as instance 0030000001/,
    );
    expect(() => resolveInDoubt(journal, { reference: 'nothing', notCreated: true })).toThrow(
      /no invoice with InvoiceId or PayeeId\/Invoice_Number "nothing"/,
    );
  });

  it('needs exactly one of --instance-id and --not-created, and digits for the instance', () => {
    journal = tempJournal();
    inDoubtTwice();
    expect(() => resolveInDoubt(journal, { reference: 'ID-N1' })).toThrow(UsageError);
    expect(() => resolveInDoubt(journal, { reference: 'ID-N1', instanceId: '1', notCreated: true })).toThrow(
      UsageError,
    );
    expect(() => resolveInDoubt(journal, { reference: 'ID-N1', instanceId: 'abc' })).toThrow(
      /expected the digits of an instance id/,
    );
  });

  it('asks which one when an InvoiceId names in-doubt invoices on two targets', () => {
    journal = tempJournal();
    inDoubtTwice();
    const run = addRun(journal);
    const other = addInvoice(journal, run, 'N1', { targetIdentity: 'sandbox:/x', invoiceId: 'ID-N1' });
    markSending(journal, other, '2025-01-31T10:00:02Z');
    recordOutcome(journal, other, { state: 'in-doubt', attempts: 1, at: '2025-01-31T10:00:05Z' });
    expect(() => resolveInDoubt(journal, { reference: 'ID-N1', notCreated: true })).toThrow(
      /names several in-doubt invoices: .*; add --target <identity> to pick the target$/,
    );
    expect(
      resolveInDoubt(journal, { reference: 'ID-N1', notCreated: true, targetIdentity: 'sandbox:/x' }).settled,
    ).toHaveLength(1);
  });

  it('refuses an InvoiceId shared by in-doubt invoices of different keys, naming each and asking for the key form', () => {
    journal = tempJournal();
    inDoubtTwice();
    const run = addRun(journal);
    const other = addInvoice(journal, run, 'N7', { invoiceId: 'ID-N1' });
    markSending(journal, other, '2025-01-31T10:00:02Z');
    recordOutcome(journal, other, { state: 'in-doubt', attempts: 1, at: '2025-01-31T10:00:05Z' });
    const attempt = () => resolveInDoubt(journal, { reference: 'ID-N1', instanceId: '0030000077' });
    expect(attempt).toThrow(UsageError);
    expect(attempt).toThrow(
      '"ID-N1" names several in-doubt invoices: 0000100001/N1 (InvoiceId ID-N1) on https://erp.example/erp/invoicing/qa; 0000100001/N7 (InvoiceId ID-N1) on https://erp.example/erp/invoicing/qa; name one by its key, e.g. invoice-batch resolve 0000100001/N1',
    );
    expect(listInvoices(journal, { state: 'in-doubt', limit: 9 })).toHaveLength(3);
    expect(resolveInDoubt(journal, { reference: '0000100001/N7', instanceId: '0030000078' }).settled).toEqual([
      expect.objectContaining({ rowId: other, state: 'created' }),
    ]);
  });

  it('refuses an instance id already recorded as created for another invoice of the same target, and records nothing', () => {
    journal = tempJournal();
    const { sent } = inDoubtTwice();
    const run = addRun(journal);
    const created = addInvoice(journal, run, 'N9');
    recordOutcome(journal, created, {
      state: 'created',
      instanceId: '0030000042',
      attempts: 1,
      at: '2025-01-31T10:00:00Z',
    });
    const attempt = () => resolveInDoubt(journal, { reference: 'ID-N1', instanceId: '0030000042' });
    expect(attempt).toThrow(UsageError);
    expect(attempt).toThrow(
      `instance 0030000042 is already recorded as created for another invoice on this target: 0000100001/N9 (InvoiceId ID-N9, run ${run}); check the instance id of 0000100001/N1 in the finance system`,
    );
    expect(listInvoices(journal, { state: 'in-doubt', limit: 9 }).map((r) => r.id)).toContain(sent);
    // The same instance on another target is another invoice: it may be recorded.
    const elsewhere = addRun(journal, { targetIdentity: 'sandbox:/x' });
    const row = addInvoice(journal, elsewhere, 'N1', { targetIdentity: 'sandbox:/x' });
    markSending(journal, row, '2025-01-31T10:00:02Z');
    recordOutcome(journal, row, { state: 'in-doubt', attempts: 1, at: '2025-01-31T10:00:05Z' });
    expect(
      resolveInDoubt(journal, { reference: 'ID-N1', instanceId: '0030000099', targetIdentity: 'sandbox:/x' }).settled,
    ).toHaveLength(1);
    expect(resolveInDoubt(journal, { reference: 'ID-N1', instanceId: '0030000043' }).settled).toHaveLength(2);
  });
});
