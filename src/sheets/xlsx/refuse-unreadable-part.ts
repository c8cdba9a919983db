/**
 * The InputFileError for a part of a workbook the parsers could not read, worded for the user: a
 * parser's own message (`1:40: unexpected close tag`) is kept after the part's name, but a fault of
 * JavaScript inside a parser (`Cannot read properties of undefined`) says nothing to the user and is
 * told as the part not being what the reader expects.
 */
import { InputFileError, type FilePosition } from '../../errors.js';
import { NoStyleSheet } from './read-styles-part.js';

/** The words before what failed: a workbook is refused whole when one part it needs cannot be read. */
const UNREADABLE = 'cannot read the workbook, it may be damaged or cut short';

export function refuseUnreadablePart(where: FilePosition, part: string, error: unknown): InputFileError {
  if (error instanceof InputFileError) return error;
  return new InputFileError(`${UNREADABLE}: ${whatFailed(part, error)}`, where, { cause: error });
}

function whatFailed(part: string, error: unknown): string {
  if (error instanceof TypeError || error instanceof RangeError || error instanceof ReferenceError) {
    return `${part} could not be read: its XML is not laid out as a spreadsheet writer lays out this part`;
  }
  const message = error instanceof Error ? error.message : String(error);
  const detail = message.split('\n')[0]?.trim() || 'unknown error';
  if (error instanceof NoStyleSheet) return `${part} could not be read: ${detail}`;
  return detail.includes(part) ? detail : `${part}: ${detail}`;
}
