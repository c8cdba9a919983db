/** The Summary sheet's column widths: the label column, then the per-currency table's columns. Pure. */
import { formatMoney } from '../../invoice/format-money.js';
import { fitColumnWidth } from '../fit-column-width.js';
import type { SummaryRow } from './summary-row.js';

/** The least width of each column: the labels in A, the per-currency table's amounts from B on. */
export const LEAST_SUMMARY_WIDTHS = [34, 16, 16, 26, 26, 16, 16, 16];

/** A table cell as the sheet shows it: an amount grouped in the currency's places, a header as written. */
function shownText(value: unknown, currency: string | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return currency && typeof value === 'number' ? formatMoney(text, currency) : text;
}

/**
 * Each column as wide as the per-currency table's longest header or amount in it (fitColumnWidth),
 * so no header wraps and no two amounts run together; long texts of other rows span B:G and wrap.
 */
export function fitSummaryWidths(rows: readonly SummaryRow[]): number[] {
  const table = rows.filter((row) => row.amounts);
  return LEAST_SUMMARY_WIDTHS.map((least, index) =>
    index === 0
      ? least
      : fitColumnWidth(
          least,
          table.map((row) => shownText(row.values[index], row.currency)),
        ),
  );
}
