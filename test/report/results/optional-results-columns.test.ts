/**
 * An optional Results column (Due date, Vendor, Sheet) is shown only when some invoice of the run
 * has a value in it: a mapping without a due date gives no empty Due date column. The other columns
 * keep their order, and the totals under the invoices stay under Amount and Currency.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readBook, rowValues } from '../../helpers/read-workbook.js';
import { mapped, validInvoice } from '../../batch/mapped-invoices.js';
import { uploadFixture, type UploadFixture } from '../../batch/upload-fixture.js';
import { RESULTS_SHEET_COLUMNS } from '../../../src/report/results/results-sheet-columns.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

const OPTIONAL = ['Due date', 'Vendor', 'Sheet'] as const;
type Optional = (typeof OPTIONAL)[number];

/** Every subset of the optional columns: the ones some invoice of the run fills. */
const SUBSETS: Optional[][] = [0, 1, 2, 3, 4, 5, 6, 7].map((bits) => OPTIONAL.filter((_, i) => (bits >> i) & 1));

describe('the Results sheet of a run', () => {
  it('declares exactly Due date, Vendor and Sheet optional', () => {
    expect(RESULTS_SHEET_COLUMNS.filter((column) => column.optional).map((column) => column.header)).toEqual([
      'Vendor',
      'Due date',
      'Sheet',
    ]);
  });

  it.each(SUBSETS.map((filled) => [filled.join(', ') || 'none', filled] as const))(
    'shows an optional column only when an invoice fills it (filled: %s), the others in their order',
    async (_, filled) => {
      fixture = await uploadFixture();
      // The second invoice fills what is filled; the first fills nothing, so one value is enough to show a column.
      const invoices = [1, 2].map((n) => {
        const one = mapped(validInvoice(n, { prefix: `OPT${filled.length}` }), n + 1, 'month-end.xlsx');
        if (n === 1) return one;
        return {
          ...one,
          sheet: filled.includes('Sheet') ? 'Lines' : undefined,
          draft: {
            ...one.draft,
            ...(filled.includes('Due date') ? { dueDate: '20250228' } : {}),
            ...(filled.includes('Vendor') ? { vendorName: 'Plakat AG' } : {}),
          },
        };
      });
      const report = await fixture.upload('month-end.xlsx', invoices);
      const sheet = (await readBook(report.runs[0]!.resultsFile!)).getWorksheet('Results')!;
      const headers = rowValues(sheet, 1).filter((value) => value !== undefined && value !== null);
      const shown = RESULTS_SHEET_COLUMNS.map((column) => column.header).filter(
        (header) => !OPTIONAL.includes(header as Optional) || filled.includes(header as Optional),
      );
      // With no vendor name, the vendor id takes the Vendor column's place after Outcome.
      const expected = filled.includes('Vendor')
        ? shown
        : ['Outcome', 'Vendor id', ...shown.slice(1).filter((header) => header !== 'Vendor id')];
      expect(headers).toEqual(expected);
      // Each shown optional column holds the value given, under its own header.
      const second = rowValues(sheet, 3);
      if (filled.includes('Vendor')) expect(second[headers.indexOf('Vendor')]).toBe('Plakat AG');
      if (filled.includes('Sheet')) expect(second[headers.indexOf('Sheet')]).toBe('Lines');
      if (filled.includes('Due date')) expect(second[headers.indexOf('Due date')]).toBeInstanceOf(Date);
      // The totals under the invoices: the amount under Amount, its currency under Currency.
      const total = rowValues(sheet, 5);
      expect(total[headers.indexOf('Amount') - 1]).toMatch(/^Total: /);
      expect(typeof total[headers.indexOf('Amount')]).toBe('number');
      expect(total[headers.indexOf('Currency')]).toMatch(/^[A-Z]{3}$/);
    },
    60_000,
  );
});
