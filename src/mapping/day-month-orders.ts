/**
 * A list of date formats that holds both day-month orders (MM/DD/YYYY and DD/MM/YYYY) refuses a
 * text such as 01/02/2025 as ambiguous and reads 13/02/2025 by the one order that fits: a file in
 * one order has some of its dates refused. `mapping check` warns of such a list. Pure.
 */
import { ambiguousDate, compileDateFormat, parseDateText, type DateFormat } from './parse-date-text.js';

/** `pattern` with numeric month and day at one width and swapped; month names (MMM) are left alone. */
export function swapped(pattern: string): string {
  return pattern.replace(/M{3,}|M{1,2}|D{1,2}/g, (token) =>
    token.length >= 3 ? token : token.startsWith('M') ? 'DD' : 'MM',
  );
}

function widened(pattern: string): string {
  return pattern.replace(/M{3,}|M{1,2}|D{1,2}/g, (token) =>
    token.length >= 3 ? token : token.startsWith('M') ? 'MM' : 'DD',
  );
}

/** The pairs of `patterns` that read the same text in the two day-month orders. */
export function dayMonthOrderPairs(patterns: readonly string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < patterns.length; i++)
    for (let j = i + 1; j < patterns.length; j++) {
      const a = patterns[i]!;
      const b = patterns[j]!;
      if (!/(^|[^M])M{1,2}(?!M)/.test(a) || !/D/.test(a)) continue;
      if (swapped(a) === widened(b) && widened(a) !== widened(b)) pairs.push([a, b]);
    }
  return pairs;
}

/** `pattern` written for the day `day` of April 2024: `DD/MM/YYYY` gives `13/04/2024`. */
function writtenAs(pattern: string, day: number): string {
  const parts: Record<string, string> = {
    YYYY: '2024',
    YY: '24',
    MM: '04',
    M: '4',
    DD: String(day).padStart(2, '0'),
    D: String(day),
  };
  return pattern.replace(/YYYY|YY|MM|M|DD|D/g, (token) => parts[token]!);
}

/**
 * The warning for a list of formats at `where` (e.g. `source.dateFormats`), one per pair. Its
 * examples are read by upload's own rule (parseDateText, ambiguousDate), so it says what upload does.
 */
export function dayMonthOrderWarnings(patterns: readonly string[], where: string): string[] {
  const formats = patterns.map(compileDateFormat).filter((format): format is DateFormat => typeof format !== 'string');
  return dayMonthOrderPairs(patterns).map(([first, second]) => {
    const both = writtenAs(first, 3);
    const one = writtenAs(first, 13);
    const reader = formats.filter((format) => parseDateText(one, [format]) !== undefined);
    const refused = ambiguousDate(both, formats) !== undefined;
    const read = reader.length === 1 && parseDateText(one, formats) !== undefined;
    const examples =
      refused && read
        ? `a date both read as different days, such as "${both}", is refused as ambiguous, and one only ${reader[0]!.pattern} reads, such as "${one}", is read by it`
        : 'a date both read as different days is refused as ambiguous, and one only one of them reads is read by it';
    return `${where} lists both day-month orders, ${first} and ${second}: ${examples}, so a file written in one order has some dates refused; list only the order the file writes`;
  });
}
