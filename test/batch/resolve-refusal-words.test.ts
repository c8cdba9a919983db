/**
 * `resolve` and `resolve --correct` refuse an invoice they cannot act on by saying what its latest
 * row is in the words of the listings (`journal`, the results' Outcome), never the journal's state:
 * a table over every outcome the latest row of an invoice can have.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { resolveInDoubt } from '../../src/batch/resolve-in-doubt.js';
import { correctResolution } from '../../src/batch/correct-resolution.js';
import {
  ALREADY_CREATED_DETAIL,
  DIFFERENT_INVOICE_DETAIL,
  RESOLVED_NOT_CREATED_DETAIL,
} from '../../src/journal/invoice-state.js';
import type { OutcomeRecord } from '../../src/journal/send-statements.js';
import { outcomeWordOf, type OutcomeWord } from '../../src/report/outcome-words.js';
import { addInvoice, addRun, tempJournal } from '../journal/journal-fixture.js';

let journal: Journal;
afterEach(() => journal.close());

const AT = '2025-01-31T10:00:05Z';

/** The latest row of each outcome, as uploads and `resolve` record it; undefined: left as read (invalid). */
const LATEST: Record<Exclude<OutcomeWord, 'in doubt'>, Omit<OutcomeRecord, 'at'> | undefined> = {
  created: { state: 'created', instanceId: '0030000001', attempts: 1 },
  'already created': {
    state: 'created',
    instanceId: '0030000001',
    detail: `${ALREADY_CREATED_DETAIL} as instance 0030000001: the post was refused as a duplicate`,
    attempts: 1,
  },
  skipped: {
    state: 'skipped',
    instanceId: '0030000001',
    detail: 'already created as instance 0030000001',
    attempts: 0,
  },
  'held: differs': { state: 'skipped', detail: `${DIFFERENT_INVOICE_DETAIL}; amount 1.00 -> 2.00`, attempts: 0 },
  invalid: undefined,
  rejected: { state: 'rejected', httpStatus: 200, eRetcode: 4, eMessage: 'no such vendor', attempts: 1 },
  failed: { state: 'failed', httpStatus: 401, detail: 'HTTP 401 Unauthorized', attempts: 1 },
  'not sent': { state: 'failed', detail: 'not sent: the upload has invalid invoices', attempts: 0 },
  'resolved: not created': {
    state: 'failed',
    detail: `resolved on 2025-01-31 11:00 UTC by ana@desk (in doubt since 2025-01-31 10:00 UTC)${RESOLVED_NOT_CREATED_DETAIL}`,
    attempts: 1,
  },
};

async function latestRow(word: keyof typeof LATEST): Promise<void> {
  const run = await addRun(journal);
  const outcome = LATEST[word];
  const id = await addInvoice(journal, run, 'W1', outcome ? {} : { payloadJson: undefined });
  if (outcome) await journal.send.recordOutcome(id, { ...outcome, at: AT });
  const [row] = await journal.lists.listInvoiceHistory('ID-W1');
  expect(outcomeWordOf(row!), 'the table makes the row it names').toBe(word);
}

describe('resolve refuses an invoice not in doubt in the words of the listings', () => {
  it.each(Object.keys(LATEST) as (keyof typeof LATEST)[])('its latest row is %s', async (word) => {
    journal = await tempJournal();
    await latestRow(word);
    const refused = resolveInDoubt(journal, { reference: 'ID-W1', notCreated: true });
    await expect(refused).rejects.toThrow(
      new RegExp(`"ID-W1" is not in doubt: its latest row \\(run \\d+\\) is ${word}( as instance \\d+)?( \\(|;|$)`),
    );
  });
});

describe('resolve --correct refuses an invoice with no resolution in the words of the listings', () => {
  const words = [...Object.keys(LATEST), 'in doubt'].filter((word) => word !== 'resolved: not created');
  it.each(words)('its latest row is %s', async (word) => {
    journal = await tempJournal();
    if (word === 'in doubt') {
      const run = await addRun(journal);
      const id = await addInvoice(journal, run, 'W1');
      await journal.send.markSending(id, '2025-01-31T10:00:02Z');
      await journal.send.recordOutcome(id, { state: 'in-doubt', detail: 'no answer', attempts: 1, at: AT });
    } else await latestRow(word as keyof typeof LATEST);
    await expect(
      correctResolution(journal, {
        reference: 'ID-W1',
        notCreated: true,
        reason: 'looked again',
        correctedBy: 'ana@desk',
      }),
    ).rejects.toThrow(new RegExp(`"ID-W1" has no resolution to correct: its latest row \\(run \\d+\\) is ${word}$`));
  });
});

describe('resolve refuses the invoice of a live run in the words of the journal listing', () => {
  // Called after the runs whose process is gone are settled: a row still staged or sending is a live run's.
  it.each([
    ['staged', 'to be sent'],
    ['sending', 'being sent'],
  ])('its latest row still %s is %s, never not sent or in doubt', async (state, word) => {
    journal = await tempJournal();
    const run = await addRun(journal);
    const id = await addInvoice(journal, run, 'W1');
    if (state === 'sending') await journal.send.markSending(id, '2025-01-31T10:00:02Z');
    const listed = new RegExp(`its latest row \\(run ${run}\\) is ${word}$`);
    await expect(resolveInDoubt(journal, { reference: 'ID-W1', notCreated: true })).rejects.toThrow(listed);
    await expect(
      correctResolution(journal, { reference: 'ID-W1', notCreated: true, reason: 'x', correctedBy: 'ana@desk' }),
    ).rejects.toThrow(listed);
  });
});

describe('resolve refuses an invoice someone resolved meanwhile', () => {
  it('says who resolved it and when, and that resolve --correct changes what was recorded', async () => {
    journal = await tempJournal();
    await latestRow('resolved: not created');
    const refused = resolveInDoubt(journal, { reference: 'ID-W1', notCreated: true });
    await expect(refused).rejects.toThrow(
      /^"ID-W1" is not in doubt: its latest row \(run \d+\) is resolved: not created \(resolved on 2025-01-31 11:00 UTC by ana@desk\); if that was wrong, resolve ID-W1 --correct changes it$/,
    );
  });
});
