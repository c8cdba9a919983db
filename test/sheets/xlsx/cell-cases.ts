/**
 * Test helper: cells of worksheet XML written one per row into a real .xlsx, read back with the
 * product's reader, and checked against what the reader must make of them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { SheetCell } from '../../../src/sheets/sheet-row.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { readWholeTable } from '../sheet-files.js';
import { oneSheetWorkbook, SPREADSHEET_MAIN } from '../zip-builder.js';

/** One cell as written (attributes and content of `<c>`) and what the reader must make of it. */
export interface Case {
  attrs: string;
  inner: string;
  expected: Expected;
}

export type Expected =
  | { kind: 'number'; text: string }
  | { kind: 'date'; date: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'text'; text: string }
  | { kind: 'empty' }
  /** `reason` is a part of the reason the cell must give. */
  | { kind: 'unreadable'; raw: string; reason: string };

/** Style 1 is the built-in date format 14, as a `t="d"` cell written by Excel has. */
const STYLES = `<styleSheet xmlns="${SPREADSHEET_MAIN}"><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs></styleSheet>`;

function workbook(cases: readonly Case[]): string {
  const cells = cases.map((c, i) => `<row r="${i + 2}"><c r="B${i + 2}"${c.attrs}>${c.inner}</c></row>`).join('');
  const sheet = `<worksheet xmlns="${SPREADSHEET_MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Line</t></is></c><c r="B1" t="inlineStr"><is><t>Value</t></is></c></row>${cells}</sheetData></worksheet>`;
  const file = join(makeTempDir('xlsx-encodings'), 'book.xlsx');
  writeFileSync(file, oneSheetWorkbook(sheet, STYLES, 'Lines'));
  return file;
}

/** The cell read at each case's row, column B (undefined when the reader saw no value). */
export async function readCases(cases: readonly Case[]): Promise<Array<SheetCell | undefined>> {
  const table = await readWholeTable(workbook(cases), { allowNoRows: true });
  const byRow = new Map(table.rows.map((row) => [row.row, row.cells[1]]));
  return cases.map((_, i) => byRow.get(i + 2));
}

export function check(cell: SheetCell | undefined, expected: Expected): void {
  if (expected.kind === 'empty') return expect(cell ?? { kind: 'empty' }).toEqual({ kind: 'empty' });
  // What a number cell shows and the formula it came from are the concern of the money checks:
  // here only the value read is compared.
  if (expected.kind === 'number' && cell?.kind === 'number') {
    const { shown: _shown, formula: _formula, ...value } = cell;
    return expect(value).toEqual(expected);
  }
  if (expected.kind !== 'unreadable') return expect(cell).toEqual(expected);
  expect(cell).toMatchObject({ kind: 'unreadable', raw: expected.raw });
  expect(cell?.kind === 'unreadable' && cell.reason).toContain(expected.reason);
}
