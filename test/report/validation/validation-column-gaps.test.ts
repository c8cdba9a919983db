/**
 * A date or an amount is set to the right of its cell; the text column after it is indented, or the
 * two read as one word when printed (`23 Feb 2024Lines`, `3,524.68EUR`, seen rendered).
 */
import { describe, expect, it } from 'vitest';
import { INVOICE_COLUMNS, PROBLEM_COLUMNS } from '../../../src/report/validation/validation-rows.js';
import { STYLE } from '../../../src/report/xlsx-writer/xlsx-parts.js';

const RIGHT_ALIGNED: ReadonlySet<number> = new Set([STYLE.date, STYLE.amount]);
const SET_OFF: ReadonlySet<number> = new Set([STYLE.indentTop, STYLE.date, STYLE.amount]);

describe.each([
  ['Problems', PROBLEM_COLUMNS],
  ['Invoices', INVOICE_COLUMNS],
])('the validation %s sheet', (_, columns) => {
  const pairs = columns.slice(1).flatMap((column, index): [string, string, number][] => {
    const before = columns[index]!;
    const style = column.style ?? STYLE.wrapTop;
    return RIGHT_ALIGNED.has(before.style ?? STYLE.wrapTop) ? [[before.header, column.header, style]] : [];
  });

  it('has right-aligned columns followed by others', () => {
    expect(pairs.length).toBeGreaterThan(0);
  });

  it.each(pairs)('sets %s off from %s after it', (_, __, style) => {
    expect(SET_OFF.has(style)).toBe(true);
  });
});
