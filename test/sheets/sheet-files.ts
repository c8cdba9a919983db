/**
 * Test helpers: a temp folder per test file, input files written into it, and tables read whole.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { openTable } from '../../src/sheets/open-table.js';
import type { SheetRow, TableOptions } from '../../src/sheets/sheet-row.js';

export interface TempFolder {
  dir: string;
  file(name: string, content: string | Uint8Array): string;
  remove(): void;
}

export function makeTempFolder(prefix: string): TempFolder {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  return {
    dir,
    file(name, content) {
      const target = path.join(dir, name);
      fs.writeFileSync(target, content);
      return target;
    },
    remove() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes a workbook built by `build` with exceljs's writer. */
export async function writeWorkbook(target: string, build: (workbook: ExcelJS.Workbook) => void): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  await workbook.xlsx.writeFile(target);
  return target;
}

export interface ReadTable {
  headers: string[];
  headerRow: number;
  sheet: string | undefined;
  rows: SheetRow[];
}

/** Opens a table and reads every row. */
export async function readWholeTable(file: string, options: TableOptions = {}): Promise<ReadTable> {
  const table = await openTable(file, options);
  const rows: SheetRow[] = [];
  for await (const batch of table.batches) rows.push(...batch);
  return { headers: table.headers, headerRow: table.headerRow, sheet: table.sheet, rows };
}

/** The rejection of `promise`, which must fail. */
export async function failureOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a failure, but it succeeded');
}
