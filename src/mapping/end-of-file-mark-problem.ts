/**
 * A CSV whose last line is only a Ctrl-Z (0x1A, the end-of-file mark DOS tools such as `copy /b`
 * write) or NUL bytes (padding a fixed-size writer left) is read as one more invoice whose every
 * value is empty or unreadable. Such a row gets one problem that names the tail and what to do.
 * Pure.
 */
import { columnLetter, type SheetRow } from '../sheets/sheet-row.js';
import type { Problem } from './mapped-invoice.js';
import { plural } from '../invoice/format-count.js';

const TAIL = /^\u001a?\u0000*$/u;

/** The tail's name (`Ctrl-Z (0x1A) and 7 NUL bytes`), or undefined when `text` is no such tail. */
function nameTail(text: string): string | undefined {
  if (text === '' || !TAIL.test(text)) return undefined;
  const nuls = text.length - (text.startsWith('\u001a') ? 1 : 0);
  const parts = [
    ...(text.startsWith('\u001a') ? ['Ctrl-Z (0x1A)'] : []),
    ...(nuls > 0 ? [plural(nuls, 'NUL byte')] : []),
  ];
  return parts.join(' and ');
}

/** `problems` folded into one when `row` is a CSV row holding only such a tail; unchanged otherwise. */
export function foldEndOfFileMarkProblems(problems: readonly Problem[], row: SheetRow): Problem[] {
  if (row.sheet !== undefined || problems.length === 0) return [...problems];
  const filled = row.cells.flatMap((cell, at) =>
    cell.kind === 'text' && cell.text !== '' ? [{ at, text: cell.text }] : [],
  );
  const [only] = filled;
  const named = only && filled.length === 1 ? nameTail(only.text) : undefined;
  if (!only || named === undefined) return [...problems];
  const column = problems.find((p) => p.row === row.row && p.value === only.text)?.column ?? columnLetter(only.at);
  return [
    {
      file: row.file,
      sheet: undefined,
      row: row.row,
      column,
      value: only.text,
      message:
        `this row holds only ${named} after the file's last line, not an invoice: the end-of-file mark ` +
        `old DOS programs write, or padding; delete it from the end of the file (a text editor that shows ` +
        `control characters does), or upload with --partial to post the other invoices`,
    },
  ];
}
