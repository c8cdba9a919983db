/**
 * The value formats of the finance API (seed section 2): dates YYYYMMDD, amounts with four
 * decimal places carried as strings. Pure functions, no I/O.
 */

export const DATE_PATTERN = /^\d{8}$/;
/** Amount: optional minus (credit notes), digits, exactly four decimals. */
export const AMOUNT_PATTERN = /^-?\d{1,15}\.\d{4}$/;
/** Tax rate: a decimal with exactly two places, e.g. `19.00`. */
export const RATE_PATTERN = /^\d{1,3}\.\d{2}$/;
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;
export const COUNTRY_PATTERN = /^[A-Z]{2}$/;
export const YEAR_PATTERN = /^\d{4}$/;
/** Deliberately simple: one @, no spaces, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when `value` is YYYYMMDD and names a day that exists (no 20240230). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Formats calendar parts as YYYYMMDD, or undefined when they name no real day. */
export function toCalendarDate(year: number, month: number, day: number): string | undefined {
  const text = `${String(year).padStart(4, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
  return isCalendarDate(text) ? text : undefined;
}
