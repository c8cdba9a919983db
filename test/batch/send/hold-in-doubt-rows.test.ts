/**
 * A later upload that stops before it sends (invalid invoices and no --partial, a signal) with an
 * invoice in its file whose earlier post is in doubt (a 504 after the finance system processed it):
 * the stopped run holds it "still in doubt from run N", never "not sent ... safe to post again",
 * and every listing keeps it in doubt, so nobody posts it by hand a second time. SQLite and
 * PostgreSQL journals, the sandbox on loopback.
 */
import { writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadFiles, type UploadOptions } from '../../../src/batch/upload-files.js';
import { isNeverSent } from '../../../src/journal/invoice-state.js';
import { openJournal, type Journal } from '../../../src/journal/open-journal.js';
import type { MappedInvoice } from '../../../src/mapping/mapped-invoice.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { addInvoice, addRun } from '../../journal/journal-fixture.js';
import { invalidMapped, mapped, validBatch, validInvoice, yieldAll } from '../mapped-invoices.js';

const BACKENDS: { name: string; location: (dir: string) => Promise<string> }[] = [
  { name: 'SQLite', location: async (dir) => join(dir, 'journal.sqlite') },
  { name: 'PostgreSQL', location: async () => testPostgresUrl() },
];

/** A signal that comes once the file is read and staged, as the run starts sending. */
const abortWhenSending = (): Partial<UploadOptions> => {
  const controller = new AbortController();
  return {
    signal: controller.signal,
    onProgress: (progress) => {
      if (progress.phase === 'sending') controller.abort();
    },
  };
};

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

describe.each(BACKENDS)('a stopped upload of an invoice in doubt ($name journal)', ({ location }) => {
  it.each(STOPS)('$kind: it is held in doubt from the earlier run, never not sent', async (stop) => {
    const dir = makeTempDir('ib-stop-in-doubt');
    const journal = await openJournal(await location(dir));
    const sandbox = await startTestSandbox({ gateway: {} });
    open = { journal, sandbox };
    const upload = (name: string, invoices: readonly MappedInvoice[], options: Partial<UploadOptions> = {}) => {
      const path = join(dir, name);
      // The run fingerprints its file: the invoices as lines stand in for it.
      writeFileSync(path, invoices.map((m) => JSON.stringify(m.invoice ?? m.draft)).join('\n'));
      return uploadFiles(journal, {
        target: sandbox.target(),
        sources: [{ path, read: () => yieldAll(invoices) }],
        mapping: 'test-mapping.yaml',
        duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
        outDir: join(dir, 'out'),
        concurrency: 1,
        ...options,
      });
    };

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
    const path = join(dir, 'second.csv');
    writeFileSync(path, invoices.map((m) => JSON.stringify(m.invoice ?? m.draft)).join('\n'));
    const options = {
      target: sandbox.target(),
      sources: [{ path, read: () => yieldAll(invoices) }],
      mapping: 'test-mapping.yaml',
      duplicates: { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' },
      outDir: join(dir, 'out'),
    };
    // The target's identity as runs record it, from an earlier upload of another invoice.
    const earlierPath = join(dir, 'first.csv');
    const earlier = [mapped(validInvoice(5, { prefix: 'K' }), 1)];
    writeFileSync(earlierPath, JSON.stringify(earlier[0]!.invoice));
    const first = await uploadFiles(journal, {
      ...options,
      sources: [{ path: earlierPath, read: () => yieldAll(earlier) }],
    });
    const { targetIdentity } = first.runs[0]!.run;
    // Another upload, live in this process, has sent K-00004's create and waits for its answer.
    const other = await addRun(journal, { targetIdentity, host: hostname(), pid: process.pid });
    const sending = await addInvoice(journal, other, 'K-00004', { targetIdentity });
    expect(await journal.send.markSending(sending, new Date().toISOString())).toBe(true);

    const second = await uploadFiles(journal, options);
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
