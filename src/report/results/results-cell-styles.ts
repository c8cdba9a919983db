/**
 * The cell styles of the results workbook, made once and shared. exceljs finds a cell's style id by
 * the identity of its style object, so a shared object is a map lookup where a fresh one per cell
 * would have its style XML rendered for every cell. Frozen, because every cell of a kind holds the
 * same object.
 */
import type ExcelJS from 'exceljs';
import { RESULTS_SHEET_COLUMNS } from './results-sheet-columns.js';
import { AMOUNT_FORMAT } from '../amount-cell.js';
import type { DateStyle } from '../date-style.js';
import { OUTCOME_MEANINGS } from '../outcome-words.js';

type CellStyle = Readonly<Partial<ExcelJS.Style>>;

/** A cell with no format of its own: exceljs's default style. */
export const PLAIN_STYLE: CellStyle = Object.freeze({});

/** The style of a table row itself (its cells have their own): none. */
const ROW_STYLE: CellStyle = Object.freeze({});

/**
 * Gives a table row the shared ROW_STYLE. exceljs gives every new row a fresh `{}` (a property its
 * types leave out) and renders that style's XML at commit, once a row; a shared one is looked up.
 * Not for a row given a font or alignment of its own: exceljs writes those into the row's style.
 */
export function shareRowStyle(row: ExcelJS.Row): void {
  (row as ExcelJS.Row & { style: CellStyle }).style = ROW_STYLE;
}

const AMOUNT_STYLE: CellStyle = Object.freeze({ numFmt: AMOUNT_FORMAT });

/** Set to the left whatever the script: right-to-left text, aligned by its reading order, would touch the next column. */
const WRAP_STYLE: CellStyle = Object.freeze({
  alignment: Object.freeze({ horizontal: 'left' as const, wrapText: true, vertical: 'top' as const }),
});

const COLUMN_STYLES = new WeakMap<DateStyle, readonly CellStyle[]>();

/** Kinds whose cells Excel aligns to the right: numbers, amounts and dates. */
const RIGHT_KINDS: ReadonlySet<string> = new Set(['amount', 'integer', 'rows', 'date']);

/**
 * The alignment of each Results column, header and cells: a column of numbers or dates to the right,
 * its header over them; a text column right after one indented, so that `1` and `0030000002`, or
 * `Attempts` and `Source file`, never run together as one.
 */
export const RESULTS_ALIGNMENTS: readonly (Readonly<Partial<ExcelJS.Alignment>> | undefined)[] =
  RESULTS_SHEET_COLUMNS.map((column, index) => {
    if (RIGHT_KINDS.has(column.kind)) return Object.freeze({ horizontal: 'right' as const });
    const before = RESULTS_SHEET_COLUMNS[index - 1];
    return before && RIGHT_KINDS.has(before.kind)
      ? Object.freeze({ horizontal: 'left' as const, indent: 1 })
      : undefined;
  });

/** The Results columns with their headers aligned over their values. */
export const RESULTS_HEADER = RESULTS_SHEET_COLUMNS.map((column, index) => ({
  ...column,
  alignment: RESULTS_ALIGNMENTS[index],
}));

/** `style` with its column's alignment (RESULTS_ALIGNMENTS), for a text column after numbers. */
function aligned(style: CellStyle, index: number): CellStyle {
  const alignment = RESULTS_ALIGNMENTS[index];
  return alignment?.indent
    ? Object.freeze({ ...style, alignment: Object.freeze({ ...style.alignment, ...alignment }) })
    : style;
}

/** The style of each Results column, by index, for every cell but the outcome's; dates in the user's style. */
export function resultsColumnStyles(dateStyle: DateStyle): readonly CellStyle[] {
  let styles = COLUMN_STYLES.get(dateStyle);
  if (!styles) {
    const date: CellStyle = Object.freeze({ numFmt: dateStyle.cellFormat });
    styles = Object.freeze(
      RESULTS_SHEET_COLUMNS.map((column, index) =>
        aligned(
          column.kind === 'amount'
            ? AMOUNT_STYLE
            : column.kind === 'date'
              ? date
              : column.wrap
                ? WRAP_STYLE
                : PLAIN_STYLE,
          index,
        ),
      ),
    );
    COLUMN_STYLES.set(dateStyle, styles);
  }
  return styles;
}

const OUTCOME_STYLE = new Map<string, CellStyle>(
  OUTCOME_MEANINGS.map(({ word, color }) => [
    word,
    Object.freeze({
      fill: Object.freeze({
        type: 'pattern',
        pattern: 'solid',
        fgColor: Object.freeze({ argb: color }),
      }) as ExcelJS.Fill,
    }),
  ]),
);

const TOP_ALIGNED = new WeakMap<CellStyle, CellStyle>();

/**
 * The style with its text at the top of the cell: a row grown for a wrapped message reads from its
 * first line across, not with the message above the rest. One shared object per style, as above.
 */
export function topAligned(style: CellStyle): CellStyle {
  let top = TOP_ALIGNED.get(style);
  if (!top) {
    top = Object.freeze({ ...style, alignment: Object.freeze({ ...style.alignment, vertical: 'top' as const }) });
    TOP_ALIGNED.set(style, top);
  }
  return top;
}

/** The outcome cell's style: its colour. */
export function outcomeStyle(outcome: string): CellStyle {
  return OUTCOME_STYLE.get(outcome) ?? PLAIN_STYLE;
}
