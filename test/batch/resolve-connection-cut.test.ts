/**
 * `resolve` and `resolve --correct` on a PostgreSQL journal whose connection is lost in the
 * transaction that records the operator's answer: known committed (the answer to COMMIT lost), it
 * is not recorded again; known not committed (cut before COMMIT, or a statement's answer lost), it
 * is recorded again on a new connection. The answer is recorded once, and the command says what it
 * recorded as if nothing was cut.
 */
import { describe, expect, it } from 'vitest';
import { correctResolution } from '../../src/batch/correct-resolution.js';
import { resolveInDoubt } from '../../src/batch/resolve-in-doubt.js';
import { throughProxy } from '../helpers/drop-proxy.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { cutPoints, withProxiedJournal } from '../helpers/proxied-postgres-journal.js';
import { addInDoubtInvoice } from '../helpers/add-in-doubt-invoice.js';

// Each transaction's own statement, as the driver sends it on a connection that has not prepared it yet.
const RESOLVE = 'in_doubt_at = COALESCE(in_doubt_at, outcome_at)';
const CORRECT = 'INSERT INTO resolution_corrections';
const NOW = new Date('2025-02-02T09:00:00Z');

describe('resolving on a PostgreSQL journal whose connection is cut in the transaction that records it', () => {
  it.each(cutPoints(RESOLVE))('resolve records the instance once (cut at %j: %s)', (mark, when, after) =>
    withProxiedJournal(async (journal, _url, proxy) => {
      const rowId = await addInDoubtInvoice(journal);
      proxy.arm(mark, when, 1, after);

      const result = await resolveInDoubt(journal, {
        reference: 'ID-N1',
        instanceId: '0030000077',
        by: 'ann',
        now: NOW,
      });

      expect(proxy.drops()).toBe(1);
      expect(result).toMatchObject({ key: '0000100001/N1', instanceId: '0030000077' });
      expect(result.settled).toEqual([expect.objectContaining({ rowId, state: 'created' })]);
      const [row] = await journal.lists.listInvoices({ limit: 9 });
      expect(row).toMatchObject({ id: rowId, state: 'created', instanceId: '0030000077' });
      expect(row!.detail).toMatch(/^resolved on 2025-02-02 09:00 UTC by ann .*created as instance 0030000077$/);
    }),
  );

  it.each(cutPoints(CORRECT))('resolve --correct records the correction once (cut at %j: %s)', (mark, when, after) =>
    withProxiedJournal(async (journal, _url, proxy) => {
      const rowId = await addInDoubtInvoice(journal);
      await resolveInDoubt(journal, { reference: 'ID-N1', instanceId: '0030000077', by: 'ann', now: NOW });
      proxy.arm(mark, when, 1, after);

      const result = await correctResolution(journal, {
        reference: 'ID-N1',
        notCreated: true,
        reason: 'the instance was another invoice',
        correctedBy: 'bob@desk',
        now: NOW,
      });

      expect(proxy.drops()).toBe(1);
      expect(result).toMatchObject({ was: 'created as instance 0030000077' });
      expect(result.corrected).toEqual([expect.objectContaining({ rowId, state: 'failed', instanceId: null })]);
      const corrections = await journal.resolve.listCorrections('ID-N1');
      expect(corrections).toEqual([
        expect.objectContaining({ invoiceRowId: rowId, previousState: 'created', state: 'failed' }),
      ]);
      expect((await journal.lists.listInvoices({ limit: 9 }))[0]).toMatchObject({ state: 'failed', instanceId: null });
    }),
  );

  it('the resolve command exits 0 and says what it recorded, once, when the answer to its statement was lost', () =>
    withProxiedJournal(async (journal, url, proxy) => {
      const rowId = await addInDoubtInvoice(journal);
      proxy.arm(RESOLVE, 'answer');

      const resolved = await runCliInProcess(
        ['resolve', 'ID-N1', '--not-created', '--journal', throughProxy(url, proxy), '--json'],
        { cwd: makeTempDir('resolve-cut') },
      );

      expect(proxy.drops()).toBe(1);
      expect(resolved.code).toBe(0);
      expect(JSON.parse(resolved.stdout)).toMatchObject({
        key: '0000100001/N1',
        settled: [{ rowId, state: 'failed' }],
      });
      const rows = await journal.lists.listInvoices({ limit: 9 });
      expect(rows).toEqual([expect.objectContaining({ id: rowId, state: 'failed' })]);
    }));

  it.each([
    {
      cuts: 1_000,
      waitMs: 1_500,
      code: 1,
      state: 'in-doubt',
      // Cut past the wait: a journal error saying nothing was recorded, never said to be back.
      said: [/the connection to PostgreSQL was lost .*nothing of this step was recorded/],
      back: 0,
    },
    { cuts: 3, waitMs: 30_000, code: 0, state: 'failed', said: [], back: 1 },
  ])(
    'the resolve command tells $cuts cuts of its statement once, within a wait of $waitMs ms (exit $code)',
    ({ cuts, waitMs, code, state, said, back }) =>
      withProxiedJournal(async (journal, url, proxy) => {
        const rowId = await addInDoubtInvoice(journal);
        proxy.arm(RESOLVE, 'answer', cuts);

        const resolved = await runCliInProcess(
          ['resolve', 'ID-N1', '--not-created', '--journal', throughProxy(url, proxy)],
          {
            cwd: makeTempDir('resolve-cuts'),
            env: { INVOICE_BATCH_JOURNAL_WAIT_MS: String(waitMs) },
          },
        );

        expect(proxy.drops()).toBeLessThanOrEqual(cuts);
        expect(proxy.drops()).toBeGreaterThan(1);
        expect(resolved.code).toBe(code);
        for (const words of said) expect(resolved.stderr).toMatch(words);
        expect(resolved.stderr).not.toMatch(/unexpected error|unreachable/);
        // The server answered throughout: the cuts are told once, as cuts, and the journal back only once recorded.
        expect(resolved.stderr.match(/journal connection cut: /g)).toHaveLength(1);
        expect(resolved.stderr.match(/reachable again/g) ?? []).toHaveLength(back);
        const rows = await journal.lists.listInvoices({ limit: 9 });
        expect(rows).toEqual([expect.objectContaining({ id: rowId, state })]);
      }),
  );
});
