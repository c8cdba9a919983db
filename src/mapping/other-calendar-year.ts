/**
 * Dates written in digits of another script than the Latin one, which may be of another calendar
 * than the Gregorian one. Pure, but for reading this year from the clock.
 *
 * Why: the scripts are those of the calendars. Nepal writes Bikram Sambat (about 56.7 years ahead
 * of AD: BS 2081 is AD 2024) in Devanagari digits; Thai and Lao digits write the Buddhist era (543
 * years ahead: 2567), Khmer digits the Khmer one (543 or 544 ahead: 2568); Arabic-Indic and Persian
 * digits write Hijri (1445 AH) and Solar Hijri (about 621 years behind AD: 1403) dates, Myanmar
 * digits the Myanmar era (638 or 639 behind: 1386), Bengali digits the Bangla year (593 or 594
 * behind: 1431). Such a date read as Gregorian is a day decades or centuries away. So a date in
 * those digits, in any script but the Latin one, is read only with a four-digit Gregorian year
 * from 1900 to next year: the eras ahead lie after next year, those behind before 1900 (Hijri,
 * Solar Hijri, Myanmar and Bangla years of dates since 1900 all lie between 1261 and 1448), and a
 * two-digit year says nothing of its calendar (Hijri 45, Solar Hijri 03 or Gregorian 2045), so it
 * is refused.
 *
 * The same holds for the year in Latin digits: LibreOffice and Windows in th-TH write the Thai
 * solar (Buddhist era) year, 543 years ahead (`31/01/2567` is 31 January 2024), and Nepali
 * software writes Bikram Sambat years in Latin digits too. But Latin digits also write real days
 * ahead (a service period, an event billed in advance, a contract's end), so a Latin year is
 * refused only when it is more than `FUTURE_YEARS` ahead: Bikram Sambat years of days since 1990
 * (BS 2047 on) and every Thai solar year of this century lie beyond that. A two-digit Latin year
 * stays Gregorian (`31/01/24`): no writer of these calendars was found to shorten it. Latin years
 * before 1900 are refused by the date reader, the Hijri ones naming that calendar.
 */

/** The calendars whose years a script's digits are written with; other scripts name none. */
const CALENDARS: Readonly<Record<string, string>> = {
  Devanagari: 'the Bikram Sambat (Nepali) calendar',
  'Arabic-Indic': 'the Hijri calendar (Islamic, or Persian solar)',
  Persian: 'the Hijri calendar (Persian solar, or Islamic)',
  Thai: 'the Thai solar calendar (Buddhist era, 543 years ahead)',
  Lao: 'the Lao Buddhist era (543 years ahead)',
  Khmer: 'the Khmer Buddhist era (543 or 544 years ahead)',
  Myanmar: 'the Myanmar calendar (638 or 639 years behind)',
  Bengali: 'the Bangla calendar (593 or 594 years behind)',
};

/**
 * Why a date in `script` digits (fold-digit-scripts.ts's names) with this year may be of another
 * calendar, or undefined when it reads as Gregorian. `twoDigits` is set when the year was written YY.
 */
export function otherCalendarYear(
  script: string,
  year: number,
  twoDigits: boolean,
  thisYear = new Date().getUTCFullYear(),
): string | undefined {
  if (script === 'Latin') return twoDigits ? undefined : latinEraYear(year, thisYear);
  const calendar = CALENDARS[script] ?? 'a calendar other than the Gregorian one';
  if (twoDigits)
    return `a two-digit year in ${script} digits may be one of ${calendar}: write the date in the Gregorian calendar with a four-digit year`;
  if (year > thisYear + 1)
    return `year ${year} in ${script} digits is later than next year and may be one of ${calendar}: write the date in the Gregorian calendar`;
  if (year < 1900)
    return `year ${year} in ${script} digits is before 1900 and may be one of ${calendar}: write the date in the Gregorian calendar`;
  return undefined;
}

/** Years ahead of the Gregorian one: the Thai solar calendar, and Bikram Sambat (56.7, so 56 or 57). */
const ERAS: readonly { name: string; ahead: number[] }[] = [
  { name: 'the Thai solar calendar (Buddhist era, 543 years ahead)', ahead: [543] },
  { name: 'the Bikram Sambat (Nepali) calendar (56 or 57 years ahead)', ahead: [57, 56] },
];

/** How far ahead a Latin-digit year is still read as a Gregorian day. */
export const FUTURE_YEARS = 20;

function latinEraYear(year: number, thisYear: number): string | undefined {
  if (year <= thisYear + FUTURE_YEARS) return undefined;
  const fits = ERAS.filter(({ ahead }) => ahead.some((years) => year - years >= 1900 && year - years <= thisYear + 1));
  const named =
    fits.length > 0
      ? fits.map(({ name, ahead }) => `${name}, where it is ${ahead.map((a) => year - a).join(' or ')}`)
      : ERAS.map(({ name }) => name);
  return `year ${year} is more than ${FUTURE_YEARS} years ahead and may be one of ${named.join(', or ')}: the mapping has no option for another calendar; save the dates in the Gregorian calendar, or read them with a DATE formula (see "Years of other calendars" in docs/mapping.md)`;
}
