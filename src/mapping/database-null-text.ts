/**
 * Database exports write an empty value as a word: SQL Server Management Studio's "Save results
 * as" and sqlcmd write `NULL`, as do MySQL Workbench and DBeaver's option; PostgreSQL's COPY text
 * and MySQL's SELECT ... INTO OUTFILE write `\N`; exports built on JSON write `null`. Posted as
 * written, a Description read "NULL" and a required field read as filled. Only these whole texts
 * count: `Null` (a surname, a company) and "Null Ltd" are names. Pure.
 */
import type { SheetCell } from '../sheets/sheet-row.js';
import type { CellReading, Step } from './compiled-mapping.js';

/** A whole cell of one marker, spaces around it as a fixed-width export pads it; tested without copying the text. */
const NULL_MARKER = /^\s*(?:NULL|null|\\N)\s*$/;

/** True when a `map` step of the field already says what the text reads as. */
function mappedByStep(text: string, steps: readonly Step[]): boolean {
  return steps.some((step) => step.kind === 'map' && step.table.has(text.toLowerCase()));
}

/**
 * What a cell reading a database's empty value is: `empty` where the mapping lists it in
 * `source.nullText`, the problem's message where it does not, undefined for any other cell.
 */
export function readNullCell(
  cell: SheetCell,
  steps: readonly Step[],
  reading: Pick<CellReading, 'nullTexts'> | undefined,
): 'empty' | { message: string } | undefined {
  if (cell.kind !== 'text') return undefined;
  // Every cell of every column passes here: the text is trimmed only where the mapping lists texts or a marker is found.
  const listed = reading !== undefined && reading.nullTexts.size > 0;
  if (!listed && !NULL_MARKER.test(cell.text)) return undefined;
  const text = cell.text.trim();
  if (listed && reading.nullTexts.has(text)) return 'empty';
  if (!NULL_MARKER.test(text) || mappedByStep(text, steps)) return undefined;
  return {
    message: `reads ${text}, the empty value a database export writes: leave the cell empty, or add source.nullText: ["${text.replace(/\\/g, '\\\\')}"] to the mapping to read such cells as empty`,
  };
}
