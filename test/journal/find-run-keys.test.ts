/** The keys of a run's invalid and staged rows, as written and trimmed, on both databases. */
import { describe, expect, it } from 'vitest';
import { addInvoice, addRun, BACKENDS, tempJournal } from './journal-fixture.js';

describe.each(BACKENDS)('findRunKeys on %s', (backend) => {
  it("reads a run's invalid and staged rows with their keys trimmed, and no other run's or state's", async () => {
    const journal = await tempJournal(backend);
    try {
      const run = await addRun(journal);
      const other = await addRun(journal);
      const staged = await addInvoice(journal, run, '00421');
      const invalid = await addInvoice(journal, run, ' 421 ', {
        seq: 2,
        payloadJson: undefined,
        payloadHash: undefined,
      });
      const held = await addInvoice(journal, run, 'INV-7', { seq: 3 });
      await journal.send.recordHeld([{ rowId: held, detail: 'held' }], '2025-01-31T10:00:02.000Z');
      await addInvoice(journal, other, '421');
      expect(await journal.send.findRunKeys(run)).toEqual([
        { id: staged, state: 'staged', payeeId: '0000100001', invoiceNumber: '00421' },
        { id: invalid, state: 'invalid', payeeId: '0000100001', invoiceNumber: '421' },
      ]);
    } finally {
      await journal.close();
    }
  });
});
