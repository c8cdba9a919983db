/** The page the in-file twin hold reads: only staged rows with a PayeeId and a number, only the columns the rule reads. */
import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from './journal-fixture.js';

let journal: Journal;
afterEach(() => journal.close());

describe.each(BACKENDS)('listStagedTwinFieldsPage (%s journal)', (backend) => {
  it('gives the staged rows with a PayeeId and a number, in id order, with the ten columns the hold reads and their values', async () => {
    journal = await tempJournal(backend);
    const run = await addRun(journal);
    const other = await addRun(journal);
    const first = await addInvoice(journal, run, 'RE-4711', {
      seq: 1,
      sheet: 'Lines',
      rows: '4-5',
      invoiceAmount: '-45.1250',
    });
    await addInvoice(journal, other, 'RE-4712');
    await addInvoice(journal, run, 'RE-4713', { seq: 2, payloadJson: undefined, payloadHash: undefined });
    await addInvoice(journal, run, 'RE-4714', { seq: 3, payeeId: undefined });
    const last = await addInvoice(journal, run, '4711', { seq: 4, rows: '7' });
    const [row, next, ...rest] = await journal.lists.listStagedTwinFieldsPage(run, 0, 10);
    expect(rest).toEqual([]);
    expect(row).toEqual({
      id: first,
      seq: 1,
      targetIdentity: 'https://erp.example/erp/invoicing/qa',
      payeeId: '0000100001',
      invoiceNumber: 'RE-4711',
      invoiceDate: '20250130',
      invoiceAmount: '-45.1250',
      currencyCode: 'EUR',
      rows: '4-5',
      sheet: 'Lines',
    });
    expect(next).toMatchObject({ id: last, seq: 4, invoiceNumber: '4711', rows: '7', sheet: null });
    expect(await journal.lists.listStagedTwinFieldsPage(run, first, 10)).toHaveLength(1);
    expect(await journal.lists.listStagedTwinFieldsPage(run, 0, 1)).toHaveLength(1);
  });
});
