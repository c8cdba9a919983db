/**
 * The one row type every reader yields, CSV or XLSX alike. Values are already exact:
 * numbers as decimal text, dates as the calendar day the cell shows.
 */
import type { CsvEncodingName } from './csv/csv-encodings.js';

/**
 * One cell's value. Cells are never changed once read: a reader may give one cell object to
 * several rows (an empty cell, a CSV value repeated from the row before), so the fields are
 * read-only.
 */
export type SheetCell =
  | { readonly kind: 'empty' }
  /** Text exactly as stored (leading zeros and spaces kept). */
  | { readonly kind: 'text'; readonly text: string }
  /**
   * A numeric cell, as exact decimal text (`119171`, `1234.56`, never `119171.0` or float noise).
   * `percent` is set when the cell is formatted as a percentage: `text` is then the stored
   * fraction (`0.19` for 19 %), and `shown` the percentage its format shows (`19.00%`). Otherwise
   * `shown` is what the cell's number format shows when that is fewer decimal places than it
   * holds (`9,787.73` for 9787.7262). `formula` is set on a number
   * with decimals that a formula computed: its text without `=` (`F5*G5`), or '' when the file
   * writes it elsewhere (a shared formula's other cells); a problem about its places names it.
   * `display` is what the format shows of a whole number it pads or writes text around (`00457`
   * for 457 in `00000`, `INV-0457` in `"INV-"0000`): text fields read it, amounts read `text`.
   * `affixes` are the texts its format writes around the number (`$`, `€` for `[$€-407]`, `EUR`,
   * `INV-`), trimmed, when it writes any: an amount field tells the currency the cell shows from them.
   * `date1904` is set in a workbook of the 1904 date system (Mac Excel): a date field reading the
   * number as a day (`serial`) counts from 1904-01-01, as the workbook's date cells do.
   */
  | {
      readonly kind: 'number';
      readonly text: string;
      readonly percent?: boolean;
      readonly shown?: string;
      readonly formula?: string;
      readonly display?: string;
      readonly affixes?: readonly string[];
      readonly date1904?: boolean;
    }
  /**
   * A date cell: the calendar day the cell shows, YYYYMMDD, time of day dropped. `partial` is set
   * when its format shows no whole day (`mmm-yy`, `dddd`, `mm/dd`, `h:mm`): `date` is then a day
   * the sheet never shows ('' when the number is none), and `partial` says in words what the
   * format shows and leaves out, with the format.
   */
  | { readonly kind: 'date'; readonly date: string; readonly partial?: PartialDay }
  | { readonly kind: 'boolean'; readonly value: boolean }
  /**
   * A cell whose value the file does not hold faithfully (a formula without a saved result, a
   * shared string the workbook lacks): a problem wherever a field reads it, never a blank.
   */
  | { readonly kind: 'unreadable'; readonly reason: string; readonly raw: string };

/** What a date cell's format shows of its day, when not all of it: `a month and a year`, lacking `the day of the month`. */
export interface PartialDay {
  readonly shows: string;
  readonly lacks: string;
  readonly format: string;
  /** The text the cell shows (`Mar-23`), when it can be told: shownDateText. @default not known */
  readonly shown?: string;
}

export interface SheetRow {
  /** Base name of the source file, for messages. */
  file: string;
  /** Sheet name for XLSX; undefined for CSV. */
  sheet: string | undefined;
  /**
   * 1-based row number as the user sees it in a spreadsheet: for CSV the record's row as Excel,
   * Sheets and Numbers show the file (a quoted cell's line breaks stay in its row; each blank line
   * and preamble line is a row), for XLSX the sheet's row.
   */
  row: number;
  /**
   * CSV: the line of the file the record starts on, as a text editor shows it, when a quoted line
   * break above it makes it differ from `row`. @default the same as `row`
   */
  line?: number | undefined;
  /** Cells by 0-based column index. Missing trailing cells are simply absent. */
  cells: SheetCell[];
  /**
   * Set by the CSV reader on a record with filled fields past the header's last: most often a
   * value with the delimiter in it and no quotes (1,234.56), whose rest would be lost.
   */
  extraFields?: { count: number; first: string } | undefined;
  /** Set by the XLSX reader on a row hidden in the sheet (by the user or an autofilter): one the user does not see. */
  hidden?: true | undefined;
  /**
   * Set by the XLSX reader on a row with cells in a merged range: 0-based column -> the range
   * (`E2:E3`), for every cell of a range over several rows (their value is the top-left cell's, as
   * the sheet shows it) and each cell a one-row range covers (empty, its value shown in the cell
   * to its left).
   */
  merged?: ReadonlyMap<number, string> | undefined;
  /**
   * Set on a data row: the empty rows between it and the table's row above it (the header or the
   * last row with a value), by which a note typed far below the table is told. @default 0
   */
  blankRowsAbove?: number | undefined;
}

/** Options that say where the table is in the file and how to decode it. */
export interface TableOptions {
  /** `csv` or `xlsx`; by default from the file extension. */
  type?: 'csv' | 'xlsx';
  /**
   * XLSX sheet by name (hidden ones too) or 1-based position (a visible one). @default the first
   * visible sheet (the mapping layer refuses a workbook that opens on another or has two alike)
   */
  sheet?: string | number;
  /**
   * 1-based row (XLSX) or non-empty record (CSV, after preamble lines) of the header; rows above it
   * are skipped. @default 1 (the first non-empty row; when named, that exact XLSX row must hold the header)
   */
  headerRow?: number;
  /** CSV: physical lines above the table to skip before parsing (a preamble). @default 0 */
  preambleLines?: number;
  /** Rows at the end of the data that are not data (a trailer), dropped. @default 0 */
  trailerRows?: number;
  /** CSV delimiter; auto-detected among `,` `;` tab `|` when absent. */
  delimiter?: string;
  /** CSV encoding. @default 'utf-8' (a BOM for UTF-8 or UTF-16 always wins) */
  encoding?: CsvEncodingName;
  /** XLSX: refuse a workbook whose parts unpack to more than this many bytes (zip bombs). @default 1 GiB */
  maxUncompressedBytes?: number;
  /**
   * XLSX: refuse a cell or shared string longer than this many characters (Excel itself holds at
   * most 32,767 in a cell). @default 32767
   */
  maxCellChars?: number;
  /** XLSX: refuse a workbook with more shared strings than this (each costs memory). @default 1000000 */
  maxSharedStrings?: number;
  /** XLSX: refuse a workbook whose shared strings add up to more characters than this. @default 64000000 */
  maxSharedStringChars?: number;
  /** Accept a table with a header and no data rows; otherwise iterating `batches` ends in an InputFileError. @default false */
  allowNoRows?: boolean;
}

/** What a sheet's AutoFilter covers and what it shows. */
export interface AutoFilter {
  /** Its header row and last row, 1-based. */
  firstRow: number;
  lastRow: number;
  /** Each filtered column (0-based, in the sheet) with the values it shows (empty when a condition, not a list). */
  columns: { column: number; shown: string[] }[];
}

/** Rows above a header kept for a mapping's preamble values; a title block is a few rows, never thousands. */
export const ABOVE_ROWS_KEPT = 100;

/** An Excel Table with its Total Row on: the range its ref covers and its totals rows. */
export interface TableWithTotals {
  /** The table's name as Excel shows it (displayName). */
  name: string;
  /** The ref's first and last sheet rows (1-based). */
  top: number;
  bottom: number;
  /** The ref's first and last columns (0-based, as `SheetRow.cells`). */
  left: number;
  right: number;
  /** The totals rows: the ref's last `totalsRowCount` rows. */
  totalsRows: readonly number[];
}

/** A table opened for streaming: the header, then the data rows below it. */
export interface OpenTable {
  file: string;
  sheet: string | undefined;
  headerRow: number;
  /** XLSX: the sheet's 1-based position in the tab order, hidden sheets included. @default unknown */
  sheetPosition?: number | undefined;
  /** XLSX: the sheet is hidden in the workbook (read because the mapping names it). @default false */
  sheetHidden?: boolean | undefined;
  /** Header texts by 0-based column index (empty string where a header cell is blank). */
  headers: string[];
  /** The first non-empty rows above the header (titles, an export's own first line), at most `ABOVE_ROWS_KEPT`. */
  above: readonly SheetRow[];
  /** XLSX: 0-based indexes of the columns hidden in the sheet, which the user does not see. @default none */
  hiddenColumns?: ReadonlySet<number> | undefined;
  /** XLSX: the sheet's Excel Tables that have a totals row, any table on the sheet. @default none */
  tablesWithTotals?: readonly TableWithTotals[] | undefined;
  /**
   * XLSX: the locale identifiers the workbook's number formats are tagged with (`[$-407]` is 0x407,
   * de-DE), each once. @default none (a CSV, or a workbook without tags)
   */
  formatLocales?: readonly number[] | undefined;
  /** XLSX: reads the sheet's AutoFilter, to tell rows it hides from rows hidden by hand. @default none */
  readAutoFilter?: (() => Promise<AutoFilter | undefined>) | undefined;
  /**
   * Data rows below the header, in batches as the reader gives them (none empty); empty rows are
   * skipped. Iterate once. Batches keep the per-row cost of streaming low: each step of an async
   * iteration costs about as much as mapping a cell.
   */
  batches: AsyncIterable<SheetRow[]>;
  /**
   * The last rows `trailerRows` held back from `batches` as the trailer, filled once `batches` has
   * ended, so a reader of the table can count them or see that one is data. @default none
   */
  trailer?: readonly SheetRow[] | undefined;
  /** Releases the file early when the caller stops iterating. */
  close(): Promise<void>;
  /** CSV: the delimiter the file is read with (given, from a `sep=` line, or detected). */
  delimiter?: string | undefined;
}

/** The rows of `batches` one by one, for readers that take a few rows or need no speed. */
export async function* eachRow(batches: AsyncIterable<readonly SheetRow[]>): AsyncGenerator<SheetRow> {
  for await (const batch of batches) yield* batch;
}

/** Renders a cell as the text a user would type, for messages and for text fields. */
export function cellText(cell: SheetCell | undefined): string {
  if (!cell) return '';
  switch (cell.kind) {
    case 'empty':
      return '';
    case 'text':
      return cell.text;
    case 'number':
      return cell.display ?? cell.text;
    case 'date':
      return cell.date;
    case 'boolean':
      return cell.value ? 'TRUE' : 'FALSE';
    case 'unreadable':
      return cell.raw;
  }
}

/** Excel-style column letters for a 0-based index: 0 -> A, 26 -> AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** The inverse of columnLetter, 1-based: `A` -> 1, `AA` -> 27; 0 for anything but letters. */
export function columnNumber(letters: string): number {
  let n = 0;
  for (const char of letters.toUpperCase()) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) return 0;
    n = n * 26 + (code - 64);
  }
  return n;
}
