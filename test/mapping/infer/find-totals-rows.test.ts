/**
 * A totals row is found by its label in the first column, or under any header where the row fills
 * few columns or holds nothing but the label and numbers (a schedule's `Totals` under the
 * supplier's name beside five sums); never on an invoice's row, whose id, date or name are words.
 */
import { describe, expect, it } from 'vitest';
import { totalsRule, trailerRows } from '../../../src/mapping/infer/find-totals-rows.js';
import type { SampledTable } from '../../../src/mapping/infer/sampled-table.js';
import type { SheetCell } from '../../../src/sheets/sheet-row.js';

const HEADERS = [
  'Date',
  'Supplier TIN',
  'Supplier Name',
  'Invoice #',
  'Standard Rated',
  'VAT',
  'Zero Rated',
  'Exempt',
  'Total',
];

const text = (t: string): SheetCell => ({ kind: 'text', text: t });
const num = (t: string): SheetCell => ({ kind: 'number', text: t });
const empty: SheetCell = { kind: 'empty' };

/** A table of four invoice rows written as `cell` writes amounts, then `last`. */
function table(last: SheetCell[], cell: (t: string) => SheetCell): SampledTable {
  const invoice = (i: number): SheetCell[] => [
    text(`2024-01-0${i + 1}`),
    text(`10123450${i}`),
    text(`Supplier ${i}`),
    text(`INV-${100 + i}`),
    ...['1000.00', '100.00', '0', '0', '1100.00'].map(cell),
  ];
  const rows = [...[0, 1, 2, 3].map(invoice), last].map((cells, i) => ({ file: 'f', sheet: 'S', row: i + 2, cells }));
  return { file: 'f', type: 'xlsx', sheet: 'S', headerRow: 1, headers: HEADERS, rows, complete: true };
}

const sums = ['4000.00', '400.00', '0', '0', '4400.00'];

describe('totalsRule', () => {
  it.each([
    [
      'number cells, the label under the name',
      [empty, empty, text('Totals'), empty, ...sums.map(num)],
      num,
      'Supplier Name',
      'Totals',
    ],
    [
      'number cells, the label under the number',
      [empty, empty, empty, text('TOTAL'), ...sums.map(num)],
      num,
      'Invoice #',
      'TOTAL',
    ],
    [
      'CSV texts grouped with spaces',
      [empty, empty, text('Total'), empty, ...['4 000', '400', '0', '0', '4 400'].map(text)],
      text,
      'Supplier Name',
      'Total',
    ],
    [
      'CSV texts with a negative in brackets',
      [empty, empty, text('Grand Total'), empty, ...['(4,000.00)', '-400.00', '0', '0', '4,400.00'].map(text)],
      text,
      'Supplier Name',
      'Grand Total',
    ],
  ] as const)('%s: the row is a totals row', (_, last, cell, header, label) => {
    expect(totalsRule(table([...last], cell))).toEqual({ header, label });
  });

  // A total word after what it totals, on a row of few cells: the label in the first column beside two sums.
  it.each(['Report Total', 'Period Total', 'Book Totals', 'Purchases Book Total'])(
    '"%s" on a row of few cells is a totals row',
    (label) => {
      const last = [text(label), empty, empty, empty, empty, num('400.00'), empty, empty, num('4400.00')];
      expect(totalsRule(table(last, num))).toEqual({ header: 'Date', label });
    },
  );

  it.each([
    [
      'a supplier named Total with its invoice number',
      [text('2024-01-09'), empty, text('Total'), text('INV-200'), ...sums.map(num)],
    ],
    [
      'a supplier named Total with its date',
      [text('2024-01-09'), text('101234509'), text('Total'), empty, ...sums.map(num)],
    ],
  ] as const)('%s: no totals row', (_, last) => {
    expect(totalsRule(table([...last], num))).toBeUndefined();
  });
});

describe('trailerRows', () => {
  // A dealer system's listing ends on `REPORT TOTAL` beside the sum: the totals rule skips it, no trailer count.
  it.each(['REPORT TOTAL', 'Report Total', 'Grand Total', 'Total'])(
    'leaves a last row "%s" to the totals rule',
    (label) => {
      const last = [text(label), empty, empty, empty, empty, empty, empty, empty, num('4400.00')];
      expect(trailerRows(table(last, num))).toBe(0);
      expect(totalsRule(table(last, num))).toEqual({ header: 'Date', label });
    },
  );

  // An AP listing's `REPORT TOTAL` under its unnamed fourth column: no totals rule reads it there, so the trailer count does.
  it.each([
    ['under an unnamed column', ['', '', '', 'REPORT TOTAL', '', '', '9360.00'], 1, undefined],
    ['in column A', ['REPORT TOTAL', '', '', '', '', '', '9360.00'], 0, 'REPORT TOTAL'],
  ])('leaves out a last total row %s, by the trailer count or by the totals rule', (_, last, trailer, label) => {
    const headers = ['Vendor', 'Invoice No', 'Invoice Date', '', 'Net', 'VAT', 'Gross'];
    const invoice = (i: number) => [`V${i}`, `INV-${i}`, `2024-01-1${i}`, '', '650.00', '130.00', '780.00'];
    const rows = [...[1, 2, 3, 4].map(invoice), last].map((cells, i) => ({
      file: 'f',
      sheet: 'S',
      row: i + 2,
      cells: cells.map((c) => (c === '' ? empty : text(c))),
    }));
    const ap: SampledTable = { file: 'f', type: 'csv', sheet: 'S', headerRow: 1, headers, rows, complete: true };
    expect(trailerRows(ap)).toBe(trailer);
    expect(totalsRule(ap)?.label).toBe(label);
  });

  it('counts a last line of a report that names no total', () => {
    expect(trailerRows(table([text('Printed 04/02/2024 by ap.clerk'), ...Array<SheetCell>(8).fill(empty)], num))).toBe(
      1,
    );
  });
});
