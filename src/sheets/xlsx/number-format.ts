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

/** A workbook uses a handful of formats over many cells: each is looked at once. */
const kinds = new Map<string, { date: boolean; percent: boolean }>();

function kindOf(format: string): { date: boolean; percent: boolean } {
  let kind = kinds.get(format);
  if (!kind) {
    const skeleton = formatSkeleton(format);
    kind = { date: /[ymdhs]/i.test(skeleton), percent: skeleton.includes('%') };
    if (kinds.size < 10_000) kinds.set(format, kind);
  }
  return kind;
}

/** True when the format shows a date or time (`dd.mm.yyyy`, `m/d/yy`, `yyyy-mm-dd hh:mm`). */
export function isDateFormat(format: string | undefined): boolean {
  return format ? kindOf(format).date : false;
}

/** True when the format shows the value as a percentage (`0%`, `0.00%`). */
export function isPercentFormat(format: string | undefined): boolean {
  return format ? kindOf(format).percent : false;
}
