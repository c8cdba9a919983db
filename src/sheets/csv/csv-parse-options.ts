/** How csv-parse reads every CSV file: never casting, any number of fields, any line ending. */
import type { Options } from 'csv-parse';

/** A field longer than this is refused (usually a quote never closed), so memory stays bounded. */
export const MAX_FIELD_CHARS = 16 * 1024 * 1024;

export function csvOptions(delimiter: string): Options {
  return {
    delimiter,
    columns: false,
    relax_column_count: true,
    relax_quotes: true,
    // An empty line given as a record of one field differs in length from the header, and for each
    // such record csv-parse builds an Error (with its stack) even when relaxed: 20 to 120 µs a
    // line. Skipped by the parser, it costs nothing; the rows keep their line numbers by its count
    // of the empty lines it skipped (its count of lines takes a quoted CRLF for two).
    skip_empty_lines: true,
    // csv-parse would take the first line's ending as the only one and fold every line that ends
    // otherwise into one record (a file edited on two systems lost rows that way): accept all three
    record_delimiter: ['\r\n', '\n', '\r'],
    max_record_size: MAX_FIELD_CHARS,
  };
}
