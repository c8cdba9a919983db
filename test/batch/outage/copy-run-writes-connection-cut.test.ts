/**
 * The upload's in-memory copy of its runs when a transaction is run again: a PostgreSQL journal whose
 * connection is lost in the staging transaction, known not committed, stages again on a new
 * connection. The copy takes in the writes of the attempt that committed only, as the journal holds
 * them: each invoice and each problem once, never those of the attempt the server rolled back.
 */
import { describe, expect, it } from 'vitest';
import { copyRunWrites } from '../../../src/batch/outage/copy-run-writes.js';
import { stageInvoices } from '../../../src/batch/stage-invoices.js';
import { cutPoints, withProxiedJournal } from '../../helpers/proxied-postgres-journal.js';
import { addRun } from '../../journal/journal-fixture.js';
import { invalidMapped, validBatch, yieldAll } from '../mapped-invoices.js';

// The staging transaction's insert of problems, after its invoices': its answer lost leaves the invoices noted
// in an attempt the server rolls back.
const PROBLEM = 'INSERT INTO problems (run_id';
const VALID = 6;
const INVALID = 2;

describe("the upload's copy of a run staged on a PostgreSQL journal whose connection is cut", () => {
  it.each(cutPoints(PROBLEM))(
    'holds each invoice and problem once, as the journal does (cut at %j: %s)',
    (mark, when, after) =>
      withProxiedJournal(async (journal, _url, proxy) => {
        const { journal: copying, copies } = copyRunWrites(journal);
        const runId = await addRun(copying);
        const invoices = [
          ...validBatch(VALID, { prefix: 'CUT' }),
          ...Array.from({ length: INVALID }, (_, i) => invalidMapped(i + 1, { prefix: 'BAD' })),
        ];
        proxy.arm(mark, when, 1, after);

        await stageInvoices(copying, yieldAll(invoices), { runId, targetIdentity: 't', batchSize: 100 });

        expect(proxy.drops()).toBe(1);
        const journalIds = (await journal.lists.listInvoices({ runId, limit: 99 })).map((row) => row.id).sort();
        const copy = copies.get(runId)!;
        expect([...copy.rows.keys()].sort()).toEqual(journalIds);
        expect(copy.rows.size).toBe(VALID + INVALID);
        expect(copy.problems).toHaveLength(INVALID);
      }),
  );
});
