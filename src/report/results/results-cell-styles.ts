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

const AMOUNT_STYLE: CellStyle = Object.freeze({ numFmt: AMOUNT_FORMAT });

const COLUMN_STYLES = new WeakMap<DateStyle, readonly CellStyle[]>();

/** The style of each Results column, by index, for every cell but the outcome's; dates in the user's style. */
export function resultsColumnStyles(dateStyle: DateStyle): readonly CellStyle[] {
  let styles = COLUMN_STYLES.get(dateStyle);
  if (!styles) {
    const date: CellStyle = Object.freeze({ numFmt: dateStyle.cellFormat });
    styles = Object.freeze(
      RESULTS_SHEET_COLUMNS.map((column) =>
        column.kind === 'amount' ? AMOUNT_STYLE : column.kind === 'date' ? date : PLAIN_STYLE,
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

/** The outcome cell's style: its colour. */
export function outcomeStyle(outcome: string): CellStyle {
  return OUTCOME_STYLE.get(outcome) ?? PLAIN_STYLE;
}
