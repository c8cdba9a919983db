import { afterEach, describe, expect, it } from 'vitest';
import { keyOf } from '../../../src/batch/send/claim-staged-row.js';
import type { Claim } from '../../../src/batch/send/send-loop-options.js';
import { stageReadyAgain } from '../../../src/batch/send/stage-ready-again.js';
import type { Journal } from '../../../src/journal/journal.js';
import type { StagedInvoice } from '../../../src/journal/stage-statements.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from '../../journal/journal-fixture.js';

let journal: Journal;
afterEach(() => journal.close());

const AT = '2025-01-31T10:00:02Z';

describe.each(BACKENDS)('stageReadyAgain (%s journal)', (backend) => {
  it('stages the claims again and gives back each row with the rows of its key parked behind it', async () => {
    journal = await tempJournal(backend);
    const runId = await addRun(journal);
    for (const number of ['A', 'B', 'A', 'C']) await addInvoice(journal, runId, number);
    const [a, b, secondA, c] = (await journal.stage.listStagedPage(runId, 0, 10)) as StagedInvoice[];
    for (const row of [a!, b!]) await journal.send.markSending(row.id, AT);
    const claim = (row: StagedInvoice) =>
      ({ row, plan: { action: 'post' }, attemptAt: 0, epoch: 0, holding: false }) as Claim;
    const parked = new Map([
      [keyOf(a!), [secondA!]],
      [keyOf(c!), [c!]],
    ]);

    const again = await journal.transaction((tx) => stageReadyAgain(tx, [claim(a!), claim(b!)], parked, AT));

    expect(again.map((row) => row.id)).toEqual([a!.id, secondA!.id, b!.id]);
    // A key without a claim taken back keeps its parked rows.
    expect([...parked.keys()]).toEqual([keyOf(c!)]);
    const states = (await journal.lists.listInvoices({ runId, limit: 9 })).map((row) => row.state);
    expect(states).toEqual(['staged', 'staged', 'staged', 'staged']);
  });
});
