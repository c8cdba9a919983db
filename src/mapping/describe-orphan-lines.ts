/**
 * Lines of the joined layout that belong to no invoice become an invalid invoice of their own,
 * so that no line read is dropped without a word: the problem names the key they carry, or says
 * they carry none.
 */
import type { MappedInvoice } from './mapped-invoice.js';
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
    : `expected the invoice key on every line, got nothing on ${orphan.lines.length} line(s)`;
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
        value: orphan.key || undefined,
        message,
      },
    ],
  };
}
