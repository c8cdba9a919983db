/**
 * The row a byte of a CSV file belongs to, numbered as the reader numbers rows: its record's row as
 * a spreadsheet shows the file (a line break inside a quoted field belongs to the record it is in,
 * so does not start a row), and the physical line where the record starts, as a text editor shows
 * it; a line ends with CRLF, LF or a lone CR. Used on the error path only, so a bad byte is
 * reported at the row a user finds it under. Pure.
 */
import { DELIMITER_CANDIDATES } from './detect-delimiter.js';

const CR = 0x0d;
const LF = 0x0a;
const QUOTE = 0x22;

export interface RecordLineCounter {
  /** Reads the next bytes of the file, in order. */
  push(bytes: Uint8Array): void;
  /** The 1-based line where the record holding the next byte starts. */
  recordLine(): number;
  /** The 1-based row of that record, as a spreadsheet shows the file. */
  recordRow(): number;
}

/**
 * @param plainLines physical lines at the start read without CSV quoting (a `sep=` line and the preamble).
 * @param delimiter the file's delimiter; when unknown, each candidate may end a field.
 */
export function countRecordLines(plainLines: number, delimiter: string | undefined): RecordLineCounter {
  // A delimiter is known by its last UTF-8 byte: a two-byte one (`×`) ends with a byte that ends
  // other characters too, which on this error path may misplace a row, never lose one.
  const delimiters = new Set((delimiter ? [delimiter] : DELIMITER_CANDIDATES).map((d) => Buffer.from(d).at(-1)!));
  let line = 1;
  let recordStart = 1;
  // Line breaks inside quoted fields so far: lines of the file that are no row of their own.
  let quotedBreaks = 0;
  // Those before the current record.
  let breaksBefore = 0;
  let plainLeft = plainLines;
  let quoted = false;
  let fieldStart = true;
  // A quote inside a quoted field: it closes the field unless the next byte is another quote.
  let quoteSeen = false;
  let afterCr = false;

  const endLine = (): void => {
    line++;
    if (plainLeft > 0) plainLeft--;
    if (!quoted) {
      recordStart = line;
      breaksBefore = quotedBreaks;
      fieldStart = true;
    } else quotedBreaks++;
  };

  const push = (bytes: Uint8Array): void => {
    for (const byte of bytes) {
      if (afterCr) {
        afterCr = false;
        if (byte === LF) continue;
      }
      if (quoteSeen) {
        quoteSeen = false;
        if (byte === QUOTE) continue;
        quoted = false;
      }
      if (byte === CR || byte === LF) {
        afterCr = byte === CR;
        endLine();
        continue;
      }
      if (plainLeft > 0) continue;
      if (quoted) {
        if (byte === QUOTE) quoteSeen = true;
        continue;
      }
      if (byte === QUOTE && fieldStart) {
        quoted = true;
        fieldStart = false;
        continue;
      }
      fieldStart = delimiters.has(byte);
    }
  };

  return { push, recordLine: () => recordStart, recordRow: () => recordStart - breaksBefore };
}
