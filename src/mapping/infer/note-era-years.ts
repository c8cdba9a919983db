/**
 * Notes on date columns whose years are too far ahead for a Gregorian day (`31/01/2567`): the dates of the
 * Thai solar or Bikram Sambat calendar in Latin digits, which no date format reads, so the column
 * is not proposed as a date. The note says which calendars they may be of and what to do.
 */
import { cellText } from '../../sheets/sheet-row.js';
import { FUTURE_YEARS, otherCalendarYear } from '../other-calendar-year.js';
import type { SampledTable } from './sampled-table.js';

const DAY_FIRST = /^\d{1,2}[./-]\d{1,2}[./-](\d{4})$/;
const YEAR_FIRST = /^(\d{4})[./-]\d{1,2}[./-]\d{1,2}$/;

export function noteEraYears(table: SampledTable): string[] {
  const notes: string[] = [];
  table.headers.forEach((header, index) => {
    const texts = table.rows.map((row) => cellText(row.cells[index]).trim()).filter((text) => text !== '');
    const later = texts.flatMap((text) => {
      const year = Number((DAY_FIRST.exec(text) ?? YEAR_FIRST.exec(text))?.[1]);
      const why = Number.isNaN(year) ? undefined : otherCalendarYear('Latin', year, false);
      return why === undefined ? [] : [{ text, why }];
    });
    // A column of dates, most of them in such years (one stray year is a typing slip, refused at its cell).
    const first = later[0];
    if (first && later.length * 2 > texts.length)
      notes.push(
        `"${header}" holds years more than ${FUTURE_YEARS} years ahead, such as "${first.text}": ${first.why}`,
      );
  });
  return notes;
}
