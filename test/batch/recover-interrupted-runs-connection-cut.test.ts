/**
 * Settling a dead process's run on a PostgreSQL journal whose connection is lost in the settling
 * transaction: known committed (the answer to COMMIT lost), it is not run again and its run is
 * reported settled; known not committed, it is run again on a new connection. The run is settled
 * once, what it was sending in doubt and what it never sent failed, and the command goes on.
 */
import { describe, expect, it } from 'vitest';
import { recoverInterruptedRuns } from '../../src/batch/recover-interrupted-runs.js';
import type { DropWhen } from '../helpers/drop-proxy.js';
import { COMMIT, withProxiedJournal } from '../helpers/proxied-postgres-journal.js';
import { addInvoice, addRun } from '../journal/journal-fixture.js';

// The run's end as the driver sends it on a connection that has not prepared it yet: the settling transaction's last write.
const FINISH = 'UPDATE runs SET status = $1, finished_at';
const self = { host: 'another-host', pid: 1, token: 'another' };

describe('settling a dead run on a PostgreSQL journal whose connection is cut in the settling transaction', () => {
  it.each<[string, DropWhen]>([
    [COMMIT, 'answer'],
    [COMMIT, 'before-sending'],
    [FINISH, 'answer'],
  ])('settles it once (cut at %j: %s)', (mark, when) =>
    withProxiedJournal(async (journal, _url, proxy) => {
      const runId = await addRun(journal, { host: 'here' });
      for (const number of ['A', 'B', 'C']) await addInvoice(journal, runId, number);
      const [sending] = await journal.stage.listStagedPage(runId, 0, 10);
      await journal.send.markSending(sending!.id, '2025-01-31T10:00:02.000Z');
      proxy.arm(mark, when, 1, mark === COMMIT ? FINISH : undefined);

      const recovered = await recoverInterruptedRuns(journal, { self, staleAfterMs: 0, now: new Date() });

      expect(proxy.drops()).toBe(1);
      expect(recovered).toMatchObject([{ runId, inDoubt: 1, notSent: 2, journalLost: undefined }]);
      expect(await journal.runs.findRun(runId)).toMatchObject({ status: 'interrupted' });
      const states = (await journal.lists.listInvoices({ runId, limit: 9 })).map((row) => row.state).sort();
      expect(states).toEqual(['failed', 'failed', 'in-doubt']);
    }),
  );
});
