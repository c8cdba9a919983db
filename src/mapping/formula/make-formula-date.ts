/**
 * DATE(y, m, d) of a formula, and the range of days a formula may compute. Excel rolls an
 * impossible day over (DATE(2024, 2, 31) is 2 March) and reads years 0-1899 as 1900-3799; a
 * mapping refuses both, since either posts a day nobody wrote. The fault says what Excel would
 * show, so that a sheet that disagrees with the tool is explained.
 */
import { daysInMonth } from '../../invoice/formats.js';
import { FormulaDate, FormulaFault, type FormulaValue, type TextReading, toNumber } from './formula-value.js';

const MONTH_NAMES = 'January February March April May June July August September October November December'.split(' ');

/** 1900-01-01 and 9999-12-31 as days since 1970-01-01: the days YYYYMMDD can write and the API takes. */
const FIRST_DAY = Date.UTC(1900, 0, 1) / 86_400_000;
const LAST_DAY = Date.UTC(9999, 11, 31) / 86_400_000;

export function isFormulaDay(days: number): boolean {
  return Number.isInteger(days) && days >= FIRST_DAY && days <= LAST_DAY;
}

/** A whole number argument; a fraction is refused where Excel would drop it. */
function wholeOf(value: FormulaValue, what: string, reading: TextReading, at: number): number {
  const number = toNumber(value, reading, at);
  if (!number.isInteger()) throw new FormulaFault(`expected a whole ${what}, got ${number.toFixed()}`, at);
  // Beyond this the argument is far outside any calendar, and a float would lose it.
  if (number.abs().gt(1e9)) throw new FormulaFault(`expected a ${what} of the calendar, got ${number.toFixed()}`, at);
  return number.toNumber();
}

export function makeFormulaDate(
  args: readonly FormulaValue[],
  at: readonly number[],
  reading: TextReading,
): FormulaDate {
  const year = wholeOf(args[0]!, 'year', reading, at[0]!);
  const month = wholeOf(args[1]!, 'month', reading, at[1]!);
  const day = wholeOf(args[2]!, 'day', reading, at[2]!);
  if (year < 1900 || year > 9999) {
    const excel = year >= 0 && year < 1900 ? ` (Excel would read it as ${year + 1900})` : '';
    throw new FormulaFault(`expected a year from 1900 to 9999, got ${year}${excel}`, at[0]!);
  }
  const monthExists = month >= 1 && month <= 12;
  if (monthExists && day >= 1 && day <= daysInMonth(year, month))
    return new FormulaDate(Date.UTC(year, month - 1, day) / 86_400_000);
  const reason = !monthExists
    ? `there is no month ${month}`
    : day < 1
      ? `there is no day ${day}`
      : `${MONTH_NAMES[month - 1]} ${year} has ${daysInMonth(year, month)} days`;
  const rolled = Date.UTC(year, month - 1, day) / 86_400_000;
  const excel = isFormulaDay(rolled) ? `; Excel would roll it over to ${new FormulaDate(rolled).toText()}` : '';
  throw new FormulaFault(
    `DATE(${year}, ${month}, ${day}): the day does not exist (${reason})${excel}`,
    monthExists ? at[2]! : at[1]!,
  );
}
