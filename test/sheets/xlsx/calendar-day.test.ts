/**
 * Excel's 1900 date system: day 1 is 1 January 1900, and day 60 is 29 February 1900, a day that
 * never was (Excel counts 1900 as a leap year), so days 1-59 are one day later than counting from
 * 1899-12-30 gives. A date cell and a day number read with `dateFormats: [serial]` follow the one
 * rule: the day Excel shows, or a problem naming it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepsText } from '../../../src/mapping/apply-steps.js';
import { compileDateFormat, type DateFormat } from '../../../src/mapping/parse-date-text.js';
import { sheetCellFromExcel } from '../../../src/sheets/xlsx/sheet-cell-from-excel.js';

const SERIAL_STEPS = [{ kind: 'date' as const, formats: [compileDateFormat('serial') as DateFormat] }];

/** The day Excel shows for a whole day number of the 1900 system from 1, built without the reader. */
function excelShows(serial: number): string | undefined {
  if (serial < 1 || serial === 60) return undefined;
  const date = new Date(Date.UTC(1900, 0, serial < 60 ? serial : serial - 1));
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

/** The day a date-styled cell holding `serial` posts, or undefined when it is a problem. */
function cellDay(serial: number, date1904 = false): string | undefined {
  const cell = sheetCellFromExcel(serial, 'yyyy-mm-dd', date1904);
  return cell.kind === 'date' ? cell.date : undefined;
}

/** The day a number cell holding `serial` reads as with `dateFormats: [serial]`, or undefined. */
function serialDay(serial: number, date1904 = false): string | undefined {
  const read = stepsText(sheetCellFromExcel(serial, undefined, date1904), SERIAL_STEPS);
  return typeof read === 'string' ? read : undefined;
}

describe("day numbers of Excel's 1900 date system", () => {
  it.each([
    [1, '19000101'],
    [2, '19000102'],
    [31, '19000131'],
    [32, '19000201'],
    [59, '19000228'],
    [61, '19000301'],
    [62, '19000302'],
    [366, '19001231'],
    [367, '19010101'],
    [45322, '20240131'],
    [59.75, '19000228'],
  ])('a date cell holding %s shows %s, and serial reads it so', (serial, day) => {
    expect(cellDay(serial)).toBe(day);
    expect(serialDay(serial)).toBe(day);
  });

  it.each([
    [60, '29 February 1900'],
    [60.5, '29 February 1900'],
    [0, '0 January 1900'],
    [0.25, '0 January 1900'],
    [-1, '####'],
  ])('a date cell holding %s is a problem naming what Excel shows (%s)', (serial, shown) => {
    const cell = sheetCellFromExcel(serial, 'yyyy-mm-dd', false);
    expect(cell).toMatchObject({ kind: 'unreadable' });
    expect(cell.kind === 'unreadable' && cell.reason).toContain(shown);
    expect(cell.kind === 'unreadable' && cell.reason).not.toMatch(/1899/);
  });

  it('serial 60 read from text names the day Excel shows and why it is none', () => {
    const read = stepsText({ kind: 'text', text: '60' }, SERIAL_STEPS);
    expect(typeof read === 'object' && read.message).toContain('29 February 1900');
  });

  it('a date cell and serial agree on every day number, and both give the day Excel shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 120_000 }), (serial) => {
        expect(cellDay(serial)).toBe(excelShows(serial));
        if (serial >= 0) expect(serialDay(serial)).toBe(excelShows(serial));
      }),
      { numRuns: 2000 },
    );
    for (let serial = -2; serial <= 400; serial++) {
      expect(cellDay(serial)).toBe(excelShows(serial));
      expect(serialDay(serial)).toBe(excelShows(serial));
    }
  });

  it('the 1904 system has no such day: day 0 is 1 January 1904 in both readings', () => {
    expect(cellDay(0, true)).toBe('19040101');
    expect(serialDay(0, true)).toBe('19040101');
    expect(cellDay(1, true)).toBe('19040102');
    expect(cellDay(-1, true)).toBeUndefined();
  });
});
