/**
 * What a date cell whose format shows no whole day shows, as Excel and LibreOffice show it (en-US),
 * for the problem that quotes it; undefined where the names or the calendar are another language's.
 * The expected texts are LibreOffice's own (a workbook of these cells saved as CSV "as shown").
 */
import { describe, expect, it } from 'vitest';
import { pickFormatSection } from '../../../src/sheets/xlsx/pick-format-section.js';
import { shownDateText } from '../../../src/sheets/xlsx/shown-date-text.js';

// 45000 is Wednesday 2023-03-15; .4375 is 10:30, .75 is 18:00.
const SHOWN: [number, string, string | undefined][] = [
  [45000, 'mmm-yy', 'Mar-23'],
  [45000, 'mmmm yyyy', 'March 2023'],
  [45000, '[$-409]mmmm\\ yyyy;@', 'March 2023'],
  [45000, 'yyyy-mm', '2023-03'],
  [45000, 'yyyy', '2023'],
  [45000, 'yyyy"年"m"月"', '2023年3月'],
  [45000, 'dddd', 'Wednesday'],
  [45000.4375, 'ddd hh:mm', 'Wed 10:30'],
  [45000, 'mm/dd', '03/15'],
  [45000, 'd-mmm', '15-Mar'],
  [45000, 'dd.mm.', '15.03.'],
  [45000, 'dddd d mmmm', 'Wednesday 15 March'],
  [45000, 'mmmm', 'March'],
  [45000, 'mmmmm', 'M'],
  [45000.4375, 'h:mm', '10:30'],
  [45000.75, 'h:mm AM/PM', '6:00 PM'],
  [0.4375, 'hh:mm:ss', '10:30:00'],
  [1.5, '[h]:mm:ss', '36:00:00'],
  [45000.99999, 'h:mm', '23:59'],
  // Rounded to the second first, as Excel rounds it and as the cell's day is read (shownTimeUnitMs):
  // 23:59:59.99 is the next day's 0:00. LibreOffice alone shows 23:59 here; every other row is as it shows.
  [45000.9999999, 'h:mm', '0:00'],
  [44000, '[Red][<45000]mmm-yy;[Blue]dd.mm.yyyy', 'Jun-20'],
  [45000, '[$-411]ge.m', undefined],
  [45000, '[$-F800]dddd', undefined],
  [45000, '[$-407]mmmm yyyy', undefined],
];

describe('shownDateText', () => {
  it.each(SHOWN)('%s under %s shows %s', (serial, format, shown) => {
    expect(shownDateText(serial, pickFormatSection(String(serial), format), false)).toBe(shown);
  });

  it('reads the 1904 date system: 43538 is 2023-03-15 there', () => {
    expect(shownDateText(43538, 'mmm-yy', true)).toBe('Mar-23');
  });
});
