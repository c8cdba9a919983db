/**
 * A file held back because one invoice is invalid, where that invoice (same PayeeId and
 * Invoice_Number, same target) was created by an earlier run: the journal keeps it created, so the
 * totals put its amount under "Already created or skipped", not "Not created". The terminal's
 * control totals (the run summary) and the Summary sheet's (tallyRunAmounts) both. The sandbox on
 * loopback, a real SQLite journal and the test PostgreSQL server.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openJournal, type Journal } from '../../../src/journal/open-journal.js';
import { AMOUNT_PARTS, amountParts, tallyRunAmounts } from '../../../src/report/results/tally-run-amounts.js';
import { invalidDateMapped, validBatch } from '../../batch/mapped-invoices.js';
import { JOURNAL_BACKENDS, uploadMappedFile } from '../../batch/upload-mapped-file.js';
import type { MappedInvoice } from '../../../src/mapping/mapped-invoice.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

let open: { journal: Journal; sandbox: TestSandbox } | undefined;
afterEach(async () => {
  await open?.sandbox.close();
  await open?.journal.close();
  open = undefined;
});

describe.each(JOURNAL_BACKENDS)(
  'the totals of a held file whose invalid invoice was created earlier ($name)',
  ({ location }) => {
    it('count its amount as already created, not as not created', async () => {
      const dir = makeTempDir('ib-created-earlier');
      const journal = await openJournal(await location(dir));
      const sandbox = await startTestSandbox();
      open = { journal, sandbox };
      const upload = (name: string, invoices: readonly MappedInvoice[]) =>
        uploadMappedFile(journal, sandbox, dir, name, invoices);
      await upload('month-end.csv', validBatch(3, { prefix: 'CE' }));
      const report = await upload('month-end.csv', [
        ...validBatch(2, { prefix: 'CE' }),
        invalidDateMapped(3, { prefix: 'CE' }),
      ]);
      const run = report.runs[0]!;
      expect(run.counts).toMatchObject({ invalid: 1, created: 0 });
      // The invoice stays created in the journal, with the first run's instance.
      const created = await journal.lists.listLatestInvoices([{ state: 'created' }], 10);
      expect(created.find((row) => row.invoiceNumber === 'CE-00003')?.instanceId).toMatch(/\d/);

      // 101.01 + 102.02 + 103.03, all created by the first run.
      expect(run.totals['EUR']).toMatchObject({ source: '306.0600', skipped: '306.0600', notCreated: '0.0000' });
      const sheet = amountParts(await tallyRunAmounts(journal, run.run.id), 'EUR');
      const part = (name: (typeof AMOUNT_PARTS)[number]) => sheet[AMOUNT_PARTS.indexOf(name)];
      expect(part('Already created or skipped')).toBe('306.0600');
      expect(part('Not created')).toBe('0.0000');
    });
  },
);
