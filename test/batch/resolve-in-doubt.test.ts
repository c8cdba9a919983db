import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { resolveInDoubt } from '../../src/batch/resolve-in-doubt.js';
import { ResolveRefusedError } from '../../src/batch/refuse-resolve.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from '../journal/journal-fixture.js';

let journal: Journal;
afterEach(() => journal.close());

/** Run 1 sent N1 and lost the answer; run 2 held N1 back behind it. */
async function inDoubtTwice(): Promise<{ sent: number; held: number; runs: [number, number] }> {
  const first = await addRun(journal);
  const sent = await addInvoice(journal, first, 'N1');
  await journal.send.markSending(sent, '2025-01-31T10:00:02Z');
  await journal.send.recordOutcome(sent, {
    state: 'in-doubt',
    detail: 'no answer',
    attempts: 1,
    at: '2025-01-31T10:00:05Z',
  });
  const second = await addRun(journal);
  const held = await addInvoice(journal, second, 'N1');
  await journal.send.recordOutcome(held, {
    state: 'in-doubt',
    detail: 'still in doubt from run 1',
    attempts: 0,
    at: '2025-02-01T10:00:05Z',
  });
  return { sent, held, runs: [first, second] };
}

describe.each(BACKENDS)('resolveInDoubt (%s journal)', (backend) => {
  it.each([
    [
      'not created',
      { notCreated: true },
      'failed',
      'resolved on 2025-02-02 09:00 UTC by ann@ap-desk (in doubt since 2025-01-31 10:00 UTC): not created; the next upload posts it',
    ],
    [
      'created, the id unchecked',
      { instanceId: '0030000077' },
      'created',
      'resolved on 2025-02-02 09:00 UTC by ann@ap-desk (in doubt since 2025-01-31 10:00 UTC), unchecked: created as instance 0030000077',
    ],
    [
      'created, the id checked',
      { instanceId: '0030000077', checkInstance: async () => {} },
      'created',
      'resolved on 2025-02-02 09:00 UTC by ann@ap-desk (in doubt since 2025-01-31 10:00 UTC), checked with the finance system: created as instance 0030000077',
    ],
  ] as const)('keeps who answered, when and how in the detail: %s', async (_, answer, state, detail) => {
    journal = await tempJournal(backend);
    const { sent } = await inDoubtTwice();
    await resolveInDoubt(journal, {
      reference: 'ID-N1',
      ...answer,
      by: 'ann@ap-desk',
      now: new Date('2025-02-02T09:00:00Z'),
    });
    const rows = await journal.lists.listInvoices({ limit: 9 });
    expect(rows.find((r) => r.id === sent)).toMatchObject({ state, detail });
  });

  it('records the instance on the post that left and settles the held rows as skipped', async () => {
    journal = await tempJournal(backend);
    const { sent, held, runs } = await inDoubtTwice();
    const result = await resolveInDoubt(journal, {
      reference: 'ID-N1',
      instanceId: '0030000077',
      now: new Date('2025-02-02T09:00:00Z'),
    });
    expect(result.key).toBe('0000100001/N1');
    expect(result.settled.map((s) => [s.rowId, s.state])).toEqual([
      [sent, 'created'],
      [held, 'skipped'],
    ]);
    const rows = await journal.lists.listInvoices({ limit: 9 });
    expect(rows.find((r) => r.id === sent)).toMatchObject({
      state: 'created',
      instanceId: '0030000077',
      detail:
        'resolved on 2025-02-02 09:00 UTC (in doubt since 2025-01-31 10:00 UTC), unchecked: created as instance 0030000077',
    });
    expect(rows.find((r) => r.id === held)).toMatchObject({ state: 'skipped', instanceId: '0030000077' });
    expect(await journal.runs.findRun(runs[0])).toMatchObject({ created: 1, inDoubt: 0 });
    expect(await journal.runs.findRun(runs[1])).toMatchObject({ skipped: 1, inDoubt: 0 });
  });

  it('marks every row of the key failed when it was not created, found by PayeeId/Invoice_Number', async () => {
    journal = await tempJournal(backend);
    await inDoubtTwice();
    const result = await resolveInDoubt(journal, { reference: '0000100001/N1', notCreated: true });
    expect(result.settled.map((s) => s.state)).toEqual(['failed', 'failed']);
    expect(await journal.lists.listInvoices({ state: 'in-doubt', limit: 9 })).toEqual([]);
  });

  it('refuses a reference that is not in doubt, saying what it is', async () => {
    journal = await tempJournal(backend);
    const run = await addRun(journal);
    const row = await addInvoice(journal, run, 'N2');
    await journal.send.recordOutcome(row, {
      state: 'created',
      instanceId: '0030000001',
      attempts: 1,
      at: '2025-01-31T10:00:00Z',
    });
    await expect(resolveInDoubt(journal, { reference: 'ID-N2', notCreated: true })).rejects.toThrow(
      /"ID-N2" is not in doubt: its latest row \(run \d+\) is created as instance 0030000001/,
    );
    await expect(resolveInDoubt(journal, { reference: 'nothing', notCreated: true })).rejects.toThrow(
      /no invoice with InvoiceId or PayeeId\/Invoice_Number "nothing"/,
    );
    // Said before asking for an answer: there is nothing to answer about.
    await expect(resolveInDoubt(journal, { reference: 'nothing' })).rejects.toThrow(
      /no invoice with InvoiceId or PayeeId\/Invoice_Number "nothing"/,
    );
  });

  it('needs exactly one answer, created as an instance or not created, and digits for the instance', async () => {
    journal = await tempJournal(backend);
    await inDoubtTwice();
    await expect(resolveInDoubt(journal, { reference: 'ID-N1' })).rejects.toThrow(ResolveRefusedError);
    await expect(resolveInDoubt(journal, { reference: 'ID-N1', instanceId: '1', notCreated: true })).rejects.toThrow(
      ResolveRefusedError,
    );
    await expect(resolveInDoubt(journal, { reference: 'ID-N1', instanceId: 'abc' })).rejects.toThrow(
      /expected the digits of an instance id/,
    );
  });

  it('asks which one when an InvoiceId names in-doubt invoices on two targets', async () => {
    journal = await tempJournal(backend);
    await inDoubtTwice();
    const run = await addRun(journal);
    const other = await addInvoice(journal, run, 'N1', { targetIdentity: 'sandbox:/x', invoiceId: 'ID-N1' });
    await journal.send.markSending(other, '2025-01-31T10:00:02Z');
    await journal.send.recordOutcome(other, { state: 'in-doubt', attempts: 1, at: '2025-01-31T10:00:05Z' });
    await expect(resolveInDoubt(journal, { reference: 'ID-N1', notCreated: true })).rejects.toThrow(
      /names several in-doubt invoices: .*; name the target identity$/,
    );
    expect(
      (await resolveInDoubt(journal, { reference: 'ID-N1', notCreated: true, targetIdentity: 'sandbox:/x' })).settled,
    ).toHaveLength(1);
  });

  it('refuses an InvoiceId shared by in-doubt invoices of different keys, naming each and asking for the key form', async () => {
    journal = await tempJournal(backend);
    await inDoubtTwice();
    const run = await addRun(journal);
    const other = await addInvoice(journal, run, 'N7', { invoiceId: 'ID-N1' });
    await journal.send.markSending(other, '2025-01-31T10:00:02Z');
    await journal.send.recordOutcome(other, { state: 'in-doubt', attempts: 1, at: '2025-01-31T10:00:05Z' });
    const attempt = () => resolveInDoubt(journal, { reference: 'ID-N1', instanceId: '0030000077' });
    await expect(attempt()).rejects.toThrow(ResolveRefusedError);
    await expect(attempt()).rejects.toThrow(
      '"ID-N1" names several in-doubt invoices: 0000100001/N1 (InvoiceId ID-N1) on https://erp.example/erp/invoicing/qa; 0000100001/N7 (InvoiceId ID-N1) on https://erp.example/erp/invoicing/qa; name one by its key, e.g. 0000100001/N1',
    );
    expect(await journal.lists.listInvoices({ state: 'in-doubt', limit: 9 })).toHaveLength(3);
    expect((await resolveInDoubt(journal, { reference: '0000100001/N7', instanceId: '0030000078' })).settled).toEqual([
      expect.objectContaining({ rowId: other, state: 'created' }),
    ]);
  });

  it('refuses an instance id already recorded as created for another invoice of the same target, and records nothing', async () => {
    journal = await tempJournal(backend);
    const { sent } = await inDoubtTwice();
    const run = await addRun(journal);
    const created = await addInvoice(journal, run, 'N9');
    await journal.send.recordOutcome(created, {
      state: 'created',
      instanceId: '0030000042',
      attempts: 1,
      at: '2025-01-31T10:00:00Z',
    });
    const attempt = () => resolveInDoubt(journal, { reference: 'ID-N1', instanceId: '0030000042' });
    await expect(attempt()).rejects.toThrow(ResolveRefusedError);
    await expect(attempt()).rejects.toThrow(
      `instance 0030000042 is already recorded as created for another invoice on this target: 0000100001/N9 (InvoiceId ID-N9, run ${run}); check the instance id of 0000100001/N1 in the finance system`,
    );
    expect((await journal.lists.listInvoices({ state: 'in-doubt', limit: 9 })).map((r) => r.id)).toContain(sent);
    // Written without its leading zeros, it is the same instance.
    await expect(resolveInDoubt(journal, { reference: 'ID-N1', instanceId: '30000042' })).rejects.toThrow(
      `instance 30000042 (as 0030000042) is already recorded as created for another invoice on this target: 0000100001/N9`,
    );
    expect((await journal.lists.listInvoices({ state: 'in-doubt', limit: 9 })).map((r) => r.id)).toContain(sent);
    // The same instance on another target is another invoice: it may be recorded.
    const elsewhere = await addRun(journal, { targetIdentity: 'sandbox:/x' });
    const row = await addInvoice(journal, elsewhere, 'N1', { targetIdentity: 'sandbox:/x' });
    await journal.send.markSending(row, '2025-01-31T10:00:02Z');
    await journal.send.recordOutcome(row, { state: 'in-doubt', attempts: 1, at: '2025-01-31T10:00:05Z' });
    expect(
      (await resolveInDoubt(journal, { reference: 'ID-N1', instanceId: '0030000099', targetIdentity: 'sandbox:/x' }))
        .settled,
    ).toHaveLength(1);
    expect((await resolveInDoubt(journal, { reference: 'ID-N1', instanceId: '0030000043' })).settled).toHaveLength(2);
  });

  it('refuses an instance id that the create answer of another in-doubt invoice named, naming it, and records nothing', async () => {
    journal = await tempJournal(backend);
    const { sent } = await inDoubtTwice();
    const run = await addRun(journal);
    const other = await addInvoice(journal, run, 'N7');
    await journal.send.markSending(other, '2025-01-31T10:00:02Z');
    // Its answer named an instance but could not be read as created: in doubt, the instance kept.
    await journal.send.recordOutcome(other, {
      state: 'in-doubt',
      instanceId: '0030000077',
      attempts: 1,
      at: '2025-01-31T10:00:05Z',
    });
    const attempt = resolveInDoubt(journal, { reference: 'ID-N1', instanceId: '30000077' });
    await expect(attempt).rejects.toThrow(
      `instance 30000077 (as 0030000077) is already named, in doubt, by the create answer of another invoice on this target: 0000100001/N7 (InvoiceId ID-N7, run ${run}); check the instance id of 0000100001/N1 in the finance system`,
    );
    await expect(attempt).rejects.toMatchObject({
      refusal: { kind: 'instance-taken', holderKey: '0000100001/N7', holderState: 'in-doubt' },
    });
    expect((await journal.lists.listInvoices({ state: 'in-doubt', limit: 9 })).map((r) => r.id)).toEqual(
      expect.arrayContaining([sent, other]),
    );
  });
});
