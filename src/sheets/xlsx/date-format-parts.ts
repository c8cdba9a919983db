/**
 * Which parts of a date-time a date format shows: a calendar day (year, month, day), a time of
 * day, and seconds to how many decimals. Pure.
 */

export interface DateFormatParts {
  /** A year (`yyyy`, `yy`, the era year `e` of Japanese formats, the Buddhist `bbbb`). */
  year: boolean;
  /** A month, by number or name (`m`, `mm`, `mmm`, `mmmm`). */
  month: boolean;
  /** A day of the month (`d`, `dd`); `ddd` and `dddd` name the weekday, not the day. */
  dayOfMonth: boolean;
  /** The name of the weekday (`ddd`, `dddd`). */
  weekday: boolean;
  /** Hours, minutes or seconds, elapsed ones (`[h]`) included. */
  time: boolean;
  /** Decimals of the seconds shown (`ss` 0, `ss.000` 3); undefined when no seconds are shown. */
  secondPlaces: number | undefined;
}

/** Elapsed units (`[h]`, `[mm]`) are parts; other brackets ([Red], [$-411], [>=100]) are not. */
const ELAPSED = /^(?:h+|m+|s+)$/i;
/** One part: elapsed units, AM/PM markers, then runs of one date letter (`ss.00` with its decimals). */
const PART = /\[(h+|m+|s+)\]|am\/pm|a\/p|(s+)(?:\.(0+))?|([ydhmegb])\4*/g;

const cache = new Map<string, DateFormatParts>();

/** The parts the first section of `format` (one isDateFormat accepts, or the section that shows a number) shows. */
export function dateFormatParts(format: string): DateFormatParts {
  let parts = cache.get(format);
  if (!parts) {
    parts = readParts(format);
    if (cache.size < 10_000) cache.set(format, parts);
  }
  return parts;
}

function readParts(format: string): DateFormatParts {
  const section = firstSection(
    format
      .replace(/"[^"]*"/g, '')
      .replace(/\\./g, '')
      .replace(/[_*]./g, '')
      .replace(/\[([^\]]*)\]/g, (bracket, inner: string) => (ELAPSED.test(inner) ? bracket : '')),
  ).toLowerCase();
  const letters: { letter: string; run: number; places?: number }[] = [];
  for (const match of section.matchAll(PART)) {
    if (match[1]) letters.push({ letter: match[1][0] === 'm' ? 'minute' : match[1][0]!, run: match[1].length });
    else if (match[2]) letters.push({ letter: 's', run: match[2].length, places: match[3]?.length ?? 0 });
    else if (match[4]) letters.push({ letter: match[4], run: match[0].length });
  }
  const parts: DateFormatParts = {
    year: false,
    month: false,
    dayOfMonth: false,
    weekday: false,
    time: false,
    secondPlaces: undefined,
  };
  letters.forEach(({ letter, places, run }, i) => {
    // Excel's rule: m is minutes right after h or right before s, else the month.
    const minute =
      letter === 'minute' || (letter === 'm' && (letters[i - 1]?.letter === 'h' || letters[i + 1]?.letter === 's'));
    if (minute || letter === 'h') parts.time = true;
    else if (letter === 's') {
      parts.time = true;
      parts.secondPlaces = Math.max(parts.secondPlaces ?? 0, places ?? 0);
    } else if (letter === 'm') parts.month = true;
    else if (letter === 'd') {
      if (run > 2) parts.weekday = true;
      else parts.dayOfMonth = true;
      // `b` alone is a calendar switch (B2 for Hijri); `bb` and `bbbb` are the Buddhist year
    } else if (letter === 'y' || letter === 'e' || (letter === 'b' && run > 1)) parts.year = true;
  });
  return parts;
}

/** True when the format shows a whole calendar day: its year, month and day of the month. */
export function showsWholeDay(parts: DateFormatParts): boolean {
  return parts.year && parts.month && parts.dayOfMonth;
}

/**
 * What a format that shows no whole day shows, and what it leaves out, in words: `a month and a
 * year` without `the day of the month` (`mmm-yy`), `a time` without `a date` (`h:mm`).
 */
export function partialDayWords(parts: DateFormatParts): { shows: string; lacks: string } {
  const shown = [
    parts.weekday && 'a weekday',
    parts.dayOfMonth && 'a day of the month',
    parts.month && 'a month',
    parts.year && 'a year',
    parts.time && 'a time',
  ].filter((word) => word !== false);
  const lacking = [
    !parts.dayOfMonth && 'the day of the month',
    !parts.month && 'the month',
    !parts.year && 'the year',
  ].filter((word) => word !== false);
  return {
    shows: shown.length === 0 ? 'no part of a date' : listWords(shown, 'and'),
    lacks: lacking.length === 3 ? 'a date' : listWords(lacking, 'or'),
  };
}

function listWords(words: string[], joiner: string): string {
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} ${joiner} ${words[words.length - 1]!}`;
}

/** A date is a positive number: the first section of `0;-0;"zero"` is the one that shows it. */
function firstSection(format: string): string {
  const end = format.indexOf(';');
  return end < 0 ? format : format.slice(0, end);
}

/**
 * What a time is rounded to before the format shows it, in ms: to the second, or to the decimals
 * of `ss.000`, when the format shows a time at all; a date alone is not rounded (1 ms, the
 * precision a serial is read to). Never to the minute: `h:mm` shows 23:59:51 as 23:59. This is
 * what spreadsheets show: LibreOffice shows 2024-01-01 23:59:59.568 under `yyyy-mm-dd hh:mm:ss`,
 * and 23:59:59.999 under `hh:mm`, as 2024-01-02 00:00, but 23:59:51 under `hh:mm` as 23:59; and
 * SheetJS's formatter, written to match Excel's output, rounds the fraction of a second for any
 * format with hours, minutes or seconds ("time rounding depends on presence of minute / second /
 * usec fields", ssf eval_fmt), and the seconds to the decimals `ss.0`-`ss.000` show.
 */
export function shownTimeUnitMs(parts: DateFormatParts): number {
  if (!parts.time) return 1;
  return 1000 / 10 ** Math.min(parts.secondPlaces ?? 0, 3);
}
