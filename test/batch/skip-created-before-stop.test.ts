/**
 * A later upload that stops before it sends (invalid invoices and no --partial, a signal, an API
 * that cannot be reached, a gateway that refuses the key) with invoices in its file that an earlier
 * run created: those stay created in every listing, and the stopped run records them as skipped
 * (already created), never as "not sent ... safe to post again". SQLite and PostgreSQL journals,
 * the sandbox on loopback.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { UploadOptions } from '../../src/batch/upload-files.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { isNeverSent } from '../../src/journal/invoice-state.js';
import type { MappedInvoice } from '../../src/mapping/mapped-invoice.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { invalidMapped, mapped, validBatch, validInvoice } from './mapped-invoices.js';
import { abortWhenSending, JOURNAL_BACKENDS, uploadMappedFile } from './upload-mapped-file.js';

/** More than a page of the send loop's reader (64), so a stop mid-run leaves created keys still staged. */
const CREATED = 70;

interface Stop {
  /** What makes the second upload stop. */
  kind: string;
  /** The second upload's invoices: the created ones and whatever else the stop needs. */
  invoices: (created: MappedInvoice[]) => MappedInvoice[];
  /** Readies the sandbox and returns the second upload's options. */
  arrange: (sandbox: TestSandbox) => Promise<Partial<UploadOptions>>;
}

const expiredKey = JSON.stringify({
  fault: {
    faultstring: 'Consumer key has expired',
    detail: { errorcode: 'keymanagement.service.consumer_key_expired' },
  },
});

const STOPS: Stop[] = [
  {
    kind: 'an invalid invoice in the file (no --partial)',
    invoices: (created) => [...created, invalidMapped(CREATED + 5, { prefix: 'KEEP' })],
    arrange: async () => ({}),
  },
  {
    kind: 'a signal as sending starts',
    invoices: (created) => created,
    arrange: async () => abortWhenSending(),
  },
  {
    kind: 'an API that cannot be reached',
    invoices: (created) => created,
    arrange: async (sandbox) => {
      await sandbox.close();
      return {};
    },
  },
  {
    // A new invoice first: its create is refused and stops the run while created keys of a later page are staged.
    kind: 'a gateway that refuses the key mid-run',
    invoices: (created) => [mapped(validInvoice(CREATED + 1, { prefix: 'KEEP' }), 1), ...created],
    arrange: async (sandbox) => {
      sandbox.injectNext({ status: 500, body: expiredKey, route: 'create' });
      return { concurrency: 1 };
    },
  },
];

let open: { journal: Journal; sandbox: TestSandbox } | undefined;
afterEach(async () => {
  await open?.sandbox.close();
  await open?.journal.close();
  open = undefined;
});

describe.each(JOURNAL_BACKENDS)('a stopped upload of invoices already created ($name journal)', ({ location }) => {
  it.each(STOPS)('$kind: they stay created with their instance ids, the run skips them', async (stop) => {
    const dir = makeTempDir('ib-stop-created');
    const journal = await openJournal(await location(dir));
    const sandbox = await startTestSandbox({ gateway: {} });
    open = { journal, sandbox };
    const upload = (name: string, invoices: readonly MappedInvoice[], options: Partial<UploadOptions> = {}) =>
      uploadMappedFile(journal, sandbox, dir, name, invoices, options);

    const created = validBatch(CREATED, { prefix: 'KEEP' });
    const first = await upload('first.csv', created);
    expect(first.runs[0]!.counts).toMatchObject({ invoices: CREATED, created: CREATED });
    const before = await journal.lists.listLatestInvoices(undefined, -1);
    const instances = new Map(before.map((row) => [row.invoiceNumber, row.instanceId]));
    expect([...instances.values()].every((id) => id !== null)).toBe(true);
    const requests = sandbox.stats().createRequests;

    const options = await stop.arrange(sandbox);
    const second = await upload('second.csv', stop.invoices(created), options);
    expect(second.heldForInvalid || second.stopped).toBe(true);
    expect(sandbox.stats().createRequests - requests).toBeLessThanOrEqual(1);

    // The stopped run: every created key skipped with the instance created, none not sent.
    const runId = second.runs[0]!.run.id;
    const runRows = await journal.lists.listInvoices({ runId, limit: -1 });
    const createdRows = runRows.filter((row) => instances.has(row.invoiceNumber ?? ''));
    expect(createdRows).toHaveLength(CREATED);
    for (const row of createdRows) {
      expect(isNeverSent(row), `${row.invoiceNumber}: ${row.detail}`).toBe(false);
      expect(row).toMatchObject({ state: 'skipped', instanceId: instances.get(row.invoiceNumber ?? '') });
    }
    expect(second.runs[0]!.counts).toMatchObject({ skipped: CREATED });

    // Every listing of the journal: each of them created, with its instance id.
    const latest = await journal.lists.listLatestInvoices(undefined, -1);
    const latestCreated = latest.filter((row) => instances.has(row.invoiceNumber ?? ''));
    expect(latestCreated.map((row) => [row.invoiceNumber, row.state, row.instanceId]).sort()).toEqual(
      before.map((row) => [row.invoiceNumber, 'created', row.instanceId]).sort(),
    );
    expect(await journal.lists.countLatestInvoices([{ state: 'created' }])).toBe(CREATED);
  });
});
