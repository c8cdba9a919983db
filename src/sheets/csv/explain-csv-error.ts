/** What went wrong reading a CSV file, as an InputFileError at the row where it happened. */
import { CsvError } from 'csv-parse';
import { InputFileError, csvRowPosition } from '../../errors.js';
import { MAX_FIELD_CHARS } from './csv-parse-options.js';

/** `row` as a spreadsheet shows the file, `line` where the record starts in it. */
export function asInputFileError(error: unknown, file: string, row: number, line: number): unknown {
  if (error instanceof InputFileError) return error;
  if (error instanceof CsvError) {
    const position = { file, ...csvRowPosition(row, line) };
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      return new InputFileError('a quoted field is never closed; expected a closing double quote', position, {
        cause: error,
      });
    }
    if (error.code === 'CSV_MAX_RECORD_SIZE') {
      return new InputFileError(
        `a field longer than ${MAX_FIELD_CHARS} characters (is a quote never closed?)`,
        position,
        { cause: error },
      );
    }
    return new InputFileError(`cannot parse the CSV: ${error.message}`, position, { cause: error });
  }
  return new InputFileError(
    `cannot read the file: ${error instanceof Error ? error.message : String(error)}`,
    { file },
    { cause: error },
  );
}
