/**
 * The value formats of the finance API (seed section 2): dates YYYYMMDD, amounts with four
 * decimal places carried as strings. Pure functions, no I/O.
 */

/** Amount: optional minus (credit notes), digits, exactly four decimals. */
export const AMOUNT_PATTERN = /^-?\d{1,15}\.\d{4}$/;
/** Tax rate: a decimal with exactly two places, e.g. `19.00`. */
export const RATE_PATTERN = /^\d{1,3}\.\d{2}$/;
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;

/**
 * A currency code in the model's form, trimmed and in upper case as a mapping's currency field is
 * (its implicit trim and upper steps): a code typed into a cell (`eur`, ` Eur`) is the same code.
 */
export function normalizeCurrencyCode(text: string): string {
  return text.trim().toUpperCase();
}

/** Whether two currency codes are one code in the model's form (`eur` and ` EUR` are EUR): the one rule of comparing codes kept as typed. */
export function sameCurrencyCode(a: string, b: string): boolean {
  return normalizeCurrencyCode(a) === normalizeCurrencyCode(b);
}
export const COUNTRY_PATTERN = /^[A-Z]{2}$/;
export const YEAR_PATTERN = /^\d{4}$/;
/** Base64 text (the PDF content). */
export const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;
/** Deliberately simple: one @, no spaces, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when `value` holds a C0 or C1 control character (U+0000-U+001F, U+007F-U+009F). */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** True when `value` is YYYYMMDD and names a day that exists (no 20240230). */
export function isCalendarDate(value: string): boolean {
  // Digit by digit: this runs for every date of every invoice, and needs no regex or slices.
  if (value.length !== 8) return false;
  let number = 0;
  for (let i = 0; i < 8; i++) {
    const digit = value.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return false;
    number = number * 10 + digit;
  }
  return isCalendarDay(Math.floor(number / 10000), Math.floor(number / 100) % 100, number % 100);
}

/** True for integer parts of a day that exists, in the years YYYYMMDD can write from 1900 on. */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Formats calendar parts as YYYYMMDD, or undefined when they name no real day. */
export function toCalendarDate(year: number, month: number, day: number): string | undefined {
  if (!isCalendarDay(year, month, day)) return undefined;
  return `${year}${month < 10 ? '0' : ''}${month}${day < 10 ? '0' : ''}${day}`;
}
