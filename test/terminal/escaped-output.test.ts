/** Every table and summary the CLI prints shows outside text with its control characters escaped. */
import { describe, expect, it } from 'vitest';
import { formatRunSummary } from '../../src/print/format-upload-summary.js';
import type { RunReport } from '../../src/batch/upload-files.js';
import { formatInvoiceRows } from '../../src/print/format-invoice-rows.js';
import { formatRunRows } from '../../src/print/format-run-rows.js';
import type { InvoiceRow } from '../../src/journal/invoice-row.js';
import type { RunRow } from '../../src/journal/run-row.js';
import { formatAdvertiserTable } from '../../src/report/write-advertiser-list.js';
import { finishedRunRow } from '../helpers/finished-run-row.js';

const HOSTILE = 'x\u001b]0;owned\u0007\r\n  created   99\u009b2J';
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

const run: RunRow = finishedRunRow({
  sourceFile: `may${HOSTILE}.csv`,
  sourcePath: '/d/may.csv',
  mapping: 'm.yaml',
  targetIdentity: 't',
  targetDescription: 'production',
  invoices: 1,
  rejected: 1,
});

/** Our own lines plus one: the hostile text may add no line of its own. */
function expectNoFakeLines(text: string, ownLines: number): void {
  expect(text).not.toMatch(RAW);
  expect(text.trimEnd().split('\n')).toHaveLength(ownLines);
  expect(text).toContain('\\e]0;owned\\u0007\\r\\n  created   99\\u009b2J');
}

describe('printed outside text', () => {
  it('journal: a server message with ESC/OSC sequences and CR/LF stays on its row, escaped', () => {
    const row = {
      id: 1,
      runId: 1,
      seq: 1,
      targetIdentity: 't',
      payeeId: '0000100001',
      invoiceNumber: 'N-1',
      invoiceId: 'ID-1',
      currencyCode: 'EUR',
      invoiceAmount: '1.0000',
      lines: 1,
      sourceFile: 'may.csv',
      sheet: null,
      rows: '2',
      firstRow: 2,
      payloadHash: null,
      state: 'rejected',
      instanceId: null,
      httpStatus: 200,
      eRetcode: 4,
      eMessage: HOSTILE,
      detail: null,
      attempts: 1,
      invoiceDate: null,
      vendorName: null,
      dueDate: null,
      stagedAt: 's',
      sendingAt: 's',
      outcomeAt: 'o',
      inDoubtAt: null,
      updatedAt: '2025-01-31T17:02:11',
    } satisfies InvoiceRow;
    expectNoFakeLines(formatInvoiceRows([row]), 2);
  });

  it('history: a file name with control characters', () => {
    expectNoFakeLines(formatRunRows([run]), 2);
  });

  it('advertisers: a name from the server', () => {
    expectNoFakeLines(formatAdvertiserTable([{ id: '0000100001', advertiserName: HOSTILE }]), 3);
  });

  it('upload summary: the file name', () => {
    const counts = { invoices: 1, created: 0, skipped: 0, invalid: 0, rejected: 1, failed: 0, inDoubt: 0 };
    const report: RunReport = {
      run,
      counts,
      totals: {},
      untotalled: 0,
      inDoubtExamples: [],
      notSent: 0,
      notCreated: 0,
      alreadyCreated: 0,
      heldForInvalid: false,
      stopped: false,
      durationMs: 1000,
      resultsFile: 'r.xlsx',
      rejections: [],
      failures: [],
      notSentGroups: [{ reason: `the same invoice as "${HOSTILE}"`, count: 1, rows: [`${HOSTILE} (row 2)`] }],
      conflicts: { count: 0, otherPayee: 0, sameInvoiceId: 0, examples: [], amounts: {} },
    };
    const text = formatRunSummary(report);
    expect(text).not.toMatch(RAW);
    expect(text).toContain('File:     mayx\\e]0;owned');
  });
});
