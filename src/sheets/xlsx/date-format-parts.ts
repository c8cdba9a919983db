/**
 * Which parts of a date-time a date format shows: a calendar day (year, month, day), a time of
 * day, and seconds to how many decimals. Pure.
 */

export interface DateFormatParts {
  /** A year, month or day (`yyyy`, `mmm`, `d`, the eras `ge` of Japanese formats): the cell shows a day. */
  day: boolean;
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

/** The parts the first section of `format` (one isDateFormat accepts) shows. */
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
  const letters: { letter: string; places?: number }[] = [];
  for (const match of section.matchAll(PART)) {
    if (match[1]) letters.push({ letter: match[1][0] === 'm' ? 'minute' : match[1][0]! });
    else if (match[2]) letters.push({ letter: 's', places: match[3]?.length ?? 0 });
    else if (match[4]) letters.push({ letter: match[4] });
  }
  let day = false;
  let time = false;
  let secondPlaces: number | undefined;
  letters.forEach(({ letter, places }, i) => {
    // Excel's rule: m is minutes right after h or right before s, else the month.
    const minute =
      letter === 'minute' || (letter === 'm' && (letters[i - 1]?.letter === 'h' || letters[i + 1]?.letter === 's'));
    if (minute || letter === 'h') time = true;
    else if (letter === 's') {
      time = true;
      secondPlaces = Math.max(secondPlaces ?? 0, places ?? 0);
    } else day = true;
  });
  return { day, time, secondPlaces };
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
