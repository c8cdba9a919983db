/**
 * What a cell's number format says about its value: a date or a percentage. Pure.
 */

/** Drops the parts of a format code that never name a date part or percent: quoted text, [colours], escapes. */
function formatSkeleton(format: string): string {
  return format
    .replace(/"[^"]*"/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\\./g, '')
    .replace(/_./g, '');
}

/** True when the format shows a date or time (`dd.mm.yyyy`, `m/d/yy`, `yyyy-mm-dd hh:mm`). */
export function isDateFormat(format: string | undefined): boolean {
  if (!format) return false;
  return /[ymdhs]/i.test(formatSkeleton(format));
}

/** True when the format shows the value as a percentage (`0%`, `0.00%`). */
export function isPercentFormat(format: string | undefined): boolean {
  if (!format) return false;
  return formatSkeleton(format).includes('%');
}
