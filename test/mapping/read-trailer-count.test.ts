import { describe, expect, it } from 'vitest';
import { readTrailerCount } from '../../src/mapping/read-trailer-count.js';
import type { SheetRow } from '../../src/sheets/sheet-row.js';

const rowOf = (...texts: string[]): SheetRow => ({
  file: 'register.csv',
  sheet: undefined,
  row: 48,
  cells: texts.map((text) => (text === '' ? { kind: 'empty' } : { kind: 'text', text })),
});

describe('readTrailerCount', () => {
  it.each([
    [['*** END OF REPORT - 45 RECORDS ***'], 45, 'A'],
    [['', '', 'Record count: 45'], 45, 'C'],
    [['TRAILER', '45', '12345.67'], 45, 'B'],
    [['T', '45', '12345.67'], 45, 'B'],
    [['EOF', '3'], 3, 'B'],
    [['Total', '12 invoices', '', '', '4,500.00'], 12, 'B'],
  ])('reads %j as a count of %i (column %s)', (texts, count, column) => {
    expect(readTrailerCount(rowOf(...texts), new Set())).toMatchObject({ count, column });
  });

  it.each([
    ['a totals line', ['Total', '', '', '', '12345.67']],
    ['a bare end mark', ['EOF']],
    ['a total with no mark of a count', ['TOTAL', '12345']],
    ['a date after the record mark', ['TRAILER', '20240131', '45']],
    ['an amount after the record mark', ['T', '12,345.67']],
    ['two counts that differ', ['45 RECORDS', '3 INVOICES']],
    ['a count word with an amount', ['Items 12345.67']],
  ])('reads no count from %s', (_, texts) => {
    expect(readTrailerCount(rowOf(...texts), new Set())).toBeUndefined();
  });

  it('reads no count from a column the invoices read as an amount or a date', () => {
    expect(readTrailerCount(rowOf('T', '45'), new Set([1]))).toBeUndefined();
    expect(readTrailerCount(rowOf('T', '45'), new Set([2]))).toMatchObject({ count: 45 });
  });
});
