/**
 * How a table sheet prints. All its columns on one page width shrink a wide table to text about
 * 5 pt tall; so when one page width would print below a readable size, the columns print in
 * groups, a page across each, in their order, with the title columns repeated at the left of the
 * later groups' pages. Every table sheet the tool writes takes its print setup from here.
 */
import type ExcelJS from 'exceljs';
import { pagesAcross, printOptions } from './print-setup.js';

/** A sheet's 11 pt text printed at this scale is 8 pt, the least a page held at arm's length is read at. */
export const LEAST_READABLE_SCALE = 73;

export interface SheetPrint {
  options: Pick<ExcelJS.AddWorksheetOptions, 'pageSetup' | 'headerFooter'>;
  /** 0-based index of each column that starts a new page across; none when it fits one page wide. */
  breaks: number[];
}

/**
 * The print setup for columns of these widths (in characters, in sheet order), the header in row 1.
 * `titles`: the 1-based first and last column repeated at the left of every later group's pages. Pure.
 */
export function planSheetPrint(widths: readonly number[], titles: readonly [number, number]): SheetPrint {
  const scaleOf = (groups: readonly (readonly number[])[]): number =>
    pagesAcross(groups, titles).options.pageSetup?.scale ?? 100;
  if (widths.length <= titles[1] || scaleOf([widths]) >= LEAST_READABLE_SCALE)
    return { options: printOptions(1), breaks: [] };
  const groups: number[][] = [[]];
  for (const width of widths) {
    const current = groups[groups.length - 1]!;
    current.push(width);
    // A group keeps at least one column besides the repeated titles, however wide.
    const keep = groups.length === 1 ? titles[1] + 1 : 1;
    if (current.length > keep && scaleOf(groups) < LEAST_READABLE_SCALE) {
      current.pop();
      groups.push([width]);
    }
  }
  return pagesAcross(groups, titles);
}
