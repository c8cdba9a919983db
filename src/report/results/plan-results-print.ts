/**
 * How the Results sheet prints. All its columns on one page width shrink a run of many columns to
 * text about 5 pt tall; so when one page width would print below a readable size, the columns
 * print in groups, a page across each, in their order (what a person scans first: outcome, number,
 * amount, currency, message), with Outcome and Invoice number repeated on the later groups' pages.
 */
import type ExcelJS from 'exceljs';
import { pagesAcross, printOptions } from '../print-setup.js';

/** The sheet's 11 pt text printed at this scale is 8 pt, the least a page held at arm's length is read at. */
export const LEAST_READABLE_SCALE = 73;

/** Outcome and Invoice number, 1-based: repeated at the left of every later group's pages. */
const TITLES: readonly [number, number] = [1, 2];

export interface ResultsPrint {
  options: Pick<ExcelJS.AddWorksheetOptions, 'pageSetup' | 'headerFooter'>;
  /** 0-based index of each column that starts a new page across; none when it fits one page wide. */
  breaks: number[];
}

/** The print setup for columns of these widths (in characters, in sheet order). Pure. */
export function planResultsPrint(widths: readonly number[]): ResultsPrint {
  if (widths.length <= TITLES[1] || scaleOf([widths]) >= LEAST_READABLE_SCALE)
    return { options: printOptions(1), breaks: [] };
  const groups: number[][] = [[]];
  for (const width of widths) {
    const current = groups[groups.length - 1]!;
    current.push(width);
    // A group keeps at least one column besides the repeated titles, however wide.
    const keep = groups.length === 1 ? TITLES[1] + 1 : 1;
    if (current.length > keep && scaleOf(groups) < LEAST_READABLE_SCALE) {
      current.pop();
      groups.push([width]);
    }
  }
  return pagesAcross(groups, TITLES);
}

const scaleOf = (groups: readonly (readonly number[])[]): number =>
  pagesAcross(groups, TITLES).options.pageSetup?.scale ?? 100;
