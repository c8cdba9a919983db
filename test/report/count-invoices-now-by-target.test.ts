/**
 * `history`'s Now line per target: each invoice once, counted apart for each finance system the
 * journal holds, by one grouped statement on both databases (a test target's invoices are not a
 * production target's).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { addInvoicesNow, countInvoicesNowByTarget } from '../../src/report/count-invoices-now.js';
import { OUTCOME_MEANINGS } from '../../src/report/outcome-words.js';
import { rowsWithOutcome } from '../../src/report/rows-with-outcome.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { addInvoice, addRun, BACKENDS } from '../journal/journal-fixture.js';

const PRODUCTION = 'https://erp.example/erp/invoicing/prod';
const TEST = 'https://erp-test.example/erp/invoicing/qa';

describe.each(BACKENDS)('countInvoicesNowByTarget on %s', (backend) => {
  it('counts each target invoices apart, each invoice once', async () => {
    const location = backend === 'postgres' ? await testPostgresUrl() : join(makeTempDir('now'), 'journal.sqlite');
    const journal = await openJournal(location);
    try {
      const prod = await addRun(journal, { targetIdentity: PRODUCTION });
      const test = await addRun(journal, { targetIdentity: TEST });
      for (const number of ['A', 'B', 'C']) await addInvoice(journal, prod, number, { targetIdentity: PRODUCTION });
      // The same key on the test target is another invoice, there.
      await addInvoice(journal, test, 'A', { targetIdentity: TEST });
      const byTarget = await countInvoicesNowByTarget(journal);
      expect([...byTarget.keys()].sort()).toEqual([PRODUCTION, TEST].sort());
      expect(byTarget.get(PRODUCTION)!.invoices).toBe(3);
      expect(byTarget.get(TEST)!.invoices).toBe(1);
      // Word for word what a statement counting one target and one word gives.
      for (const target of [PRODUCTION, TEST]) {
        const counts = byTarget.get(target)!;
        expect(counts.invoices).toBe(await journal.lists.countLatestInvoices(undefined, target));
        for (const { word } of OUTCOME_MEANINGS)
          expect(counts.outcomes[word], word).toBe(
            await journal.lists.countLatestInvoices(rowsWithOutcome(word), target),
          );
      }
      // Added up, each target's invoices once: the Now line of a journal of both.
      expect(addInvoicesNow(byTarget).invoices).toBe(4);
      expect(addInvoicesNow(byTarget, TEST)).toEqual(byTarget.get(TEST));
    } finally {
      await journal.close();
    }
  });
});
