import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planResultsPrint } from '../../../src/report/results/plan-results-print.js';
import { LEAST_READABLE_SCALE } from '../../../src/report/plan-sheet-print.js';
import { pagesAcross } from '../../../src/report/print-setup.js';

/** The scale at which all these columns fit one landscape page width, as the print setup counts it. */
const onePageScale = (widths: readonly number[]) => pagesAcross([widths], [1, 2]).options.pageSetup!.scale!;

/** The Results sheet's columns with these widths, headed as its first ones are: Outcome, the vendor, Invoice number. */
const headed = (widths: readonly number[], vendor = 'Vendor') =>
  widths.map((width, index) => ({ header: ['Outcome', vendor, 'Invoice number'][index] ?? `Column ${index}`, width }));

/** Widths of the Results sheet's columns as runs write them: Outcome, the vendor, Invoice number, then dates, ids, codes, file names, a message or an empty one. */
const widths = fc
  .tuple(
    fc.constant(14),
    // The Vendor column wraps at its own width, 24, or is the vendor id (13) in its place.
    fc.integer({ min: 10, max: 24 }),
    fc.integer({ min: 17, max: 30 }),
    fc.array(fc.integer({ min: 6, max: 60 }), { minLength: 1, maxLength: 22 }),
  )
  .map(([outcome, vendor, invoiceNumber, rest]) => [outcome, vendor, invoiceNumber, ...rest]);

describe('planResultsPrint', () => {
  it('fits one page wide only when that keeps the text readable; otherwise pages across, each group readable', () => {
    fc.assert(
      fc.property(widths, (columns) => {
        const plan = planResultsPrint(headed(columns));
        const setup = plan.options.pageSetup!;
        if (plan.breaks.length === 0) {
          expect(setup.fitToPage).toBe(true);
          expect(setup.fitToWidth).toBe(1);
          expect(onePageScale(columns)).toBeGreaterThanOrEqual(LEAST_READABLE_SCALE);
          return;
        }
        expect(setup.fitToPage).toBe(false);
        expect(onePageScale(columns)).toBeLessThan(LEAST_READABLE_SCALE);
        // Breaks split the columns in order, the first group keeping Outcome, vendor, Invoice number and one more.
        expect(plan.breaks[0]).toBeGreaterThanOrEqual(4);
        expect([...plan.breaks].sort((a, b) => a - b)).toEqual(plan.breaks);
        expect(new Set(plan.breaks).size).toBe(plan.breaks.length);
        expect(plan.breaks[plan.breaks.length - 1]).toBeLessThan(columns.length);
        expect(setup.printTitlesRow).toBe('1:1');
        // The invoice's identity on every page across: its Outcome, vendor and number.
        expect(setup.printTitlesColumn).toBe('A:C');
        expect(setup.scale).toBeGreaterThanOrEqual(LEAST_READABLE_SCALE);
      }),
      { numRuns: 500 },
    );
  });

  it('prints the 16 columns of a month-end run, a 40-wide Message among them, in readable pages across', () => {
    const monthEnd = [14, 17, 12, 14, 11, 40, 13, 24, 8, 14, 14, 14, 11, 20, 10, 8];
    expect(onePageScale(monthEnd)).toBeLessThan(50);
    const plan = planResultsPrint(headed(monthEnd));
    expect(plan.options.pageSetup!.scale).toBeGreaterThanOrEqual(LEAST_READABLE_SCALE);
    expect(plan.breaks.length).toBeGreaterThan(0);
  });

  it("repeats Outcome, Vendor id and Invoice number when the vendor id stands in the Vendor column's place", () => {
    const monthEnd = [14, 13, 17, 15, 14, 11, 40, 24, 8, 14, 14, 14, 11, 20, 10, 8];
    const plan = planResultsPrint(headed(monthEnd, 'Vendor id'));
    expect(plan.breaks.length).toBeGreaterThan(0);
    expect(plan.titles).toEqual([1, 3]);
    expect(plan.options.pageSetup!.printTitlesColumn).toBe('A:C');
  });
});
