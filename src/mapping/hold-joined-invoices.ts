/**
 * The joined layout's lines that may belong to an invoice other than the one their key names. A
 * line whose key cannot be read (an error such as `#N/A`, or blank) may be any invoice's: while it
 * stands no invoice of the file is posted, or one would be posted without it. A line whose key
 * differs from an invoice's only as spellings of one number do (case, spaces, leading zeros:
 * foldInvoiceNumber) is most likely that invoice's: that invoice is held.
 */
import { foldInvoiceNumber } from '../invoice/fold-invoice-number.js';
import { cellText, type SheetRow } from '../sheets/sheet-row.js';
import { errorShownBy } from '../sheets/spreadsheet-error-value.js';
import type { ColumnRef } from './compiled-mapping.js';
import { formatRows, type InvoiceGroup, type UnkeyedLine } from './invoice-group.js';
import type { ColumnIndex } from './resolve-columns.js';

/** How `row`'s key reads when it cannot be read: a key cell that is an error (or unreadable), or every key cell blank. */
export function unkeyedLineOf(
  row: SheetRow,
  linesKey: readonly ColumnRef[],
  columns: ColumnIndex,
): Omit<UnkeyedLine, 'line'> | undefined {
  const cells = linesKey.map((ref) => {
    const resolved = columns.get(ref);
    return resolved ? row.cells[resolved.index] : undefined;
  });
  for (const cell of cells) {
    if (cell?.kind !== 'unreadable') continue;
    const error = errorShownBy(cell);
    return { cell, shows: error ? `shows ${error}` : `cannot be read (${cell.reason})` };
  }
  if (cells.every((cell) => cellText(cell).trim() === '')) return { cell: cells[0], shows: 'is blank' };
  return undefined;
}

/** The problem every invoice gets while lines whose key cannot be read stand; undefined when there are none. */
export function unkeyedLinesMessage(unkeyed: readonly UnkeyedLine[]): string | undefined {
  const first = unkeyed[0];
  if (!first) return undefined;
  const sheet = first.line.sheet ?? '';
  const rows = formatRows(unkeyed.map((u) => u.line.row));
  return unkeyed.length === 1
    ? `a line of sheet ${sheet} (row ${rows}) names no invoice: its key cell ${first.shows}; any invoice may be missing it`
    : `${unkeyed.length} lines of sheet ${sheet} (rows ${rows}) name no invoice: the key cell of row ${first.line.row} ${first.shows}; any invoice may be missing them`;
}

/** Holds `group` for lines that may be its own (unkeyedLinesMessage, NearKeys): `message` at its invoice row. */
export function holdForLines(group: InvoiceGroup, message: string): void {
  const { header } = group;
  group.problems.push({ file: header.file, sheet: header.sheet, row: header.row, field: 'InvoiceItems', message });
}

/** The lines' keys by their folded spelling, to find the lines whose key is an invoice's written differently. */
export class NearKeys {
  private readonly byFold = new Map<string, { key: string; rows: number[]; sheet: string | undefined }[]>();

  constructor(byKey: ReadonlyMap<string, readonly SheetRow[]>) {
    for (const [key, lines] of byKey) {
      const folded = foldInvoiceNumber(key);
      const entry = { key, rows: lines.map((line) => line.row), sheet: lines[0]?.sheet };
      const list = this.byFold.get(folded);
      if (list) list.push(entry);
      else this.byFold.set(folded, [entry]);
    }
  }

  /** A problem of `group` (key `key`) for each lines' key that is `key` written differently. */
  addProblems(group: InvoiceGroup, key: string): void {
    const others = this.byFold.get(foldInvoiceNumber(key))?.filter((other) => other.key !== key) ?? [];
    for (const other of others) {
      const [sheet, rows] = [other.sheet ?? '', formatRows(other.rows)];
      const written = `this invoice's key ${key} written differently (case, spaces or leading zeros)`;
      holdForLines(
        group,
        other.rows.length === 1
          ? `a line of sheet ${sheet} (row ${rows}) has the key ${other.key}, which is ${written}: it may be its line; correct its key to post it`
          : `${other.rows.length} lines of sheet ${sheet} (rows ${rows}) have the key ${other.key}, which is ${written}: they may be its lines; correct their key to post it`,
      );
    }
  }
}
