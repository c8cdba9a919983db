/**
 * A create whose connection was refused (ECONNREFUSED) provably never reached the finance system:
 * after its attempts it is "not sent" in the journal's word, the run's counts and the results
 * workbook, never "failed"; and a later upload posts each of them once. A real sandbox, closed
 * once the upload begins sending, and a real SQLite journal.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { validBatch } from './mapped-invoices.js';
import { uploadFixture, type UploadFixture } from './upload-fixture.js';
import { resultOutcome } from '../../src/report/results/results-sheet-columns.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { resultsByInvoice, summaryValues } from '../helpers/read-workbook.js';

let fixture: UploadFixture | undefined;
afterEach(async () => {
  await fixture?.sandbox.close();
  await fixture?.journal.close();
  fixture = undefined;
});

const INVOICES = 4;

describe('an upload whose connections are refused once it sends', () => {
  it('words every invoice and count "not sent", and the next upload posts each once', async () => {
    // Keep-Alive timeout=1 tells the client not to keep the check's connection: each request connects anew.
    fixture = await uploadFixture({ idleClose: { afterMs: 1, hintSeconds: 1 } });
    const input = validBatch(INVOICES, { prefix: 'CR' });
    const f = fixture;
    const report = await f.upload('month-end.csv', input, {
      concurrency: 1,
      // The first progress report comes before any create: from then on the port refuses connections.
      onProgress: (progress) => {
        if (progress.phase === 'sending') void f.sandbox.close();
      },
    });
    const run = report.runs[0]!;
    const rows = await f.journal.lists.listRunResultsPage(run.run.id, 0, 100);
    expect(rows).toHaveLength(INVOICES);
    // Refused after their attempts; the ones after them held back once the API is deemed unreachable.
    const refused = rows.filter((row) => /^not sent: connection refused/.test(row.detail ?? ''));
    expect(refused.length).toBeGreaterThan(0);
    for (const row of refused) expect(row.attempts).toBeGreaterThan(0);
    for (const row of rows) expect(resultOutcome(row)).toBe('not sent');
    const recorded = await f.journal.runs.findRun(run.run.id);
    expect(recorded?.notSent).toBe(recorded?.failed);
    expect(run.notSent).toBe(run.counts.failed);
    expect(run.notSentGroups.reduce((sum, group) => sum + group.count, 0)).toBe(INVOICES);

    const workbook = run.resultsFile!;
    const results = await resultsByInvoice(workbook);
    expect([...results.values()].map((row) => row.Outcome)).toEqual(Array(INVOICES).fill('not sent'));
    const summary = await summaryValues(workbook);
    expect(summary.get('not sent')).toBe(INVOICES);
    expect(summary.has('failed') ? summary.get('failed') : 0).toBe(0);

    const again = await startTestSandbox();
    const second = await f.upload('month-end.csv', input, { target: again.target() });
    expect(second.runs[0]!.counts.created).toBe(INVOICES);
    expect(again.stats().createRequests).toBe(INVOICES);
    expect(again.stats().created).toBe(INVOICES);
  }, 60_000);
});
