/**
 * The workbook-wide parts of an XLSX file, parsed before any sheet: the workbook with exceljs's own
 * part parser, the styles with read-styles-part.ts, the shared strings with read-shared-strings.ts (counted and measured
 * one by one against the limits, so a hostile file cannot make them unbounded).
 */
import type { Readable } from 'node:stream';
import { importWorkbookReader } from './import-exceljs.js';
import { InputFileError, type FilePosition } from '../../errors.js';
import { WORKBOOK_PART, type WorkbookZip } from './open-workbook-zip.js';
import { readCellValue } from './read-cell-value.js';
import { readSharedStrings } from './read-shared-strings.js';
import { TextRunTooLong } from './limit-text-runs.js';
import { readStylesPart } from './read-styles-part.js';
import { refuseUnreadablePart } from './refuse-unreadable-part.js';

/** The part parsers of exceljs 4.4's WorkbookReader (internal methods; exceljs is pinned and patched). */
export interface WorkbookParsers {
  /** Read by the worksheet parser: a cell with t="s" takes its value from here. */
  sharedStrings: unknown[] | undefined;
  /** The styles part as parsed, with `styles: 'cache'`. */
  styles?: unknown;
  _parseWorkbook(stream: Readable): Promise<void>;
  _parseWorksheet(stream: Readable, sheetNo: number): Generator<{ eventType: string; value: StreamedWorksheet }>;
}

/** exceljs's worksheet reader: `parse()` yields the events of each chunk of sheet XML at once. */
export interface StreamedWorksheet {
  parse(): AsyncIterable<Array<{ eventType: string; value: unknown }>>;
}

export interface StringLimits {
  maxSharedStrings: number;
  maxSharedStringChars: number;
  maxCellChars: number;
}

/**
 * A WorkbookReader that has parsed the workbook, shared strings and styles parts. The shared
 * strings are gathered here, one by one, so that their number and length stay within the limits.
 */
export async function loadWorkbookParts(
  workbook: WorkbookZip,
  part: (name: string) => Readable | undefined,
  where: { file: string; sheet: string },
  limits: StringLimits,
): Promise<WorkbookParsers> {
  const { maxSharedStrings, maxSharedStringChars, maxCellChars } = limits;
  const options = {
    sharedStrings: 'emit',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
    // a value is read whole or is a problem at its cell (read-cell-value.ts); with it, the patched
    // reader leaves date-formatted numbers as numbers: sheet-cell-from-excel.ts reads the format
    // (escapes, quoted text) and the workbook's date system (date1904 "1" or "true") itself
    readValue: readCellValue,
  } as const;
  const reader = new (await importWorkbookReader())('', options) as unknown as WorkbookParsers;
  // each part's failure names the part, so that the user knows which one is damaged
  const reading = async (name: string, parse: () => Promise<void>): Promise<void> => {
    try {
      await parse();
    } catch (error) {
      if (error instanceof TextRunTooLong) throw tooLong(where, `${name} holds a value of`, error.maxChars);
      throw refuseUnreadablePart(where, name, error);
    }
  };
  await reading(WORKBOOK_PART, () => reader._parseWorkbook(part(WORKBOOK_PART) as Readable));
  const sharedStrings = part(workbook.sharedStringsPart);
  if (sharedStrings) {
    await reading(workbook.sharedStringsPart, async () => {
      const strings: string[] = [];
      let chars = 0;
      for await (const text of readSharedStrings(sharedStrings)) {
        if (strings.length >= maxSharedStrings) {
          throw new InputFileError(
            `the workbook has more than ${maxSharedStrings} shared strings (the limit is the mapping's source.maxSharedStrings)`,
            where,
          );
        }
        const length = text.length;
        if (length > maxCellChars)
          throw tooLong(where, `shared string ${strings.length} of ${workbook.sharedStringsPart} is`, maxCellChars);
        chars += length;
        if (chars > maxSharedStringChars) {
          throw new InputFileError(
            `the workbook's shared strings add up to more than ${maxSharedStringChars} characters (the limit is the mapping's source.maxSharedStringChars)`,
            where,
          );
        }
        strings.push(text);
      }
      reader.sharedStrings = strings;
    });
  }
  const styles = part(workbook.stylesPart);
  if (styles) {
    await reading(workbook.stylesPart, async () => {
      reader.styles = await readStylesPart(styles);
    });
  }
  return reader;
}

export function tooLong(at: FilePosition, what: string, maxChars: number, got?: number): InputFileError {
  return new InputFileError(
    `${what} more than ${maxChars} characters${got === undefined ? '' : ` (${got})`}; a spreadsheet cell holds at most 32,767 (the limit is the mapping's source.maxCellChars)`,
    at,
  );
}
