/**
 * A finance system that answers two different invoices with one instance id: the second is in
 * doubt (one instance is one invoice), shown, and held by later uploads until it is resolved.
 */
import { describe, expect, it } from 'vitest';
import { uploadFixture } from './upload-fixture.js';
import { validBatch } from './mapped-invoices.js';
import { uploadExitCode } from '../../src/batch/upload-json.js';
import { formatUploadSummary } from '../../src/batch/format-upload-summary.js';

const createdAs = (instanceId: string) => ({
  status: 200,
  body: JSON.stringify({ E_INSTANCE_ID: instanceId, E_RETCODE: 0, E_MESSAGE: '' }),
  route: 'create' as const,
});

describe('an instance id the finance system gives to two invoices', () => {
  it('leaves the first created, makes the second in doubt naming the first, and holds it on the next upload', async () => {
    const fx = await uploadFixture();
    fx.sandbox.injectNext(createdAs('0030007777'), createdAs('0030007777'));
    const invoices = validBatch(5, { prefix: 'SHARE' });
    const report = await fx.upload('shared.csv', invoices, { concurrency: 1 });
    const run = report.runs[0]!;
    expect(run.counts).toMatchObject({ invoices: 5, created: 4, inDoubt: 1 });
    expect(uploadExitCode(report)).toBe(1);
    const rows = await fx.journal.lists.listInvoices({ limit: 9 });
    const doubtful = rows.filter((row) => row.state === 'in-doubt');
    expect(doubtful).toHaveLength(1);
    expect(doubtful[0]).toMatchObject({ instanceId: '0030007777' });
    const first = rows.find((row) => row.state === 'created' && row.instanceId === '0030007777')!;
    expect(doubtful[0]!.detail).toBe(
      `the finance system answered "created as instance 0030007777", the instance it had given to ${first.invoiceId} (${first.payeeId}/${first.invoiceNumber}, run ${run.run.id}) before: whether this invoice was created is unknown; check both in the finance system, then resolve this one`,
    );
    expect(formatUploadSummary(report)).toMatch(/in doubt +1\n/);

    // The next upload of the file holds it: it is not posted again blindly.
    const requests = fx.sandbox.stats().createRequests;
    const again = await fx.upload('shared.csv', invoices, { concurrency: 1 });
    expect(fx.sandbox.stats().createRequests).toBe(requests);
    expect(again.runs[0]!.counts).toMatchObject({ skipped: 4, inDoubt: 1, created: 0 });
  });

  it('makes an invoice in doubt whose instance id an invoice of an earlier upload has', async () => {
    const fx = await uploadFixture();
    fx.sandbox.injectNext(createdAs('0030008888'));
    await fx.upload('first.csv', validBatch(1, { prefix: 'EARLY' }), { concurrency: 1 });
    fx.sandbox.injectNext(createdAs('0030008888'));
    const later = await fx.upload('later.csv', validBatch(2, { prefix: 'LATE' }), { concurrency: 1 });
    expect(later.runs[0]!.counts).toMatchObject({ created: 1, inDoubt: 1 });
    const inDoubt = (await fx.journal.lists.listInvoices({ state: 'in-doubt', limit: 9 }))[0]!;
    expect(inDoubt.detail).toMatch(/the instance it had given to .*EARLY.*, run 1\) before/);
  });
});
