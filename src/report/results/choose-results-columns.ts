/**
 * Which columns of the Results sheet a run shows, and how wide: every column, but an optional one (a
 * due date, a vendor name, a sheet) only when some invoice of the run has a value in it; a column
 * that does not wrap (a file name, an id, the rows) as wide as its longest value, the Amount column
 * as its longest amount or total as shown. Pure.
 */
import type { ResultRow } from '../../journal/report-rows.js';
import { fitColumnWidth } from '../fit-column-width.js';
import { RESULTS_SHEET_COLUMNS } from './results-sheet-columns.js';
import { widthKeepingDays } from './keep-days-whole.js';
import { COLUMN_HEADERS } from '../column-headers.js';
import { moveVendorId } from '../put-vendor-id-first.js';
import { formatMoney } from '../../invoice/format-money.js';

const VENDOR_AT = RESULTS_SHEET_COLUMNS.findIndex((column) => column.header === COLUMN_HEADERS.vendorName);
const VENDOR_ID_AT = RESULTS_SHEET_COLUMNS.findIndex((column) => column.header === COLUMN_HEADERS.vendorId);

const OPTIONAL = RESULTS_SHEET_COLUMNS.flatMap((column, index) => (column.optional ? [index] : []));

/** Text columns that do not wrap: a value wider than the column would be cut at the next cell, or show `###`. */
const MEASURED = RESULTS_SHEET_COLUMNS.flatMap((column, index) =>
  !column.wrap && (column.kind === 'text' || column.kind === 'rows') ? [index] : [],
);

/** The Amount column: a number too wide for it shows `###`, so it is measured as the cell shows it, grouped. */
const AMOUNT_AT = RESULTS_SHEET_COLUMNS.findIndex((column) => column.kind === 'amount');

/** Columns whose text wraps: wide for a long text, so narrowed when the run has none. */
const WRAPPED = RESULTS_SHEET_COLUMNS.flatMap((column, index) => (column.wrap ? [index] : []));
/** Characters the header's filter button takes beside its text. */
const FILTER_BUTTON = 2;
/** Distinct wrapped texts holding a day kept to choose the width: a run's messages repeat a few shapes. */
const MOST_DAY_TEXTS = 500;

/** Collects, row by row, the optional columns that hold a value and the longest value of each measured one. */
export class FilledColumns {
  readonly #filled = new Set<number>();
  readonly #longest = new Map<number, string>();
  readonly #written = new Set<number>();
  /** By wrapped column: its distinct texts that hold an ISO day (keep-days-whole.ts). */
  readonly #dayTexts = new Map<number, Set<string>>(WRAPPED.map((index) => [index, new Set<string>()]));

  see(row: ResultRow): void {
    for (const index of WRAPPED) {
      const value = RESULTS_SHEET_COLUMNS[index]!.value(row);
      if (value === null || value === '') continue;
      this.#written.add(index);
      const texts = this.#dayTexts.get(index)!;
      if (typeof value === 'string' && texts.size < MOST_DAY_TEXTS && /\d{4}-\d\d-\d\d/.test(value)) texts.add(value);
    }
    for (const index of MEASURED) {
      const value = RESULTS_SHEET_COLUMNS[index]!.value(row);
      if (value !== null && String(value).length > (this.#longest.get(index)?.length ?? 0))
        this.#longest.set(index, String(value));
    }
    const amount = RESULTS_SHEET_COLUMNS[AMOUNT_AT]?.value(row);
    if (typeof amount === 'string') this.seeAmount(amount, row.currencyCode ?? '');
    if (this.#filled.size === OPTIONAL.length) return;
    for (const index of OPTIONAL) {
      const value = RESULTS_SHEET_COLUMNS[index]!.value(row);
      if (value !== null && value !== '') this.#filled.add(index);
    }
  }

  /** An amount the Amount column shows besides the rows' (a total under them), as exact text. */
  seeAmount(amount: string, currency: string): void {
    const shown = formatMoney(amount, currency);
    if (shown.length > (this.#longest.get(AMOUNT_AT)?.length ?? 0)) this.#longest.set(AMOUNT_AT, shown);
  }

  /**
   * The indexes of RESULTS_SHEET_COLUMNS to show, in their order; with no vendor name in the run,
   * the vendor id in the Vendor column's place, after Outcome, rather than pages later.
   */
  kept(): number[] {
    const shown = RESULTS_SHEET_COLUMNS.flatMap((column, index) =>
      !column.optional || this.#filled.has(index) || index === VENDOR_AT ? [index] : [],
    );
    if (this.#filled.has(VENDOR_AT)) return shown;
    return moveVendorId(shown, shown.indexOf(VENDOR_AT), shown.indexOf(VENDOR_ID_AT));
  }

  /** The width of each column of RESULTS_SHEET_COLUMNS, by index: its own, or its longest value's. */
  widths(): number[] {
    return RESULTS_SHEET_COLUMNS.map((column, index) => {
      // An empty wrapped column (no message in the whole run) is as narrow as its header: wide, it shrinks the page.
      if (column.wrap && !this.#written.has(index)) return fitColumnWidth(0, [column.header]) + FILTER_BUTTON;
      if (column.wrap) return widthKeepingDays(this.#dayTexts.get(index)!, column.width);
      const longest = this.#longest.get(index);
      return longest === undefined ? column.width : fitColumnWidth(column.width, [longest]);
    });
  }
}
