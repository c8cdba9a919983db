/**
 * The Rows cell of the Results sheet: an invoice's first source row as a number, so that the column
 * sorts and filters by it like its one-row neighbours, and the rest of its rows ("2-6", "2, 5, 9")
 * shown after it by the cell's number format, so that it still reads as the rows in the file.
 */
import type ExcelJS from 'exceljs';

type CellStyle = Readonly<Partial<ExcelJS.Style>>;

/** Excel's limit for a number format is 255 characters: a longer list of rows stays a text cell, clipped as text is. */
const LONGEST_REST = 200;

const STYLES = new Map<string, CellStyle>();

/** The first row and what follows it; undefined for a text that does not start with a row number, or too long a list. */
function split(rows: string): { first: number; rest: string } | undefined {
  const found = /^(\d+)(.*)$/s.exec(rows);
  const rest = found?.[2] ?? '';
  return found && rest.length <= LONGEST_REST ? { first: Number(found[1]), rest } : undefined;
}

/** The cell's value: the first row as a number; a text that names no row, or too many, stays text. */
export function rowsCellValue(rows: string): number | string {
  return split(rows)?.first ?? rows;
}

/** The cell's style: `0` for one row, `0"-6"` for rows 2-6; one shared object per shape. */
export function rowsCellStyle(rows: string): CellStyle {
  const rest = split(rows)?.rest ?? '';
  let style = STYLES.get(rest);
  if (!style) {
    // A quote inside a quoted literal of a number format is written twice.
    const numFmt = rest === '' ? '0' : `0"${rest.replace(/"/g, '""')}"`;
    style = Object.freeze({ numFmt, alignment: Object.freeze({ horizontal: 'right' as const }) });
    STYLES.set(rest, style);
  }
  return style;
}

/** The rows as written, read back from a Rows cell: its number and the rest its format shows. */
export function rowsCellText(value: unknown, numFmt: string | undefined): string | undefined {
  if (typeof value !== 'number') return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  const rest = /^0"(.*)"$/s.exec(numFmt ?? '')?.[1]?.replace(/""/g, '"') ?? '';
  return `${value}${rest}`;
}
