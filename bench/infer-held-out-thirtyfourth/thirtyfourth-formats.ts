/**
 * File and number styles of the thirty-fourth held-out layouts that the earlier sets' writers do
 * not have: a sheet whose data is an Excel table (a ListObject) with its totals row, as a bank's
 * card-programme download saves it; a sheet whose rows are grouped in an outline under month
 * headings, as a bookkeeper's VAT schedule keeps them; and whole amounts grouped by the narrow
 * no-break space (U+202F) that a browser's French number formatting writes. Each is written the
 * way the system named at its use exports it.
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { CorpusCell } from '../infer-corpus/corpus-files.js';

/** `1 234 567` with U+202F between the groups, as `Intl.NumberFormat('fr')` writes a whole number. */
export const narrowGrouped = (whole: number) =>
  `${whole < 0 ? '-' : ''}${String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f')}`;

/**
 * One sheet whose rows below `preamble` are an Excel table named `tableName`, its header and its
 * totals row (SUBTOTAL(109, …) over `totalColumns`, labelled "Total" in the first column) part of
 * the table; Dates shown `mm/dd/yyyy`, numbers `#,##0.00`.
 */
export async function writeTableSheet(
  dir: string,
  name: string,
  sheetName: string,
  table: {
    tableName: string;
    preamble: readonly string[];
    header: readonly string[];
    rows: readonly (readonly CorpusCell[])[];
    totalColumns: readonly string[];
  },
) {
  const file = join(dir, name);
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(Date.UTC(2024, 3, 4));
  const ws = workbook.addWorksheet(sheetName);
  table.preamble.forEach((text, r) => (ws.getCell(r + 1, 1).value = text));
  const ref = `A${table.preamble.length + 2}`;
  // The totals row keeps the sums Excel last worked out, as a saved workbook does.
  const sumOf = (column: number) =>
    table.rows.reduce((cents, r) => cents + Math.round(Number(r[column] ?? 0) * 100), 0) / 100;
  ws.addTable({
    name: table.tableName,
    ref,
    headerRow: true,
    totalsRow: true,
    style: { theme: 'TableStyleMedium2', showRowStripes: true },
    columns: table.header.map((h, i) =>
      table.totalColumns.includes(h)
        ? { name: h, totalsRowFunction: 'sum' as const, totalsRowResult: sumOf(i) }
        : i === 0
          ? { name: h, totalsRowLabel: 'Total' }
          : { name: h },
    ),
    rows: table.rows.map((r) => r.map((c) => (c === null ? '' : c))),
  });
  ws.eachRow((row) =>
    row.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = 'mm/dd/yyyy';
      else if (typeof cell.value === 'number') cell.numFmt = '#,##0.00';
    }),
  );
  await workbook.xlsx.writeFile(file);
  return file;
}

/** A row of an outlined sheet: a heading (level 0) or a detail row grouped under it (level 1). */
export interface OutlinedRow {
  cells: readonly CorpusCell[];
  level: 0 | 1;
}

/** One sheet with its detail rows in outline level 1 under their headings, the outline shown expanded. */
export async function writeOutlinedSheet(dir: string, name: string, sheetName: string, rows: readonly OutlinedRow[]) {
  const file = join(dir, name);
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(Date.UTC(2024, 3, 5));
  const ws = workbook.addWorksheet(sheetName, { properties: { outlineLevelRow: 1 } as ExcelJS.WorksheetProperties });
  rows.forEach((row, r) => {
    const added = ws.getRow(r + 1);
    row.cells.forEach((c, i) => {
      if (c === null) return;
      const cell = added.getCell(i + 1);
      cell.value = c;
      if (c instanceof Date) cell.numFmt = 'dd/mm/yyyy';
      if (typeof c === 'number') cell.numFmt = '#,##0.00';
    });
    if (row.level) added.outlineLevel = 1;
  });
  await workbook.xlsx.writeFile(file);
  return file;
}
