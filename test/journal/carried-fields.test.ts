/**
 * The carried fields (src/journal/carried-fields.ts) are stored and listed alike on both backends,
 * one row at a time and many at once, and read back by name and by the SQLite results page's position.
 */
import { describe, expect, it } from 'vitest';
import { CARRIED_FIELDS } from '../../src/journal/carried-fields.js';
import { addRun, BACKENDS, stageInput, tempJournal } from './journal-fixture.js';

describe.each(BACKENDS)('the carried fields (%s journal)', (backend) => {
  it('keeps the due date and the other carried fields, or null without them, in every listing of the run', async () => {
    const journal = await tempJournal(backend);
    try {
      const runId = await addRun(journal);
      const carried = { invoiceDate: '20250130', vendorName: 'Müller & Söhne GmbH', dueDate: '20250301' };
      await journal.stage.stageInvoice(stageInput(runId, 'ONE', { ...carried }));
      await journal.transaction((tx) =>
        tx.stage.stageInvoices([
          stageInput(runId, 'MANY', { seq: 2, ...carried, dueDate: '20251231' }),
          stageInput(runId, 'NONE', { seq: 3, invoiceDate: undefined, vendorName: undefined, dueDate: undefined }),
        ]),
      );
      const expected = [
        { invoiceNumber: 'ONE', ...carried },
        { invoiceNumber: 'MANY', ...carried, dueDate: '20251231' },
        { invoiceNumber: 'NONE', invoiceDate: null, vendorName: null, dueDate: null },
      ];
      expect(await journal.lists.listRunResultsPage(runId, 0, 10)).toMatchObject(expected);
      expect(await journal.lists.listRunInvoicesPage(runId, 0, 10)).toMatchObject(expected);
      const results = await journal.lists.listRunResultsPage(runId, 0, 10);
      for (const row of results) for (const field of CARRIED_FIELDS) expect(row).toHaveProperty(field.name);
    } finally {
      await journal.close();
    }
  });
});
