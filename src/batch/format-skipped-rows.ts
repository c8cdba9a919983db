/** The rows a mapping's rules skipped, as `validate` and `upload` both print them. Pure. */
import { escapeControlCharacters } from '../terminal/escape-control-characters.js';

/** Rows one rule of the mapping skipped (`subtotal`, `heading Vendor`, `column A equals "TOTAL"`). */
export interface SkippedRowCount {
  rule: string;
  rows: number;
}

/** The counts of a read, in the order the rules first skipped a row. */
export const skippedRowCounts = (skipped: ReadonlyMap<string, number>): SkippedRowCount[] =>
  [...skipped].map(([rule, rows]) => ({ rule, rows }));

/** One line with the total, then one line per rule: nothing is left out unsaid. Empty when none. */
export function formatSkippedRows(skipped: readonly SkippedRowCount[]): string {
  if (skipped.length === 0) return '';
  const total = skipped.reduce((sum, s) => sum + s.rows, 0);
  return `  skipped rows  ${total}\n${skipped.map((s) => `    ${s.rows}  ${escapeControlCharacters(s.rule)}\n`).join('')}`;
}

/** `upload`'s lines: each file's skipped rows, under the file's name when the upload read several. */
export function formatUploadSkips(
  files: readonly { file: string; rules: SkippedRowCount[] }[],
  several: boolean,
): string {
  const text = files
    .map((f) => `${several ? `${escapeControlCharacters(f.file)}\n` : ''}${formatSkippedRows(f.rules)}`)
    .join('');
  return text === '' ? '' : `${text}\n`;
}
