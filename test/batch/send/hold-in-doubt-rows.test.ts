/**
 * A later upload that stops before it sends (invalid invoices and no --partial, a signal) with an
 * invoice in its file whose earlier post is in doubt (a 504 after the finance system processed it):
 * the stopped run holds it "still in doubt from run N", never "not sent ... safe to post again",
 * and every listing keeps it in doubt, so nobody posts it by hand a second time. SQLite and
 * PostgreSQL journals, the sandbox on loopback.
 */
import { hostname } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import type { UploadOptions } from '../../../src/batch/upload-files.js';
import { isNeverSent } from '../../../src/journal/invoice-state.js';
import { openJournal, type Journal } from '../../../src/journal/open-journal.js';
import type { MappedInvoice } from '../../../src/mapping/mapped-invoice.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { addInvoice, addRun } from '../../journal/journal-fixture.js';
import { invalidMapped, mapped, validBatch, validInvoice } from '../mapped-invoices.js';
import { abortWhenSending, JOURNAL_BACKENDS, uploadMappedFile } from '../upload-mapped-file.js';

const STOPS: { kind: string; extra: MappedInvoice[]; options: () => Partial<UploadOptions> }[] = [
  {
    kind: 'an invalid invoice in the file (no --partial)',
    extra: [invalidMapped(9, { prefix: 'K' })],
    options: () => ({}),
  },
  { kind: 'a signal as sending starts', extra: [], options: abortWhenSending },
];

let open: { journal: Journal; sandbox: TestSandbox } | undefined;
afterEach(async () => {
  await open?.sandbox.close();
  await open?.journal.close();
  open = undefined;
});

describe.each(JOURNAL_BACKENDS)('a stopped upload of an invoice in doubt ($name journal)', ({ location }) => {
  it.each(STOPS)('$kind: it is held in doubt from the earlier run, never not sent', async (stop) => {
    const dir = makeTempDir('ib-stop-in-doubt');
    const journal = await openJournal(await location(dir));
    const sandbox = await startTestSandbox({ gateway: {} });
    open = { journal, sandbox };
    const upload = (name: string, invoices: readonly MappedInvoice[], options: Partial<UploadOptions> = {}) =>
      uploadMappedFile(journal, sandbox, dir, name, invoices, { concurrency: 1, ...options });

    const batch = validBatch(3, { prefix: 'K' });
    // The first create is processed, then the gateway answers 504: really created, in doubt here.
    sandbox.injectNext({ status: 504, body: '', afterProcessing: true, route: 'create' });
    const first = await upload('first.csv', batch);
    const firstRun = first.runs[0]!.run.id;
    expect(first.runs[0]!.counts).toMatchObject({ created: 2, inDoubt: 1 });
    const [doubted] = await journal.lists.listLatestInvoices([{ state: 'in-doubt' }], -1);
    expect(doubted).toBeDefined();
    const requests = sandbox.stats().createRequests;

    const second = await upload('second.csv', [...batch, ...stop.extra], stop.options());
    expect(second.heldForInvalid || second.stopped).toBe(true);
    expect(sandbox.stats().createRequests).toBe(requests);

    const runId = second.runs[0]!.run.id;
    const rows = await journal.lists.listInvoices({ runId, limit: -1 });
    const held = rows.find((row) => row.invoiceNumber === doubted!.invoiceNumber);
    expect(held, JSON.stringify(rows)).toMatchObject({ state: 'in-doubt' });
    expect(isNeverSent(held!)).toBe(false);
    expect(held!.detail).toMatch(new RegExp(`^still in doubt from run ${firstRun}: resolve it first`));
    expect(second.runs[0]!.counts).toMatchObject({ inDoubt: 1, skipped: 2 });

    const latest = await journal.lists.listLatestInvoices(undefined, -1);
    const now = latest.find((row) => row.invoiceNumber === doubted!.invoiceNumber);
    expect(now).toMatchObject({ state: 'in-doubt' });
    expect(await journal.lists.countLatestInvoices([{ state: 'in-doubt' }])).toBe(1);
  });

  it('a key another run is sending as this one stops: held in doubt from that run, never not sent', async () => {
    const dir = makeTempDir('ib-stop-sending');
    const journal = await openJournal(await location(dir));
    const sandbox = await startTestSandbox({ gateway: {} });
    open = { journal, sandbox };
    const invoices = [mapped(validInvoice(4, { prefix: 'K' }), 1), invalidMapped(9, { prefix: 'K' })];
    // The target's identity as runs record it, from an earlier upload of another invoice.
    const first = await uploadMappedFile(journal, sandbox, dir, 'first.csv', [
      mapped(validInvoice(5, { prefix: 'K' }), 1),
    ]);
    const { targetIdentity } = first.runs[0]!.run;
    // Another upload, live in this process, has sent K-00004's create and waits for its answer.
    const other = await addRun(journal, { targetIdentity, host: hostname(), pid: process.pid });
    const sending = await addInvoice(journal, other, 'K-00004', { targetIdentity });
    expect(await journal.send.markSending(sending, new Date().toISOString())).toBe(true);

    const second = await uploadMappedFile(journal, sandbox, dir, 'second.csv', invoices);
    expect(second.heldForInvalid).toBe(true);
    const rows = await journal.lists.listInvoices({ runId: second.runs[0]!.run.id, limit: -1 });
    const held = rows.find((row) => row.invoiceNumber === 'K-00004');
    expect(held, JSON.stringify(rows)).toMatchObject({ state: 'in-doubt' });
    expect(held!.detail).toMatch(new RegExp(`in doubt from run ${other}\\b`));
    expect(isNeverSent(held!)).toBe(false);
    const now = (await journal.lists.listLatestInvoices(undefined, -1)).find((row) => row.invoiceNumber === 'K-00004');
    // The key is in doubt in every listing, by this run's held row, until that create's answer settles both.
    expect(now).toMatchObject({ state: 'in-doubt', detail: held!.detail });
  });
});
