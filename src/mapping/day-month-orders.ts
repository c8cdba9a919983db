/**
 * A list of date formats that holds both day-month orders (MM/DD/YYYY and DD/MM/YYYY) reads a
 * text such as 01/02/2025 by whichever comes first, and 13/02/2025 by the other: two orders in one
 * column, with nothing said. `mapping check` warns of such a list. Pure.
 */

/** `pattern` with numeric month and day at one width and swapped; month names (MMM) are left alone. */
function swapped(pattern: string): string {
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

/** The warning for a list of formats at `where` (e.g. `source.dateFormats`), one per pair. */
export function dayMonthOrderWarnings(patterns: readonly string[], where: string): string[] {
  return dayMonthOrderPairs(patterns).map(
    ([first, second]) =>
      `${where} lists both day-month orders, ${first} and ${second}: a date such as 01/02 reads by ${first}, the first that fits, and 13/02 by ${second}, so one column can mix the two orders; list only the order the file writes`,
  );
}
