/**
 * Number formats as Excel and LibreOffice write them, with escaped (`\%`) and quoted (`"%"`)
 * literals: a cell is read for what its format does, not for a character its format only shows.
 * `0.00\%` shows 19 as "19.00%" without scaling; `0.00%` shows 0.19 as "19.00%".
 */
import { describe, expect, it } from 'vitest';
import { readWithFormats } from './read-with-formats.js';

describe('number formats with literal characters', () => {
  it.each([
    // [format as written, value held, percent cell?]
    ['0.00\\%', '19', false],
    ['0.00"%"', '19', false],
    ['0.00" %"', '19', false],
    ['#,##0.00\\ \\%', '19', false],
    ['0.00%', '0.19', true],
    ['0.0%', '0.195', true],
    ['0%;[Red]-0%', '0.07', true],
    ['"Rate: "0%', '0.19', true],
    ['[$-407]0.00\\ %', '0.19', true],
  ])('%s holding %s is read as a percent cell: %s', async (format, value, percent) => {
    const [cell] = await readWithFormats([format], value);
    expect(cell).toMatchObject({ kind: 'number', text: value });
    expect(cell?.kind === 'number' && cell.percent === true).toBe(percent);
  });

  it.each([
    ['dd\\.mm\\.yyyy', '45689', '20250201'],
    ['d\\-mmm\\-yy', '45689', '20250201'],
    ['yyyy\\/mm\\/dd', '45689', '20250201'],
  ])('the date format %s holding %s shows the day %s', async (format, value, date) => {
    const [cell] = await readWithFormats([format], value);
    expect(cell).toEqual({ kind: 'date', date });
  });

  it('a number format with an escaped letter that looks like a date part stays a number', async () => {
    const [cell] = await readWithFormats(['0.00\\ \\k\\m'], '12.5');
    expect(cell).toMatchObject({ kind: 'number', text: '12.5' });
  });
});
