import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEAST_READABLE_SCALE, planSheetPrint } from '../../src/report/plan-sheet-print.js';
import { pagesAcross } from '../../src/report/print-setup.js';
import { columnLetter } from '../../src/sheets/sheet-row.js';

type Titles = readonly [number, number];

/** The scale one group prints at on its own, its titles at its left when it is not the first. */
function groupScale(widths: readonly number[], titles: Titles, from: number, to: number): number {
  const shown =
    from === 0 ? widths.slice(0, to) : [...widths.slice(titles[0] - 1, titles[1]), ...widths.slice(from, to)];
  return pagesAcross([shown], titles).options.pageSetup!.scale!;
}

/** Every way to cut the columns into groups in order, the first holding the titles and one more column. */
function* cuts(columns: number, least: number): Generator<number[][]> {
  for (let mask = 0; mask < 2 ** (columns - 1); mask += 1) {
    const bounds = [0];
    for (let at = 1; at < columns; at += 1) if (mask & (2 ** (at - 1))) bounds.push(at);
    bounds.push(columns);
    if (bounds[1]! < least) continue;
    yield bounds.slice(1).map((end, index) => [bounds[index]!, end]);
  }
}

/** Readable, or a column that alone with the titles is too wide to be. */
const fits = (widths: readonly number[], titles: Titles, [from, to]: number[], least: number) =>
  groupScale(widths, titles, from!, to!) >= LEAST_READABLE_SCALE || to! - from! === (from === 0 ? least : 1);

/** The fewest groups any cut needs, and the best scale a cut into that many reaches: found by trying every cut. */
function bestCut(widths: readonly number[], titles: Titles, least: number): { groups: number; scale: number } {
  let best = { groups: Infinity, scale: 0 };
  for (const cut of cuts(widths.length, least)) {
    if (!cut.every((group) => fits(widths, titles, group, least))) continue;
    const scale = Math.min(...cut.map(([from, to]) => groupScale(widths, titles, from!, to!)));
    if (cut.length < best.groups || (cut.length === best.groups && scale > best.scale))
      best = { groups: cut.length, scale };
  }
  return best;
}

/** Column widths as the tool's sheets have them: ids and codes, dates, file names, messages, a rare very wide one. */
const sheetWidths = fc.array(
  fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 6, max: 30 }) },
    { weight: 3, arbitrary: fc.integer({ min: 30, max: 70 }) },
    { weight: 1, arbitrary: fc.integer({ min: 70, max: 140 }) },
  ),
  { minLength: 3, maxLength: 12 },
);
const titlesOf = fc.constantFrom<Titles>([1, 1], [1, 2]);
/** Widths, titles, and the last column kept with the titles (as far as one past them, or further). */
const sheets = fc
  .tuple(sheetWidths, titlesOf, fc.nat({ max: 11 }))
  .map(([widths, titles, more]) => ({ widths, titles, keep: Math.min(widths.length, titles[1] + 1 + more) }));

describe('planSheetPrint', () => {
  it('prints every column once, titles on every group, the kept columns with them, readable unless the kept columns or one column alone are too wide, in as few and as even groups as can be', () => {
    fc.assert(
      fc.property(sheets, ({ widths, titles, keep }) => {
        const plan = planSheetPrint(widths, titles, keep);
        const setup = plan.options.pageSetup!;
        const best = bestCut(widths, titles, keep);
        if (best.groups === 1 && groupScale(widths, titles, 0, widths.length) >= LEAST_READABLE_SCALE) {
          expect(plan.breaks).toEqual([]);
          expect(setup).toMatchObject({ fitToPage: true, fitToWidth: 1, printTitlesRow: '1:1' });
          return;
        }
        const bounds = [0, ...plan.breaks, widths.length];
        const groups = bounds.slice(1).map((end, index) => [bounds[index]!, end]);
        // In order, each column in exactly one group, the first holding the titles and the kept columns.
        for (const [from, to] of groups) expect(to!).toBeGreaterThan(from!);
        expect(groups[0]![1]).toBeGreaterThanOrEqual(keep);
        expect(setup.fitToPage).toBe(false);
        expect(setup.printTitlesRow).toBe('1:1');
        expect(setup.printTitlesColumn).toBe(`${columnLetter(titles[0] - 1)}:${columnLetter(titles[1] - 1)}`);
        // No group under 8 pt but one whose single column is too wide for it.
        for (const group of groups) expect(fits(widths, titles, group, keep)).toBe(true);
        expect(groups.length).toBe(best.groups);
        // Even: the narrowest text is as large as any cut into that many groups allows.
        expect(setup.scale).toBe(best.scale);
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['the Problems sheet with a Sheet column', [16, 16, 16, 16, 16, 16, 70, 16]],
    ['the Problems sheet of a CSV', [16, 16, 16, 16, 16, 70, 16]],
    ['the advertiser list', [14, 44]],
    ['the results of a month-end run', [14, 17, 12, 14, 11, 40, 13, 24, 8, 14, 14, 14, 11, 20, 10, 8]],
  ])('prints %s at 8 pt or more', (_, widths) => {
    const plan = planSheetPrint(widths, [1, 1]);
    const setup = plan.options.pageSetup!;
    const scale = setup.fitToPage ? pagesAcross([widths], [1, 1]).options.pageSetup!.scale! : setup.scale!;
    expect(scale).toBeGreaterThanOrEqual(LEAST_READABLE_SCALE);
  });
});
