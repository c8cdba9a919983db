/**
 * exceljs, loaded when a workbook is first written or a workbook's parts are first read: it takes
 * about 170 ms to load, which every command paid at start (`--help`, `validate` of a CSV, `status`)
 * when it was imported at the top of its users.
 */
import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;
let loadingReader: Promise<typeof ExcelJS.stream.xlsx.WorkbookReader> | undefined;
let loadingWriter: Promise<typeof ExcelJS.stream.xlsx.WorkbookWriter> | undefined;

export function importExcelJs(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((module) => module.default);
  return loading;
}

/**
 * exceljs's streaming WorkbookReader alone, for its part parsers. It loads in about 20 ms where the
 * whole of exceljs takes about 110 ms (its writers and their zip libraries), which the thread that
 * reads a worksheet paid before its first row. Its own zip pass loads unzipper on first use (patch).
 */
export function importWorkbookReader(): Promise<typeof ExcelJS.stream.xlsx.WorkbookReader> {
  loadingReader ??= import('exceljs/lib/stream/xlsx/workbook-reader.js').then((module) => module.default);
  return loadingReader;
}

/**
 * exceljs's streaming WorkbookWriter alone, for every workbook written as it goes (the results and
 * reconciliation workbooks): the whole of exceljs also loads its in-memory workbook, its CSV and
 * jszip, about a third of its CPU at load, which each upload paid for a writer that uses none of it.
 */
export function importWorkbookWriter(): Promise<typeof ExcelJS.stream.xlsx.WorkbookWriter> {
  loadingWriter ??= import('exceljs/lib/stream/xlsx/workbook-writer.js').then((module) => module.default);
  return loadingWriter;
}

let loadingSax: Promise<typeof import('exceljs/lib/utils/parse-sax.js').default> | undefined;

/** exceljs's SAX loop alone, for the parts this reader parses itself (the shared strings). */
export function importParseSax(): Promise<typeof import('exceljs/lib/utils/parse-sax.js').default> {
  loadingSax ??= import('exceljs/lib/utils/parse-sax.js').then((module) => module.default);
  return loadingSax;
}

let loadingStyles: Promise<typeof import('exceljs/lib/xlsx/xform/style/styles-xform.js').default> | undefined;

/** exceljs's styles part parser alone, fed events whose SpreadsheetML prefix is dropped (read-styles-part.ts). */
export function importStylesXform(): Promise<typeof import('exceljs/lib/xlsx/xform/style/styles-xform.js').default> {
  loadingStyles ??= import('exceljs/lib/xlsx/xform/style/styles-xform.js').then((module) => module.default);
  return loadingStyles;
}
