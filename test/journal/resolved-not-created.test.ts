/**
 * "resolved: not created": a failed row whose detail a person's `resolve --not-created` (or a
 * correction to not created) wrote. Over generated details, on both databases, the word of each
 * row (`outcomeWordOf`), the listing by that word and the run's counts are one rule; a journal
 * written by the migrations before 114 reads the same after it.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { listInvoicesWithTotal } from '../../src/journal/list-invoices-with-total.js';
import { ALL_MIGRATIONS } from '../../src/journal/migrations/all-migrations.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import type { OutcomeRecord } from '../../src/journal/send-statements.js';
import { outcomeWordOf } from '../../src/report/outcome-words.js';
import { countOfOutcome } from '../../src/report/count-outcomes.js';
import { rowsWithOutcome } from '../../src/report/rows-with-outcome.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from './journal-fixture.js';

const AT = '2025-01-31T10:00:05.000Z';
const RESOLVED = 'resolved on 2025-01-31 10:05 UTC by ana@desk: not created; the next upload posts it';
const CORRECTED =
  'corrected on 2025-02-01: not created; the next upload posts it (was created as instance 0030000009; by ana@desk: typo)';

/** What writers record: resolve's and a correction's words, with a note, and near misses that are not theirs. */
const DETAIL = fc.constantFrom<string | null>(
  null,
  RESOLVED,
  `${RESOLVED}; note: "called Ana in AP"`,
  CORRECTED,
  'resolved on 2025-01-31 10:05 UTC by ana@desk: rejected: Vendor blocked',
  'resolved on 2025-01-31 10:05 UTC by ana@desk: created as instance 0030000001',
  'corrected on 2025-02-01: created as instance 0030000002 (was not created; the next upload posts it; by ana@desk: found it)',
  'Resolved on 2025-01-31 10:05 UTC: Not Created; the next upload posts it',
  'HTTP 500: not created; the next upload posts it',
  'not sent: the gateway refused it before the finance system (HTTP 429)',
);
const OUTCOME = fc.record({
  state: fc.constantFrom<OutcomeRecord['state']>('created', 'rejected', 'failed', 'in-doubt', 'skipped'),
  attempts: fc.integer({ min: 0, max: 2 }),
  detail: DETAIL,
});

let journal: Journal;
afterEach(() => journal.close());

describe.each(BACKENDS)('invoices resolved as not created (%s journal)', (backend) => {
  it('are listed and counted under their own word, never under failed or not sent', async () => {
    journal = await tempJournal(backend);
    await fc.assert(
      fc.asyncProperty(fc.array(OUTCOME, { minLength: 1, maxLength: 6 }), async (outcomes) => {
        const run = await addRun(journal);
        for (const [n, outcome] of outcomes.entries()) {
          const row = await addInvoice(journal, run, `RN-${run}-${n}`);
          await journal.send.recordOutcome(row, { ...outcome, detail: outcome.detail ?? undefined, at: AT });
        }
        await journal.runs.refreshRunCounts(run);
        const counts = (await journal.runs.findRun(run))!;
        const rows = (await listInvoicesWithTotal(journal, { runId: run, limit: -1 })).rows;
        for (const word of ['resolved: not created', 'failed', 'not sent'] as const) {
          const expected = rows.filter((row) => outcomeWordOf(row) === word).map((row) => row.id);
          const listed = await listInvoicesWithTotal(journal, {
            matching: rowsWithOutcome(word),
            runId: run,
            limit: -1,
          });
          expect(listed.rows.map((row) => row.id).sort(), word).toEqual(expected.sort());
          expect(countOfOutcome(word, counts), word).toBe(expected.length);
        }
        const resolved = outcomes.filter(
          (o) =>
            o.state === 'failed' &&
            (o.detail === RESOLVED || o.detail?.startsWith(`${RESOLVED};`) || o.detail === CORRECTED),
        );
        expect(counts.notCreated).toBe(resolved.length);
      }),
      { numRuns: backend === 'sqlite' ? 40 : 10 },
    );
  });

  it('reads a journal written before migration 114 with its resolved rows under their own word', async () => {
    const location =
      backend === 'postgres' ? await testPostgresUrl() : join(makeTempDir('old-journal'), 'journal.sqlite');
    const old = await openJournal(location, { migrations: ALL_MIGRATIONS.filter((m) => m.id < 114) });
    let run: number;
    try {
      run = await addRun(old);
      const record = async (n: string, state: OutcomeRecord['state'], attempts: number, detail?: string) =>
        old.send.recordOutcome(await addInvoice(old, run, n), { state, attempts, detail, at: AT });
      await record('A', 'failed', 1, RESOLVED);
      await record('B', 'failed', 0, CORRECTED);
      await record('C', 'failed', 0, 'not sent: the run was stopped; safe to post again');
      await record('D', 'failed', 2, 'HTTP 503 Service Unavailable');
      await record('E', 'created', 1);
    } finally {
      await old.close();
    }
    journal = await openJournal(location);
    const found = (await journal.runs.findRun(run))!;
    expect({ notCreated: found.notCreated, notSent: found.notSent }).toEqual({ notCreated: 2, notSent: 1 });
    const listed = await listInvoicesWithTotal(journal, {
      matching: rowsWithOutcome('resolved: not created'),
      limit: -1,
    });
    expect(listed.rows.map((row) => row.invoiceNumber).sort()).toEqual(['A', 'B']);
    const words = (await listInvoicesWithTotal(journal, { runId: run, limit: -1 })).rows.map(
      (row) => `${row.invoiceNumber} ${outcomeWordOf(row)}`,
    );
    expect(words.sort()).toEqual([
      'A resolved: not created',
      'B resolved: not created',
      'C not sent',
      'D failed',
      'E created',
    ]);
  });
});
