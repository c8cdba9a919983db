/**
 * `resolve --reviewed` on both databases: a held copy (a changed copy of a created invoice, held:
 * differs) that a person closes as reviewed leaves the open lists (journal's listing, history's
 * count, journal export's Open sheet after the review's time) and the created invoice stays as it
 * was; the same copy read again from a later file stays closed, a copy read after another post of
 * the key does not; a reference that names no open held copy is refused and nothing is recorded.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { reviewHeldCopy } from '../../src/batch/review-held-copy.js';
import { ResolveRefusedError } from '../../src/batch/refuse-resolve.js';
import { DIFFERENT_INVOICE_DETAIL } from '../../src/journal/invoice-state.js';
import type { Journal } from '../../src/journal/open-journal.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from '../journal/journal-fixture.js';

let journal: Journal;
afterEach(() => journal.close());

const AT = '2025-01-31T10:00:05.000Z';
const INSTANCE = '0030000001';
const BY = 'a.schmidt (login root@vm)';
const REVIEWED_AT = new Date('2025-02-03T09:30:00.000Z');

/** A later run's changed copy of N-1 with body `hash`, held: differs. */
async function holdCopy(hash: string): Promise<number> {
  const detail = `${DIFFERENT_INVOICE_DETAIL} as instance ${INSTANCE} on 2025-01-30`;
  const row = await addInvoice(journal, await addRun(journal), 'N-1', { payloadHash: hash, invoiceAmount: '110.0000' });
  await journal.send.recordOutcome(row, { state: 'skipped', instanceId: INSTANCE, detail, attempts: 0, at: AT });
  return row;
}

async function createN1(): Promise<number> {
  const created = await addInvoice(journal, await addRun(journal), 'N-1');
  await journal.send.recordOutcome(created, { state: 'created', instanceId: INSTANCE, attempts: 1, at: AT });
  return created;
}

const openCopies = async () => [...(await journal.lists.countHeldCopiesByTarget()).values()];
const listed = async () => (await journal.lists.listLatestInvoices(undefined, -1)).map((row) => [row.id, row.state]);

describe.each(BACKENDS)('a held copy closed as reviewed (%s journal)', (backend) => {
  it('leaves the open lists; the created invoice and the held row stay as recorded', async () => {
    journal = await tempJournal(backend);
    const created = await createN1();
    const copy = await holdCopy('h2');
    const before = await journal.lists.listInvoiceHistory('ID-N-1');
    expect(await openCopies()).toEqual([1]);
    expect(await journal.period.listOpenAt('2025-03-01T00:00:00.000Z')).toMatchObject([{ id: copy }]);

    const reviewed = await reviewHeldCopy(journal, {
      reference: 'ID-N-1',
      note: ' credit note CN-7 instead ',
      by: BY,
      now: REVIEWED_AT,
    });
    expect(reviewed).toMatchObject({
      key: '0000100001/N-1',
      rowId: copy,
      amount: '110.0000',
      note: 'credit note CN-7 instead',
    });

    expect(await openCopies()).toEqual([]);
    expect(await listed()).toEqual([[created, 'created']]);
    // A period that ended before the review still had it open; one after does not.
    expect(await journal.period.listOpenAt('2025-02-01T00:00:00.000Z')).toMatchObject([{ id: copy }]);
    expect(await journal.period.listOpenAt('2025-03-01T00:00:00.000Z')).toEqual([]);
    // Nothing of the invoice's rows changed: the decision is kept beside them.
    expect(await journal.lists.listInvoiceHistory('ID-N-1')).toEqual(before);
    expect(await journal.resolve.listHeldReviews('0000100001/N-1')).toMatchObject([
      { invoiceRowId: copy, reviewedAt: REVIEWED_AT.toISOString(), reviewedBy: BY, note: 'credit note CN-7 instead' },
    ]);
  });

  it('keeps the same copy read again closed, and opens a copy read after another post of the key', async () => {
    journal = await tempJournal(backend);
    await createN1();
    await holdCopy('h2');
    await reviewHeldCopy(journal, { reference: '0000100001/N-1', note: 'not to be posted', by: BY });
    await holdCopy('h2');
    expect(await openCopies()).toEqual([]);
    const other = await holdCopy('h3');
    expect(await openCopies()).toEqual([1]);
    expect((await journal.resolve.findOpenHeldCopies('ID-N-1')).map((row) => row.id)).toEqual([other]);
    await reviewHeldCopy(journal, { reference: 'ID-N-1', note: 'also not', by: BY });
    // Posted again (--force) after the review, then the reviewed body read again: a new open copy.
    const forced = await addInvoice(journal, await addRun(journal), 'N-1', { payloadHash: 'h4' });
    await journal.send.recordOutcome(forced, { state: 'created', instanceId: '0030000002', attempts: 1, at: AT });
    expect(await openCopies()).toEqual([]);
    await holdCopy('h2');
    expect(await openCopies()).toEqual([1]);
  });

  it.each([
    [
      'a created invoice',
      async () => void (await createN1()),
      'its latest row (run 1) is created as instance 0030000001',
    ],
    [
      'no invoice',
      async () => undefined,
      'no invoice with InvoiceId or PayeeId/Invoice_Number "ID-N-1" is in the journal',
    ],
    [
      'a held copy closed already',
      async () => {
        await createN1();
        await holdCopy('h2');
        await reviewHeldCopy(journal, { reference: 'ID-N-1', note: 'first', by: 'ana@desk' });
      },
      'was already closed as reviewed by ana@desk at ',
    ],
  ])('refuses %s, recording nothing', async (_name, setUp, words) => {
    journal = await tempJournal(backend);
    await setUp();
    const before = await journal.resolve.listHeldReviews('ID-N-1');
    const refused = reviewHeldCopy(journal, { reference: 'ID-N-1', note: 'why', by: BY });
    await expect(refused).rejects.toThrow(ResolveRefusedError);
    await expect(refused).rejects.toThrow(words);
    expect(await journal.resolve.listHeldReviews('ID-N-1')).toEqual(before);
  });
});
