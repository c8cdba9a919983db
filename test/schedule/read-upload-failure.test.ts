/** An upload job's reason read from its own `--json` summary: pure, summaries written out by hand. */
import { describe, expect, it } from 'vitest';
import { readUploadFailure } from '../../src/schedule/read-upload-failure.js';

const upload = (overrides: Record<string, unknown>) => ({
  invoices: 600,
  created: 447,
  skipped: 93,
  invalid: 0,
  rejected: 0,
  failed: 0,
  notSent: 0,
  inDoubt: 60,
  conflicts: { count: 0, otherPayee: 0, sameInvoiceId: 0, examples: [] },
  runs: [{ runId: 21, file: 'sched.csv', status: 'finished' }],
  stopReason: null,
  ...overrides,
});

describe('readUploadFailure', () => {
  it('names the run of the summary and what needs a person in it', () => {
    expect(readUploadFailure(upload({}))).toBe('run 21: 60 invoices in doubt');
    expect(readUploadFailure(upload({ inDoubt: 1, rejected: 2, failed: 5, notSent: 3, conflicts: { count: 1 } }))).toBe(
      'run 21: 1 invoice in doubt, 2 rejected, 2 failed, 3 not sent, 1 held: differs',
    );
  });

  it('puts the stop first, and names every run of a several-file upload', () => {
    const runs = [{ runId: 7 }, { runId: 8 }];
    expect(
      readUploadFailure(upload({ runs, inDoubt: 0, failed: 40, notSent: 40, stopReason: 'API key refused' })),
    ).toBe('runs 7, 8: stopped: API key refused; 40 not sent');
  });

  it('says nothing for another command, or an upload with nothing to tell', () => {
    expect(readUploadFailure({ checked: 10, answered: 0 })).toBeUndefined();
    expect(readUploadFailure(undefined)).toBeUndefined();
    expect(readUploadFailure(upload({ inDoubt: 0 }))).toBeUndefined();
  });
});
