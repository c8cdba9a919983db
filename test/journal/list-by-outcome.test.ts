/**
 * Listing by outcome word: over every journal state with no request, one and two requests, the
 * invoices a listing keeps for a word are exactly those whose Outcome column shows that word, per
 * invoice and per run, on both databases.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { listInvoicesWithTotal } from '../../src/journal/list-invoices-with-total.js';
import { OUTCOME_MEANINGS, outcomeWordOf, rowsWithOutcome } from '../../src/report/outcome-words.js';
import type { OutcomeRecord } from '../../src/journal/send-statements.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from './journal-fixture.js';

let journal: Journal;
afterEach(() => journal.close());

const AT = '2025-01-31T10:00:05.000Z';
const ANSWERED: OutcomeRecord['state'][] = ['created', 'rejected', 'failed', 'in-doubt', 'skipped'];

/** One row per state and number of requests, each its own invoice; returns the run. */
async function everyState(): Promise<number> {
  const run = await addRun(journal);
  let n = 0;
  const add = () => addInvoice(journal, run, `N-${(n += 1)}`);
  await add();
  await journal.send.markSending(await add(), AT);
  await addInvoice(journal, run, 'X', { payloadJson: undefined, payeeId: undefined, invoiceNumber: undefined });
  for (const state of ANSWERED)
    for (const attempts of [0, 1, 2]) await journal.send.recordOutcome(await add(), { state, attempts, at: AT });
  return run;
}

describe.each(BACKENDS)('listing by outcome word (%s journal)', (backend) => {
  it('keeps for each word exactly the rows whose outcome is that word, per invoice and per run', async () => {
    journal = await tempJournal(backend);
    const run = await everyState();
    const all = (await listInvoicesWithTotal(journal, { limit: -1 })).rows;
    expect(all).toHaveLength(18);
    for (const { word } of OUTCOME_MEANINGS) {
      const expected = all.filter((row) => outcomeWordOf(row) === word).map((row) => row.id);
      for (const runId of [undefined, run]) {
        const listed = await listInvoicesWithTotal(journal, { matching: rowsWithOutcome(word), runId, limit: -1 });
        expect(
          listed.rows.map((row) => row.id),
          `${word}, run ${runId}`,
        ).toEqual(expected);
        // A cut list counts the rest by the same rule.
        const cut = await listInvoicesWithTotal(journal, { matching: rowsWithOutcome(word), runId, limit: 1 });
        expect(cut.total, `${word} total, run ${runId}`).toBe(expected.length);
      }
    }
  });

  it('does not list under failed the invoices never sent, nor under not sent those that were', async () => {
    journal = await tempJournal(backend);
    await everyState();
    const numbers = async (word: 'failed' | 'not sent') =>
      (await listInvoicesWithTotal(journal, { matching: rowsWithOutcome(word), limit: -1 })).rows
        .map((row) => `${row.state}/${row.attempts}`)
        .sort();
    expect(await numbers('failed')).toEqual(['failed/1', 'failed/2']);
    expect(await numbers('not sent')).toEqual(['failed/0', 'staged/0']);
  });
});
