/**
 * Reads back the source rows of an invoice as the journal records them (`5`, `5-7`, `5, 9, 12`,
 * and for joined layouts `5; Lines: 7-9`), so the annotated copy can find every row of an
 * invoice. Pure.
 */

export interface SheetRows {
  /** The sheet the rows are on; undefined for CSV. */
  sheet: string | undefined;
  rows: number[];
}

/** Row numbers of `5`, `5-7` or `5, 9, 12`; parts that are not rows are ignored. */
export function parseRowList(text: string): number[] {
  const rows: number[] = [];
  for (const part of text.split(',')) {
    const range = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!range) continue;
    const first = Number(range[1]);
    const last = range[2] === undefined ? first : Number(range[2]);
    for (let row = first; row <= last; row++) rows.push(row);
  }
  return rows;
}

/** The rows of an invoice per sheet: its own sheet first, then the lines sheet of a joined layout. */
export function parseSourceRows(sheet: string | undefined, text: string): SheetRows[] {
  const [own = '', ...others] = text.split('; ');
  const result: SheetRows[] = [{ sheet, rows: parseRowList(own) }];
  // The sheet name is everything before the last ': ' (a name cannot hold a colon, a row list cannot either).
  for (const other of others.length > 0 ? [others.join('; ')] : []) {
    const at = other.lastIndexOf(': ');
    if (at < 0) continue;
    result.push({ sheet: other.slice(0, at), rows: parseRowList(other.slice(at + 2)) });
  }
  return result;
}
