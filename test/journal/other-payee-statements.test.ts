/**
 * The created rows of a staged Invoice_Number under another PayeeId of the same target, on both
 * databases, with the staged row's date, amount and currency; the rows in doubt after their request
 * left; and the indexes they are looked up in.
 */
import { describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { FIND_OTHER_PAYEE_CREATED_SQL, otherPayeeParams } from '../../src/journal/other-payee-statements.js';
import { sqliteDb } from '../helpers/sqlite-db.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from './journal-fixture.js';
import { join } from 'node:path';

const HERE = 'http://127.0.0.1:4010/erp/invoicing/qa';
const THERE = 'http://127.0.0.1:4011/erp/invoicing/qa';

async function created(
  journal: Journal,
  target: string,
  payeeId: string,
  number: string,
  state = 'created',
  sent = true,
) {
  const run = await addRun(journal, { targetIdentity: target });
  const id = await addInvoice(journal, run, number, { targetIdentity: target, payeeId, invoiceAmount: '830.3200' });
  if (sent) await journal.send.markSending(id, '2025-01-31T10:00:02.000Z');
  await journal.send.recordOutcome(id, {
    state: state as 'created' | 'failed' | 'in-doubt',
    instanceId: state === 'created' ? '17' : undefined,
    attempts: 1,
    at: '2025-01-31T10:00:03.000Z',
  });
  return id;
}

describe.each(BACKENDS)('other-payee statements on %s', (backend) => {
  it('find the created rows of each staged number under another PayeeId of the target only', async () => {
    const journal = await tempJournal(backend);
    try {
      const other = await created(journal, HERE, '0000100007', 'A');
      await created(journal, HERE, '0000100008', 'B'); // the staged row's own PayeeId: the key's, not this one's
      await created(journal, THERE, '0000100007', 'C'); // another target
      await created(journal, HERE, '0000100007', 'D', 'failed');
      const run = await addRun(journal, { targetIdentity: HERE });
      const staged: number[] = [];
      for (const number of ['A', 'B', 'C', 'D', 'E'])
        staged.push(
          await addInvoice(journal, run, number, {
            targetIdentity: HERE,
            payeeId: '0000100008',
            invoiceAmount: '830.32',
            invoiceDate: '20250131',
          }),
        );
      const found = await journal.send.findOtherPayeeCreated(run, staged[0]! - 1, staged[4]!);
      expect(found.map((row) => [row.stagedId, row.id, row.payeeId, row.stagedDate, row.stagedAmount])).toEqual([
        [staged[0], other, '0000100007', '20250131', '830.32'],
      ]);
      expect(found[0]).toMatchObject({ invoiceAmount: '830.3200', invoiceDate: '20250130', instanceId: '17' });
      expect(await journal.send.findOtherPayeeCreated(run, staged[0]!, staged[4]!)).toEqual([]);
    } finally {
      await journal.close();
    }
  });

  it('find the rows in doubt after their request left, beside the created ones, with the staged currency', async () => {
    const journal = await tempJournal(backend);
    try {
      const inDoubt = await created(journal, HERE, '0000100007', 'A', 'in-doubt');
      await created(journal, HERE, '0000100007', 'B', 'in-doubt', false); // never left: nothing can have been created
      const createdB = await created(journal, HERE, '0000100006', 'B');
      const run = await addRun(journal, { targetIdentity: HERE });
      const staged: number[] = [];
      for (const number of ['A', 'B'])
        staged.push(
          await addInvoice(journal, run, number, { targetIdentity: HERE, payeeId: '0000100008', currencyCode: 'eur' }),
        );
      const found = await journal.send.findOtherPayeeCreated(run, staged[0]! - 1, staged[1]!);
      expect(found.map((row) => [row.stagedId, row.id, row.state, row.stagedCurrency, row.currencyCode])).toEqual([
        [staged[0], inDoubt, 'in-doubt', 'eur', 'EUR'],
        [staged[1], createdB, 'created', 'eur', 'EUR'],
      ]);
    } finally {
      await journal.close();
    }
  });
});

describe.each(BACKENDS)('other-payee statements on %s, rows still sending', (backend) => {
  it('find a row of another PayeeId still sending (being sent now, or left so by a stopped run) beside the in-doubt one', async () => {
    const journal = await tempJournal(backend);
    try {
      const run = await addRun(journal, { targetIdentity: HERE });
      const sending = await addInvoice(journal, run, 'A', { targetIdentity: HERE, payeeId: '0000100007' });
      await journal.send.markSending(sending, '2025-01-31T10:00:02.000Z');
      const inDoubt = await created(journal, HERE, '0000100006', 'A', 'in-doubt');
      const later = await addRun(journal, { targetIdentity: HERE });
      const staged = await addInvoice(journal, later, 'A', { targetIdentity: HERE, payeeId: '0000100008' });
      const found = await journal.send.findOtherPayeeCreated(later, staged - 1, staged);
      expect(found.map((row) => [row.stagedId, row.id, row.state, row.payeeId])).toEqual([
        [staged, sending, 'sending', '0000100007'],
        [staged, inDoubt, 'in-doubt', '0000100006'],
      ]);
    } finally {
      await journal.close();
    }
  });
});

describe('the look-up on SQLite', () => {
  it('searches the index of created rows by number, and the few in doubt or sending by state, not every row of the target', async () => {
    const journal = await openJournal(join(makeTempDir('other-payee-plan'), 'journal.sqlite'));
    const plan = sqliteDb(journal)
      .prepare(`EXPLAIN QUERY PLAN ${FIND_OTHER_PAYEE_CREATED_SQL}`)
      .all(...otherPayeeParams(1, 0, 500)) as {
      detail: string;
    }[];
    await journal.close();
    const details = plan.map((row) => row.detail).join('\n');
    expect(details).toMatch(/SEARCH o USING INDEX invoices_created_by_number/);
    // The rows in doubt and those sending, few, each through the index by state.
    expect(details.match(/SEARCH o USING INDEX invoices_by_state/g)).toHaveLength(2);
    expect(details).not.toMatch(/SEARCH o USING INDEX invoices_by_key/);
  });
});
