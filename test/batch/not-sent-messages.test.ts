/**
 * The Results Message of every invoice left "not sent", for each reason an upload leaves one so:
 * it says the invoice was not sent and why, never that it may have been sent, and that it is safe
 * to post again. A real sandbox (with the faults that cause each), a real SQLite journal.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { invalidMapped, validBatch } from './mapped-invoices.js';
import { uploadFixture, type UploadFixture } from './upload-fixture.js';
import type { SandboxOptions } from '../../src/sandbox/start-sandbox.js';
import type { UploadOptions } from '../../src/batch/upload-files.js';
import { RESULTS_SHEET_COLUMNS, resultOutcome } from '../../src/report/results/results-sheet-columns.js';

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
  it.each(CASES)('says not sent, why, and safe to post again: $reason', async (test) => {
    fixture = await uploadFixture(test.sandbox ?? {});
    const input = [...validBatch(4, { prefix: 'NS' }), ...(test.invalid ? [invalidMapped(5, { prefix: 'NS' })] : [])];
    const report = await fixture.upload('month-end.csv', input, test.options?.(fixture) ?? {});
    const rows = await fixture.journal.lists.listRunResultsPage(report.runs[0]!.run.id, 0, 100);
    const messages = rows.filter((row) => resultOutcome(row) === 'not sent').map((row) => String(MESSAGE.value(row)));
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message).toMatch(/^not sent: /);
      expect(message).not.toMatch(/may have been (sent|created)|in doubt/);
      expect(message).toMatch(/safe to post again/);
      expect(message).toMatch(test.says);
    }
  });
});
