/**
 * A workbook whose header spans two rows: group cells merged across the columns they head, the
 * columns' own names below them, as report exports of tax portals and accounting packages write
 * them. The shared corpus writer has no merged cells.
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { CorpusCell } from '../infer-corpus/corpus-files.js';

export interface HeaderGroup {
  /** The group's text, written once and merged over its columns. */
  title: string;
  /** How many columns it heads. */
  span: number;
}

export interface GroupedHeaderSheet {
  name: string;
  /** Rows above the header: titles and the query's filters. */
  titles: readonly (readonly CorpusCell[])[];
  groups: readonly HeaderGroup[];
  /** The columns' own names, on the row below the groups; empty under a column's name merged over both rows. */
  header: readonly string[];
  rows: readonly (readonly CorpusCell[])[];
  /** Excel's number format of the date cells. */
  dateFormat: string;
}

/** Writes the sheet and returns the file's path. */
export async function writeGroupedHeaderXlsx(dir: string, file: string, sheet: GroupedHeaderSheet): Promise<string> {
  const path = join(dir, file);
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(Date.UTC(2024, 3, 2));
  const ws = workbook.addWorksheet(sheet.name);
  const add = (row: readonly CorpusCell[]) => {
    const added = ws.addRow(row.map((c) => (c === null ? undefined : c)));
    row.forEach((c, i) => {
      if (c instanceof Date) added.getCell(i + 1).numFmt = sheet.dateFormat;
    });
  };
  sheet.titles.forEach(add);
  const groupRow = ws.rowCount + 1;
  let column = 1;
  add(sheet.groups.flatMap((g) => [g.title, ...Array<CorpusCell>(g.span - 1).fill(null)]));
  // Both rows first: a merge reaching the row below would make the next row added land under it.
  add(sheet.header.map((h) => h || null));
  for (const g of sheet.groups) {
    if (g.span > 1) ws.mergeCells(groupRow, column, groupRow, column + g.span - 1);
    // A column named once for both rows: its cell on the names' row is covered and empty.
    else if (sheet.header[column - 1] === '') ws.mergeCells(groupRow, column, groupRow + 1, column);
    column += g.span;
  }
  sheet.rows.forEach(add);
  await workbook.xlsx.writeFile(path);
  return path;
}
