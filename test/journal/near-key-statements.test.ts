/**
 * A vendor's rows on a target that may exist on the back-end, on both databases: created, being
 * sent, in doubt after a request left; not failed, held back, staged, another vendor's or another target's.
 */
import { describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from './journal-fixture.js';

const HERE = 'http://127.0.0.1:4010/erp/invoicing/qa';
const THERE = 'http://localhost:4010/erp/invoicing/qa';
const PAYEE = '0000100001';
const AT = '2025-01-31T10:00:02.000Z';

async function rowOf(journal: Journal, number: string, state: string, key: { target?: string; payee?: string } = {}) {
  const targetIdentity = key.target ?? HERE;
  const run = await addRun(journal, { targetIdentity });
  const id = await addInvoice(journal, run, number, { targetIdentity, payeeId: key.payee ?? PAYEE });
  if (state === 'staged') return id;
  if (state === 'held') {
    await journal.send.recordHeld([{ rowId: id, detail: 'held' }], AT);
    return id;
  }
  await journal.send.markSending(id, AT);
  if (state !== 'sending')
    await journal.send.recordOutcome(id, {
      state: state as 'created' | 'in-doubt' | 'failed',
      instanceId: state === 'created' ? '17' : undefined,
      attempts: 1,
      at: AT,
    });
  return id;
}

describe.each(BACKENDS)('near-key statements on %s', (backend) => {
  it("find a vendor's created, sending and sent-in-doubt rows on the target, oldest first", async () => {
    const journal = await tempJournal(backend);
    try {
      const created = await rowOf(journal, 'a-1', 'created');
      const sending = await rowOf(journal, 'b-1', 'sending');
      const inDoubt = await rowOf(journal, 'c-1', 'in-doubt');
      await rowOf(journal, 'd-1', 'failed');
      await rowOf(journal, 'e-1', 'held');
      await rowOf(journal, 'f-1', 'staged');
      await rowOf(journal, 'g-1', 'created', { payee: '0000100002' });
      await rowOf(journal, 'h-1', 'created', { target: THERE });
      const found = await journal.send.findPayeeRecordedRows(HERE, PAYEE);
      expect(found.map((row) => [row.id, row.invoiceNumber, row.state])).toEqual([
        [created, 'a-1', 'created'],
        [sending, 'b-1', 'sending'],
        [inDoubt, 'c-1', 'in-doubt'],
      ]);
      expect(await journal.send.findPayeeRecordedRows(HERE, '0000199999')).toEqual([]);
    } finally {
      await journal.close();
    }
  });
});
