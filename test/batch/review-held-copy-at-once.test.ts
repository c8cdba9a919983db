/**
 * Two people closing the same held copy at once: one is recorded, the other refused as the copy
 * already closed as reviewed by the first, at its time, as when they come one after the other;
 * never the database's own words (PostgreSQL's unique violation, 23505). On PostgreSQL both are
 * made to read the copy open before either records (a third session holds the reviews' table until
 * both wait on it); on SQLite, whose writers take turns, the two are started together.
 */
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { ResolveRefusedError } from '../../src/batch/refuse-resolve.js';
import { reviewHeldCopy } from '../../src/batch/review-held-copy.js';
import { DIFFERENT_INVOICE_DETAIL } from '../../src/journal/invoice-state.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { waitUntil } from '../helpers/wait-until.js';
import { addInvoice, addRun } from '../journal/journal-fixture.js';

const opened: Journal[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((journal) => journal.close()));
});

const AT = '2025-01-31T10:00:05.000Z';

/** N-1 created, then a changed copy of it held: differs. */
async function holdChangedCopy(journal: Journal): Promise<void> {
  const created = await addInvoice(journal, await addRun(journal), 'N-1');
  await journal.send.recordOutcome(created, { state: 'created', instanceId: '0030000001', attempts: 1, at: AT });
  const copy = await addInvoice(journal, await addRun(journal), 'N-1', { payloadHash: 'h2' });
  const detail = `${DIFFERENT_INVOICE_DETAIL} as instance 0030000001 on 2025-01-30`;
  await journal.send.recordOutcome(copy, { state: 'skipped', detail, attempts: 0, at: AT });
}

const review = (journal: Journal, by: string, now: string) =>
  reviewHeldCopy(journal, { reference: 'ID-N-1', note: `by ${by}`, by, now: new Date(now) });

/** The one refused of two settled reviews, and the one recorded. */
function split(settled: PromiseSettledResult<unknown>[]) {
  const refused = settled.filter((one) => one.status === 'rejected').map((one) => one.reason as Error);
  expect(refused).toHaveLength(1);
  expect(settled.filter((one) => one.status === 'fulfilled')).toHaveLength(1);
  return refused[0]!;
}

const ALREADY =
  /"ID-N-1" is not a held copy open: .*; its held copy of run 2 was already closed as reviewed by (ana|ben) at 2026-12-02 07:1[01] UTC \(note: "by (ana|ben)"\); /;

describe('two people closing one held copy at once', () => {
  it('on PostgreSQL: the second is told it was already closed, by whom and when, as one after the other', async () => {
    const url = await testPostgresUrl();
    const [a, b] = [await openJournal(url), await openJournal(url)];
    opened.push(a, b);
    await holdChangedCopy(a);
    const session = new pg.Client({ connectionString: url });
    await session.connect();
    try {
      await session.query('BEGIN');
      await session.query('LOCK TABLE held_copy_reviews IN EXCLUSIVE MODE');
      const both = Promise.allSettled([
        review(a, 'ana', '2026-12-02T07:10:00.000Z'),
        review(b, 'ben', '2026-12-02T07:11:00.000Z'),
      ]);
      // Both have read the copy open and wait to record: what one records, the other has not seen.
      await waitUntil(
        'both reviews waiting on the lock',
        async () =>
          (
            await session.query<{ n: number }>(
              `SELECT COUNT(*)::int AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
               WHERE c.relname = 'held_copy_reviews' AND NOT l.granted`,
            )
          ).rows[0]!.n === 2,
        30_000,
      );
      await session.query('COMMIT');
      const refused = split(await both);
      expect(refused).toBeInstanceOf(ResolveRefusedError);
      expect(refused.message).toMatch(ALREADY);
      expect(refused.message).not.toMatch(/duplicate key|unique|23505/i);
      expect(await a.resolve.listHeldReviews('ID-N-1')).toHaveLength(1);
    } finally {
      await session.end();
    }
  }, 60_000);

  it('on SQLite: the same words', async () => {
    const file = `${makeTempDir('review-at-once')}/journal.sqlite`;
    const a = await openJournal(file);
    opened.push(a);
    await holdChangedCopy(a);
    const b = await openJournal(file);
    opened.push(b);
    const refused = split(
      await Promise.allSettled([
        review(a, 'ana', '2026-12-02T07:10:00.000Z'),
        review(b, 'ben', '2026-12-02T07:11:00.000Z'),
      ]),
    );
    expect(refused).toBeInstanceOf(ResolveRefusedError);
    expect(refused.message).toMatch(ALREADY);
  });
});
