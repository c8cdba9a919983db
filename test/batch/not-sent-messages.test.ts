/**
 * Every invoice left "not sent", for each reason an upload leaves one so: its Results Message says
 * it was not sent, in a few words naming the Summary, never that it may have been sent; the Summary
 * of the workbook says why and that it is safe to post again, and the journal's detail (the terminal,
 * --json, the results CSV) keeps the whole reason. A real sandbox (with the faults that cause
 * each), a real SQLite journal, the workbook read back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { invalidMapped, validBatch } from './mapped-invoices.js';
import { uploadFixture, type UploadFixture } from './upload-fixture.js';
import type { SandboxOptions } from '../../src/sandbox/start-sandbox.js';
import type { UploadOptions } from '../../src/batch/upload-files.js';
import { RESULTS_SHEET_COLUMNS, resultOutcome } from '../../src/report/results/results-sheet-columns.js';
import { readBook } from '../helpers/read-workbook.js';

let fixture: UploadFixture | undefined;
afterEach(async () => {
  await fixture?.sandbox.close();
  await fixture?.journal.close();
  fixture = undefined;
});

const MESSAGE = RESULTS_SHEET_COLUMNS.find((column) => column.header === 'Message')!;

interface Case {
  reason: string;
  sandbox?: SandboxOptions;
  options?: (fixture: UploadFixture) => Partial<UploadOptions>;
  invalid?: boolean;
  /** What else the Message must say: the address to write, what to fix. */
  says: RegExp;
}

/** Ctrl-C once the first invoice has its outcome: the ones after it are never sent. */
function stopAfterFirst(): Partial<UploadOptions> {
  const stop = new AbortController();
  return {
    signal: stop.signal,
    concurrency: 1,
    onProgress: (progress) => {
      if (progress.phase === 'sending' && progress.done > 0) stop.abort(new Error('SIGINT'));
    },
  };
}

const CASES: Case[] = [
  {
    reason: 'http:// to a port that answers in TLS',
    sandbox: { notHttp: 'tls' },
    says: /write the address as https:\/\//,
  },
  {
    reason: 'http:// to a TLS port that hangs up unanswered',
    sandbox: { notHttp: 'hang-up' },
    says: /closed the connection without answering.*write https:\/\//,
  },
  {
    reason: 'http:// redirected to https://',
    sandbox: { redirect: { status: 301, location: 'https://127.0.0.1:1/' } },
    says: /write the address as https:\/\//,
  },
  {
    reason: 'the API key refused',
    sandbox: { gateway: {} },
    options: (f) => ({ target: f.sandbox.target({ apiKey: 'revoked-key' }), concurrency: 1 }),
    says: /refused the API key/,
  },
  {
    reason: 'the upload stopped by Ctrl-C',
    sandbox: { latencyMs: 20 },
    options: stopAfterFirst,
    says: /stopped by Ctrl-C/,
  },
  { reason: 'invalid invoices held the file back', invalid: true, says: /invalid invoices.*--partial/ },
];

describe('the Message of a not-sent invoice', () => {
  it.each(CASES)('says not sent, and on the Summary why and safe to post again: $reason', async (test) => {
    fixture = await uploadFixture(test.sandbox ?? {});
    const input = [...validBatch(4, { prefix: 'NS' }), ...(test.invalid ? [invalidMapped(5, { prefix: 'NS' })] : [])];
    const report = await fixture.upload('month-end.csv', input, test.options?.(fixture) ?? {});
    const rows = await fixture.journal.lists.listRunResultsPage(report.runs[0]!.run.id, 0, 100);
    const notSent = rows.filter((row) => resultOutcome(row) === 'not sent');
    expect(notSent.length).toBeGreaterThan(0);
    for (const row of notSent) {
      const message = String(MESSAGE.value(row));
      expect(message).toMatch(/^not sent: .* \(see Summary\)$/);
      expect(message).not.toMatch(/may have been (sent|created)|in doubt/);
      // The whole reason stays in the journal, which the terminal, --json and the CSV print.
      expect(row.detail).toMatch(/safe to post again/);
      expect(row.detail).toMatch(test.says);
    }
    const summary = await summaryTexts(report.runs[0]!.run.resultsFile!);
    expect(summary).toMatch(/Not sent: why\n[^\n]*safe to post again/);
    expect(summary).toMatch(test.says);
    expect(summary).not.toMatch(/may have been (sent|created)/);
  });
});

/** The Summary sheet's texts, each merged cell once, a line each. */
async function summaryTexts(file: string): Promise<string> {
  const texts: string[] = [];
  (await readBook(file)).getWorksheet('Summary')!.eachRow((row) =>
    row.eachCell((cell) => {
      if (cell.isMerged && cell.master !== cell) return;
      if (typeof cell.value === 'string') texts.push(cell.value);
    }),
  );
  return texts.join('\n');
}
