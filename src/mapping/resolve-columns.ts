/**
 * Finds the columns a mapping names in the header row of an opened table: by header text,
 * ignoring case and spaces, or by column letter. A missing column stops the file.
 */
import { closest } from '../config-file/find-close-names.js';
import { InputFileError } from '../errors.js';
import { columnLetter, columnNumber } from '../sheets/sheet-row.js';
import { describeRef, type ColumnRef } from './compiled-mapping.js';
import { quoteValue } from '../errors.js';

export interface ResolvedColumn {
  /** 0-based index into `SheetRow.cells`. */
  index: number;
  /** The header as the file writes it (or the letter where the header is blank), for problems. */
  name: string;
}

export type ColumnIndex = ReadonlyMap<ColumnRef, ResolvedColumn>;

/** Zero-width characters that copy-pasted headers carry and nobody sees. */
const INVISIBLE = /[\s\u200B-\u200D\u2060\u00AD]+/g;

/**
 * Case- and space-insensitive form of a header, in one Unicode form: "Währung" typed with a
 * composed ä and written by a Mac export as a + combining diaeresis look the same and match.
 */
export function headerKey(text: string): string {
  return text.replace(INVISIBLE, '').normalize('NFC').toLowerCase();
}

function listHeaders(headers: readonly string[]): string {
  const named = headers.map((h, i) => (h.trim() ? quoteValue(h, 60) : `${columnLetter(i)} (blank)`));
  const shown = named.slice(0, 40).join(', ');
  return named.length > 40 ? `${shown} and ${named.length - 40} more` : shown || 'none';
}

/**
 * Resolves `refs` against `headers`. Throws an InputFileError naming the first missing column,
 * where the mapping names it, and the headers found.
 */
export function resolveColumns(
  refs: readonly ColumnRef[],
  headers: readonly string[],
  where: { file: string; sheet: string | undefined; headerRow: number },
): ColumnIndex {
  const byKey = new Map<string, number>();
  headers.forEach((header, index) => {
    const key = headerKey(header);
    // The first of two equal headers wins, as a reader scanning left to right expects.
    if (key && !byKey.has(key)) byKey.set(key, index);
  });
  const out = new Map<ColumnRef, ResolvedColumn>();
  for (const ref of refs) {
    let index: number | undefined;
    if (ref.header !== undefined) index = byKey.get(headerKey(ref.header));
    else if (ref.letter !== undefined) index = columnNumber(ref.letter) - 1;
    if (index === undefined) {
      // `Wahrung` for `Währung`, `Invoice No` for `Invoice No.`: the header the user most likely meant, first.
      const near =
        ref.header === undefined ? undefined : closest(ref.header.trim(), headers.map((h) => h.trim()).filter(Boolean));
      const hint = near === undefined ? '' : ` (did you mean "${near}"?)`;
      throw new InputFileError(
        `column ${describeRef(ref)} named by the mapping (${ref.at}) is not in the header row ${where.headerRow}${hint}; headers found: ${listHeaders(headers)}`,
        { file: where.file, sheet: where.sheet },
      );
    }
    const header = headers[index]?.trim();
    out.set(ref, { index, name: header ? header : columnLetter(index) });
  }
  return out;
}
