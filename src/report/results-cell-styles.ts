/**
 * The cell styles of the results workbook, made once and shared. exceljs finds a cell's style id by
 * the identity of its style object, so a shared object is a map lookup where a fresh one per cell
 * would have its style XML rendered for every cell. Frozen, because every cell of a kind holds the
 * same object.
 */
import type ExcelJS from 'exceljs';
import { RESULTS_COLUMNS } from './results-columns.js';
import { AMOUNT_FORMAT } from './amount-cell.js';
import type { Outcome } from '../journal/invoice-state.js';

/** ARGB fill of each outcome; the annotated copy colours its Outcome cells the same. */
export const OUTCOME_COLOR: Readonly<Record<Outcome, string>> = {
  created: 'FFC6EFCE',
  skipped: 'FFDDEBF7',
  invalid: 'FFFCE4D6',
  rejected: 'FFFFC7CE',
  failed: 'FFFFC7CE',
  'in-doubt': 'FFFFEB9C',
};

type CellStyle = Readonly<Partial<ExcelJS.Style>>;

/** A cell with no format of its own: exceljs's default style. */
export const PLAIN_STYLE: CellStyle = Object.freeze({});

const AMOUNT_STYLE: CellStyle = Object.freeze({ numFmt: AMOUNT_FORMAT });

const DATE_STYLE: CellStyle = Object.freeze({ numFmt: 'yyyy-mm-dd' });

/** The style of each Results column, by index, for every cell but the outcome's. */
export const RESULTS_COLUMN_STYLES: readonly CellStyle[] = Object.freeze(
  RESULTS_COLUMNS.map((column) =>
    column.kind === 'amount' ? AMOUNT_STYLE : column.kind === 'date' ? DATE_STYLE : PLAIN_STYLE,
  ),
);

const OUTCOME_STYLE = new Map<string, CellStyle>(
  Object.entries(OUTCOME_COLOR).map(([outcome, argb]) => [
    outcome,
    Object.freeze({
      fill: Object.freeze({ type: 'pattern', pattern: 'solid', fgColor: Object.freeze({ argb }) }) as ExcelJS.Fill,
    }),
  ]),
);

/** The outcome cell's style: its colour. */
export function outcomeStyle(outcome: string): CellStyle {
  return OUTCOME_STYLE.get(outcome) ?? PLAIN_STYLE;
}
