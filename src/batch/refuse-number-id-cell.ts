/**
 * The id cells of a results workbook (Vendor id, Invoice number, Invoice id, Instance id) are text:
 * the upload writes them so, zeros and all. A number there was made by a program (Excel's "Convert to
 * Number", a CSV round trip), which drops leading zeros: `30000078` recorded for `0030000078` is an
 * instance the finance system does not know, and a vendor id without its zeros another vendor.
 * Refused at its cell, before anything is recorded. The width is never guessed from other rows: ids
 * of one column differ in width (vendor numbers of two systems, instance ids across years), and a
 * wrong guess would be recorded as silently as the lost zeros.
 */
import { InputFileError, type FilePosition } from '../errors.js';

/** The Results headers whose cells the upload writes as text and import-results records as keys. */
export const ID_HEADERS: ReadonlySet<string> = new Set(['Vendor id', 'Invoice number', 'Invoice id', 'Instance id']);

export function refuseNumberIdCell(value: unknown, header: string, position: FilePosition): void {
  if (typeof value !== 'number' || !ID_HEADERS.has(header)) return;
  throw new InputFileError(
    `expected the ${header} as the text the upload wrote, got the number ${value}: a program turned the cell into a number (Excel's "Convert to Number", a CSV round trip), which drops leading zeros; nothing was imported: type the ${header} back as text (an apostrophe first in Excel), as the upload's terminal output or \`invoice-batch journal\` shows it, or import the workbook as the upload wrote it`,
    { ...position, column: header },
  );
}
