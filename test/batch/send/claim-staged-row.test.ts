import { afterEach, describe, expect, it } from 'vitest';
import { claimStagedRows, mostlyTakenElsewhere, type RowClaim } from '../../../src/batch/send/claim-staged-row.js';
import type { Journal } from '../../../src/journal/journal.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from '../../journal/journal-fixture.js';

let journal: Journal | undefined;
afterEach(async () => {
  await journal?.close();
  journal = undefined;
});

const PLAN = { force: false, retryInDoubt: false, rejectsDuplicates: false };
const AT = '2025-01-31T10:00:05Z';

describe.each(BACKENDS)('claimStagedRows (%s journal)', (backend) => {
  it('marks the clear rows and decides the others from their keys, many keys at once', async () => {
    journal = await tempJournal(backend);
    const earlier = await addRun(journal);
    const created = await addInvoice(journal, earlier, 'CREATED');
    await journal.send.markSending(created, '2025-01-31T10:00:01Z');
    await journal.send.recordOutcome(created, { state: 'created', instanceId: '0030000001', attempts: 1, at: AT });
    const doubted = await addInvoice(journal, earlier, 'DOUBTED');
    await journal.send.markSending(doubted, '2025-01-31T10:00:01Z');
    await journal.send.recordOutcome(doubted, { state: 'in-doubt', detail: 'timeout', attempts: 1, at: AT });
    const run = await addRun(journal);
    for (const number of ['CREATED', 'DOUBTED', 'CLEAR']) await addInvoice(journal, run, number);
    const rows = await journal.stage.listStagedPage(run, 0, 10);

    const claims = await journal.transaction((tx) => claimStagedRows(tx, rows, run, PLAN, AT));
    expect(claims.map((claim) => claim.kind)).toEqual(['decided', 'decided', 'send']);
    const recorded = new Map(
      (await journal.lists.listInvoices({ runId: run, limit: 10 })).map((r) => [r.invoiceNumber, r]),
    );
    expect(recorded.get('CREATED')).toMatchObject({
      state: 'skipped',
      instanceId: '0030000001',
      attempts: 0,
      outcomeAt: AT,
    });
    expect(recorded.get('DOUBTED')).toMatchObject({ state: 'in-doubt', instanceId: null, attempts: 0, outcomeAt: AT });
    expect(recorded.get('CLEAR')).toMatchObject({ state: 'sending', sendingAt: AT });
  });

  it('holds a row whose InvoiceId another key is sending, after what its own key decides, and posts other money', async () => {
    journal = await tempJournal(backend);
    const earlier = await addRun(journal);
    const sentAt = '2025-01-31T10:00:01Z';
    // Sent since this run read its page, by another worker under another number (a corrected mapping).
    await journal.send.markSending(await addInvoice(journal, earlier, 'OLD-1', { invoiceId: 'ID-1' }), sentAt);
    // The row's own key created with the same content, and its InvoiceId under another number too.
    const same = await addInvoice(journal, earlier, 'SAME', { invoiceId: 'ID-2' });
    const twin = await addInvoice(journal, earlier, 'OLD-2', { invoiceId: 'ID-2' });
    for (const id of [same, twin]) {
      await journal.send.markSending(id, sentAt);
      await journal.send.recordOutcome(id, { state: 'created', instanceId: `00300000${id}`, attempts: 1, at: AT });
    }
    // Another invoice of other money under the same InvoiceId (ids taken from vendors' numbers).
    const otherMoney = { invoiceId: 'ID-3', invoiceAmount: '99.0000' };
    await journal.send.markSending(await addInvoice(journal, earlier, 'OLD-3', otherMoney), sentAt);
    const run = await addRun(journal);
    await addInvoice(journal, run, 'NEW-1', { invoiceId: 'ID-1' });
    await addInvoice(journal, run, 'SAME', { invoiceId: 'ID-2' });
    await addInvoice(journal, run, 'NEW-3', { invoiceId: 'ID-3' });
    const rows = await journal.stage.listStagedPage(run, 0, 10);

    const claims = await journal.transaction((tx) => claimStagedRows(tx, rows, run, PLAN, AT));
    expect(claims.map((claim) => claim.kind)).toEqual(['decided', 'decided', 'send']);
    const recorded = new Map(
      (await journal.lists.listInvoices({ runId: run, limit: 10 })).map((r) => [r.invoiceNumber, r]),
    );
    expect(recorded.get('NEW-1')).toMatchObject({ state: 'skipped', instanceId: null });
    expect(recorded.get('NEW-1')?.detail).toMatch(
      /^held: an invoice with this InvoiceId \(ID-1\) is still being sent under vendor id 0000100001, number OLD-1/,
    );
    // Skipped as the invoice its key created, not held: the same invoice, already posted.
    expect(recorded.get('SAME')).toMatchObject({ state: 'skipped', instanceId: `00300000${same}` });
    expect(recorded.get('SAME')?.detail ?? '').not.toMatch(/^held:/);
    expect(recorded.get('NEW-3')).toMatchObject({ state: 'sending' });
  });

  it('refuses two rows of one key in a batch, which would both be marked', async () => {
    journal = await tempJournal(backend);
    const run = await addRun(journal);
    await addInvoice(journal, run, 'TWICE');
    await addInvoice(journal, run, 'TWICE');
    const rows = await journal.stage.listStagedPage(run, 0, 10);
    await expect(journal.transaction((tx) => claimStagedRows(tx, rows, run, PLAN, AT))).rejects.toThrow(/one key/);
    expect((await journal.lists.countInvoicesByState(run)).get('staged')).toBe(2);
  });
});

describe('mostlyTakenElsewhere', () => {
  const send: RowClaim = { kind: 'send', plan: { action: 'post' } };
  const defer: RowClaim = { kind: 'defer' };
  const skipped: RowClaim = { kind: 'decided', state: 'skipped', detail: 'already created' };
  const held: RowClaim = { kind: 'decided', state: 'in-doubt', detail: 'still in doubt' };

  it("counts rows held, being sent or created by another worker, not rows held back by an earlier run's doubt", () => {
    expect(mostlyTakenElsewhere([defer, skipped, send])).toBe(true);
    expect(mostlyTakenElsewhere([defer, send])).toBe(false);
    expect(mostlyTakenElsewhere([held, held, send])).toBe(false);
    expect(mostlyTakenElsewhere([])).toBe(false);
  });
});
