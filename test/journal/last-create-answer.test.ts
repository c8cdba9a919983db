/**
 * The last create answered to an earlier run against this run's target (`lastCreateAnswer`), on
 * both databases: what a new run reads to learn whether it begins during an outage.
 */
import { describe, expect, it } from 'vitest';
import type { OutcomeRecord } from '../../src/journal/send-statements.js';
import type { Journal } from '../../src/journal/open-journal.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from './journal-fixture.js';

const OTHER_TARGET = 'https://erp.example/erp/invoicing/prod';
const gateway504: Omit<OutcomeRecord, 'at'> = {
  state: 'in-doubt',
  httpStatus: 504,
  detail: 'HTTP 504 Gateway Timeout',
  attempts: 1,
};
const created: Omit<OutcomeRecord, 'at'> = { state: 'created', httpStatus: 200, instanceId: '1', attempts: 1 };
const notSent: Omit<OutcomeRecord, 'at'> = { state: 'failed', detail: 'not sent: stopped', attempts: 0 };

/** A run of `target` whose invoices got these outcomes, one a second in this order. */
async function runWith(journal: Journal, outcomes: Omit<OutcomeRecord, 'at'>[], target?: string): Promise<number> {
  const targeted = target ? { targetIdentity: target } : {};
  const run = await addRun(journal, targeted);
  for (const [n, outcome] of outcomes.entries()) {
    const row = await addInvoice(journal, run, `LC-${run}-${n}`, targeted);
    await journal.send.recordOutcome(row, { ...outcome, at: `2025-01-31T10:00:${String(10 + n)}.000Z` });
  }
  return run;
}

describe.each(BACKENDS)('the last create answer on a %s journal', (backend) => {
  it('is the newest answered create of the newest other run of the target that sent one', async () => {
    const journal = await tempJournal(backend);
    try {
      const first = await runWith(journal, [created, gateway504]);
      // Runs that sent nothing (stopped before any create) and runs of another target do not count.
      const stopped = await runWith(journal, [notSent, notSent]);
      await runWith(journal, [created], OTHER_TARGET);
      const current = await addRun(journal);
      expect(await journal.runs.lastCreateAnswer(current)).toMatchObject({
        runId: first,
        state: 'in-doubt',
        httpStatus: 504,
        detail: 'HTTP 504 Gateway Timeout',
      });
      expect(await journal.runs.lastCreateAnswer(stopped)).toMatchObject({ runId: first, httpStatus: 504 });

      // A later run that reached the back-end last is the one read.
      const later = await runWith(journal, [gateway504, created]);
      expect(await journal.runs.lastCreateAnswer(current)).toMatchObject({ runId: later, state: 'created' });
    } finally {
      await journal.close();
    }
  });

  it('passes over an interrupted run, whose last rows are in doubt because its process died', async () => {
    const journal = await tempJournal(backend);
    try {
      const first = await runWith(journal, [gateway504, created]);
      const killed = await runWith(journal, [
        created,
        { state: 'in-doubt', detail: 'run stopped while sent', attempts: 1 },
      ]);
      await journal.runs.finishRun(killed, 'interrupted', '2025-01-31T10:05:00.000Z', 'the process ended');
      const current = await addRun(journal);
      expect(await journal.runs.lastCreateAnswer(current)).toMatchObject({ runId: first, state: 'created' });
    } finally {
      await journal.close();
    }
  });

  it('is undefined when no other run of the target sent a create', async () => {
    const journal = await tempJournal(backend);
    try {
      await runWith(journal, [gateway504], OTHER_TARGET);
      const current = await runWith(journal, [gateway504]);
      expect(await journal.runs.lastCreateAnswer(current)).toBeUndefined();
    } finally {
      await journal.close();
    }
  });
});
