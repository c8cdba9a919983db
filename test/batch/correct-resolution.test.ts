import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { resolveInDoubt } from '../../src/batch/resolve-in-doubt.js';
import { correctResolution } from '../../src/batch/correct-resolution.js';
import { readHandResolution } from '../../src/journal/read-hand-resolution.js';
import { checkInstanceAbsent } from '../../src/batch/check-resolve-instance.js';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from '../journal/journal-fixture.js';

let journal: Journal;
afterEach(() => journal.close());

const BY = 'clerk@host-1';

/** N1 sent by run 1 and lost in doubt, held by run 2. */
async function inDoubt(targetIdentity = 'https://erp.example/erp/invoicing/qa'): Promise<[number, number]> {
  const first = await addRun(journal, { targetIdentity });
  const sent = await addInvoice(journal, first, 'N1', { targetIdentity });
  await journal.send.markSending(sent, '2025-01-31T10:00:02Z');
  await journal.send.recordOutcome(sent, { state: 'in-doubt', attempts: 1, at: '2025-01-31T10:00:05Z' });
  const second = await addRun(journal, { targetIdentity });
  const held = await addInvoice(journal, second, 'N1', { targetIdentity });
  await journal.send.recordOutcome(held, {
    state: 'in-doubt',
    detail: 'still in doubt',
    attempts: 0,
    at: '2025-02-01T10:00:05Z',
  });
  return [sent, held];
}

const states = async () =>
  (await journal.lists.listInvoices({ limit: 9 })).map((row) => [row.id, row.state, row.instanceId]).reverse();

describe.each(BACKENDS)('correctResolution (%s journal)', (backend) => {
  it('corrects a wrong instance id, keeping the first resolution and the correction with who, when and why', async () => {
    journal = await tempJournal(backend);
    const [sent, held] = await inDoubt();
    await resolveInDoubt(journal, {
      reference: 'ID-N1',
      instanceId: '999999999',
      now: new Date('2025-02-02T09:00:00Z'),
    });
    const result = await correctResolution(journal, {
      reference: '0000100001/N1',
      instanceId: '0030000017',
      reason: 'typo in the instance id',
      correctedBy: BY,
      now: new Date('2025-02-03T09:00:00Z'),
    });
    expect(result).toMatchObject({ key: '0000100001/N1', was: 'created as instance 999999999' });
    expect(await states()).toEqual([
      [sent, 'created', '0030000017'],
      [held, 'skipped', '0030000017'],
    ]);
    const corrections = await journal.resolve.listCorrections('ID-N1');
    expect(corrections).toHaveLength(2);
    expect(corrections[0]).toMatchObject({
      invoiceRowId: sent,
      correctedAt: '2025-02-03T09:00:00.000Z',
      correctedBy: BY,
      reason: 'typo in the instance id',
      previousState: 'created',
      previousInstanceId: '999999999',
      previousDetail: expect.stringMatching(
        /^resolved on 2025-02-0\d \d{2}:\d{2} UTC \(in doubt since [^)]+ UTC\), unchecked: created as instance 999999999$/,
      ),
      state: 'created',
      instanceId: '0030000017',
    });
    // A second correction works from the first one.
    await correctResolution(journal, {
      reference: 'ID-N1',
      notCreated: true,
      reason: 'it was never there',
      correctedBy: BY,
    });
    expect((await states()).map((row) => row[1])).toEqual(['failed', 'failed']);
    expect(await journal.resolve.listCorrections('ID-N1')).toHaveLength(4);
  });

  it('corrects not created to created as long as no upload took the invoice up again', async () => {
    journal = await tempJournal(backend);
    const [sent] = await inDoubt();
    await resolveInDoubt(journal, { reference: 'ID-N1', notCreated: true });
    await correctResolution(journal, {
      reference: 'ID-N1',
      instanceId: '0030000017',
      reason: 'found it',
      correctedBy: BY,
    });
    expect((await states())[0]).toEqual([sent, 'created', '0030000017']);
  });

  it('refuses a correction to created once a later upload posted the invoice again, changing nothing', async () => {
    journal = await tempJournal(backend);
    await inDoubt();
    await resolveInDoubt(journal, { reference: 'ID-N1', notCreated: true });
    const third = await addRun(journal);
    const again = await addInvoice(journal, third, 'N1');
    await journal.send.recordOutcome(again, {
      state: 'created',
      instanceId: '0030000020',
      attempts: 1,
      at: '2025-02-04T10:00:00Z',
    });
    const before = await states();
    await expect(
      correctResolution(journal, { reference: 'ID-N1', instanceId: '0030000017', reason: 'found it', correctedBy: BY }),
    ).rejects.toThrow(
      `0000100001/N1 was taken up again after its resolution: run ${third} has it created as instance 0030000020; a correction now could book it twice`,
    );
    expect(await states()).toEqual(before);
    expect(await journal.resolve.listCorrections('ID-N1')).toEqual([]);
  });

  it('refuses what it cannot correct: nothing resolved, the same answer, no reason, an id of another invoice', async () => {
    journal = await tempJournal(backend);
    await inDoubt();
    const correct = (more: object) =>
      correctResolution(journal, { reference: 'ID-N1', reason: 'why', correctedBy: BY, ...more });
    await expect(correct({ notCreated: true })).rejects.toThrow(
      '"ID-N1" has no resolution to correct: its latest row (run 2) is in doubt',
    );
    await resolveInDoubt(journal, { reference: 'ID-N1', instanceId: '0030000017' });
    await expect(correct({ instanceId: '30000017' })).rejects.toThrow(
      '0000100001/N1 is already recorded as created as instance 0030000017: nothing to correct',
    );
    await expect(correct({ notCreated: true, reason: ' ' })).rejects.toThrow('say why the resolution is corrected');
    const run = await addRun(journal);
    const other = await addInvoice(journal, run, 'N9');
    await journal.send.recordOutcome(other, {
      state: 'created',
      instanceId: '0030000042',
      attempts: 1,
      at: '2025-01-31T10:00:00Z',
    });
    await expect(correct({ instanceId: '0030000042' })).rejects.toThrow(
      'instance 0030000042 is already recorded as created for another invoice',
    );
  });
});

describe('correctResolution to not created, checked with the finance system', () => {
  it('refuses while the finance system shows the recorded instance as this invoice, and corrects once it does not', async () => {
    const sandbox = await startTestSandbox({ now: () => Date.parse('2025-01-31T10:00:03Z') });
    const target = sandbox.target();
    journal = await tempJournal();
    await inDoubt(target.identity);
    const created = await createInvoice(target, sampleInvoice({ Invoice_Number: 'N1' }));
    if (created.kind !== 'created') throw new Error(created.kind);
    await resolveInDoubt(journal, { reference: 'ID-N1', instanceId: created.instanceId });
    const correct = () =>
      correctResolution(journal, {
        reference: 'ID-N1',
        notCreated: true,
        reason: 'not in the ledger',
        correctedBy: BY,
        checkAbsent: (id, invoice) => checkInstanceAbsent(target, id, invoice),
      });
    await expect(correct()).rejects.toMatchObject({
      refusal: { kind: 'instance-exists' },
      message: `the finance system shows instance ${created.instanceId}, recorded for 0000100001/N1: it was created, and posting it again would book it twice; nothing recorded`,
    });
    expect((await states()).map((row) => row[1])).toEqual(['created', 'skipped']);
    // A wrong id recorded by mistake: the finance system does not know it, so the invoice may be posted.
    await correctResolution(journal, { reference: 'ID-N1', instanceId: '999999999', reason: 'test', correctedBy: BY });
    await correct();
    expect((await states()).map((row) => row[1])).toEqual(['failed', 'failed']);
  });

  it("keeps the first decision's note in the corrected row's Detail", async () => {
    journal = await tempJournal();
    const [sent] = await inDoubt();
    await resolveInDoubt(journal, {
      reference: 'ID-N1',
      notCreated: true,
      note: 'not in the ledger, checked with AP',
      now: new Date('2025-02-02T09:00:00Z'),
    });
    await correctResolution(journal, {
      reference: '0000100001/N1',
      instanceId: '0030000017',
      reason: 'found it after all',
      correctedBy: BY,
      now: new Date('2025-02-03T09:07:30Z'),
    });
    const [row] = (await journal.lists.listInvoices({ limit: 9 })).filter((each) => each.id === sent);
    // The time of the correction with its zone, as the resolution's own (`resolved on ... UTC`), not the day alone.
    expect(row!.detail).toMatch(/^corrected on 2025-02-03 09:07 UTC: created as instance 0030000017 /);
    expect(readHandResolution(row!.detail)).toEqual({ how: 'corrected', by: { kind: 'person', name: BY } });
    expect(row!.detail).toContain(
      `(was not created, noted "not in the ledger, checked with AP"; by ${BY}: found it after all)`,
    );
  });
});
