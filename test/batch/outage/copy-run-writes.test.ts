/**
 * The upload's in-memory copy of its runs (copy-run-writes.ts) holds each staged invoice as the
 * journal lists it for the results workbook: the same columns and values, carried fields included,
 * before and after an outcome is recorded, so a workbook written from the copy during a journal
 * outage says what one written from the journal would.
 */
import { describe, expect, it } from 'vitest';
import { copyRunWrites } from '../../../src/batch/outage/copy-run-writes.js';
import { addRun, stageInput, tempJournal } from '../../journal/journal-fixture.js';

describe("the upload's copy of its runs", () => {
  it('holds every staged invoice, valid or invalid, with or without carried fields, as the journal lists it', async () => {
    const journal = await tempJournal();
    try {
      const { journal: copying, copies } = copyRunWrites(journal);
      const runId = await addRun(copying);
      const inputs = [
        stageInput(runId, 'FULL', {
          seq: 1,
          vendorName: 'Müller & Söhne GmbH',
          dueDate: '20250301',
          sheet: 'Register',
          rows: '5',
        }),
        stageInput(runId, 'BARE', {
          seq: 2,
          invoiceDate: undefined,
          vendorName: undefined,
          dueDate: undefined,
          sheet: undefined,
          rows: '6-7',
          lines: 2,
        }),
        stageInput(runId, 'BAD', {
          seq: 3,
          payeeId: undefined,
          currencyCode: undefined,
          invoiceAmount: undefined,
          payloadJson: undefined,
          payloadHash: undefined,
          rows: '8',
        }),
      ];
      const ids = await copying.transaction((tx) => tx.stage.stageInvoices(inputs));
      const copied = () => [...(copies.get(runId)?.rows.values() ?? [])];
      const listed = () => journal.lists.listRunResultsPage(runId, 0, 10);

      expect(copied().map((row) => row.state)).toEqual(['staged', 'staged', 'invalid']);
      expect(copied()).toEqual(await listed());

      await copying.send.recordOutcome(ids[0]!, {
        state: 'created',
        instanceId: '0030000001',
        httpStatus: 200,
        eRetcode: 0,
        eMessage: 'Invoice created',
        attempts: 1,
        at: '2025-01-31T10:00:01.000Z',
      });
      expect(copied()[0]).toMatchObject({ state: 'created', instanceId: '0030000001', httpStatus: 200 });
      expect(copied()).toEqual(await listed());
    } finally {
      await journal.close();
    }
  });
});
