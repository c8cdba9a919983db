/**
 * A workbook of a megabyte or more is read on a worker thread by the compiled CLI (run `npx tsc
 * -p .` first); from the sources, as here, it is read in-process. Both must give the same
 * invoices, the same problems at the same cells, and the same one-line errors.
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, statSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { openTable } from '../../../src/sheets/open-table.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';
import { makeFileTempDir } from '../../helpers/temp-dir.js';
import { validateInProcess, validateWithCli } from '../validate-both-ways.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const MAPPING = join(ROOT, 'mappings/month-end-register.yaml');
const SAMPLE = join(ROOT, 'samples/month-end-register.xlsx');
/** The sample's data rows, between its header (row 4) and its totals. */
const FIRST_DATA_ROW = 5;
const LAST_DATA_ROW = 84;
/**
 * Copies of the data rows below the totals: enough rows for several of the worker's messages (1,000
 * rows each at least), few enough that building and reading the register take seconds, not tens.
 */
const COPIES = 30;

// The tests run concurrently, and one register is shared by several: each folder is kept until the file ends.
const makeTempDir = () => makeFileTempDir('xlsx-worker-');

/**
 * The sample register with its rows copied COPIES times below the totals, each copy with its own
 * invoice numbers and formulas of its own row, and a picture that takes the file past 1.5 MB (a
 * logo as scanned, say): the reader never parses it, so the file is large at few rows to read. Two
 * rows go wrong on purpose: a Gross formula saved without its result, and an invoice number used twice.
 */
async function largeRegister(dir: string, options: { longCellAtCopy?: number } = {}): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(SAMPLE);
  const sheet = workbook.getWorksheet('Register')!;
  let target = sheet.rowCount + 1;
  const copyRow = (from: number, invoiceNo: string, gross: 'result' | 'no result') => {
    const source = sheet.getRow(from);
    const row = sheet.getRow(target);
    for (let column = 1; column <= 13; column++) {
      const cell = source.getCell(column);
      row.getCell(column).value = cell.value;
      row.getCell(column).numFmt = cell.numFmt;
    }
    row.getCell(3).value = invoiceNo;
    const vat = source.getCell(9).value as ExcelJS.CellFormulaValue;
    const grossValue = source.getCell(10).value as ExcelJS.CellFormulaValue;
    row.getCell(9).value = {
      formula: `ROUND(G${target}*H${target},2)`,
      result: vat.result,
    } as ExcelJS.CellFormulaValue;
    row.getCell(10).value =
      gross === 'result'
        ? ({ formula: `G${target}+I${target}`, result: grossValue.result } as ExcelJS.CellFormulaValue)
        : ({ formula: `G${target}+I${target}` } as ExcelJS.CellFormulaValue);
    // Due Date, which the mapping leaves out, as TRUE/FALSE on some rows: one more kind of cell
    if (target % 7 === 0) row.getCell(5).value = target % 2 === 0;
    // text of its own on every row, as in a register's notes
    row.getCell(13).value = `${String(source.getCell(13).value)} ${randomBytes(24).toString('hex')}`;
    target++;
  };
  const rows = LAST_DATA_ROW - FIRST_DATA_ROW + 1;
  for (let copy = 1; copy <= COPIES; copy++) {
    for (let i = 0; i < rows; i++) copyRow(FIRST_DATA_ROW + i, `AP-C${copy}-${i}`, 'result');
    // a formula whose saved text is longer than a cell holds (in the sheet, not a shared string): the read stops there
    if (copy === options.longCellAtCopy)
      sheet.getRow(target - 1).getCell(13).value = {
        formula: 'REPT("x",40000)',
        result: 'x'.repeat(40_000),
      } as ExcelJS.CellFormulaValue;
  }
  copyRow(FIRST_DATA_ROW, 'AP-NO-RESULT', 'no result');
  // bytes that do not compress, stored as they are in the zip
  const bytes = randomBytes(1_700_000) as unknown as ExcelJS.Buffer;
  const picture = workbook.addImage({ buffer: bytes, extension: 'png' });
  sheet.addImage(picture, 'O2:Q6');
  copyRow(FIRST_DATA_ROW + 3, 'AP-C7-3', 'result');
  const file = join(dir, 'large-register.xlsx');
  await workbook.xlsx.writeFile(file);
  expect(statSync(file).size).toBeGreaterThan(1.5 * 1024 * 1024);
  return file;
}

/** The large register of the tests that only read it, built once: each build takes seconds. */
let readOnlyRegister: Promise<string> | undefined;
const sharedRegister = () => (readOnlyRegister ??= largeRegister(makeTempDir()));

const inProcess = (file: string) => validateInProcess(file, MAPPING);
const cli = (file: string) => validateWithCli(file, MAPPING, 90_000);

/** Every row of the table, read by `open` (the sources' openTable, or the compiled one). */
async function allRows(open: typeof openTable, file: string): Promise<SheetRow[]> {
  const table = await open(file, { sheet: 'Register', headerRow: 4 });
  const rows: SheetRow[] = [];
  for await (const batch of table.batches) rows.push(...batch);
  return rows;
}

/** The rows `open` yields before the read fails, and the failure's message. */
async function rowsBeforeFailure(open: typeof openTable, file: string): Promise<{ rows: number; error: string }> {
  const table = await open(file, { sheet: 'Register', headerRow: 4 });
  let rows = 0;
  try {
    for await (const batch of table.batches) for (const row of batch) if (row.cells.length > 0) rows++;
  } catch (error) {
    return { rows, error: (error as Error).message };
  }
  throw new Error('expected the read to fail');
}

describe.concurrent('XLSX read on a worker thread', () => {
  it('yields the rows read before a failure, as many as in-process, then the same error', async () => {
    const file = await largeRegister(makeTempDir(), { longCellAtCopy: COPIES - 4 });
    const compiled = (await import(pathToFileURL(join(ROOT, 'dist/src/sheets/open-table.js')).href)) as {
      openTable: typeof openTable;
    };
    const expected = await rowsBeforeFailure(openTable, file);
    // Two full messages of the worker's posted before the failure, and rows still pending at it.
    expect(expected.rows).toBeGreaterThan(2000);
    expect(expected.error).toMatch(/32767/);
    expect(await rowsBeforeFailure(compiled.openTable, file)).toEqual(expected);
  }, 120_000);

  it('yields the rows and cells of the in-process reader, every kind of cell alike', async () => {
    const file = await sharedRegister();
    const compiled = (await import(pathToFileURL(join(ROOT, 'dist/src/sheets/open-table.js')).href)) as {
      openTable: typeof openTable;
    };
    const expected = await allRows(openTable, file);
    const kinds = new Set(expected.flatMap((row) => row.cells.map((cell) => cell.kind)));
    expect([...kinds].sort()).toEqual(['boolean', 'date', 'empty', 'number', 'text', 'unreadable']);
    expect(expected.some((row) => row.cells.some((cell) => cell.kind === 'number' && cell.percent))).toBe(true);
    expect(await allRows(compiled.openTable, file)).toEqual(expected);
  }, 120_000);

  it('gives the invoices, totals and problems of the in-process reader', async () => {
    const file = await sharedRegister();
    const expected = await inProcess(file);
    const result = await cli(file);
    expect(result.code).toBe(1);
    const document = JSON.parse(result.stdout);
    expect(expected.summary?.invoices).toBe(80 * (COPIES + 1) + 2);
    expect(document.invoices).toBe(expected.summary?.invoices);
    expect(document.valid).toBe(expected.summary?.valid);
    expect(document.totals).toEqual(expected.summary?.totals);
    expect(document.problems).toEqual(JSON.parse(JSON.stringify(expected.problems)));
    const last = 4 + 80 + 2 + 80 * COPIES;
    expect(document.problems).toMatchObject([
      {
        row: last + 1,
        column: 'Gross',
        value: `=G${last + 1}+I${last + 1}`,
        message: /formula without a saved result/,
      },
      { row: last + 2, column: 'Invoice No.', value: 'AP-C7-3', message: /already has this number at row/ },
    ]);
  }, 120_000);

  it('stops at a workbook cut short with the in-process message and exit 2', async () => {
    const file = join(makeTempDir(), 'cut-short.xlsx');
    copyFileSync(await sharedRegister(), file);
    truncateSync(file, statSync(file).size - 4096);
    const expected = await inProcess(file);
    expect(expected.error).toBeDefined();
    const result = await cli(file);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`invoice-batch: ${expected.error}\n`);
  }, 120_000);
});
