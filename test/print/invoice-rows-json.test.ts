/**
 * `journal --json` words a live run's rows as the listing does: a script re-posting the rows whose
 * outcome is "not sent" must never see one that run is about to send.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { listInvoicesWithTotal } from '../../src/journal/list-invoices-with-total.js';
import { invoiceRowsJson } from '../../src/print/invoice-rows-json.js';
import { addInvoice, addRun, tempJournal } from '../journal/journal-fixture.js';

let journal: Journal;
afterEach(() => journal.close());

const AT = '2025-01-31T10:00:05.000Z';

describe('invoiceRowsJson', () => {
  it("gives a live run's staged and sending rows its words and details, 'not sent' only to a row never sent", async () => {
    journal = await tempJournal('sqlite');
    const run = await addRun(journal);
    await addInvoice(journal, run, 'STAGED');
    await journal.send.markSending(await addInvoice(journal, run, 'SENDING'), AT);
    const stopped = await addInvoice(journal, run, 'STOPPED');
    await journal.send.recordOutcome(stopped, { state: 'failed', attempts: 0, detail: 'not sent: stopped', at: AT });
    const { rows } = await listInvoicesWithTotal(journal, { limit: -1 });
    const json = invoiceRowsJson(rows).map(({ invoiceNumber, state, outcome, detail }) => ({
      invoiceNumber,
      state,
      outcome,
      detail,
    }));
    expect(json.sort((a, b) => String(a.invoiceNumber).localeCompare(String(b.invoiceNumber)))).toEqual([
      {
        invoiceNumber: 'SENDING',
        state: 'sending',
        outcome: 'being sent',
        detail: `run ${run} is live: sent, no answer yet; in doubt only if that run ends without one`,
      },
      {
        invoiceNumber: 'STAGED',
        state: 'staged',
        outcome: 'to be sent',
        detail: `run ${run} is live: not yet sent; that run sends it, or says not sent if it stops`,
      },
      { invoiceNumber: 'STOPPED', state: 'failed', outcome: 'not sent', detail: 'not sent: stopped' },
    ]);
  });
});
