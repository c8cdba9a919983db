/**
 * A date-time cell posts the day it shows: a time shown to the second (or to `ss.000`) is rounded
 * first, so 23:59:59.6 under `hh:mm:ss` is the next day at 00:00:00, as Excel and LibreOffice show
 * it; a date alone is not rounded up, and `h:mm` does not round to the minute.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sheetCellFromExcel } from '../../../src/sheets/xlsx/sheet-cell-from-excel.js';
import { readWithFormats } from './read-with-formats.js';

const MS_PER_DAY = 86_400_000;

/** YYYYMMDD of day `serial` of the 1900 system (serial 61 and later), built without the reader. */
function dayOfSerial(serial: number): string {
  return new Date(Date.UTC(1899, 11, 30) + serial * MS_PER_DAY).toISOString().slice(0, 10).replaceAll('-', '');
}

describe('date-time cells near midnight', () => {
  // [format, unit the time is rounded to before it is shown, in ms]
  const formats: [string, number][] = [
    ['yyyy-mm-dd', 1],
    ['dd.mm.yyyy', 1],
    ['yyyy-mm-dd h:mm', 1000],
    ['m/d/yy h:mm AM/PM', 1000],
    ['yyyy-mm-dd hh:mm:ss', 1000],
    ['dd/mm/yyyy hh:mm:ss.0', 100],
    ['yyyy-mm-dd hh:mm:ss.000', 1],
    ['[$-409]d-mmm-yyyy h:mm:ss;@', 1000],
  ];

  it('post the day the format shows: the next one when the shown time rounds to midnight', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 61, max: 100_000 }),
        // tenths of a ms before midnight, off by 0.05 ms so no case sits on a rounding boundary
        fc.integer({ min: 0, max: 30_000 }),
        fc.constantFrom(...formats),
        (day, tenths, [format, unit]) => {
          const before = tenths / 10 + 0.05;
          const time = MS_PER_DAY - before;
          const next = Math.round(time / unit) * unit >= MS_PER_DAY;
          const cell = sheetCellFromExcel(day + time / MS_PER_DAY, format, false);
          expect(cell).toEqual({ kind: 'date', date: dayOfSerial(day + (next ? 1 : 0)) });
        },
      ),
      { numRuns: 3000 },
    );
  });

  // What openpyxl and exceljs write for 2024-01-31 23:59:59.999 (and .6), and the day LibreOffice shows.
  it.each([
    ['yyyy-mm-dd h:mm:ss', '45322.99999998842', '20240201'],
    ['yyyy-mm-dd hh:mm', '45322.99999998842', '20240201'],
    ['dd/mm/yyyy hh:mm:ss', '45322.99999998842', '20240201'],
    ['yyyy-mm-dd hh:mm:ss', '45322.99999537037', '20240201'],
    ['yyyy-mm-dd', '45322.99999998842', '20240131'],
    ['yyyy-mm-dd hh:mm:ss', '45322.99999998843', '20240201'],
    ['yyyy-mm-dd hh:mm:ss', '45292.999995', '20240102'],
    ['yyyy-mm-dd hh:mm', '45292.99999999', '20240102'],
    ['yyyy-mm-dd hh:mm', '45292.9999', '20240101'],
    ['dd.mm.yyyy hh:mm', '45292.5', '20240101'],
  ])('%s holding %s shows the day %s', async (format, value, date) => {
    const [cell] = await readWithFormats([format], value);
    expect(cell).toEqual({ kind: 'date', date });
  });

  it.each([
    ['h:mm', '0.5'],
    ['[$-F400]h:mm:ss\\ AM/PM', '45322.75'],
    ['[h]:mm', '45322'],
    ['[h]:mm:ss', '1.25'],
    ['mm:ss', '0.01'],
    ['h"時"mm"分"', '45322.5'],
  ])('%s holding %s shows a time and no day', async (format, value) => {
    const [cell] = await readWithFormats([format], value);
    expect(cell).toMatchObject({ kind: 'date', partial: { shows: 'a time', lacks: 'a date' } });
  });

  it.each(['yyyy-mm-dd hh:mm', 'd-mmm-yy', '[$-F800]dddd\\,\\ mmmm\\ dd\\,\\ yyyy', 'hh:mm dd.mm.yyyy'])(
    '%s shows a day',
    async (format) => {
      const [cell] = await readWithFormats([format], '45322.25');
      expect(cell).toEqual({ kind: 'date', date: '20240131' });
    },
  );
});
