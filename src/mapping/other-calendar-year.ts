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
 * is refused. Latin-digit dates are not affected.
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
  if (script === 'Latin') return undefined;
  const calendar = CALENDARS[script];
  if (twoDigits)
    return `a two-digit year in ${script} digits may be one of ${calendar}: write the date in the Gregorian calendar with a four-digit year`;
  if (year > thisYear + 1)
    return `year ${year} in ${script} digits is later than next year and may be one of ${calendar}: write the date in the Gregorian calendar`;
  return undefined;
}
