/**
 * Lines of the joined layout that belong to no invoice become an invalid invoice of their own,
 * so that no line read is dropped without a word: the problem names the key they carry, or, at a
 * line whose key cannot be read, what its key cell shows.
 */
import type { MappedInvoice } from './mapped-invoice.js';
import { cellText } from '../sheets/sheet-row.js';
import { formatRows, type OrphanLines } from './invoice-group.js';

/** The invalid invoice that reports `orphan`'s lines, at the first of them. */
export function orphanInvoice(
  orphan: OrphanLines,
  keyColumn: string | undefined,
  invoicesSheet: string | undefined,
): MappedInvoice {
  const first = orphan.lines[0]!;
  const message = orphan.key
    ? `expected an invoice with the key ${orphan.key} in sheet ${invoicesSheet ?? ''}; ${orphan.lines.length} line(s) belong to none`
    : `${unkeyedWords(orphan)}; until it is corrected the line names no invoice, and no invoice of the file is posted`;
  const value = orphan.key || (orphan.unkeyed ? cellText(orphan.unkeyed.cell) : '');
  return {
    file: first.file,
    sheet: first.sheet,
    rows: formatRows(orphan.lines.map((l) => l.row)),
    firstRow: first.row,
    draft: { lines: orphan.lines.length },
    invoice: undefined,
    problems: [
      {
        file: first.file,
        sheet: first.sheet,
        row: first.row,
        column: keyColumn,
        value: value || undefined,
        message,
      },
    ],
  };
}

/** What is wrong with the key cell of a line whose key cannot be read: the cell's own reason when it has one. */
function unkeyedWords(orphan: OrphanLines): string {
  const cell = orphan.unkeyed?.cell;
  return cell?.kind === 'unreadable' ? cell.reason : 'expected the invoice key on every line, got nothing';
}
