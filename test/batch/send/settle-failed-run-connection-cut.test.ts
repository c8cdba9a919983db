/**
 * The end of a failed send loop on a PostgreSQL journal whose connection is lost in one of its
 * transactions (the claims that never left staged again, the answers that came in recorded): known
 * committed, it is not run again; known not committed, it is run again on a new connection. Nothing
 * is left `sending`, no answer is left unrecorded, none is recorded twice (its attempts stay 1).
 */
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../src/batch/send/send-loop-options.js';
import { settleFailedRun } from '../../../src/batch/send/settle-failed-run.js';
import type { CreateOutcome } from '../../../src/finance-api/call-outcome.js';
import { createResponseSchema } from '../../../src/finance-api/create-response-schema.js';
import type { StagedInvoice } from '../../../src/journal/stage-statements.js';
import type { DropWhen } from '../../helpers/drop-proxy.js';
import { COMMIT, withProxiedJournal } from '../../helpers/proxied-postgres-journal.js';
import { addInvoice, addRun } from '../../journal/journal-fixture.js';

const AT = '2025-01-31T10:00:02Z';
const CONTEXT = { duplicates: { messagePattern: 'duplicate', instancePattern: undefined }, at: '2025-01-31T10:00:09Z' };

// Each transaction's statement, as the driver sends it on a connection that has not prepared it yet.
const STATEMENTS = {
  'staging the claims that never left': "UPDATE invoices SET state = 'staged', sending_at = NULL",
  'recording the answers': 'UPDATE invoices AS i SET state = v.state',
};

function answerOf(row: StagedInvoice, instanceId: string) {
  const response = createResponseSchema.parse({ E_INSTANCE_ID: instanceId, E_MESSAGE: 'created', E_RETCODE: 0 });
  const outcome: CreateOutcome = { kind: 'created', instanceId, status: 200, response, attempts: 1 };
  const claim = { row, plan: { action: 'post' }, attemptAt: 0, epoch: 0, holding: false } as Claim;
  return { claim, outcome, rttMs: 20, active: 1, sentAgain: 0, stoppedWaiting: false };
}

describe('settling a failed run on a PostgreSQL journal whose connection is cut', () => {
  it.each<[keyof typeof STATEMENTS, string, DropWhen]>([
    ['staging the claims that never left', COMMIT, 'answer'],
    ['staging the claims that never left', COMMIT, 'before-sending'],
    ['recording the answers', COMMIT, 'answer'],
    ['recording the answers', COMMIT, 'before-sending'],
    ['recording the answers', STATEMENTS['recording the answers'], 'answer'],
  ])('settles every row once (%s, cut at %j: %s)', (transaction, mark, when) =>
    withProxiedJournal(async (journal, _url, proxy) => {
      const runId = await addRun(journal);
      for (const number of ['A', 'B']) await addInvoice(journal, runId, number);
      const [never, answered] = (await journal.stage.listStagedPage(runId, 0, 10)) as StagedInvoice[];
      for (const row of [never!, answered!]) await journal.send.markSending(row.id, AT);
      const statement = STATEMENTS[transaction];
      proxy.arm(mark, when, 1, mark === COMMIT ? statement : undefined);

      const settled = await settleFailedRun(
        journal,
        { neverSent: [never!.id], answers: [answerOf(answered!, '0030000002')] },
        { runId, ...CONTEXT },
      );

      expect(proxy.drops()).toBe(1);
      expect(settled).toEqual({ unrecorded: [], recorded: ['created'], neverSentHeld: false });
      const rows = new Map((await journal.lists.listInvoices({ runId, limit: 9 })).map((row) => [row.id, row]));
      expect(rows.get(never!.id)).toMatchObject({ state: 'staged', sendingAt: null });
      expect(rows.get(answered!.id)).toMatchObject({ state: 'created', instanceId: '0030000002', attempts: 1 });
    }),
  );
});
