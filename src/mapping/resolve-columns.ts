/**
 * Finds the columns a mapping names in the header row of an opened table: by header text,
 * ignoring case and spaces, or by column letter. A missing column, a header written over several
 * columns and a hidden column stop the file: each could post a value the sheet does not show.
 */
import { closest } from '../config-file/find-close-names.js';
import { InputFileError } from '../errors.js';
import { columnLetter, columnNumber, type OpenTable } from '../sheets/sheet-row.js';
import { findOtherDelimiter } from '../sheets/csv/find-other-delimiter.js';
import { describeRef, type ColumnRef, type HiddenColumns } from './compiled-mapping.js';
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

/** Where `table`'s header row is, for the messages of resolveColumns. */
export function whereOf(table: OpenTable) {
  return { file: table.file, sheet: table.sheet, headerRow: table.headerRow };
}

/** The columns of the sheet the user does not see, and whether the mapping may read them. */
export interface HiddenSheetColumns {
  /** 0-based indexes of the file's hidden columns. */
  hidden: ReadonlySet<number>;
  /** `read` reads a hidden column; `problem` stops the file at the first the mapping names. */
  rule: HiddenColumns;
}

/**
 * Resolves `refs` against `headers`. Throws an InputFileError naming the first missing column,
 * where the mapping names it, and the headers found; a header the file writes over several
 * columns, which one of them the mapping means is not known; or, unless `hidden.rule` is `read`,
 * a column hidden in the sheet, whose values nobody checking the sheet saw.
 */
export function resolveColumns(
  refs: readonly ColumnRef[],
  headers: readonly string[],
  where: {
    file: string;
    sheet: string | undefined;
    headerRow: number;
    sheetsWithHeaders?: readonly string[] | undefined;
  },
  hidden: HiddenSheetColumns = { hidden: new Set(), rule: 'read' },
): ColumnIndex {
  const byKey = new Map<string, number[]>();
  headers.forEach((header, index) => {
    const key = headerKey(header);
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), index]);
  });
  const out = new Map<ColumnRef, ResolvedColumn>();
  for (const ref of refs) {
    let index: number | undefined;
    if (ref.header !== undefined) {
      const found = byKey.get(headerKey(ref.header)) ?? [];
      if (found.length > 1) throw repeatedHeader(ref, found, hidden.hidden, where);
      index = found[0];
    } else if (ref.letter !== undefined) index = columnNumber(ref.letter) - 1;
    if (index === undefined) {
      // `Wahrung` for `Währung`, `Invoice No` for `Invoice No.`: the header the user most likely meant, first.
      const near =
        ref.header === undefined ? undefined : closest(ref.header.trim(), headers.map((h) => h.trim()).filter(Boolean));
      const hint = near === undefined ? '' : ` (did you mean "${near}"?)`;
      throw new InputFileError(
        `${namedColumn(ref)} named by the mapping (${ref.at}) is not in the header row ${where.headerRow}${hint}; headers found: ${listHeaders(headers)}${otherSheetHint(where.sheetsWithHeaders ?? [])}${otherDelimiterHint(ref, headers)}`,
        { file: where.file, sheet: where.sheet },
      );
    }
    const header = headers[index]?.trim();
    if (hidden.rule === 'problem' && hidden.hidden.has(index)) {
      throw new InputFileError(
        `${namedColumn(ref)} named by the mapping (${ref.at}) is column ${columnLetter(index)}, hidden in the sheet: ` +
          'its values are not what the sheet shows; unhide it to read it, or set hiddenColumns: read in the mapping',
        { file: where.file, sheet: where.sheet },
      );
    }
    out.set(ref, { index, name: header ? header : columnLetter(index) });
  }
  return out;
}

/**
 * A CSV separated by a character the reader does not detect (`~`) is read as one column: when that
 * one header, split at the character it repeats, holds the missing one, the setting that reads it.
 */
function otherDelimiterHint(ref: ColumnRef, headers: readonly string[]): string {
  const named = headers.filter((header) => header.trim() !== '');
  if (named.length !== 1 || ref.header === undefined) return '';
  const delimiter = findOtherDelimiter(named[0]!);
  if (delimiter === undefined) return '';
  const wanted = headerKey(ref.header);
  if (!named[0]!.split(delimiter).some((part) => headerKey(part) === wanted)) return '';
  const written = JSON.stringify(delimiter);
  return `; the header row is one field that ${written} separates: to read the file split at it, set delimiter: ${written} under source in the mapping`;
}

/** The other sheet whose header row has the mapping's headers, and the setting that reads it. */
function otherSheetHint(sheets: readonly string[]): string {
  if (sheets.length === 0) return '';
  const setting = (sheet: string) => `sheet: ${/^[A-Za-z][\w.-]*$/.test(sheet) ? sheet : JSON.stringify(sheet)}`;
  if (sheets.length === 1)
    return `; sheet "${sheets[0]}" has the mapping's headers: to read it, set ${setting(sheets[0]!)} under source in the mapping`;
  // Apple Numbers writes each table of a sheet as a sheet of its own: all of them may be the month's.
  const names = sheets.map((sheet) => `"${sheet}"`).join(', ');
  return `; sheets ${names} all have the mapping's headers: a run reads one, so set ${sheets.map(setting).join(' or ')} under source in the mapping and run once per sheet`;
}

/** Two columns under one header: reading either could post a value the user did not mean, e.g. an old amount kept beside the new. */
function repeatedHeader(
  ref: ColumnRef,
  indexes: readonly number[],
  hidden: ReadonlySet<number>,
  where: { file: string; sheet: string | undefined; headerRow: number },
): InputFileError {
  const named = indexes.map((i) => `${columnLetter(i)}${hidden.has(i) ? ' (hidden)' : ''}`);
  const shown = indexes.filter((i) => !hidden.has(i));
  const example = columnLetter(shown.at(-1) ?? indexes.at(-1)!);
  return new InputFileError(
    `${namedColumn(ref)} named by the mapping (${ref.at}) is the header of ${indexes.length} columns of row ${where.headerRow}: ` +
      `${named.slice(0, -1).join(', ')} and ${named.at(-1)!}; name the one to read by its letter (e.g. { letter: ${example} }), ` +
      'or give the others another header',
    { file: where.file, sheet: where.sheet },
  );
}

/** A column as a message names it: `column "Gross"` by its header, `column I` by its letter (not `column column I`). */
function namedColumn(ref: ColumnRef): string {
  return ref.header !== undefined ? `column ${describeRef(ref)}` : describeRef(ref);
}
