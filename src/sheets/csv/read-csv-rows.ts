/**
 * Streams a CSV file as SheetRows: bytes -> checked UTF-8 -> Excel's `sep=` line read -> preamble
 * dropped -> delimiter found -> csv-parse in array mode (never casting) -> rows numbered as a
 * spreadsheet shows the file (a record is one row however many lines its quoted cells span), with
 * the physical line each record starts on. Empty records are skipped; records may have any number of fields.
 */
import { createReadStream } from 'node:fs';
import { parse, type Parser } from 'csv-parse';
import type { SheetRow, TableOptions } from '../sheet-row.js';
import { detectDelimiter } from './detect-delimiter.js';
import { packRecord, unpackRows, type PackedRows } from './packed-csv-rows.js';
import { readSeparatorLine } from './read-separator-line.js';
import { skipLines } from './skip-lines.js';
import { utf8Bytes } from './utf8-bytes.js';
import { measureRecord } from './measure-csv-record.js';
import { peekChunks } from './peek-chunks.js';
import { csvOptions } from './csv-parse-options.js';
import { asInputFileError } from './explain-csv-error.js';
import { NumberQueue } from './number-queue.js';

/** Bytes looked at to guess the delimiter. */
const SAMPLE_BYTES = 64 * 1024;
const READ_CHUNK_BYTES = 64 * 1024;
const FIRST_PIECE_BYTES = 8 * 1024;

export interface CsvRowStream {
  rows: AsyncGenerator<SheetRow[]>;
  release: () => Promise<void>;
  /** The delimiter the file is read with, once the first rows came; undefined before. */
  delimiter: () => string | undefined;
}

/** Rows of the CSV file in batches (one per chunk read), read lazily. */
export function readCsvRows(filePath: string, file: string, options: TableOptions): CsvRowStream {
  const { batches, release } = readCsvBatches(filePath, file, options);
  return unpackedRows(batches, file, release);
}

/** The SheetRows of packed batches, noting the delimiter the first one names. */
export function unpackedRows(
  batches: AsyncIterable<PackedRows>,
  file: string,
  release: () => Promise<void>,
): CsvRowStream {
  let delimiter: string | undefined;
  async function* rows(): AsyncGenerator<SheetRow[]> {
    for await (const packed of batches) {
      delimiter ??= packed.delimiter;
      yield unpackRows(packed, file);
    }
  }
  return { rows: rows(), release, delimiter: () => delimiter };
}

/** `readCsvRows` before its rows become SheetRows. */
export function readCsvBatches(
  filePath: string,
  file: string,
  options: TableOptions,
): { batches: AsyncGenerator<PackedRows>; release: () => Promise<void> } {
  const bytes = createReadStream(filePath, { highWaterMark: READ_CHUNK_BYTES });
  let parser: Parser | undefined;
  const release = async (): Promise<void> => {
    parser?.destroy();
    bytes.destroy();
  };
  const preamble = options.preambleLines ?? 0;
  async function* batches(): AsyncGenerator<PackedRows> {
    let line = preamble + 1;
    // Line breaks inside quoted fields so far: each makes a line of the file that is no row.
    let quotedBreaks = 0;
    let failure: unknown;
    // Empty lines the parser had skipped by its last record (those after it precede a failure),
    // and by the last record drained.
    let emptyLinesSeen = 0;
    let emptyLinesDrained = 0;
    try {
      const hint = await readSeparatorLine(utf8Bytes(bytes as AsyncIterable<Buffer>, filePath, file, options));
      // Excel hides its `sep=` line, so preamble lines are counted below it, as Excel shows the file
      line += hint.lines;
      const text = skipLines(hint.chunks, preamble);
      const { delimiter, chunks } = await withDelimiter(text, options.delimiter ?? hint.delimiter);
      // Empty lines the parser had skipped before each record, in the order the records come.
      const emptyLinesBefore = new NumberQueue();
      const csv = parse(csvOptions(delimiter));
      // The parser pushes each record as it ends it, its count of skipped empty lines up to date
      // (csv-parse's on_record would give it too, at some 15 µs a record for the context it builds).
      const pushRecord = csv.push.bind(csv);
      csv.push = (record: unknown, encoding?: BufferEncoding) => {
        if (record !== null) {
          emptyLinesSeen = csv.info.empty_lines;
          emptyLinesBefore.push(emptyLinesSeen);
        }
        return pushRecord(record, encoding);
      };
      parser = csv;
      csv.on('error', (error) => {
        failure ??= error;
      });
      // The texts of the last row added to `lastIn`, which packRecord compares the next row with.
      let lastTexts: string[] = [];
      let lastIn: PackedRows | undefined;
      /** Records the parser holds, as rows; csv-parse parses each written chunk at once. */
      const drain = (batch: PackedRows = { rows: [], lines: [], texts: [] }): PackedRows => {
        if (lastIn !== batch) {
          lastTexts = [];
          lastIn = batch;
        }
        let record: string[] | null;
        while ((record = csv.read() as string[] | null) !== null) {
          const { blank, lines } = measureRecord(record);
          // Empty lines the parser skipped since the record before lie between the two.
          const emptyLines = emptyLinesBefore.shift() ?? emptyLinesDrained;
          const start = line + emptyLines - emptyLinesDrained;
          emptyLinesDrained = emptyLines;
          line = start + lines;
          const row = start - quotedBreaks;
          quotedBreaks += lines - 1;
          if (blank) continue;
          packRecord(batch, { row, line: start }, record, lastTexts);
        }
        return batch;
      };
      let told = false;
      // The first batch names the delimiter: a ';' is what decimal-comma locales write (mapping/).
      const named = (batch: PackedRows): PackedRows => {
        if (!told) batch.delimiter = delimiter;
        told = true;
        return batch;
      };
      let first = true;
      for await (const whole of chunks) {
        for (const chunk of first ? firstPieces(whole) : [whole]) {
          csv.write(chunk);
          const batch = drain();
          if (failure) throw failure;
          if (batch.lines.length > 0) yield named(batch);
        }
        first = false;
      }
      const last = await endParser(csv, drain);
      if (last.lines.length > 0) yield named(last);
    } catch (error) {
      const at = line + (parser ? parser.info.empty_lines - emptyLinesSeen : 0);
      throw asInputFileError(error, file, at - quotedBreaks, at);
    } finally {
      await release();
    }
  }
  return { batches: batches(), release };
}

/**
 * The first chunk in pieces of about FIRST_PIECE_BYTES, each cut after a line feed (never inside a
 * character). On a worker thread the reading thread has nothing to do until the first batch comes;
 * a small first batch, parsed while the parser's code is still cold, comes sooner (the first rows
 * of 100,000 lines reached it after 54 to 58 ms instead of 62 to 98 ms).
 */
function firstPieces(chunk: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let start = 0;
  while (chunk.length - start > FIRST_PIECE_BYTES) {
    const lineFeed = chunk.indexOf(0x0a, start + FIRST_PIECE_BYTES);
    if (lineFeed < 0) break;
    pieces.push(chunk.subarray(start, lineFeed + 1));
    start = lineFeed + 1;
  }
  pieces.push(chunk.subarray(start));
  return pieces;
}

/** Ends the parser and collects the records it flushes last (a final line without a line break). */
function endParser(csv: Parser, drain: (into: PackedRows) => PackedRows): Promise<PackedRows> {
  return new Promise((resolve, reject) => {
    const rows: PackedRows = { rows: [], lines: [], texts: [] };
    csv.on('readable', () => drain(rows));
    csv.once('error', reject);
    csv.once('end', () => resolve(rows));
    csv.end();
  });
}

/** The first chunks, long enough to guess the delimiter, put back in front of the rest. */
async function withDelimiter(
  chunks: AsyncGenerator<Buffer>,
  given: string | undefined,
): Promise<{ delimiter: string; chunks: AsyncGenerator<Buffer> }> {
  if (given) return { delimiter: given, chunks };
  const { head, done, rest } = await peekChunks(chunks, SAMPLE_BYTES);
  const delimiter = detectDelimiter(head.toString('utf8'), done);
  async function* all(): AsyncGenerator<Buffer> {
    if (head.length) yield head;
    if (!done) yield* rest;
  }
  return { delimiter, chunks: all() };
}
