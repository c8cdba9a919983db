/**
 * The rows a mapping's rules left out, as `validate` and `upload` both print them: named apart from
 * `skipped` (an invoice already created), which is another state. Pure.
 */
import { escapeControlCharacters } from '../terminal/escape-control-characters.js';
import type { SkippedRows } from '../mapping/filter-rows.js';
import type { RunLeftOut } from '../journal/run-left-out.js';
import { LEFT_OUT_WORDS } from '../report/describe-left-out-rows.js';

/** Rows one rule of the mapping skipped (`subtotal`, `heading Vendor`, `column A equals "TOTAL"`). */
export interface SkippedRowCount {
  rule: string;
  rows: number;
}

/** The counts of a read or of a run the journal keeps, in the order the rules first skipped a row. */
export const skippedRowCounts = (skipped: SkippedRows | RunLeftOut): SkippedRowCount[] =>
  [...skipped].map(([rule, left]) => ({ rule, rows: left.rows }));

/** One line with the total, then one line per rule: nothing is left out unsaid. Empty when none. */
export function formatSkippedRows(skipped: readonly SkippedRowCount[]): string {
  if (skipped.length === 0) return '';
  const total = skipped.reduce((sum, s) => sum + s.rows, 0);
  return `  ${LEFT_OUT_WORDS}  ${total}\n${skipped.map((s) => `    ${s.rows}  ${escapeControlCharacters(s.rule)}\n`).join('')}`;
}

/** `upload`'s lines: each file's rows left out, under the file's name when the upload read several. */
export function formatUploadSkips(
  files: readonly { file: string; rules: SkippedRowCount[] }[],
  several: boolean,
): string {
  const text = files
    .map((f) => `${several ? `${escapeControlCharacters(f.file)}\n` : ''}${formatSkippedRows(f.rules)}`)
    .join('');
  return text === '' ? '' : `${text}\n`;
}
