/**
 * The reconciliation Summary's in-doubt table, read back as a spreadsheet program shows it: every
 * column as wide as its header and values whatever the lengths of ids and file names, the source
 * file set apart from the amount before it, and the sheet printed at a readable size however wide.
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
import { LINE_HEIGHT, wrappedLines } from '../../src/report/fit-row-height.js';
import { readZipParts } from '../sheets/zip-builder.js';

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

function report(inDoubt: InvoiceRow[], halt?: ReconcileReport['halt']): ReconcileReport {
  return {
    halt,
    startedAt: new Date('2026-11-29T11:00:00Z'),
    checks: [],
    summary: {
      unlisted: [],
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

/** Writes the Summary alone, as the workbook writer does; returns the file. */
async function writeSummary(
  dir: string,
  rows: InvoiceRow[],
  target = 'sandbox',
  halt?: ReconcileReport['halt'],
): Promise<string> {
  const file = join(dir, `summary-${Math.random().toString(36).slice(2)}.xlsx`);
  const workbook = await openWorkbookWriter(createWriteStream(file));
  writeReconciliationSummary(workbook, report(rows, halt), { description: target, sandbox: true }, DEFAULT_DATE_STYLE);
  await workbook.commit();
  return file;
}

/** Writes the Summary alone and reads it back. */
async function summarySheet(dir: string, rows: InvoiceRow[]): Promise<ExcelJS.Worksheet> {
  return (await readBook(await writeSummary(dir, rows))).getWorksheet('Summary')!;
}

/** The in-doubt table's header row and its column of `header`. */
function column(sheet: ExcelJS.Worksheet, header: string): { at: number; row: number } {
  for (let row = sheet.rowCount; row > 0; row -= 1) {
    const values = (sheet.getRow(row).values as unknown[]).slice(1);
    // Without a vendor name the table begins with the vendor id, in the Vendor column's place.
    if ((values[0] === 'Vendor' || values[0] === 'Vendor id') && values.includes(header))
      return { at: values.indexOf(header) + 1, row };
  }
  throw new Error(`no in-doubt table with ${header}`);
}

describe('the reconciliation Summary, its first lines', () => {
  it.each([0, 1])(
    'holds each label in the first column, with %i in-doubt rows (Reconciled at ran into its value)',
    async (count) => {
      const rows = Array.from({ length: count }, (_, n) => inDoubtRow(n + 1, `ID-${n}`, 'a.csv', '1.00'));
      const sheet = await summarySheet(makeTempDir('recon-labels-'), rows);
      const width = sheet.getColumn(1).width!;
      for (let row = 1; row <= sheet.rowCount && sheet.getRow(row).getCell(1).value !== null; row += 1) {
        const label = String(sheet.getRow(row).getCell(1).value);
        expect(width, label).toBeGreaterThanOrEqual(label.length);
      }
      expect(String(sheet.getRow(3).getCell(1).value)).toMatch(/^Reconciled at \(/);
    },
  );
});

/** The 1-based columns each merged range of `sheet`'s row spans, or the cell alone. */
function spanOf(sheet: ExcelJS.Worksheet, row: number, column: number): [number, number] {
  const merged = (sheet.model as { merges?: string[] }).merges ?? [];
  for (const range of merged) {
    const [from, to] = range.split(':').map((ref) => sheet.getCell(ref));
    if (Number(from!.row) === row && Number(from!.col) <= column && Number(to!.col) >= column)
      return [Number(from!.col), Number(to!.col)];
  }
  return [column, column];
}

describe('the reconciliation Summary, its first lines printed one page wide', () => {
  // A target of a long name, and a stop whose reason is long: the values that ran past column B.
  it.each([
    ['finance system (https://erp.example.com:8443/sap/opu/odata/sap/ZAP_INVOICE_SRV/erp/invoicing/prod)', undefined],
    [
      'sandbox',
      {
        halt: 'the finance API could not be reached (3 invoices in a row: the connection failed: read ECONNRESET (ECONNRESET))',
        haltKind: 'unreachable' as const,
      },
    ],
  ])('holds each label in column A, its value after it, and gives each its lines (target %s)', async (target, halt) => {
    const rows = Array.from({ length: 3 }, (_, n) => ({
      ...inDoubtRow(n + 1, `ID-${n}-${'x'.repeat(30)}`, `${'register-'.repeat(6)}${n}.xlsx`, '10.00'),
      vendorName: 'Fjord & Fell Kommunikasjon AS',
      detail: 'no answer: the request timed out after 30000 ms; look it up in the finance system',
    }));
    const sheet = (await readBook(await writeSummary(makeTempDir('recon-form-'), rows, target, halt))).getWorksheet(
      'Summary',
    )!;
    // One page wide: no columns repeated on later pages across to print labels without values.
    expect(sheet.pageSetup).toMatchObject({ fitToPage: true, fitToWidth: 1 });
    expect(sheet.pageSetup.printTitlesColumn).toBeUndefined();
    let checked = 0;
    for (let row = 1; sheet.getRow(row).getCell(1).value !== null; row += 1) {
      const cells = sheet.getRow(row).values as unknown[];
      const label = String(cells[1]);
      // The label alone in A, whole; its value begins in B.
      const labelEnd = spanOf(sheet, row, 1)[1];
      expect(labelEnd, label).toBe(1);
      const at = cells.findIndex((value, index) => index > labelEnd && value !== null && value !== undefined);
      expect(at, label).toBe(2);
      expect(wrappedLines(label, sheet.getColumn(1).width!), label).toBe(1);
      const value = cells[at];
      const [from, to] = spanOf(sheet, row, at);
      let width = 0;
      for (let c = from; c <= to; c += 1) width += sheet.getColumn(c).width!;
      // A date too wide for its cell prints as ###: "29 Nov 2026 11:00:00" is 20 digits wide at most.
      if (value instanceof Date) expect(width, label).toBeGreaterThan(20 + 1);
      if (typeof value !== 'string') continue;
      expect(sheet.getRow(row).height ?? LINE_HEIGHT, label).toBeGreaterThanOrEqual(
        wrappedLines(value, width) * LINE_HEIGHT,
      );
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(halt ? 3 : 2);
  });
});

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

  // A gateway's Detail ran on past the page's edge in LibreOffice, cut mid-word onto the next page.
  it('wraps a Detail or vendor longer than its column within it, the row as tall as its lines', async () => {
    const dir = makeTempDir('recon-wrap-');
    const words = fc.array(fc.stringMatching(/^[a-zA-Z0-9():]{1,12}$/), { minLength: 1, maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(words, words, async (detailWords, vendorWords) => {
        const detail = detailWords.join(' ');
        const vendor = vendorWords.join(' ');
        const sheet = await summarySheet(dir, [
          { ...inDoubtRow(1, 'ID-1', 'a.csv', '10.00'), detail, vendorName: vendor },
        ]);
        let lines = 1;
        for (const [header, value] of [
          ['Detail', detail],
          ['Vendor', vendor],
        ] as const) {
          const { at, row } = column(sheet, header);
          const width = sheet.getColumn(at).width!;
          const cell = sheet.getRow(row + 1).getCell(at);
          expect(cell.value).toBe(value);
          if (value.length > width) expect(cell.alignment, header).toMatchObject({ wrapText: true });
          lines = Math.max(lines, wrappedLines(value, width));
        }
        const { row } = column(sheet, 'Detail');
        if (lines > 1) expect(sheet.getRow(row + 1).height).toBeGreaterThanOrEqual(lines * LINE_HEIGHT);
      }),
      { numRuns: 12, endOnFailure: true },
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

describe('the reconciliation Summary, printed', () => {
  // In pages across, its repeated first columns printed labels with no values (pages 3-6 of 13).
  it('prints one page wide, no columns repeated, however long the vendors, files and details of its in-doubt rows', async () => {
    const dir = makeTempDir('recon-print-');
    const text = (most: number) => fc.string({ unit: fc.constantFrom('a', 'B', ' ', '7', '-', 'é'), maxLength: most });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ vendor: text(150), file: text(80), detail: text(300) }), { minLength: 1, maxLength: 3 }),
        async (rows) => {
          const file = await writeSummary(
            dir,
            rows.map((r, n) => ({
              ...inDoubtRow(n + 1, `ID-${n}`, `${r.file}.csv`, '10.00'),
              vendorName: r.vendor,
              detail: r.detail,
            })),
          );
          const sheet = (await readBook(file)).getWorksheet('Summary')!;
          const setup = sheet.pageSetup;
          const xml = readZipParts(file)
            .find((part) => part.name === 'xl/worksheets/sheet1.xml')!
            .data.toString();
          const breaks = [...xml.matchAll(/<brk id="(\d+)"[^>]*man="1"/g)].map(([, id]) => Number(id));
          const count = sheet.columnCount;
          expect(setup).toMatchObject({ fitToPage: true, fitToWidth: 1, fitToHeight: 0 });
          expect(setup.printTitlesColumn).toBeUndefined();
          expect(breaks).toEqual([]);
          expect(count).toBeGreaterThan(2);
        },
      ),
      { numRuns: 20 },
    );
  });
});
