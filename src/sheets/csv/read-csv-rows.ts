/**
 * Streams a CSV file as SheetRows: bytes -> strict text -> preamble dropped -> delimiter found
 * -> csv-parse in array mode (never casting) -> rows numbered by the physical line where each
 * record starts. Empty records are skipped; records may have any number of fields.
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { parse, CsvError, type Options } from 'csv-parse';
import { InputFileError } from '../../errors.js';
import type { SheetCell, SheetRow, TableOptions } from '../sheet-row.js';
import { decodeText } from './decode-text.js';
import { detectDelimiter } from './detect-delimiter.js';
import { skipLines } from './skip-lines.js';

/** Text looked at to guess the delimiter. */
const SAMPLE_CHARS = 64 * 1024;
/** A field longer than this is refused (usually a quote never closed), so memory stays bounded. */
export const MAX_FIELD_CHARS = 16 * 1024 * 1024;
const READ_CHUNK_BYTES = 256 * 1024;

const EMPTY: SheetCell = Object.freeze({ kind: 'empty' });

export interface CsvRowStream {
  rows: AsyncGenerator<SheetRow>;
  release: () => Promise<void>;
}

export function readCsvRows(filePath: string, file: string, options: TableOptions): CsvRowStream {
  const bytes = createReadStream(filePath, { highWaterMark: READ_CHUNK_BYTES });
  let source: Readable | undefined;
  const release = async (): Promise<void> => {
    source?.destroy();
    bytes.destroy();
  };
  const preamble = options.preambleLines ?? 0;
  async function* rows(): AsyncGenerator<SheetRow> {
    const text = skipLines(decodeText(bytes as AsyncIterable<Buffer>, filePath, file, options.encoding), preamble);
    const { delimiter, chunks } = await withDelimiter(text, options.delimiter);
    let line = preamble + 1;
    const parser = parse({
      delimiter,
      columns: false,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      raw: true,
      max_record_size: MAX_FIELD_CHARS,
      // runs as each record is parsed, so `line` is right even when a later record fails
      on_record: ((value: unknown): SheetRow | null => {
        // with raw: true, csv-parse hands over { record, raw }
        const parsed = value as { record: string[]; raw: string };
        const start = line;
        line += linesSpanned(parsed.raw);
        const cells = toCells(parsed.record);
        return cells ? { file, sheet: undefined, row: start, cells } : null;
      }) as Options['on_record'],
    });
    source = Readable.from(chunks);
    source.on('error', (error) => parser.destroy(error));
    source.pipe(parser);
    try {
      yield* parser as AsyncIterable<SheetRow>;
    } catch (error) {
      throw asInputFileError(error, file, line);
    } finally {
      await release();
    }
  }
  return { rows: rows(), release };
}

/** The first chunks of text, long enough to guess the delimiter, put back in front of the rest. */
async function withDelimiter(
  text: AsyncGenerator<string>,
  given: string | undefined,
): Promise<{ delimiter: string; chunks: AsyncGenerator<string> }> {
  if (given) return { delimiter: given, chunks: text };
  const head: string[] = [];
  let length = 0;
  let done = false;
  while (length < SAMPLE_CHARS) {
    const next = await text.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    length += next.value.length;
  }
  const delimiter = detectDelimiter(head.join(''), done);
  async function* all(): AsyncGenerator<string> {
    yield* head;
    if (!done) yield* text;
  }
  return { delimiter, chunks: all() };
}

/** Cells of a record, or undefined when every field is blank (an empty line, or `;;;` from a spreadsheet). */
function toCells(record: string[]): SheetCell[] | undefined {
  let blank = true;
  const cells: SheetCell[] = new Array<SheetCell>(record.length);
  for (let i = 0; i < record.length; i++) {
    const value = record[i] as string;
    if (value === '') {
      cells[i] = EMPTY;
    } else {
      cells[i] = { kind: 'text', text: value };
      if (blank && value.trim() !== '') blank = false;
    }
  }
  return blank ? undefined : cells;
}

/** Physical lines a record covers: its raw text may or may not end with the line break that closes it. */
function linesSpanned(raw: string): number {
  let count = 1;
  let at = raw.indexOf('\n');
  while (at >= 0) {
    if (at < raw.length - 1) count++;
    at = raw.indexOf('\n', at + 1);
  }
  return count;
}

function asInputFileError(error: unknown, file: string, line: number): unknown {
  if (error instanceof InputFileError) return error;
  if (error instanceof CsvError) {
    const position = { file, row: line };
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      return new InputFileError('a quoted field is never closed; expected a closing double quote', position, { cause: error });
    }
    if (error.code === 'CSV_MAX_RECORD_SIZE') {
      return new InputFileError(`a field longer than ${MAX_FIELD_CHARS} characters (is a quote never closed?)`, position, { cause: error });
    }
    return new InputFileError(`cannot parse the CSV: ${error.message}`, position, { cause: error });
  }
  return new InputFileError(`cannot read the file: ${error instanceof Error ? error.message : String(error)}`, { file }, { cause: error });
}
