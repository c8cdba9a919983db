/**
 * The claim marks a row only when no row of its InvoiceId under another key, and no row of its
 * Invoice_Number under another PayeeId, is out (sending, in doubt after its request left, or
 * created); on PostgreSQL it also holds the number and InvoiceId, so two workers claiming one
 * invoice under two keys at once do not both mark it. Real SQLite file and PostgreSQL server.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from './journal-fixture.js';

const TARGET = 'https://erp.example/erp/invoicing/qa';
const at = '2025-01-31T10:00:02Z';

let journal: Journal | undefined;
afterEach(async () => {
  await journal?.close();
  journal = undefined;
});

interface Staged {
  id: number;
  targetIdentity: string;
  payeeId: string;
  invoiceNumber: string;
}

async function stage(j: Journal, run: number, number: string, invoiceId: string, payeeId = '0000100001') {
  const id = await addInvoice(j, run, number, { payeeId, invoiceId });
  return { id, targetIdentity: TARGET, payeeId, invoiceNumber: number };
}

const claim = (j: Journal, rows: Staged[]) => j.transaction((tx) => tx.send.claimRows(rows, at));

describe.each(BACKENDS)('the claim and the rows of other keys (%s journal)', (backend) => {
  it('leaves unmarked a row whose InvoiceId or number is out under another key, and marks the others', async () => {
    journal = await tempJournal(backend);
    const earlier = await addRun(journal);
    const sent = await stage(journal, earlier, 'A', 'DOC-1');
    const noId = await stage(journal, earlier, 'N', '');
    for (const row of [sent, noId]) await journal.send.markSending(row.id, at);
    const run = await addRun(journal);
    // The same InvoiceId, folded, under another number.
    const sameId = await stage(journal, run, 'B', ' doc-1 ');
    // The same number under another PayeeId, with its own InvoiceId.
    const sameNumber = await stage(journal, run, 'A', 'DOC-9', '0000100002');
    const other = await stage(journal, run, 'C', 'DOC-2');
    // No InvoiceId is no InvoiceId shared.
    const alsoNoId = await stage(journal, run, 'M', '');
    const claimed = await claim(journal, [sameId, sameNumber, other, alsoNoId]);
    expect(claimed.held).toEqual([true, true, true, true]);
    expect(claimed.marked.sort((a, b) => a - b)).toEqual([other.id, alsoNoId.id]);
  });

  it('leaves unmarked a row whose InvoiceId was created, or is in doubt after its request left, under another key', async () => {
    journal = await tempJournal(backend);
    const earlier = await addRun(journal);
    const created = await stage(journal, earlier, 'A', 'DOC-1');
    const inDoubt = await stage(journal, earlier, 'B', 'DOC-2');
    for (const row of [created, inDoubt]) await journal.send.markSending(row.id, at);
    await journal.send.recordOutcome(created.id, { state: 'created', instanceId: '7', attempts: 1, at });
    await journal.send.recordOutcome(inDoubt.id, { state: 'in-doubt', attempts: 1, at });
    const run = await addRun(journal);
    const rows = [await stage(journal, run, 'A2', 'DOC-1'), await stage(journal, run, 'B2', 'DOC-2')];
    expect(await claim(journal, rows)).toEqual({ held: [true, true], marked: [] });
  });
});

describe('holding an InvoiceId and a number on a shared PostgreSQL journal', () => {
  it('gives one invoice under two keys to one transaction at a time', async () => {
    const j = (journal = await tempJournal('postgres'));
    const [first, second] = [await addRun(j), await addRun(j)];
    const mine = await stage(j, first, 'A', 'DOC-1');
    const theirsById = await stage(j, second, 'B', 'doc-1');
    const theirsByNumber = await stage(j, second, 'A', 'DOC-5', '0000100002');
    const apart = await stage(j, second, 'C', 'DOC-3');
    const [ours, theirs] = await j.transaction(async (tx) => {
      const claimed = await tx.send.claimRows([mine], at);
      // Another connection of the pool, as another worker would be, while the first has not committed.
      const other = await j.transaction((tx2) => tx2.send.claimRows([theirsById, theirsByNumber, apart], at));
      return [claimed, other];
    });
    expect(ours).toEqual({ held: [true], marked: [mine.id] });
    expect(theirs).toEqual({ held: [false, false, true], marked: [apart.id] });
    // Once the first committed, its row is out: held now, and still not marked.
    expect(await claim(j, [theirsById, theirsByNumber])).toEqual({ held: [true, true], marked: [] });
  });
});
