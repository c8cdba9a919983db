/**
 * The period export's statements on both databases: created rows by the time they were recorded
 * created (answer or resolution), each instance once; open rows at the period's end.
 */
import { describe, expect, it } from 'vitest';
import type { OutcomeRecord } from '../../src/journal/send-statements.js';
import type { Journal } from '../../src/journal/open-journal.js';
import { DIFFERENT_INVOICE_DETAIL } from '../../src/journal/invoice-state.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from './journal-fixture.js';

const JAN = { from: '2025-01-01T00:00:00.000Z', to: '2025-02-01T00:00:00.000Z' };
const FEB = { from: '2025-02-01T00:00:00.000Z', to: '2025-03-01T00:00:00.000Z' };

async function invoiceWith(journal: Journal, run: number, number: string, outcome: OutcomeRecord): Promise<number> {
  const row = await addInvoice(journal, run, number);
  await journal.send.recordOutcome(row, outcome);
  return row;
}

const createdAt = (at: string, instanceId: string): OutcomeRecord => ({
  state: 'created',
  httpStatus: 200,
  instanceId,
  attempts: 1,
  at,
});

describe.each(BACKENDS)('period statements on a %s journal', (backend) => {
  it('reads an invoice as created on the day its answer or its resolution was recorded, each instance once', async () => {
    const journal = await tempJournal(backend);
    try {
      const run = await addRun(journal);
      await invoiceWith(journal, run, 'P-1', createdAt('2025-01-31T10:00:10.000Z', '0030000001'));
      await invoiceWith(journal, run, 'P-2', createdAt(FEB.from, '0030000002'));
      const doubt = await invoiceWith(journal, run, 'P-3', {
        state: 'in-doubt',
        httpStatus: 504,
        detail: 'HTTP 504 Gateway Timeout',
        attempts: 1,
        at: '2025-01-31T10:00:12.000Z',
      });
      expect(
        await journal.resolve.resolveInvoice(doubt, {
          state: 'created',
          instanceId: '0030000003',
          detail: 'resolved on 2025-02-05 09:00 UTC by ana@desk: created as instance 0030000003',
          at: '2025-02-05T09:00:00.000Z',
        }),
      ).toBe(true);
      // The same instance recorded again (leading zeros aside) by another row is not a second invoice.
      await invoiceWith(journal, run, 'P-4', createdAt('2025-02-06T00:00:00.000Z', '30000001'));
      // A later file's changed copy of P-1 is held: it stays created, the copy is open.
      const later = await addRun(journal, { startedAt: '2025-02-10T00:00:00.000Z' });
      const held = await addInvoice(journal, later, 'P-1', {
        invoiceAmount: '11.0000',
        at: '2025-02-10T00:00:00.000Z',
      });
      await journal.send.recordOutcome(held, {
        state: 'skipped',
        detail: `${DIFFERENT_INVOICE_DETAIL} by run ${run}`,
        attempts: 0,
        at: '2025-02-10T00:00:01.000Z',
      });

      const numbers = (rows: { invoiceNumber: string | null }[]) => rows.map((row) => row.invoiceNumber);
      expect(numbers(await journal.period.listCreatedBetween(JAN.from, JAN.to))).toEqual(['P-1']);
      expect(numbers(await journal.period.listCreatedBetween(FEB.from, FEB.to))).toEqual(['P-2', 'P-3']);
      // At January's end P-3 was in doubt (resolved only in February); at February's end the held copy is open.
      expect(numbers(await journal.period.listOpenAt(JAN.to))).toEqual(['P-3']);
      expect((await journal.period.listOpenAt(FEB.to)).map((row) => [row.invoiceNumber, row.state])).toEqual([
        ['P-1', 'skipped'],
      ]);
      expect(await journal.period.listCreatedBetween(JAN.from, JAN.to, 'https://other.example')).toEqual([]);
    } finally {
      await journal.close();
    }
  });
});
