/**
 * Where an invoice stands now (its latest row, as journal, history's Now line and reconcile read it)
 * after a later run read its key again. A created invoice stays created with its instance id when
 * a later run did not send it (not sent for any stop, still staged, invalid in the later file) or
 * held a changed copy of it (held: differs): the journal never calls it "not sent ... safe to post
 * again", and an auditor's list of created invoices keeps it. A later row that decided something of
 * its own (created again, in doubt) stands for it. A held copy is an open item of its own, listed
 * beside the created invoice and counted apart. On both databases.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { DIFFERENT_INVOICE_DETAIL } from '../../src/journal/invoice-state.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from './journal-fixture.js';

let journal: Journal;
afterEach(() => journal.close());

const AT = '2025-01-31T10:00:05.000Z';
const INSTANCE = '0030000001';

interface Later {
  /** What the later run did with the key. */
  what: string;
  /** Records the later run's row of the key `number` in run `runId`. */
  record: (runId: number, number: string) => Promise<void>;
  /** The state the key's latest row has, and whether that row is the created one. */
  now: { state: string; created: boolean };
}

const notSent = (detail: string) => async (runId: number, number: string) => {
  await addInvoice(journal, runId, number);
  await journal.send.failStagedInvoices(runId, detail, AT);
};

// A held changed copy is listed beside the created invoice: its own describe below.
const LATER: Later[] = [
  {
    what: 'not sent: the upload had invalid invoices',
    record: notSent('not sent: the upload has invalid invoices, so nothing was posted; safe to post again'),
    now: { state: 'created', created: true },
  },
  {
    what: 'not sent: the run was stopped',
    record: notSent('not sent: the run was stopped; safe to post again'),
    now: { state: 'created', created: true },
  },
  {
    what: 'not sent: the process ended (recovered)',
    record: notSent('not sent: run 2 stopped before sending it; safe to post again'),
    now: { state: 'created', created: true },
  },
  {
    what: 'failed with no request',
    record: async (runId, number) =>
      journal.send.recordOutcome(await addInvoice(journal, runId, number), { state: 'failed', attempts: 0, at: AT }),
    now: { state: 'created', created: true },
  },
  {
    what: 'still staged by a live run',
    record: async (runId, number) => void (await addInvoice(journal, runId, number)),
    now: { state: 'created', created: true },
  },
  {
    what: 'invalid in the later file',
    record: async (runId, number) => void (await addInvoice(journal, runId, number, { payloadJson: undefined })),
    now: { state: 'created', created: true },
  },
  {
    what: 'posted again with --force and in doubt',
    record: async (runId, number) =>
      journal.send.recordOutcome(await addInvoice(journal, runId, number), { state: 'in-doubt', attempts: 1, at: AT }),
    now: { state: 'in-doubt', created: false },
  },
];

describe.each(BACKENDS)('an invoice read again by a later run (%s journal)', (backend) => {
  it.each(LATER)('$what: the latest row is $now.state', async (later) => {
    journal = await tempJournal(backend);
    const first = await addRun(journal);
    const created = await addInvoice(journal, first, 'N-1');
    await journal.send.recordOutcome(created, { state: 'created', instanceId: INSTANCE, attempts: 1, at: AT });
    // A key never created: whatever the later run recorded is where it stands.
    await journal.send.recordOutcome(await addInvoice(journal, first, 'N-2'), {
      state: 'rejected',
      attempts: 1,
      at: AT,
    });

    const second = await addRun(journal);
    await addInvoice(journal, second, 'N-2');
    await journal.send.failStagedInvoices(second, 'not sent: the run was stopped; safe to post again', AT);
    await later.record(second, 'N-1');

    const latest = await journal.lists.listLatestInvoices(undefined, -1);
    const byNumber = new Map(latest.map((row) => [row.invoiceNumber, row]));
    expect(latest).toHaveLength(2);
    expect(byNumber.get('N-1')).toMatchObject({ state: later.now.state });
    expect(byNumber.get('N-1')!.id === created).toBe(later.now.created);
    if (later.now.created) expect(byNumber.get('N-1')).toMatchObject({ instanceId: INSTANCE, runId: first });
    expect(byNumber.get('N-2')).toMatchObject({ state: 'failed', runId: second });
    const createdNow = await journal.lists.countLatestInvoices([{ state: 'created' }]);
    expect(createdNow).toBe(later.now.created ? 1 : 0);
  });
});

/** What an earlier run left of the key that may be in the finance system. */
const MAY_BE_THERE: { state: 'in-doubt' | 'sending'; what: string }[] = [
  { state: 'in-doubt', what: 'in doubt after a 504' },
  { state: 'sending', what: 'being sent by another run' },
];

describe.each(BACKENDS)('a later run that sent nothing of a key in doubt (%s journal)', (backend) => {
  it.each(MAY_BE_THERE)('$what: the earlier row stands, never "not sent"', async ({ state }) => {
    journal = await tempJournal(backend);
    const first = await addRun(journal);
    const earlier = await addInvoice(journal, first, 'N-1');
    if (state === 'in-doubt') await journal.send.recordOutcome(earlier, { state, attempts: 1, at: AT });
    else expect(await journal.send.markSending(earlier, AT)).toBe(true);

    const second = await addRun(journal);
    await addInvoice(journal, second, 'N-1');
    await journal.send.failStagedInvoices(second, 'not sent: the run was stopped; safe to post again', AT);

    const latest = await journal.lists.listLatestInvoices(undefined, -1);
    expect(latest).toHaveLength(1);
    expect(latest[0]).toMatchObject({ id: earlier, state, runId: first });
    expect(await journal.lists.countLatestInvoices([{ state: 'failed' }])).toBe(0);
    expect(await journal.lists.countLatestInvoices([{ state }])).toBe(1);
  });
});

describe.each(BACKENDS)('a changed copy held after the invoice was created (%s journal)', (backend) => {
  const holdCopy = async (runId: number, number: string) => {
    const detail = `${DIFFERENT_INVOICE_DETAIL} as instance ${INSTANCE} on 2025-01-30`;
    const row = await addInvoice(journal, runId, number);
    await journal.send.recordOutcome(row, { state: 'skipped', instanceId: INSTANCE, detail, attempts: 0, at: AT });
    return row;
  };

  it('lists the created invoice as created and the latest held copy as an open item, counted apart', async () => {
    journal = await tempJournal(backend);
    const first = await addRun(journal);
    const created = await addInvoice(journal, first, 'N-1');
    await journal.send.recordOutcome(created, { state: 'created', instanceId: INSTANCE, attempts: 1, at: AT });
    await holdCopy(await addRun(journal), 'N-1');
    const copy = await holdCopy(await addRun(journal), 'N-1');

    const latest = await journal.lists.listLatestInvoices(undefined, -1);
    expect(latest.map((row) => [row.id, row.state])).toEqual([
      [copy, 'skipped'],
      [created, 'created'],
    ]);
    const onlyCreated = await journal.lists.listLatestInvoices([{ state: 'created' }], -1);
    expect(onlyCreated).toMatchObject([{ id: created, instanceId: INSTANCE, runId: first }]);
    expect(await journal.lists.countLatestInvoices([{ state: 'skipped', marked: 'held' }])).toBe(1);
    // Each invoice once, and its held copy apart: the Now line's counts still add up to its invoices.
    const counts = await journal.lists.countLatestInvoicesByTarget([undefined, [{ state: 'created' }]]);
    expect([...counts.values()]).toEqual([[1, 1]]);
    const copies = await journal.lists.countHeldCopiesByTarget();
    expect([...copies.values()]).toEqual([1]);
  });

  it('closes the copy once a later upload posts it (--force)', async () => {
    journal = await tempJournal(backend);
    const first = await addRun(journal);
    await journal.send.recordOutcome(await addInvoice(journal, first, 'N-1'), {
      state: 'created',
      instanceId: INSTANCE,
      attempts: 1,
      at: AT,
    });
    await holdCopy(await addRun(journal), 'N-1');
    const forced = await addInvoice(journal, await addRun(journal), 'N-1');
    await journal.send.recordOutcome(forced, { state: 'created', instanceId: '0030000002', attempts: 1, at: AT });

    const latest = await journal.lists.listLatestInvoices(undefined, -1);
    expect(latest.map((row) => row.id)).toEqual([forced]);
    expect([...(await journal.lists.countHeldCopiesByTarget()).values()]).toEqual([]);
  });
});
