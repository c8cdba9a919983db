import { describe, expect, it } from 'vitest';
import { addRun, BACKENDS, stageInput, tempJournal } from './journal-fixture.js';

describe.each(BACKENDS)('the stage statements (%s journal)', (backend) => {
  it('stages many invoices at once and gives their row ids in the order given, across statement boundaries', async () => {
    const journal = await tempJournal(backend);
    try {
      const runId = await addRun(journal);
      // More than one multi-row INSERT (500 rows each), with an invalid invoice in the middle.
      const inputs = Array.from({ length: 1203 }, (_, i) =>
        stageInput(runId, `N-${String(i + 1).padStart(4, '0')}`, {
          seq: i + 1,
          ...(i === 600 ? { payloadJson: undefined, payloadHash: undefined } : {}),
        }),
      );
      const ids = await journal.transaction((tx) => tx.stage.stageInvoices(inputs));
      expect(ids).toHaveLength(1203);
      expect(new Set(ids).size).toBe(1203);
      const rows = await journal.lists.listInvoices({ runId, limit: -1 });
      const byId = new Map(rows.map((row) => [row.id, row]));
      ids.forEach((id, i) => expect(byId.get(id)?.invoiceNumber).toBe(`N-${String(i + 1).padStart(4, '0')}`));
      expect(byId.get(ids[600]!)?.state).toBe('invalid');
      expect(rows.filter((row) => row.state === 'staged')).toHaveLength(1202);
    } finally {
      await journal.close();
    }
  });
});
