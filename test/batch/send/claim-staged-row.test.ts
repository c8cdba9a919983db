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
