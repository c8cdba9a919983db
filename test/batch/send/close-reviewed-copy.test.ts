/**
 * A changed copy closed as reviewed (`resolve --reviewed`) and read again is recorded as skipped
 * with who closed it, when and why: no held copy, no conflict, the run settled (exit 0). A copy
 * changed again after the review is a new held copy. With --force the reviewed copy is still not
 * sent, where the back-end would book a second invoice of the number; the copies still open are.
 * Uploads to the sandbox on loopback, on a real SQLite journal and on the test PostgreSQL server.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { reviewHeldCopy } from '../../../src/batch/review-held-copy.js';
import { openJournal, type Journal } from '../../../src/journal/open-journal.js';
import { runSettled } from '../../../src/print/upload-json.js';
import { outcomeWordOf } from '../../../src/report/outcome-words.js';
import { startTestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { mapped, validBatch, validInvoice } from '../mapped-invoices.js';
import { JOURNAL_BACKENDS, uploadMappedFile } from '../upload-mapped-file.js';

let journal: Journal;
afterEach(() => journal.close());

const PREFIX = 'RVC';

/** The batch of three with the amount of invoice `n` (1 to 3) changed to each `amount`. */
function withAmounts(amounts: Record<number, string>) {
  const batch = validBatch(3, { prefix: PREFIX });
  for (const [n, amount] of Object.entries(amounts)) {
    const changed = validInvoice(Number(n), { prefix: PREFIX }, { Invoice_Amount: amount });
    changed.InvoiceItems = [{ ...changed.InvoiceItems[0]!, Amount: amount }];
    batch[Number(n) - 1] = mapped(changed, Number(n) + 1);
  }
  return batch;
}

/** The batch of three with the second invoice's amount `amount`. */
const withSecondAt = (amount: string) => withAmounts({ 2: amount });

describe.each(JOURNAL_BACKENDS)('a reviewed copy read again ($name)', ({ location }) => {
  it('is skipped as reviewed, who, when and why, not held; a copy changed again is held', async () => {
    const dir = makeTempDir('ib-reviewed-again');
    journal = await openJournal(await location(dir));
    const sandbox = await startTestSandbox();
    const upload = async (name: string, batch: ReturnType<typeof validBatch>) => {
      const run = (await uploadMappedFile(journal, sandbox, dir, name, batch)).runs[0]!;
      const rows = await journal.lists.listRunInvoicesPage(run.run.id, 0, 100);
      const second = rows.find((row) => row.invoiceNumber === `${PREFIX}-00002`)!;
      return { run, second, word: outcomeWordOf(second) };
    };
    expect(runSettled((await upload('a.csv', validBatch(3, { prefix: PREFIX }))).run)).toBe(true);
    const held = await upload('b.csv', withSecondAt('777.0000'));
    expect(held.word).toBe('held: differs');
    expect(runSettled(held.run)).toBe(false);
    const reviewedAt = new Date('2026-12-02T07:10:30.000Z');
    await reviewHeldCopy(journal, {
      reference: `0000100001/${PREFIX}-00002`,
      note: 'corrected PDF: credit note CN-7',
      by: 'a.schmidt (login ana@desk)',
      now: reviewedAt,
    });

    const again = await upload('b-again.csv', withSecondAt('777.0000'));
    expect(again.word).toBe('skipped');
    expect(again.second.detail).toBe(
      `closed as reviewed, not posted: the same changed copy was held by run ${held.run.run.id} and closed as reviewed on 2026-12-02 07:10 UTC by a.schmidt (login ana@desk); note: "corrected PDF: credit note CN-7"`,
    );
    expect(again.run.conflicts.count).toBe(0);
    expect(runSettled(again.run)).toBe(true);
    expect(await journal.lists.countHeldCopiesByTarget()).toEqual(new Map());
    // Read a third time: still the review's.
    expect((await upload('b-third.csv', withSecondAt('777.0000'))).word).toBe('skipped');

    const changedAgain = await upload('c.csv', withSecondAt('888.0000'));
    expect(changedAgain.word).toBe('held: differs');
    expect(changedAgain.run.conflicts.count).toBe(1);
    expect(runSettled(changedAgain.run)).toBe(false);
    expect(sandbox.instances()).toHaveLength(3);
  }, 120_000);
});

describe.each(JOURNAL_BACKENDS)('a reviewed copy uploaded with --force ($name)', ({ location }) => {
  it('is skipped as reviewed, never created twice, where the back-end books duplicates; the open copy is posted', async () => {
    const dir = makeTempDir('ib-reviewed-force');
    journal = await openJournal(await location(dir));
    const sandbox = await startTestSandbox({ booksDuplicates: true });
    const upload = async (name: string, batch: ReturnType<typeof validBatch>, force = false) => {
      const run = (await uploadMappedFile(journal, sandbox, dir, name, batch, { force })).runs[0]!;
      const rows = await journal.lists.listRunInvoicesPage(run.run.id, 0, 100);
      const of = (n: number) => rows.find((row) => row.invoiceNumber === `${PREFIX}-0000${n}`)!;
      return { run, second: of(2), third: of(3) };
    };
    await upload('a.csv', validBatch(3, { prefix: PREFIX }));
    const edited = withAmounts({ 2: '777.0000', 3: '888.0000' });
    const held = await upload('b.csv', edited);
    expect([outcomeWordOf(held.second), outcomeWordOf(held.third)]).toEqual(['held: differs', 'held: differs']);
    await reviewHeldCopy(journal, {
      reference: `0000100001/${PREFIX}-00002`,
      note: 'credit note CN-7',
      by: 'ana',
      now: new Date('2026-12-02T07:10:30.000Z'),
    });

    const forced = await upload('b-forced.csv', edited, true);
    expect(outcomeWordOf(forced.second)).toBe('skipped');
    expect(forced.second.detail).toBe(
      `closed as reviewed, not posted: the same changed copy was held by run ${held.run.run.id} and closed as reviewed on 2026-12-02 07:10 UTC by ana; note: "credit note CN-7"`,
    );
    expect(forced.third.state).toBe('created');
    const numbers = sandbox.instances().map((instance) => instance.invoiceNumber);
    expect(numbers.filter((n) => n === `${PREFIX}-00002`)).toHaveLength(1);
    expect(numbers.filter((n) => n === `${PREFIX}-00003`)).toHaveLength(2);
  }, 120_000);
});
