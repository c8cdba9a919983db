/**
 * Staging on a PostgreSQL journal whose connection is lost in the transaction that records a batch
 * of invoices: the answer to COMMIT lost on its way (committed: not staged again), the link cut
 * before COMMIT left, or the answer to the staging statement lost (not committed: staged again on a
 * new connection). Staging goes on, each invoice and each problem recorded once.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { stageInvoices } from '../../src/batch/stage-invoices.js';
import type { DropWhen } from '../helpers/drop-proxy.js';
import { COMMIT, withProxiedJournal } from '../helpers/proxied-postgres-journal.js';
import { addRun } from '../journal/journal-fixture.js';
import { invalidMapped, validBatch, yieldAll } from './mapped-invoices.js';

// The staging statement's text, as the driver sends it on a connection that has not prepared it yet.
const STAGE = 'INSERT INTO invoices (run_id, seq';
const VALID = 24;
const INVALID = 3;

async function stagedRows(url: string, runId: number): Promise<{ seqs: number[]; problems: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const seqs = await client.query<{ seq: number }>('SELECT seq FROM invoices WHERE run_id = $1 ORDER BY seq', [
      runId,
    ]);
    const problems = await client.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM problems WHERE run_id = $1', [
      runId,
    ]);
    return { seqs: seqs.rows.map((row) => row.seq), problems: problems.rows[0]?.n ?? 0 };
  } finally {
    await client.end();
  }
}

describe('staging on a PostgreSQL journal whose connection is cut in the staging transaction', () => {
  it.each<[string, string, DropWhen]>([
    ['the answer to COMMIT lost', COMMIT, 'answer'],
    ['the link cut before COMMIT left', COMMIT, 'before-sending'],
    ['the answer to the staging statement lost', STAGE, 'answer'],
  ])('stages every invoice and problem once (%s)', (_, mark, when) =>
    withProxiedJournal(async (journal, url, proxy) => {
      const runId = await addRun(journal);
      const invoices = [
        ...validBatch(VALID, { prefix: 'CUT' }),
        ...Array.from({ length: INVALID }, (__, i) => invalidMapped(i + 1, { prefix: 'BAD' })),
      ];
      // A COMMIT is cut only on the connection that sent the staging statement: the staging transaction's.
      proxy.arm(mark, when, 1, mark === COMMIT ? STAGE : undefined);
      const counts = await stageInvoices(journal, yieldAll(invoices), { runId, targetIdentity: 't', batchSize: 100 });
      expect(proxy.drops()).toBe(1);
      expect(counts).toEqual({ invoices: VALID + INVALID, valid: VALID, invalid: INVALID });
      const staged = await stagedRows(url, runId);
      expect(staged.seqs).toEqual(Array.from({ length: VALID + INVALID }, (__, i) => i + 1));
      expect(staged.problems).toBe(INVALID);
    }),
  );
});
