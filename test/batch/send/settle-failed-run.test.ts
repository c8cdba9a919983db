import { afterEach, describe, expect, it } from 'vitest';
import type { Claim } from '../../../src/batch/send/send-loop-options.js';
import { settleFailedRun } from '../../../src/batch/send/settle-failed-run.js';
import type { CreateOutcome } from '../../../src/finance-api/call-outcome.js';
import { createResponseSchema } from '../../../src/finance-api/create-response-schema.js';
import type { Journal } from '../../../src/journal/journal.js';
import type { StagedInvoice } from '../../../src/journal/stage-statements.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from '../../journal/journal-fixture.js';

let journal: Journal;
afterEach(() => journal.close());

const AT = '2025-01-31T10:00:02Z';
const CONTEXT = { duplicates: { messagePattern: 'duplicate', instancePattern: undefined }, at: '2025-01-31T10:00:09Z' };

function createdAs(instanceId: string): CreateOutcome {
  const response = createResponseSchema.parse({ E_INSTANCE_ID: instanceId, E_MESSAGE: 'created', E_RETCODE: 0 });
  return { kind: 'created', instanceId, status: 200, response, attempts: 1 };
}

function answerOf(row: StagedInvoice, outcome: CreateOutcome) {
  const claim = { row, plan: { action: 'post' }, attemptAt: 0, epoch: 0, holding: false } as Claim;
  return { claim, outcome, rttMs: 20, active: 1, sentAgain: 0, stoppedWaiting: false };
}

describe.each(BACKENDS)('settleFailedRun (%s journal)', (backend) => {
  it('stages again what never left and records the answers of the rows still sending, none twice', async () => {
    journal = await tempJournal(backend);
    const runId = await addRun(journal);
    for (const number of ['A', 'B', 'C']) await addInvoice(journal, runId, number);
    const [never, answered, recorded] = (await journal.stage.listStagedPage(runId, 0, 10)) as StagedInvoice[];
    for (const row of [never!, answered!, recorded!]) await journal.send.markSending(row.id, AT);
    // A turn whose commit went through recorded C already.
    await journal.send.recordOutcome(recorded!.id, { state: 'created', instanceId: '0030000003', attempts: 1, at: AT });

    const settled = await settleFailedRun(
      journal,
      {
        neverSent: [never!.id],
        answers: [answerOf(answered!, createdAs('0030000002')), answerOf(recorded!, createdAs('0030000003'))],
      },
      { runId, ...CONTEXT },
    );

    const rows = new Map((await journal.lists.listInvoices({ runId, limit: 9 })).map((row) => [row.id, row]));
    expect(rows.get(never!.id)).toMatchObject({ state: 'staged', sendingAt: null });
    expect(rows.get(answered!.id)).toMatchObject({ state: 'created', instanceId: '0030000002', attempts: 1 });
    expect(rows.get(recorded!.id)).toMatchObject({ state: 'created', instanceId: '0030000003', attempts: 1 });
    // The summary counts the answer recorded now, not C's again.
    expect(settled).toEqual({ unrecorded: [], recorded: ['created'], neverSentHeld: false });
  });
});
