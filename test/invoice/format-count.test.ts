import { describe, expect, it } from 'vitest';
import { plural } from '../../src/invoice/format-count.js';

describe('plural', () => {
  // The counts and words the messages of src/ write, the irregular ones among them.
  it.each([
    [0, 'invoice', undefined, '0 invoices'],
    [1, 'invoice', undefined, '1 invoice'],
    [2, 'invoice', undefined, '2 invoices'],
    [1234, 'file', undefined, '1234 files'],
    [-1, 'row', undefined, '-1 rows'],
    [1, 'results workbook', undefined, '1 results workbook'],
    [2, 'NUL byte', undefined, '2 NUL bytes'],
    [0, 'entry', 'entries', '0 entries'],
    [1, 'entry', 'entries', '1 entry'],
    [2, 'entry', 'entries', '2 entries'],
    [1, 'changed copy', 'changed copies', '1 changed copy'],
    [2, 'changed copy', 'changed copies', '2 changed copies'],
    [1, 'row was', 'rows were', '1 row was'],
    [3, 'row was', 'rows were', '3 rows were'],
    [1, 'status call failed', 'status calls failed', '1 status call failed'],
    [2, 'status call failed', 'status calls failed', '2 status calls failed'],
  ])('%i with %s (%s) is "%s"', (count, one, many, expected) => {
    expect(plural(count, one, many)).toBe(expected);
  });
});
