/**
 * The bench table: one row per comparison, figure next to its baseline, the ratio, the goal and
 * whether this run meets it. Rendered as a Markdown table, aligned, so it reads in a terminal and
 * pastes into docs/performance.md unchanged. Pure.
 */

export type Verdict = 'meets' | 'MISSES' | 'info' | 'ERROR';

export interface BenchRow {
  /** Row label, e.g. `1a`. */
  id: string;
  measure: string;
  figure: string;
  baseline: string;
  /** e.g. `0.83x`; `-` where nothing is compared. */
  ratio: string;
  goal: string;
  verdict: Verdict;
  note: string;
}

export interface Goal {
  atLeast?: number;
  atMost?: number;
}

/** Whether `value` meets `goal`. */
export function judge(value: number, goal: Goal): Verdict {
  if (goal.atLeast !== undefined && value < goal.atLeast) return 'MISSES';
  if (goal.atMost !== undefined && value > goal.atMost) return 'MISSES';
  return 'meets';
}

const HEADERS = ['#', 'Measure', 'Figure', 'Baseline', 'Ratio', 'Goal', 'Result', 'Note'] as const;

function cellsOf(row: BenchRow): string[] {
  return [row.id, row.measure, row.figure, row.baseline, row.ratio, row.goal, row.verdict, row.note];
}

/** `|`-separated, padded to the widest cell of each column. */
export function renderTable(rows: readonly BenchRow[]): string {
  const lines = [[...HEADERS], ...rows.map(cellsOf)].map((cells) => cells.map((cell) => cell.replace(/\|/g, '/')));
  const widths = HEADERS.map((_, column) => Math.max(...lines.map((cells) => [...(cells[column] ?? '')].length)));
  const render = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd((widths[column] ?? 0) - [...cell].length + cell.length)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  const [header, ...body] = lines;
  return [render(header ?? []), rule, ...body.map(render)].join('\n');
}

/** 12345.6 -> `12,346`. */
export function whole(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** 0.8312 -> `0.83x`. */
export function times(value: number): string {
  return `${value.toFixed(2)}x`;
}

export function megabytes(value: number): string {
  return `${Math.round(value)} MB`;
}

/** A duration given in seconds, to a tenth. */
export function seconds(value: number): string {
  return `${value.toFixed(1)} s`;
}
