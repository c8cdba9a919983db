/**
 * Listing by outcome word: over every journal state with no request, one and two requests, and a
 * held detail or another, the invoices a listing keeps for a word are exactly those whose Outcome
 * column shows that word (a live run's staged and sending rows "to be sent" and "being sent", never
 * "not sent" nor "in doubt"), per invoice and per run, and a run's counts count them so, on both databases.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { listInvoicesWithTotal } from '../../src/journal/list-invoices-with-total.js';
import { OUTCOME_MEANINGS } from '../../src/report/outcome-words.js';
import { BEING_SENT, liveRowWord, TO_BE_SENT, type ListingWord } from '../../src/report/live-row-word.js';
import { countOfOutcome } from '../../src/report/count-outcomes.js';
import { rowsWithOutcome } from '../../src/report/rows-with-outcome.js';
import { ALREADY_CREATED_DETAIL, DIFFERENT_INVOICE_DETAIL } from '../../src/journal/invoice-state.js';
import type { OutcomeRecord } from '../../src/journal/send-statements.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from './journal-fixture.js';

let journal: Journal;
afterEach(() => journal.close());

const AT = '2025-01-31T10:00:05.000Z';
const ANSWERED: OutcomeRecord['state'][] = ['created', 'rejected', 'failed', 'in-doubt', 'skipped'];

/** Details an answered row may carry: none, a held one (the rule's), one that only mentions it. */
const DETAILS = [undefined, `${DIFFERENT_INVOICE_DETAIL} as instance 0030000001 on 2025-01-30`, 'already created'];
/** The detail of a created row whose first post the finance system refused as a duplicate of an instance it held. */
const ALREADY_THERE = `${ALREADY_CREATED_DETAIL} as instance 0030000001: the post was refused as a duplicate`;

/** One row per state, number of requests and detail, each its own invoice; returns the run. */
async function everyState(): Promise<number> {
  const run = await addRun(journal);
  let n = 0;
  const add = () => addInvoice(journal, run, `N-${(n += 1)}`);
  await add();
  await journal.send.markSending(await add(), AT);
  await addInvoice(journal, run, 'X', { payloadJson: undefined, payeeId: undefined, invoiceNumber: undefined });
  for (const state of ANSWERED)
    for (const attempts of [0, 1, 2])
      for (const detail of DETAILS) await journal.send.recordOutcome(await add(), { state, attempts, detail, at: AT });
  for (const attempts of [0, 1, 2])
    await journal.send.recordOutcome(await add(), { state: 'created', attempts, detail: ALREADY_THERE, at: AT });
  return run;
}

describe.each(BACKENDS)('listing by outcome word (%s journal)', (backend) => {
  it('keeps for each word exactly the rows whose outcome is that word, per invoice and per run', async () => {
    journal = await tempJournal(backend);
    const run = await everyState();
    const all = (await listInvoicesWithTotal(journal, { limit: -1 })).rows;
    expect(all).toHaveLength(51);
    const words: ListingWord[] = [...OUTCOME_MEANINGS.map((meaning) => meaning.word), TO_BE_SENT, BEING_SENT];
    for (const word of words) {
      const expected = all.filter((row) => liveRowWord(row) === word).map((row) => row.id);
      // The staged row and the one being sent are a live run's: each has its own word.
      if (word === TO_BE_SENT || word === BEING_SENT) expect(expected, word).toHaveLength(1);
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
      if (word === TO_BE_SENT || word === BEING_SENT) continue;
      // The run's counts, as history lists them, count each word by the same rule; they are taken once
      // a run has ended, when no row is sending any more (the counts call a sending row in doubt).
      await journal.runs.refreshRunCounts(run);
      const sending = word === 'in doubt' ? 1 : 0;
      expect(countOfOutcome(word, (await journal.runs.findRun(run))!), word).toBe(expected.length + sending);
    }
  });

  it('lists under held: differs only the skipped invoices whose detail says so, and not under skipped', async () => {
    journal = await tempJournal(backend);
    await everyState();
    const listed = async (word: 'skipped' | 'held: differs') =>
      (await listInvoicesWithTotal(journal, { matching: rowsWithOutcome(word), limit: -1 })).rows.map(
        (row) => `${row.state}/${row.attempts}/${row.detail === DETAILS[1] ? 'held' : (row.detail ?? 'none')}`,
      );
    expect(await listed('held: differs')).toEqual(['skipped/2/held', 'skipped/1/held', 'skipped/0/held']);
    expect((await listed('skipped')).sort()).toEqual(
      [0, 1, 2].flatMap((n) => [`skipped/${n}/already created`, `skipped/${n}/none`]),
    );
  });

  it('does not list under failed the invoices never sent, nor under not sent those that were or a live run is to send', async () => {
    journal = await tempJournal(backend);
    await everyState();
    const numbers = async (word: 'failed' | 'not sent') =>
      (await listInvoicesWithTotal(journal, { matching: rowsWithOutcome(word), limit: -1 })).rows
        .map((row) => `${row.state}/${row.attempts}`)
        .sort();
    expect(await numbers('failed')).toEqual(['failed/1', 'failed/1', 'failed/1', 'failed/2', 'failed/2', 'failed/2']);
    expect(await numbers('not sent')).toEqual(['failed/0', 'failed/0', 'failed/0']);
  });
});
