/**
 * Keeps the Results sheet's totals with its last invoices on paper. A sheet has no "keep with next",
 * and the renderer breaks pages where the rows run out: the totals, or the last invoice and the
 * totals, printed on a page of their own. So the page breaks are estimated as rows are written, and
 * when one falls among the last rows or the totals, a manual break puts the last LEAST_KEPT_ROWS
 * invoices on the totals' page; the scale, and so the text size, is left as it is.
 */
import type ExcelJS from 'exceljs';
import { LINE_HEIGHT } from '../fit-row-height.js';

/** Invoices printed with the totals, at the least: a reader sees which rows they close. */
export const LEAST_KEPT_ROWS = 3;

/**
 * Page heights in points of the two papers a workbook prints on when it names none (Letter, A4),
 * landscape; each is tried, as is each a row's height more or less, for a renderer's own rounding.
 */
const PAPER_HEIGHTS = [8.5 * 72, 8.27 * 72];
const ROUNDING = [0.97, 1, 1.03];

/** exceljs's margins for a sheet whose setup gives none, in inches. */
const DEFAULT_MARGINS = { top: 0.75, bottom: 0.75 };

/** Where printed pages start, row by row, on one paper at one rounding. */
interface PageRun {
  /** Height in points a page holds below its repeated header row. */
  room: number;
  used: number;
  /** Row number that starts the last page. */
  lastStart: number;
}

export class TotalsPageFit {
  readonly #runs: PageRun[];
  /** Row numbers of the last LEAST_KEPT_ROWS invoices, oldest first. */
  readonly #lastInvoices: number[] = [];

  /** `setup`: the sheet's; `scale`: the percent it prints at (estimated when it fits one page wide). */
  constructor(setup: Partial<ExcelJS.PageSetup> | undefined, scale: number) {
    const margins = { ...DEFAULT_MARGINS, ...setup?.margins };
    this.#runs = PAPER_HEIGHTS.flatMap((paper) =>
      ROUNDING.map((rounding) => ({
        room: ((paper - (margins.top + margins.bottom) * 72) * 100) / scale / rounding - LINE_HEIGHT,
        used: 0,
        lastStart: 0,
      })),
    );
  }

  /** A row written below the header: `invoice` when it is one (not a blank or a total). */
  add(number: number, height: number | undefined, invoice: boolean): void {
    const tall = height ?? LINE_HEIGHT;
    for (const run of this.#runs) {
      if (run.used > 0 && run.used + tall > run.room) [run.used, run.lastStart] = [0, number];
      run.used += tall;
    }
    if (!invoice) return;
    this.#lastInvoices.push(number);
    if (this.#lastInvoices.length > LEAST_KEPT_ROWS) this.#lastInvoices.shift();
  }

  /**
   * The row after which a manual break keeps the last invoices with the totals; none when every
   * estimate starts no page among them (or the sheet has too few invoices to part).
   */
  breakAfter(): number | undefined {
    const first = this.#lastInvoices[0];
    if (first === undefined || first <= 2) return undefined;
    return this.#runs.some((run) => run.lastStart > first) ? first - 1 : undefined;
  }
}

/** Adds the break `fit` asks for to a sheet of exceljs's streaming writer, written when the sheet commits. */
export function keepTotalsWithRows(sheet: ExcelJS.Worksheet, fit: TotalsPageFit): void {
  const after = fit.breakAfter();
  // The streaming writer's sheet keeps the list its row.addPageBreak fills, unlike the typings say.
  const breaks = (sheet as unknown as { rowBreaks: ExcelJS.RowBreak[] }).rowBreaks;
  if (after !== undefined) breaks.push({ id: after, max: 16383, min: 0, man: 1 });
}
