/**
 * A run's `notSent` count (SQL, NEVER_SENT_SQL) and the word of each row (`isNeverSent`, which
 * every listing and workbook uses) are one rule: over generated outcomes, on both databases, the
 * count is the number of rows the rule calls never sent, whatever their attempts and detail.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNeverSent } from '../../src/journal/invoice-state.js';
import type { OutcomeRecord } from '../../src/journal/send-statements.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from './journal-fixture.js';

const OUTCOME = fc.record({
  state: fc.constantFrom<OutcomeRecord['state']>('created', 'rejected', 'failed', 'in-doubt', 'skipped'),
  attempts: fc.integer({ min: 0, max: 2 }),
  // What writers record: a refusal by the gateway's limit or a stop ("not sent: ..."), an answer, none; and near misses.
  detail: fc.constantFrom<string | null>(
    null,
    'not sent: the gateway refused it before the finance system (HTTP 429 Too Many Requests); safe to post again',
    'not sent: the gateway refused it',
    'not sent: connection refused (ECONNREFUSED)',
    'HTTP 429 Too Many Requests',
    'Not sent: other case',
    ' not sent: leading space',
    'not sent',
  ),
});

describe.each(BACKENDS)('the runs of a %s journal', (backend) => {
  it('count as not sent exactly the rows isNeverSent words so', async () => {
    const journal = await tempJournal(backend);
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(OUTCOME, { maxLength: 6 }), async (outcomes) => {
          const run = await addRun(journal);
          for (const [n, outcome] of outcomes.entries()) {
            const row = await addInvoice(journal, run, `NS-${run}-${n}`);
            await journal.send.recordOutcome(row, {
              ...outcome,
              detail: outcome.detail ?? undefined,
              at: '2025-01-31T10:00:01.000Z',
            });
          }
          await journal.runs.refreshRunCounts(run);
          const found = await journal.runs.findRun(run);
          expect(found?.notSent).toBe(outcomes.filter(isNeverSent).length);
        }),
        { numRuns: backend === 'sqlite' ? 40 : 10 },
      );
    } finally {
      await journal.close();
    }
  });
});
