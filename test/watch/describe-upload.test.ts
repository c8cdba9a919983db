import { describe, expect, it } from 'vitest';
import type { RunReport, UploadReport } from '../../src/batch/upload-files.js';
import type { RunCounts, RunRow } from '../../src/journal/run-row.js';
import { describeUpload } from '../../src/watch/describe-upload.js';

function upload(counts: RunCounts, notSent: number, heldForInvalid = false, otherPayee = 0): UploadReport {
  const run = { id: 1, ...counts } as unknown as RunRow;
  const summary = {
    run,
    counts,
    totals: {},
    untotalled: 0,
    inDoubtExamples: [],
    rejections: [],
    failures: [],
    notSentGroups: [],
    conflicts: { count: counts.skipped, otherPayee, sameInvoiceId: 0, examples: [], amounts: {} },
    notSent,
    notCreated: 0,
    alreadyCreated: 0,
    heldForInvalid,
    stopped: false,
    durationMs: 0,
  } as RunReport;
  return { runs: [summary], recovered: [], heldForInvalid, stopped: false };
}

const counts = (over: Partial<RunCounts>): RunCounts => ({
  invoices: 0,
  created: 0,
  skipped: 0,
  invalid: 0,
  rejected: 0,
  failed: 0,
  inDoubt: 0,
  ...over,
});

describe('describeUpload, the watch line', () => {
  it('says not sent, as the results do, for invoices held back by invalid ones', () => {
    expect(describeUpload(upload(counts({ invoices: 15, invalid: 2, failed: 13 }), 13, true))).toBe(
      '15 invoices: 2 invalid, 13 not sent; nothing posted because of the invalid ones',
    );
  });

  it('keeps failed for the invoices tried and not sent for the rest', () => {
    expect(describeUpload(upload(counts({ invoices: 5, created: 1, failed: 4 }), 3))).toBe(
      '5 invoices: 1 created, 1 failed, 3 not sent',
    );
  });

  // Every invoice skipped here is held (the conflicts count them); of them, some for another payee.
  it.each([
    [
      2,
      0,
      '2 invoices: 2 held: differs (NOT POSTED: a different invoice has the same PayeeId and Invoice_Number, or the same InvoiceId)',
    ],
    [
      1,
      1,
      '1 invoice: 1 held: differs (NOT POSTED: an invoice with the same invoice number, date, amount and currency was created, is in doubt, or is still being sent for another PayeeId)',
    ],
    [
      3,
      1,
      '3 invoices: 3 held: differs (NOT POSTED: 2: a different invoice has the same PayeeId and Invoice_Number, or the same InvoiceId; 1: an invoice with the same invoice number, date, amount and currency was created, is in doubt, or is still being sent for another PayeeId)',
    ],
  ])('says what held %i invoices, %i of them for another payee', (held, otherPayee, line) => {
    expect(describeUpload(upload(counts({ invoices: held, skipped: held }), 0, false, otherPayee))).toBe(line);
  });
});

describe('describeUpload, the watch line of a file with invoices in doubt', () => {
  it.each([
    [counts({ invoices: 6, created: 4, inDoubt: 2 }), '6 invoices: 4 created, 2 in doubt; the 2 in doubt: do not drop'],
    [
      counts({ invoices: 3, created: 2, inDoubt: 1 }),
      '3 invoices: 2 created, 1 in doubt; the one in doubt: do not drop',
    ],
    [counts({ invoices: 3, created: 3 }), undefined],
  ])('%j', (given, starts) => {
    const line = describeUpload(upload(given, 0));
    if (starts === undefined) expect(line).not.toContain('resolve');
    else {
      expect(line.startsWith(starts), line).toBe(true);
      expect(line).toContain('record what you found with invoice-batch resolve');
    }
  });
});
