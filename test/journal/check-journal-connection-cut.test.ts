/**
 * `journal check` on a PostgreSQL journal whose connection is lost in one of its reading
 * transactions (the key index's quick look, the full check after it): it only reads, so it is asked
 * again on a new connection, and the check says what it found as if nothing was cut.
 */
import { describe, expect, it } from 'vitest';
import { checkJournal } from '../../src/journal/check-journal.js';
import type { DropWhen } from '../helpers/drop-proxy.js';
import { COMMIT, withProxiedJournal } from '../helpers/proxied-postgres-journal.js';
import { addInvoice, addRun } from './journal-fixture.js';

// Each transaction's statement, as the driver sends it on a connection that has not prepared it yet.
const QUICK_LOOK = 'SELECT (SELECT min(id) FROM invoices) AS first';
const FULL_CHECK = 'EXPLAIN ';

describe('journal check on a PostgreSQL journal whose connection is cut', () => {
  it.each<[string, string, DropWhen, string | undefined]>([
    ["the quick look's answer lost", QUICK_LOOK, 'answer', undefined],
    ["the full check's COMMIT answer lost", COMMIT, 'answer', FULL_CHECK],
    ['the full check cut before COMMIT', COMMIT, 'before-sending', FULL_CHECK],
    ["the full check's answer lost", FULL_CHECK, 'answer', undefined],
  ])('finds the journal sound (%s)', (_, mark, when, after) =>
    withProxiedJournal(async (journal, _url, proxy) => {
      const runId = await addRun(journal);
      for (const number of ['A', 'B', 'C']) await addInvoice(journal, runId, number);
      proxy.arm(mark, when, 1, after);

      const check = await checkJournal(journal);

      expect(proxy.drops()).toBe(1);
      expect(check).toMatchObject({ ok: true, problems: [], keyIndex: { ok: true, missing: [] } });
      expect(check.keyIndex.sampled).toBe(3);
    }),
  );

  it('asks no transaction id: a transaction that only reads writes no commit record', () =>
    withProxiedJournal(async (journal, _url, proxy) => {
      const runId = await addRun(journal);
      await addInvoice(journal, runId, 'A');
      // Cut wherever an id is asked: a check that asks none cuts nothing.
      proxy.arm('txid_current()', 'before-sending', 99);

      const check = await checkJournal(journal);

      expect(check).toMatchObject({ ok: true, problems: [] });
      expect(proxy.drops()).toBe(0);
    }));
});
