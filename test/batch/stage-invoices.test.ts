import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stageInvoices, type StageCounts } from '../../src/batch/stage-invoices.js';
import { addRun, tempJournal } from '../journal/journal-fixture.js';
import { mapped, validInvoice, yieldAll } from './mapped-invoices.js';

describe('stageInvoices', () => {
  it('ends a transaction by the size of the request bodies as well as by count, so PDFs do not pile up in memory', async () => {
    const journal = await tempJournal();
    try {
      const runId = await addRun(journal);
      const pdf = `JVBERi0x${'A'.repeat(1024 * 1024)}`;
      const invoices = Array.from({ length: 10 }, (_, i) =>
        mapped(validInvoice(i + 1, { prefix: 'PDF' }, { PDF: pdf }), i + 2),
      );
      const batches: StageCounts[] = [];
      const counts = await stageInvoices(journal, yieldAll(invoices), {
        runId,
        targetIdentity: 't',
        batchBodyChars: 2_500_000,
        onBatch: (c) => batches.push(c),
      });
      expect(counts).toEqual({ invoices: 10, valid: 10, invalid: 0 });
      // Each body is about 1 MB: a transaction closes once 2.5 MB have gathered, after the third.
      expect(batches.map((c) => c.invoices)).toEqual([3, 6, 9, 10]);
      const staged = await journal.stage.listStagedPage(runId, 0, 20);
      expect(staged).toHaveLength(10);
      expect(JSON.parse(staged[0]!.payloadJson)).toEqual(invoices[0]!.invoice);
    } finally {
      await journal.close();
    }
  });

  it('stops reading at the invoice the signal comes after, and stages every invoice read so far', async () => {
    const journal = await tempJournal();
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 60 }),
          fc.integer({ min: 1, max: 25 }),
          async (stopAt, batchSize) => {
            const runId = await addRun(journal);
            const controller = new AbortController();
            let pulled = 0;
            // The file's reader: 80 invoices, the signal arriving while the one numbered stopAt is read.
            async function* reader() {
              for (let i = 1; i <= 80; i++) {
                pulled = i;
                if (i === stopAt) controller.abort();
                yield mapped(validInvoice(i, { prefix: `STOP${runId}` }), i + 1);
              }
            }
            const counts = await stageInvoices(journal, reader(), {
              runId,
              targetIdentity: 't',
              batchSize,
              signal: controller.signal,
            });
            expect(pulled).toBe(stopAt);
            expect(counts).toEqual({ invoices: stopAt, valid: stopAt, invalid: 0, stopped: true });
            expect(await journal.stage.listStagedPage(runId, 0, 100)).toHaveLength(stopAt);
          },
        ),
        { numRuns: 40 },
      );
    } finally {
      await journal.close();
    }
  });
});
