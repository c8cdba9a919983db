/**
 * A report's subtotal and total rows carry no running number: where a column counts the rows
 * 1, 2, 3 ... (`ลำดับที่`, `STT`, `No.`) and each row it leaves blank holds a total's label
 * (`รวมเดือน มกราคม 2567`, `Total March`, `Cộng`), those rows are skipped by the blank number,
 * whatever month or name the label carries. A blank number on a row with no total label (an
 * invoice's second line) is no total: then no rule. Pure.
 */
import { cellText, type SheetRow } from '../../sheets/sheet-row.js';
import { totalRowWords } from './header-words/total-words.js';
import { headerKey } from './match-headers.js';
import type { SampledTable } from './sampled-table.js';
import { totalsRule } from './find-totals-rows.js';
import { isTotalLabel } from './sample-values.js';
import type { SkipProposal } from './propose-skip-rules.js';

export interface UnnumberedRows {
  index: number;
  header: string;
  rows: ReadonlySet<SheetRow>;
}

const TOTAL_KEYS = new Set(totalRowWords().map(headerKey));

const filledCells = (row: SheetRow) => row.cells.filter((c) => c && c.kind !== 'empty');
/**
 * A total's label: a total word as its first word (`Total March 2024`, `Cộng tháng 3`), or, in a
 * script written without spaces, at its start (`รวมเดือน มกราคม`).
 */
const startsWithTotal = (text: string) => {
  const key = headerKey(text);
  if (key === '') return false;
  if (TOTAL_KEYS.has(key) || TOTAL_KEYS.has(headerKey(text.trim().split(/\s+/)[0]!))) return true;
  return (
    !/\p{Script=Latin}|\p{Script=Cyrillic}|\p{Script=Greek}/u.test(text) &&
    [...TOTAL_KEYS].some((k) => key.startsWith(k))
  );
};

/** True when the column's filled values count the rows: 1, 2, 3 ..., each one more than the one before, or 1 again. */
function countsRows(texts: readonly string[]): boolean {
  if (texts.length < 3 || texts[0] !== '1') return false;
  return texts.every((t, i) => /^\d{1,6}$/.test(t) && (i === 0 || t === '1' || Number(t) === Number(texts[i - 1]) + 1));
}

export function findUnnumberedRows(table: SampledTable): UnnumberedRows | undefined {
  const rows = table.rows.filter((r) => filledCells(r).length >= 2);
  for (const [index, header] of table.headers.entries()) {
    if (header.trim() === '') continue;
    const numbered = rows.filter((r) => cellText(r.cells[index]).trim() !== '');
    const blank = rows.filter((r) => cellText(r.cells[index]).trim() === '');
    if (blank.length === 0 || !countsRows(numbered.map((r) => cellText(r.cells[index]).trim()))) continue;
    if (blank.every((r) => filledCells(r).some((c) => startsWithTotal(cellText(c)))))
      return { index, header, rows: new Set(blank) };
  }
  return undefined;
}

/** The skip rule of rows without a running number. */
export function unnumberedSkipRule(found: UnnumberedRows): SkipProposal {
  return {
    name: 'subtotal or total',
    letter: '',
    column: found.header,
    blank: true,
    why: `${found.rows.size} rows in the sample have no number in "${found.header}", each a total's label`,
  };
}

export interface TotalRows {
  /** A totals row by its label. */
  skipRule?: { header: string; label: string } | undefined;
  /** Subtotal rows without a running number, where no one label names them all. */
  unnumbered?: UnnumberedRows | undefined;
  isData: (row: SheetRow) => boolean;
}

/** The totals rows of a plain table: by the label of one, and by a blank running number where the labels vary. */
export function findTotalRows(main: SampledTable): TotalRows {
  // A long report's totals row stands at its end, past the sample: read from the table's last rows.
  const totals = totalsRule(main) ?? (main.tail ? totalsRule({ ...main, rows: [...main.tail] }) : undefined);
  const isTotal = (r: SheetRow, rule = totals) => {
    const label = rule && cellText(r.cells[main.headers.indexOf(rule.header)]).trim();
    return Boolean(rule && (isTotalLabel(label || '') || label === rule.label));
  };
  const found = findUnnumberedRows(main);
  const unnumbered = found && [...found.rows].some((r) => !isTotal(r)) ? found : undefined;
  const skipRule = unnumbered
    ? totalsRule({ ...main, rows: main.rows.filter((r) => !unnumbered.rows.has(r)) })
    : totals;
  return { skipRule, unnumbered, isData: (r) => !unnumbered?.rows.has(r) && !isTotal(r, skipRule) };
}
