import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { InputFileError } from '../../src/errors.js';
import { invalidMapped, mapped, validBatch, validInvoice, yieldAll } from './mapped-invoices.js';
import { uploadFixture, type UploadFixture } from './upload-fixture.js';
import { sqliteDb } from '../helpers/sqlite-db.js';
import { uploadExitCode, uploadJson } from '../../src/print/upload-json.js';
import { formatRunSummary } from '../../src/print/format-upload-summary.js';
import { describeUpload } from '../../src/watch/describe-upload.js';
import { readBook } from '../helpers/read-workbook.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

describe('uploadFiles against the sandbox', () => {
  it('creates every valid invoice once and records each instance id', async () => {
    fixture = await uploadFixture();
    const report = await fixture.upload('happy.csv', validBatch(20, { prefix: 'HAPPY' }), { concurrency: 4 });
    const run = report.runs[0]!;
    expect(run.counts).toMatchObject({
      invoices: 20,
      created: 20,
      skipped: 0,
      invalid: 0,
      rejected: 0,
      failed: 0,
      inDoubt: 0,
    });
    expect(fixture.sandbox.stats()).toMatchObject({ createRequests: 20, created: 20, duplicateAttempts: 0 });
    const rows = await fixture.journal.lists.listInvoices({ runId: run.run.id, limit: 100 });
    const atSandbox = new Map(fixture.sandbox.instances().map((i) => [i.invoiceNumber, i.instanceId]));
    for (const row of rows) expect(row.instanceId).toBe(atSandbox.get(row.invoiceNumber!));
    expect(existsSync(run.resultsFile!)).toBe(true);
    expect(await fixture.journal.runs.findRun(run.run.id)).toMatchObject({
      status: 'finished',
      created: 20,
      resultsFile: run.resultsFile,
    });
  });

  it('posts nothing the second time the same invoices are uploaded, and says when each was created', async () => {
    fixture = await uploadFixture();
    const invoices = validBatch(10, { prefix: 'TWICE' });
    await fixture.upload('twice.csv', invoices);
    const requestsAfterFirst = fixture.sandbox.stats().createRequests;
    const second = await fixture.upload('twice-again.csv', invoices);
    expect(fixture.sandbox.stats().createRequests).toBe(requestsAfterFirst);
    expect(second.runs[0]!.counts).toMatchObject({ created: 0, skipped: 10 });
    const rows = await fixture.journal.lists.listInvoices({ runId: second.runs[0]!.run.id, limit: 100 });
    for (const row of rows)
      expect(row.detail).toMatch(/^created by an earlier upload \(run \d+ on \d{4}-\d{2}-\d{2}\) as instance \d{10}$/);
  });

  it('reports a different payload under an already created key and does not post it', async () => {
    fixture = await uploadFixture();
    const first = validInvoice(1, { prefix: 'DIFF' });
    await fixture.upload('diff.csv', [mapped(first, 2)]);
    const changed = { ...first, Invoice_Amount: '999.0000', InvoiceItems: [{ InstanceID: null, Amount: '999.0000' }] };
    const report = await fixture.upload('diff-2.csv', [mapped(changed, 2)]);
    expect(report.runs[0]!.counts.skipped).toBe(1);
    expect(fixture.sandbox.stats().createRequests).toBe(1);
    const [row] = await fixture.journal.lists.listInvoices({ runId: report.runs[0]!.run.id, limit: 1 });
    expect(row!.detail).toMatch(
      /^a different invoice with the same PayeeId and Invoice_Number was created as instance \d+ on /,
    );
    // Not posted and not the same invoice: the summary says so, by name, and the upload does not exit 0.
    expect(report.runs[0]!.conflicts).toEqual({
      count: 1,
      // None of them is the same invoice created for another PayeeId (the payee hold), nor under another key (the InvoiceId hold).
      otherPayee: 0,
      sameInvoiceId: 0,
      examples: [
        expect.stringMatching(new RegExp(`^DIFF-ID-1 \\(${first.PayeeId}/DIFF-00001, amount \\S+ -> 999\\.00\\)$`)),
      ],
      amounts: { EUR: '999.0000' },
    });
    expect(uploadExitCode(report)).toBe(1);
    expect(uploadJson(report, 'sandbox').conflicts).toEqual({
      count: 1,
      otherPayee: 0,
      sameInvoiceId: 0,
      examples: report.runs[0]!.conflicts.examples,
    });
    expect(formatRunSummary(report.runs[0]!)).toContain(
      '1 invoice(s) are held: differs. Held invoices were NOT POSTED: an invoice with the same vendor id and invoice number but other content was created earlier',
    );
    expect(describeUpload(report)).toBe(
      '1 invoice: 1 held: differs (NOT POSTED: a different invoice has the same PayeeId and Invoice_Number, or the same InvoiceId)',
    );
    const summary = (await readBook(report.runs[0]!.resultsFile!)).getWorksheet('Summary')!;
    const labels = summary.getColumn(1).values as unknown[];
    expect(summary.getRow(labels.indexOf('held: differs')).getCell(2).value).toBe(1);
    expect(summary.getRow(labels.indexOf('skipped')).getCell(2).value).toBe(0);
    // The same invoice again is a plain skip: nothing to look at, exit 0.
    const again = await fixture.upload('diff-3.csv', [mapped(first, 2)]);
    expect(again.runs[0]!.conflicts.count).toBe(0);
    expect(uploadExitCode(again)).toBe(0);
  });

  it('does not post an already created invoice again with force when it is the same invoice', async () => {
    fixture = await uploadFixture();
    const invoices = validBatch(2, { prefix: 'FORCE' });
    await fixture.upload('force.csv', invoices);
    const report = await fixture.upload('force-2.csv', invoices, { force: true });
    expect(report.runs[0]!.counts).toMatchObject({ rejected: 0, skipped: 2 });
    expect(fixture.sandbox.stats()).toMatchObject({ createRequests: 2, duplicateAttempts: 0 });
  });

  it('records a refusal of the back-end as rejected with E_RETCODE and E_MESSAGE', async () => {
    fixture = await uploadFixture();
    const unknownPayee = validInvoice(1, { prefix: 'REJ', payeeId: '0000999999' });
    const report = await fixture.upload('rejected.csv', [
      mapped(unknownPayee, 2),
      ...validBatch(2, { prefix: 'REJOK' }),
    ]);
    expect(report.runs[0]!.counts).toMatchObject({ created: 2, rejected: 1 });
    const rejected = await fixture.journal.lists.listInvoices({ state: 'rejected', limit: 5 });
    expect(rejected[0]).toMatchObject({ httpStatus: 200, eRetcode: 4, invoiceNumber: unknownPayee.Invoice_Number });
    expect(rejected[0]!.eMessage).toContain('not a registered advertiser');
  });

  it('posts nothing when an invoice is invalid, and posts the valid ones with partial', async () => {
    fixture = await uploadFixture();
    const input = [...validBatch(3, { prefix: 'PART' }), invalidMapped(9, { prefix: 'PART' })];
    const held = await fixture.upload('partial.csv', input);
    expect(held.heldForInvalid).toBe(true);
    expect(held.runs[0]!.counts).toMatchObject({ invalid: 1, failed: 3, created: 0 });
    expect(fixture.sandbox.stats().createRequests).toBe(0);
    const partial = await fixture.upload('partial-2.csv', input, { partial: true });
    expect(partial.runs[0]!.counts).toMatchObject({ invalid: 1, created: 3 });
    expect(fixture.sandbox.stats().createRequests).toBe(3);
  });

  it('keeps the same key in one file from being sent twice at once', async () => {
    fixture = await uploadFixture({ latencyMs: 30 });
    const one = validInvoice(1, { prefix: 'SAMEKEY' });
    const report = await fixture.upload('same-key.csv', [mapped(one, 2), mapped(one, 3), mapped(one, 4)], {
      concurrency: 8,
    });
    expect(report.runs[0]!.counts).toMatchObject({ created: 1, skipped: 2 });
    expect(fixture.sandbox.stats()).toMatchObject({ createRequests: 1, duplicateAttempts: 0 });
  });

  it('spreads requests at the given rate', async () => {
    fixture = await uploadFixture();
    const started = Date.now();
    await fixture.upload('rate.csv', validBatch(6, { prefix: 'RATE' }), { concurrency: 8, rate: 20 });
    // Six requests at 20/s: the first leaves at once, the other five 50 ms apart.
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('stops reading when stopped during the read pass and posts nothing', async () => {
    fixture = await uploadFixture();
    const controller = new AbortController();
    const input = validBatch(1200, { prefix: 'STOPREAD' });
    async function* readSlowly() {
      for (const [index, item] of input.entries()) {
        if (index === 600) controller.abort();
        yield item;
      }
    }
    const report = await fixture.upload('stop-read.csv', [], {
      signal: controller.signal,
      sources: [{ path: join(fixture.dir, 'stop-read.csv'), read: readSlowly }],
    });
    expect(report.stopped).toBe(true);
    expect(report.runs[0]!.counts).toMatchObject({ invoices: 601, failed: 601, created: 0 });
    expect((await fixture.journal.runs.findRun(report.runs[0]!.run.id))!.status).toBe('stopped');
    expect(fixture.sandbox.stats().createRequests).toBe(0);
  });

  it('uploads several files as one run each, with one results file each', async () => {
    fixture = await uploadFixture();
    const a = join(fixture.dir, 'a.csv');
    const b = join(fixture.dir, 'b.csv');
    writeFileSync(a, 'file a');
    writeFileSync(b, 'file b');
    const report = await fixture.upload('unused.csv', [], {
      sources: [
        { path: a, read: () => yieldAll(validBatch(2, { prefix: 'MULTI-A' })) },
        { path: b, read: () => yieldAll(validBatch(3, { prefix: 'MULTI-B' })) },
      ],
    });
    expect(report.runs.map((run) => [run.run.sourceFile, run.counts.created])).toEqual([
      ['a.csv', 2],
      ['b.csv', 3],
    ]);
    expect(new Set(report.runs.map((run) => run.resultsFile)).size).toBe(2);
  });

  it('posts nothing from any file when a later file cannot be read, and forgets what was staged', async () => {
    fixture = await uploadFixture();
    const good = join(fixture.dir, 'good.csv');
    writeFileSync(good, 'good');
    const upload = fixture.upload('unused.csv', [], {
      sources: [
        { path: good, read: () => yieldAll(validBatch(2, { prefix: 'GOOD' })) },
        { path: join(fixture.dir, 'missing.csv'), read: () => yieldAll([]) },
      ],
    });
    await expect(upload).rejects.toThrow(InputFileError);
    expect(fixture.sandbox.stats().createRequests).toBe(0);
    expect(await fixture.journal.lists.listInvoices({ limit: 10 })).toEqual([]);
    expect((await fixture.journal.runs.listRuns(5)).map((run) => [run.status, run.note])).toEqual([
      ['discarded', expect.stringMatching(/^nothing posted: .*missing\.csv: the file does not exist$/)],
    ]);
  });

  it('never writes the API key into the journal or the results workbook', async () => {
    fixture = await uploadFixture({ apiKeys: ['k3y-that-must-never-be-stored'] });
    const report = await fixture.upload('secret.csv', validBatch(3, { prefix: 'SECRET' }), {
      target: fixture.sandbox.target({ apiKey: 'k3y-that-must-never-be-stored' }),
    });
    expect(report.runs[0]!.counts.created).toBe(3);
    sqliteDb(fixture.journal).pragma('wal_checkpoint(TRUNCATE)');
    // The checkpoint leaves the WAL empty or absent: the key is looked for in every file that exists, and the
    // journal and the workbook must exist.
    const files = [fixture.journal.location, report.runs[0]!.resultsFile!];
    const wal = `${fixture.journal.location}-wal`;
    if (existsSync(wal)) files.push(wal);
    expect(files.map((file) => readFileSync(file).includes('k3y-that-must-never-be-stored'))).toEqual(
      files.map(() => false),
    );
  });
});
