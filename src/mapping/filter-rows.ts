/**
 * The rows of a table that are data: rows the mapping's rules say are not (totals, footers) are
 * dropped as the batches stream by, and group heading rows are dropped after their value is
 * carried onto the rows below them. Every dropped row is counted under its rule.
 */
import { cellText, type SheetCell, type SheetRow } from '../sheets/sheet-row.js';
import type { HeadingRule, SkipRule } from './compiled-mapping.js';
import type { ColumnIndex } from './resolve-columns.js';

/** Where a row left out was: its sheet (undefined for CSV) and its 1-based row. */
export interface RowPlace {
  sheet: string | undefined;
  row: number;
}

/** The rows one rule left out: all counted, the first LISTED_PLACES of them by place. */
export interface LeftOutByRule {
  rows: number;
  places: RowPlace[];
}

/** Rows dropped, by the label of the rule that dropped them, in the order the rules first matched. */
export type SkippedRows = Map<string, LeftOutByRule>;

/** Places kept per rule: a report's heading rows can run to thousands, each still counted. */
export const LISTED_PLACES = 10_000;

/** Counts `row` under `label`, keeping its place while the rule has fewer than LISTED_PLACES. */
export function countLeftOut(skipped: SkippedRows | undefined, label: string, row: SheetRow): void {
  if (!skipped) return;
  const rule = skipped.get(label) ?? { rows: 0, places: [] };
  rule.rows += 1;
  if (rule.places.length < LISTED_PLACES) rule.places.push({ sheet: row.sheet, row: row.row });
  skipped.set(label, rule);
}

/**
 * The rule that says `row` is not data: a run of rows a rule with `until` opened first (the run
 * closes on, and takes, the row `until` matches), else the first rule that matches. `open` holds
 * which rules' runs are open, across batches.
 */
function skipRuleOf(
  row: SheetRow,
  rules: readonly SkipRule[],
  indexes: readonly number[],
  open: boolean[],
): SkipRule | undefined {
  const text = (i: number) => (indexes[i]! >= 0 ? cellText(row.cells[indexes[i]!]).trim() : undefined);
  const running = open.indexOf(true);
  if (running >= 0) {
    const cell = text(running);
    if (cell !== undefined && rules[running]!.until!(cell)) open[running] = false;
    return rules[running];
  }
  for (let i = 0; i < rules.length; i++) {
    const cell = text(i);
    if (cell === undefined || !rules[i]!.test(cell)) continue;
    if (rules[i]!.until) open[i] = true;
    return rules[i];
  }
  return undefined;
}

export async function* withoutSkipped(
  batches: AsyncIterable<readonly SheetRow[]>,
  rules: readonly SkipRule[],
  columns: ColumnIndex,
  skipped?: SkippedRows,
): AsyncGenerator<SheetRow[]> {
  const indexes = rules.map((rule) => columns.get(rule.column)?.index ?? -1);
  const open = rules.map(() => false);
  for await (const batch of batches) {
    const kept = batch.filter((row) => {
      const rule = skipRuleOf(row, rules, indexes, open);
      if (rule) countLeftOut(skipped, rule.label, row);
      return rule === undefined;
    });
    if (kept.length > 0) yield kept;
  }
}

/**
 * Drops the heading rows and gives every other row the current heading values as cells at
 * `first`, `first + 1`, ... (one per rule, where the mapping resolved the rules' names). A
 * heading resets the values of the rules listed after it: the groups nested inside it.
 */
export async function* carryHeadings(
  batches: AsyncIterable<readonly SheetRow[]>,
  rules: readonly HeadingRule[],
  columns: ColumnIndex,
  first: number,
  skipped?: SkippedRows,
): AsyncGenerator<SheetRow[]> {
  const indexes = rules.map((rule) => columns.get(rule.column)?.index ?? -1);
  const current: (SheetCell | undefined)[] = rules.map(() => undefined);
  for await (const batch of batches) {
    const kept: SheetRow[] = [];
    for (const row of batch) {
      const heading = headingOf(row, rules, indexes);
      if (heading) {
        current[heading.rule] = { kind: 'text', text: heading.value };
        current.fill(undefined, heading.rule + 1);
        countLeftOut(skipped, rules[heading.rule]!.label, row);
        continue;
      }
      // A copy: a reader may share a row's cells with other rows.
      const cells = row.cells.slice();
      current.forEach((cell, i) => (cells[first + i] = cell ?? { kind: 'empty' }));
      kept.push({ ...row, cells });
    }
    if (kept.length > 0) yield kept;
  }
}

function headingOf(
  row: SheetRow,
  rules: readonly HeadingRule[],
  indexes: readonly number[],
): { rule: number; value: string } | undefined {
  for (let i = 0; i < rules.length; i++) {
    const index = indexes[i]!;
    const value = index >= 0 ? rules[i]!.valueOf(row, index) : undefined;
    if (value !== undefined) return { rule: i, value };
  }
  return undefined;
}

/** Every row with `added` cells at `first`, `first + 1`, ...: values the whole table shares. */
export async function* withCells(
  batches: AsyncIterable<readonly SheetRow[]>,
  added: readonly SheetCell[],
  first: number,
): AsyncGenerator<SheetRow[]> {
  for await (const batch of batches) {
    yield batch.map((row) => {
      const cells = row.cells.slice();
      added.forEach((cell, i) => (cells[first + i] = cell));
      return { ...row, cells };
    });
  }
}
