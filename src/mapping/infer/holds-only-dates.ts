/**
 * A column whose every value reads as a calendar day written with separators (`06.01.2024`,
 * `2024-01-06`, `6-Jan-2024`, with or without a time of day) holds dates, whatever its header says and whether or not a date
 * form was proposed for the file: such a column never numbers an invoice. Values of digits alone
 * (`20240106`) are not taken for dates here, since document numbers are written so too. Pure.
 */
import type { ColumnProfile } from './profile-column.js';
import { proposeDateFormats } from './sample-values.js';

// A day, a month and a year parted by a dot, slash, dash or space; perhaps the time of day it was written
// at (`03/14/2024 02:35 PM`, `2024-03-14 14:35:10`), which the reader reads and drops.
const SEPARATED =
  /^\d{1,4}[./\- ](?:\d{1,2}|\p{L}{3,9})[./\- ]\d{1,4}(?: \d{1,2}:\d{2}(?::\d{2})?(?: ?[AaPp][Mm])?)?$/u;

/** True when the texts are all dates written with separators, read in one form. */
export const areSeparatedDates = (texts: readonly string[]) =>
  texts.length > 0 && texts.every((t) => SEPARATED.test(t)) && proposeDateFormats(texts).length > 0;

/** True when the column's filled values are all dates written with separators, read in one form. */
export function holdsOnlyDates(profile: ColumnProfile): boolean {
  const texts = profile.texts.filter((t): t is string => t !== undefined);
  if (texts.length === 0) return false;
  // Date cells of a workbook are dates by their type.
  if (profile.share.date >= 1) return true;
  return areSeparatedDates(texts);
}
