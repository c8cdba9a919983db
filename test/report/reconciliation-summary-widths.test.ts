/**
 * The reconciliation Summary's in-doubt table, read back as a spreadsheet program shows it: every
 * column as wide as its header and values whatever the lengths of ids and file names, and the
 * source file set apart from the amount before it.
 */
import { join } from 'node:path';
import { createWriteStream } from 'node:fs';
import type ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../helpers/temp-dir.js';
import { readBook } from '../helpers/read-workbook.js';
import { writeReconciliationSummary } from '../../src/report/write-reconciliation-summary.js';
import { openWorkbookWriter } from '../../src/report/open-workbook-writer.js';
import { DEFAULT_DATE_STYLE } from '../../src/report/date-style.js';
import type { ReconcileReport } from '../../src/reconcile/reconcile-invoices.js';
import type { InvoiceRow } from '../../src/journal/invoice-row.js';

function inDoubtRow(n: number, invoiceId: string, sourceFile: string, amount: string): InvoiceRow {
  return {
    id: n,
    runId: 1,
    seq: n,
    targetIdentity: 'sandbox',
    payeeId: '0000100001',
    invoiceNumber: `IN-${n}`,
    invoiceId,
    currencyCode: 'EUR',
    invoiceAmount: amount,
    lines: 1,
    sourceFile,
    sheet: null,
    rows: String(n + 1),
    firstRow: n + 1,
    payloadHash: null,
    state: 'sending',
    instanceId: null,
    httpStatus: 504,
    eRetcode: null,
    eMessage: null,
    detail: 'no answer',
    attempts: 1,
    stagedAt: '2026-11-29T10:00:00.000Z',
    sendingAt: '2026-11-29T10:00:01.000Z',
    outcomeAt: null,
    inDoubtAt: null,
    updatedAt: '2026-11-29T10:00:01.000Z',
    invoiceDate: null,
    dueDate: null,
    vendorName: null,
  };
}

function report(inDoubt: InvoiceRow[]): ReconcileReport {
  return {
    startedAt: new Date('2026-11-29T11:00:00Z'),
    checks: [],
    summary: {
      checked: 0,
      byStatus: {},
      descriptions: {},
      changed: 0,
      firstChecks: 0,
      errors: 0,
      amounts: [],
      notKnownAmounts: [],
      stuck: [],
    },
    settled: [],
    inDoubt,
    finalStatusCodes: ['28'],
    stuckAfterDays: 14,
    otherTargets: [],
  };
}

/** Writes the Summary alone, as the workbook writer does, and reads it back. */
async function summarySheet(dir: string, rows: InvoiceRow[]): Promise<ExcelJS.Worksheet> {
  const file = join(dir, `summary-${Math.random().toString(36).slice(2)}.xlsx`);
  const workbook = await openWorkbookWriter(createWriteStream(file));
  writeReconciliationSummary(
    workbook.addWorksheet('Summary'),
    report(rows),
    { description: 'sandbox', sandbox: true },
    DEFAULT_DATE_STYLE,
  );
  await workbook.commit();
  return (await readBook(file)).getWorksheet('Summary')!;
}

/** The in-doubt table's header row and its column of `header`. */
function column(sheet: ExcelJS.Worksheet, header: string): { at: number; row: number } {
  for (let row = sheet.rowCount; row > 0; row -= 1) {
    const values = (sheet.getRow(row).values as unknown[]).slice(1);
    if (values[0] === 'Vendor' && values.includes(header)) return { at: values.indexOf(header) + 1, row };
  }
  throw new Error(`no in-doubt table with ${header}`);
}

describe('the reconciliation Summary, in-doubt table', () => {
  it('is as wide as the ids and file names it holds, of any length', async () => {
    const dir = makeTempDir('recon-widths-');
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[0-9A-Za-z-]{1,40}$/),
        fc.stringMatching(/^[a-z0-9-]{1,50}\.(csv|xlsx)$/),
        async (invoiceId, sourceFile) => {
          const sheet = await summarySheet(dir, [inDoubtRow(1, invoiceId, sourceFile, '1234567.50')]);
          for (const [header, value] of [
            ['Invoice id', invoiceId],
            ['Source file', sourceFile],
          ] as const) {
            const { at, row } = column(sheet, header);
            expect(sheet.getRow(row + 1).getCell(at).value).toBe(value);
            expect(sheet.getColumn(at).width, header).toBeGreaterThan(Math.max(header.length, value.length));
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('sets the source file a little apart from the amount before it', async () => {
    const sheet = await summarySheet(makeTempDir('recon-widths-'), [
      inDoubtRow(1, '0000100001000', 'month-end-register.xlsx', '1000.00'),
    ]);
    const { at, row } = column(sheet, 'Source file');
    expect(column(sheet, 'Amount').at).toBe(at - 1);
    for (const n of [row, row + 1])
      expect(sheet.getRow(n).getCell(at).alignment, `row ${n}`).toMatchObject({ indent: 1 });
  });
});
