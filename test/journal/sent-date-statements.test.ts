/** The dates the journal sent for a run's staged keys where the file says another, on both databases. */
import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from './journal-fixture.js';

let journal: Journal;
afterEach(() => journal.close());

const AT = '2025-01-31T10:00:05.000Z';

describe.each(BACKENDS)('findSentDates (%s journal)', (backend) => {
  it('pairs each staged invoice with the other dates its key was sent or created with, and no more', async () => {
    journal = await tempJournal(backend);
    const first = await addRun(journal);
    const dated = (runId: number, number: string, invoiceDate: string) =>
      addInvoice(journal, runId, number, { invoiceDate });
    await journal.send.recordOutcome(await dated(first, 'CREATED', '20240305'), {
      state: 'created',
      instanceId: '0030000001',
      attempts: 1,
      at: AT,
    });
    const sent = await dated(first, 'IN-DOUBT', '20240310');
    await journal.send.markSending(sent, AT);
    await journal.send.recordOutcome(sent, { state: 'in-doubt', attempts: 1, at: AT });
    // Never sent: what it says is no date the finance system may hold.
    await journal.send.recordOutcome(await dated(first, 'NOT-SENT', '20240401'), {
      state: 'failed',
      attempts: 0,
      at: AT,
    });
    await journal.send.recordOutcome(await dated(first, 'SAME', '20240115'), {
      state: 'created',
      instanceId: '0030000002',
      attempts: 1,
      at: AT,
    });

    const second = await addRun(journal);
    const ids = [
      await dated(second, 'CREATED', '20240503'),
      await dated(second, 'IN-DOUBT', '20241003'),
      await dated(second, 'NOT-SENT', '20240104'),
      await dated(second, 'SAME', '20240115'),
    ];
    const found = await journal.send.findSentDates(second);
    expect(found.map((row) => [row.stagedId, row.invoiceNumber, row.sentDate, row.fileDate])).toEqual([
      [ids[0], 'CREATED', '20240305', '20240503'],
      [ids[1], 'IN-DOUBT', '20240310', '20241003'],
    ]);
    expect(found[0]).toMatchObject({ payeeId: '0000100001', rows: expect.any(String) });
  });
});
