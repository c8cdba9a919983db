/**
 * The exactly-once rule has three users: the plan of one invoice (batch/plan-invoice.ts), the
 * claim on SQLite and the claim function on PostgreSQL. For every state another row of the key can
 * be in, all three must say the same as the table here; --force is the plan's alone (the claim
 * leaves every key with a created row to it), and posts only past a created invoice of other content.
 */
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { planInvoice } from '../../src/batch/plan-invoice.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { CLAIM_ROWS_FUNCTION } from '../../src/journal/postgres/claim-rows-function.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from './journal-fixture.js';

const TARGET = 'https://erp.example/erp/invoicing/qa';
const AT = '2025-01-31T10:00:02Z';

type OtherRow =
  | 'sending'
  | 'created'
  | 'created with other content'
  | 'in doubt after its request'
  | 'held in doubt'
  | 'skipped'
  | 'failed'
  | 'rejected'
  | 'invalid'
  | 'staged'
  | 'none';

/** May the invoice be posted when the other row of its key is so: [without --force, with --force]. */
const RULE: readonly [OtherRow, boolean, boolean][] = [
  ['none', true, true],
  ['sending', false, false],
  ['created', false, false],
  ['created with other content', false, true],
  ['in doubt after its request', false, false],
  ['held in doubt', true, true],
  ['skipped', true, true],
  ['failed', true, true],
  ['rejected', true, true],
  ['invalid', true, true],
  ['staged', true, true],
];

/** Records another row of key `number`, in another run, in the state `other`. */
async function addOtherRow(journal: Journal, number: string, other: OtherRow): Promise<void> {
  if (other === 'none') return;
  const run = await addRun(journal);
  if (other === 'invalid') {
    await addInvoice(journal, run, number, { payloadJson: undefined, payloadHash: undefined });
    return;
  }
  const id = await addInvoice(
    journal,
    run,
    number,
    other === 'created with other content' ? { payloadHash: 'h2', payloadJson: '{"x":2}' } : {},
  );
  if (other === 'staged') return;
  if (other === 'skipped') {
    await journal.send.recordSkipped([{ rowId: id, instanceId: '0030000009', detail: 'already created' }], AT);
    return;
  }
  if (other === 'held in doubt') {
    await journal.send.recordOutcome(id, { state: 'in-doubt', attempts: 0, at: AT });
    return;
  }
  await journal.send.markSending(id, AT);
  if (other === 'sending') return;
  const state =
    other === 'in doubt after its request' ? 'in-doubt' : other === 'created with other content' ? 'created' : other;
  await journal.send.recordOutcome(id, { state, instanceId: '0030000001', attempts: 1, at: AT });
}

let journal: Journal | undefined;
afterEach(async () => {
  await journal?.close();
  journal = undefined;
});

describe.each(BACKENDS)('the rule "may this key be posted" on a %s journal', (backend) => {
  it('is the same in the plan and in the claim, for every state of another row of the key', async () => {
    journal = await tempJournal(backend);
    const run = await addRun(journal);
    const answers: string[] = [];
    const expected: string[] = [];
    for (const [other, plain, forced] of RULE) {
      for (const force of [false, true]) {
        const number = `${other}${force ? ' forced' : ''}`;
        await addOtherRow(journal, number, other);
        const id = await addInvoice(journal, run, number);
        const keyRows = (await journal.lists.listInvoices({ limit: -1 })).filter(
          (row) => row.invoiceNumber === number && row.id !== id,
        );
        const plan = planInvoice({ runId: run, payloadHash: 'h1', compared: new Map() }, keyRows, {
          force,
          retryInDoubt: false,
          rejectsDuplicates: false,
        });
        const claimed = await journal.transaction((tx) =>
          tx.send.claimRows([{ id, targetIdentity: TARGET, payeeId: '0000100001', invoiceNumber: number }], AT),
        );
        answers.push(`${number}: plan ${plan.action === 'post'}, claim ${claimed.marked.includes(id)}`);
        expected.push(`${number}: plan ${force ? forced : plain}, claim ${plain}`);
      }
    }
    expect(answers).toEqual(expected);
  });
});

describe('the claim function of a PostgreSQL journal', () => {
  it('is replaced by the rule of this version when the journal opens, without a migration', async () => {
    journal = await tempJournal('postgres');
    const { location } = journal;
    // An earlier rule, as a journal made by another version holds it: created rows did not stop a post.
    const admin = new pg.Client({ connectionString: location });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ def: string }>(
        `SELECT pg_get_functiondef(to_regproc('${CLAIM_ROWS_FUNCTION}')) AS def`,
      );
      const older = rows[0]!.def.replace("(k.state = 'created')", '(FALSE)');
      expect(older).not.toBe(rows[0]!.def);
      await admin.query(older);
    } finally {
      await admin.end();
    }
    await journal.close();
    journal = await openJournal(location);
    const run = await addRun(journal);
    await addOtherRow(journal, 'A', 'created');
    const id = await addInvoice(journal, run, 'A');
    const claimed = await journal.transaction((tx) =>
      tx.send.claimRows([{ id, targetIdentity: TARGET, payeeId: '0000100001', invoiceNumber: 'A' }], AT),
    );
    expect(claimed).toEqual({ held: [true], marked: [] });
  });
});
