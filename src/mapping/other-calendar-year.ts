/**
 * Dates written in Devanagari, Arabic-Indic or Persian digits that may be of another calendar than
 * the Gregorian one. Pure, but for reading this year from the clock.
 *
 * Why: the scripts are those of the calendars. Nepal writes Bikram Sambat (about 56.7 years ahead
 * of AD: BS 2081 is AD 2024) in Devanagari digits; Arabic-Indic and Persian digits write Hijri
 * (1445 AH) and Solar Hijri (about 621 years behind AD: 1403) dates. Such a date read as Gregorian
 * is a day decades away, posted without a word. So a date in those digits is read only with a
 * four-digit Gregorian year no later than next year: later ones are where Bikram Sambat years fall
 * (and no invoice is dated there), Hijri years are refused in every script (1000-1599), and a
 * two-digit year says nothing of its calendar (Hijri 45, Solar Hijri 03 or Gregorian 2045), so it
 * is refused.
 *
 * The same holds for the year in Latin digits: LibreOffice and Windows in th-TH write the Thai
 * solar (Buddhist era) year, 543 years ahead (`31/01/2567` is 31 January 2024), and Nepali
 * software writes Bikram Sambat years in Latin digits too. But Latin digits also write real days
 * ahead (a service period, an event billed in advance, a contract's end), so a Latin year is
 * refused only when it is more than `FUTURE_YEARS` ahead: Bikram Sambat years of days since 1990
 * (BS 2047 on) and every Thai solar year of this century lie beyond that. A two-digit Latin year
 * stays Gregorian (`31/01/24`): no writer of these calendars was found to shorten it.
 */

export type DigitScript = 'Latin' | 'Arabic-Indic' | 'Persian' | 'Devanagari';

const ZEROS: readonly [DigitScript, number][] = [
  ['Arabic-Indic', 0x660],
  ['Persian', 0x6f0],
  ['Devanagari', 0x966],
];

/** The script of the first non-Latin digit of `text`, else Latin. */
export function digitScriptOf(text: string): DigitScript {
  for (const char of text) {
    const code = char.charCodeAt(0);
    const found = ZEROS.find(([, zero]) => code >= zero && code <= zero + 9);
    if (found) return found[0];
  }
  return 'Latin';
}

const CALENDARS: Record<Exclude<DigitScript, 'Latin'>, string> = {
  Devanagari: 'the Bikram Sambat (Nepali) calendar',
  'Arabic-Indic': 'the Hijri calendar (Islamic, or Persian solar)',
  Persian: 'the Hijri calendar (Persian solar, or Islamic)',
};

/**
 * Why a date in `script` digits with this year may be of another calendar, or undefined when it
 * reads as Gregorian. `twoDigits` is set when the year was written YY.
 */
export function otherCalendarYear(
  script: DigitScript,
  year: number,
  twoDigits: boolean,
  thisYear = new Date().getUTCFullYear(),
): string | undefined {
  if (script === 'Latin') return twoDigits ? undefined : latinEraYear(year, thisYear);
  const calendar = CALENDARS[script];
  if (twoDigits)
    return `a two-digit year in ${script} digits may be one of ${calendar}: write the date in the Gregorian calendar with a four-digit year`;
  if (year > thisYear + 1)
    return `year ${year} in ${script} digits is later than next year and may be one of ${calendar}: write the date in the Gregorian calendar`;
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
