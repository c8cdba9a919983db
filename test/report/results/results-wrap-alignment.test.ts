/**
 * A wrapped text column of Results (vendor, message) is set to the left whatever the script: an
 * Arabic or Hebrew vendor, aligned by its reading order, sat against the invoice number beside it
 * (`…ذ.م.مCN-00003`, the finance-lead trial).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_STYLE } from '../../../src/report/date-style.js';
import { resultsColumnStyles } from '../../../src/report/results/results-cell-styles.js';
import { RESULTS_SHEET_COLUMNS } from '../../../src/report/results/results-sheet-columns.js';

describe('the wrapped columns of Results', () => {
  const styles = resultsColumnStyles(DEFAULT_DATE_STYLE);
  const wrapped = RESULTS_SHEET_COLUMNS.map((column, index) => ({ column, style: styles[index] })).filter(
    ({ column }) => column.wrap,
  );

  it('include the vendor', () => {
    expect(wrapped.map(({ column }) => column.header)).toContain('Vendor');
  });

  it.each(wrapped.map(({ column, style }) => [column.header, style]))(
    '%s is set to the left, at the top, wrapped',
    (_, style) => {
      expect(style?.alignment).toMatchObject({ horizontal: 'left', vertical: 'top', wrapText: true });
    },
  );
});
