/**
 * The rows of a key under the journal's other targets, on both databases: what bears on posting it
 * there (created, being sent, in doubt after a request left), never the embedded sandbox's.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { FIND_OTHER_TARGET_ROWS_SQL } from '../../src/journal/other-target-statements.js';
import { sqliteDb } from '../helpers/sqlite-db.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from './journal-fixture.js';

const HERE = 'http://127.0.0.1:4010/erp/invoicing/qa';
const THERE = 'http://localhost:4010/erp/invoicing/qa';
const SANDBOX = 'sandbox:/srv/out/sandbox';

async function rowOf(
  journal: Journal,
  target: string,
  number: string,
  state: 'created' | 'in-doubt' | 'failed' | 'sending' | 'held',
  sandbox = false,
) {
  const run = await addRun(journal, { targetIdentity: target, sandbox });
  const id = await addInvoice(journal, run, number, { targetIdentity: target });
  if (state === 'held') {
    await journal.send.recordHeld([{ rowId: id, detail: 'held' }], '2025-01-31T10:00:02.000Z');
    return id;
  }
  await journal.send.markSending(id, '2025-01-31T10:00:02.000Z');
  if (state !== 'sending')
    await journal.send.recordOutcome(id, {
      state,
      instanceId: state === 'created' ? '17' : undefined,
      attempts: 1,
      at: '2025-01-31T10:00:03.000Z',
    });
  return id;
}

describe.each(BACKENDS)('other-target statements on %s', (backend) => {
  it('find the created, sending and sent-in-doubt rows of each staged key under other targets only', async () => {
    const journal = await tempJournal(backend);
    try {
      const created = await rowOf(journal, THERE, 'A', 'created');
      const sending = await rowOf(journal, THERE, 'B', 'sending');
      const inDoubt = await rowOf(journal, THERE, 'C', 'in-doubt');
      await rowOf(journal, THERE, 'D', 'failed');
      await rowOf(journal, THERE, 'E', 'held');
      await rowOf(journal, SANDBOX, 'F', 'created', true);
      await rowOf(journal, HERE, 'G', 'created');
      const run = await addRun(journal, { targetIdentity: HERE });
      const staged: number[] = [];
      for (const number of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'])
        staged.push(await addInvoice(journal, run, number, { targetIdentity: HERE }));

      const found = await journal.send.findOtherTargetRows(run, HERE, staged[0]! - 1, staged[staged.length - 1]!);
      expect(found.map((row) => [row.stagedId, row.id, row.state, row.targetIdentity])).toEqual([
        [staged[0], created, 'created', THERE],
        [staged[1], sending, 'sending', THERE],
        [staged[2], inDoubt, 'in-doubt', THERE],
      ]);
      expect(await journal.send.findOtherTargetRows(run, HERE, staged[1]!, staged[1]!)).toHaveLength(0);
    } finally {
      await journal.close();
    }
  });

  it('hold only rows still staged', async () => {
    const journal = await tempJournal(backend);
    try {
      const run = await addRun(journal, { targetIdentity: HERE });
      const staged = await addInvoice(journal, run, 'A', { targetIdentity: HERE });
      const sending = await addInvoice(journal, run, 'B', { targetIdentity: HERE });
      await journal.send.markSending(sending, '2025-01-31T10:00:02.000Z');
      const held = await journal.send.recordHeld(
        [
          { rowId: staged, detail: 'not sent: in doubt there' },
          { rowId: sending, detail: 'not sent: in doubt there' },
        ],
        '2025-01-31T10:00:04.000Z',
      );
      expect(held).toEqual([staged]);
      const rows = (await journal.lists.listInvoices({ limit: -1 })).sort((a, b) => a.id - b.id);
      expect(rows.map((row) => [row.id, row.state, row.sendingAt === null])).toEqual([
        [staged, 'failed', true],
        [sending, 'sending', false],
      ]);
    } finally {
      await journal.close();
    }
  });
});

describe('the look-up on SQLite', () => {
  it('searches each staged key in the key index, not every created row of the journal', async () => {
    const journal = await openJournal(join(makeTempDir('other-target-plan'), 'journal.sqlite'));
    const plan = sqliteDb(journal).prepare(`EXPLAIN QUERY PLAN ${FIND_OTHER_TARGET_ROWS_SQL}`).all(HERE, 1, 0, 500) as {
      detail: string;
    }[];
    await journal.close();
    const details = plan.map((row) => row.detail).join('\n');
    expect(details).toMatch(/SEARCH s USING INDEX invoices_by_run_state/);
    expect(details).toMatch(
      /SEARCH o USING INDEX invoices_by_key \(target_identity=\? AND payee_id=\? AND invoice_number=\?\)/,
    );
    // By state, the created rows of every run and target: read again for each staged row (25 ms each on a 100 MB journal).
    expect(details).not.toMatch(/invoices_by_state/);
  });
});
