/**
 * A row staged while a created row of its key holds the same body is written without a copy of it
 * (a rerun of a year's file skips every invoice and would copy every body again); what reads a
 * row's body still reads it: the send loop, the created row's compare and `journal show`.
 */
import { describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { sqliteDb } from '../helpers/sqlite-db.js';
import { addInvoice, addRun, BACKENDS, stageInput, tempJournal } from './journal-fixture.js';

const AT = '2025-01-31T10:00:02.000Z';

async function createdRow(journal: Journal, number: string, body: string, hash: string): Promise<number> {
  const run = await addRun(journal);
  const id = await addInvoice(journal, run, number, { payloadJson: body, payloadHash: hash });
  await journal.send.markSending(id, AT);
  await journal.send.recordOutcome(id, { state: 'created', instanceId: '0030000001', attempts: 1, at: AT });
  return id;
}

describe.each(BACKENDS)('staging an invoice a created row holds (%s journal)', (backend) => {
  it('reads the body of the created row for the staged copy, and keeps its own for other content or no created row', async () => {
    const journal = await tempJournal(backend);
    try {
      const created = await createdRow(journal, 'A-1', '{"x":1}', 'h1');
      const failedRun = await addRun(journal);
      const failed = await addInvoice(journal, failedRun, 'B-1', { payloadJson: '{"x":3}', payloadHash: 'h3' });
      await journal.send.recordHeld([{ rowId: failed, detail: 'not sent' }], AT);
      const run = await addRun(journal);
      const inputs = [
        stageInput(run, 'A-1', { seq: 1, payloadJson: '{"x":1}', payloadHash: 'h1' }),
        stageInput(run, 'A-1', { seq: 2, payloadJson: '{"x":2}', payloadHash: 'h2' }),
        stageInput(run, 'B-1', { seq: 3, payloadJson: '{"x":3}', payloadHash: 'h3' }),
        stageInput(run, 'C-1', { seq: 4, payloadJson: undefined, payloadHash: undefined }),
      ];
      const ids = await journal.transaction((tx) => tx.stage.stageInvoices(inputs));

      const page = await journal.stage.listStagedPage(run, 0, 10);
      expect(page.map((row) => [row.id, row.payloadJson])).toEqual([
        [ids[0], '{"x":1}'],
        [ids[1], '{"x":2}'],
        [ids[2], '{"x":3}'],
      ]);
      expect(await journal.send.readPayload(ids[0]!)).toBe('{"x":1}');
      expect(await journal.send.readPayload(created)).toBe('{"x":1}');
      const history = await journal.lists.listInvoiceHistory('0000100001/A-1');
      expect(history.map((row) => [row.id, row.payloadJson])).toEqual([
        [created, '{"x":1}'],
        [ids[0], '{"x":1}'],
        [ids[1], '{"x":2}'],
      ]);
      const invalid = await journal.lists.listInvoiceHistory('0000100001/C-1');
      expect(invalid.map((row) => row.payloadJson)).toEqual([null]);

      if (backend === 'sqlite') {
        const stored = sqliteDb(journal)
          .prepare('SELECT id, payload_json AS body, payload_hash AS hash FROM invoices WHERE run_id = ? ORDER BY id')
          .all(run);
        // Only the copy of the created body is left out; its hash stays for the skip.
        expect(stored).toEqual([
          { id: ids[0], body: null, hash: 'h1' },
          { id: ids[1], body: '{"x":2}', hash: 'h2' },
          { id: ids[2], body: '{"x":3}', hash: 'h3' },
          { id: ids[3], body: null, hash: null },
        ]);
      }
    } finally {
      await journal.close();
    }
  });
});
