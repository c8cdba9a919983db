/**
 * A row of column numbers under the header: `(1) (2) … (14)`, `1 2 3`, `A B C`, `[a] [b]`, as a tax
 * template prints under its titles to key its instructions to the columns. It numbers the columns,
 * not an invoice: it is left out of the sample, and skipped by a rule on one of its cells that no
 * invoice writes in that column, so that `validate` counts it among the skipped rows. Pure.
 */
import { cellText, type SheetRow } from '../../sheets/sheet-row.js';
import type { SampledTable } from './sampled-table.js';
import type { SkipProposal } from './propose-skip-rules.js';

// One column's number or letter, bare or in brackets, perhaps with a closing dot: `(1)`, `[b]`, `3.`, `C`.
const MARK = /^[([]?\s*(\d{1,3}|[A-Za-z])\s*[)\]]?\.?$/;

/** The ordinal of a mark, letters and digits apart so that a run never mixes them; undefined for no mark. */
function ordinal(text: string): { kind: 'digit' | 'upper' | 'lower'; n: number } | undefined {
  const m = MARK.exec(text.trim());
  if (!m) return undefined;
  const mark = m[1]!;
  if (/\d/.test(mark)) return { kind: 'digit', n: Number(mark) };
  return { kind: mark === mark.toUpperCase() ? 'upper' : 'lower', n: mark.charCodeAt(0) };
}

export interface ColumnNumberRow {
  row: SheetRow;
  skip: SkipProposal;
}

/**
 * The first row below the header when it fills at least three and half the headed columns, each
 * with a mark one past the mark before it (`(1)`, `(2)`, `(3)` …): no invoice counts its columns.
 */
export function findColumnNumberRow(table: SampledTable): ColumnNumberRow | undefined {
  const row = table.rows[0];
  if (!row) return undefined;
  const headed = table.headers.filter((h) => h.trim() !== '').length;
  const filled = row.cells.flatMap((c, index) => (c && c.kind !== 'empty' ? [{ index, text: cellText(c) }] : []));
  if (filled.length < 3 || filled.length * 2 < headed) return undefined;
  const marks = filled.map((f) => ordinal(f.text));
  const runs = marks.every((m, k) => {
    const before = k === 0 ? undefined : marks[k - 1];
    return m !== undefined && (before === undefined || (m.kind === before.kind && m.n === before.n + 1));
  });
  if (!runs) return undefined;
  const at = ruledCell(table, filled);
  if (!at) return undefined;
  const mark = at.text.trim();
  return {
    row,
    skip: {
      name: 'column numbers',
      letter: '',
      column: table.headers[at.index]!,
      equals: [mark],
      why: `a row of column numbers under the header ("${mark}" under "${table.headers[at.index]!}"), not an invoice`,
    },
  };
}

/**
 * The cell the skip rule tests: under a named header, with a mark no invoice in the sample writes
 * there. A running number (`No.`, `R.br.`) counts its first invoice 1 too, so its `1` would skip
 * that invoice; a column whose values are never such marks is preferred, then any that never
 * equals its own mark. Undefined when every column's data holds its mark.
 */
function ruledCell(
  table: SampledTable,
  filled: readonly { index: number; text: string }[],
): { index: number; text: string } | undefined {
  const below = table.rows.slice(1);
  const headed = filled.filter((f) => (table.headers[f.index] ?? '').trim() !== '');
  const dataOf = (index: number) => below.map((r) => cellText(r.cells[index]).trim());
  const never = headed.filter((f) => !dataOf(f.index).includes(f.text.trim()));
  return never.find((f) => dataOf(f.index).every((t) => ordinal(t) === undefined)) ?? never[0];
}
