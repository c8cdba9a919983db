/**
 * How a table sheet prints. All its columns on one page width shrink a wide table to text about
 * 5 pt tall; so when one page width would print below a readable size, the columns print in
 * groups, a page across each, in their order, with the title columns repeated at the left of the
 * later groups' pages. Every table sheet the tool writes takes its print setup from here.
 */
import type ExcelJS from 'exceljs';
import { columnPx, pagesAcross, printOptions, PRINTABLE_PX } from './print-setup.js';

/** A sheet's 11 pt text printed at this scale is 8 pt, the least a page held at arm's length is read at. */
export const LEAST_READABLE_SCALE = 73;

/** The widest group, in pixels, that still prints at LEAST_READABLE_SCALE on one page width. */
const READABLE_PX = (100 * PRINTABLE_PX) / LEAST_READABLE_SCALE;

export interface SheetPrint {
  options: Pick<ExcelJS.AddWorksheetOptions, 'pageSetup' | 'headerFooter'>;
  /** 0-based index of each column that starts a new page across; none when it fits one page wide. */
  breaks: number[];
}

/**
 * The print setup for columns of these widths (in characters, in sheet order), the header in row 1.
 * `titles`: the 1-based first and last column repeated at the left of every later group's pages.
 * A wide table is cut into the fewest groups that print readable, and among those cuts the one
 * whose widest group is narrowest, so the text is as large as it can be and no group is left
 * with a column or two. `keepWith`: the 1-based last column that prints on the first pages with the
 * titles, so a row and what explains it (a problem's field, value and message) are read on one page;
 * that first group prints smaller than readable rather than part them. Pure.
 * @default keepWith the first column after the titles
 */
export function planSheetPrint(
  widths: readonly number[],
  titles: readonly [number, number],
  keepWith = titles[1] + 1,
): SheetPrint {
  if (widths.length <= titles[1] || scaleOf([widths], titles) >= LEAST_READABLE_SCALE)
    return { options: printOptions(1), breaks: [] };
  const bounds = cutColumns(widths, titles, Math.min(widths.length, Math.max(keepWith, titles[1] + 1)));
  const groups = bounds.slice(1).map((end, index) => widths.slice(bounds[index], end));
  return pagesAcross(groups, titles);
}

const scaleOf = (groups: readonly (readonly number[])[], titles: readonly [number, number]): number =>
  pagesAcross(groups, titles).options.pageSetup?.scale ?? 100;

/**
 * Where the groups start and end (0, each break, the column count). A group is readable, or holds
 * a single column too wide to be (the first: the titles and the columns kept with them, to `first`).
 */
function cutColumns(widths: readonly number[], titles: readonly [number, number], first: number): number[] {
  const px = widths.map(columnPx);
  const before = [0];
  for (const width of px) before.push(before[before.length - 1]! + width);
  const titlePx = before[titles[1]]! - before[titles[0] - 1]!;
  const groupPx = (from: number, to: number) => before[to]! - before[from]! + (from === 0 ? 0 : titlePx);
  const allowed = (from: number, to: number) =>
    groupPx(from, to) <= READABLE_PX || to - from === (from === 0 ? first : 1);
  const n = widths.length;
  // widest[j]: over cuts of the first j columns into as many groups as `starts` has lists, the
  // narrowest widest group; starts[k][j]: where the last group of the best such cut into k + 1 starts.
  let widest = [...before.keys()].map((j) => (j >= first && allowed(0, j) ? groupPx(0, j) : Infinity));
  const starts: number[][] = [before.map(() => 0)];
  while (widest[n] === Infinity) {
    const next = widest.map(() => Infinity);
    const from = widest.map(() => 0);
    for (let j = first + 1; j <= n; j += 1)
      for (let i = first; i < j; i += 1) {
        if (widest[i] === Infinity || !allowed(i, j)) continue;
        const wide = Math.max(widest[i]!, groupPx(i, j));
        if (wide < next[j]!) [next[j], from[j]] = [wide, i];
      }
    widest = next;
    starts.push(from);
  }
  const bounds = [n];
  for (let count = starts.length - 1; count > 0; count -= 1) bounds.unshift(starts[count]![bounds[0]!]!);
  return [0, ...bounds];
}
