import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { MappedInvoice } from '../../src/mapping/mapped-invoice.js';
import { uploadJson } from '../../src/print/upload-json.js';
import { summaryValues } from '../helpers/read-workbook.js';
import { validBatch } from './mapped-invoices.js';
import { uploadFixture, type UploadFixture } from './upload-fixture.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

const READ_STOP = (n: number) =>
  `read ${n === 1 ? '1 invoice' : `${n} invoices`} of the file before the stop; the rest was not read: upload the file again to post them`;

/** Uploads 20 invoices, the signal coming while invoice `readAt` is read, or when sending begins. */
async function stoppedUpload(name: string, stop: { readAt: number } | 'sending') {
  fixture = await uploadFixture();
  const invoices = validBatch(20, { prefix: name.toUpperCase() });
  const controller = new AbortController();
  async function* reader(): AsyncGenerator<MappedInvoice> {
    for (const [index, invoice] of invoices.entries()) {
      if (stop !== 'sending' && index + 1 === stop.readAt) controller.abort();
      yield invoice;
    }
  }
  // The fixture writes the file the run fingerprints; the reader is this test's own.
  await fixture.upload(`${name}-first.csv`, []);
  const path = join(fixture.dir, `${name}-first.csv`);
  return fixture.upload(`${name}-unused.csv`, [], {
    sources: [{ path, read: reader }],
    signal: controller.signal,
    resultsWhenStopped: true,
    onProgress: (progress) => {
      if (stop === 'sending' && progress.phase === 'sending') controller.abort();
    },
  });
}

describe('a stop while the file is read', () => {
  it.each([1, 7, 19])(
    'at invoice %i: every output says how much of the file was read and that the rest was not',
    async (readAt) => {
      const report = await stoppedUpload(`read${readAt}`, { readAt });
      expect(report.stopped).toBe(true);
      const run = report.runs[0]!;
      expect(run.readStopped).toBe(true);
      expect(run.counts.invoices).toBe(readAt);
      expect(run.counts.created + run.notSent).toBe(readAt);
      expect(uploadJson(report, 'sandbox').stopReason).toBe(
        `stopped by a signal while a file was read: ${run.run.sourceFile}: ${READ_STOP(readAt)}`,
      );
      expect((await fixture!.journal.runs.findRun(run.run.id))!.note).toBe(`stopped: ${READ_STOP(readAt)}`);
      expect((await summaryValues(run.resultsFile!)).get('Status')).toBe(
        `stopped while the file was read: ${READ_STOP(readAt)}`,
      );
    },
  );

  it('while sending: the file was read to its end, and nothing says otherwise', async () => {
    const report = await stoppedUpload('sending', 'sending');
    const run = report.runs[0]!;
    expect(report.stopped).toBe(true);
    expect(run.readStopped).toBe(false);
    expect(run.counts.invoices).toBe(20);
    // Not sent is part of failed: every invoice read has one outcome.
    expect(run.counts.created + run.counts.failed + run.counts.inDoubt).toBe(20);
    expect(uploadJson(report, 'sandbox').stopReason).toBe(
      'stopped by a signal: the answers in flight were recorded, the rest not sent',
    );
    expect((await fixture!.journal.runs.findRun(run.run.id))!.note ?? '').not.toMatch(/not read/);
  });
});
