/**
 * A journal row in doubt as a run leaves it when its create request got no answer: staged, marked
 * sending, then recorded in doubt. For the tests of what `resolve` records on it.
 */
import type { Journal } from '../../src/journal/open-journal.js';
import { addInvoice, addRun } from '../journal/journal-fixture.js';

/** Invoice `number` (ID-`number`) of a new run, sent and left in doubt; its row id. */
export async function addInDoubtInvoice(journal: Journal, number = 'N1'): Promise<number> {
  const runId = await addRun(journal);
  const rowId = await addInvoice(journal, runId, number);
  await journal.send.markSending(rowId, '2025-01-31T10:00:02Z');
  await journal.send.recordOutcome(rowId, {
    state: 'in-doubt',
    detail: 'no answer',
    attempts: 1,
    at: '2025-01-31T10:00:05Z',
  });
  return rowId;
}
