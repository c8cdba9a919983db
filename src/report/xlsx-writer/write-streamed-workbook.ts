/**
 * A workbook written as its rows arrive, for the validation workbook: the first sheet goes straight
 * into the zip (compressed on libuv's threads while the file is still being read), the other sheets
 * wait in spool files beside the output and are added at the end; small sheets (a summary, a legend)
 * are given whole at the end.
 * A sheet that reaches Excel's row limit goes on in a sheet of its own, `Problems (2)`, with the
 * header repeated: Excel refuses a sheet with more rows, so a cap would drop them or break the file.
 *
 * Why not exceljs's streaming writer, which the results workbook uses: measured on a 100,000-line
 * CSV, `validate` took 3.3 s with it and 2.2 s without the workbook; exceljs builds a row object,
 * a cell object per value and a style lookup per cell before rendering the same XML. It also
 * ignores back-pressure (see wait-for-sheet-drain.ts); here a full entry makes `drained()` wait.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, openSync, rmSync, type ReadStream } from 'node:fs';
import { PassThrough, type Writable } from 'node:stream';
import { rowXml, sheetEnd, sheetStart, type WrittenCell, type SheetLayout } from './sheet-xml.js';
import { EXCEL_MAX_ROWS, partSheetName } from '../sheet-row-limit.js';
import { PRIVATE_FILE_MODE, type PendingOutputFile } from '../write-output-file.js';
import { workbookParts, type WorkbookSheet } from './xlsx-parts.js';
import { columnLetter } from '../../sheets/sheet-row.js';

interface SheetRow {
  cells: readonly WrittenCell[];
  styles: readonly number[];
  /** Points; the default height when missing. */
  height?: number;
}

export interface StreamedSheet {
  name: string;
  /** Given whole at `finish` (a small sheet: a summary, a legend), never split; whole sheets come last. */
  whole?: boolean;
  /** A whole sheet's tab goes before every other, as the results workbook's Summary does. @default false */
  firstTab?: boolean;
  layout: SheetLayout;
  /** Row 1 of the sheet, and of each sheet it goes on in past the row limit. */
  header?: SheetRow;
  /**
   * The row written when no other comes (`No problems`); the sheet then prints one page, its
   * header's repeated columns and that row, not pages across of a bare header. @default none
   */
  empty?: SheetRow;
}

export interface StreamedWorkbook {
  /** Appends a row to sheet `sheet` (0-based); `styles` are ids of xlsx-parts.ts's `STYLE`; `height` in points. */
  addRow(sheet: number, cells: readonly WrittenCell[], styles: readonly number[], height?: number): void;
  /** Resolves once the rows added so far are no longer waiting in memory. */
  drained(): Promise<void>;
  /** Writes the rows of each whole sheet, in order, completes the zip and leaves the output ready to publish. */
  finish(wholeSheetRows: readonly (readonly SheetRow[])[]): Promise<void>;
  /** Stops writing and removes the spool files (the caller discards the output). */
  abandon(): Promise<void>;
}

/** Rows are joined into pieces of about this many characters before a write. */
const PIECE = 64 * 1024;

/** The print area of a sheet of its header and empty row: one page, its repeated columns; none one page wide. */
function emptyPrintArea(part: SheetPart, rowCells: number): string | undefined {
  const last = part.titleColumns?.split(':')[1];
  if (!last) return undefined;
  const own = columnLetter(Math.max(0, rowCells - 1));
  const wider = own.length > last.length || (own.length === last.length && own > last);
  return `A1:${wider ? own : last}${part.rows}`;
}

/** One worksheet part of the zip: a sheet, or its continuation past the row limit. */
interface SheetPart extends WorkbookSheet {
  layout: SheetLayout;
  rows: number;
  pending: string;
  target: Writable;
  spool: string | undefined;
}

/**
 * `sheets` in order; every streamed sheet but the first is spooled, and so is every
 * continuation. The spool files are named after the output's temporary file, so they share its
 * folder and its unpredictable name. `maxRows` is Excel's limit; tests make it small.
 */
export async function openStreamedWorkbook(
  output: PendingOutputFile,
  sheets: readonly StreamedSheet[],
  maxRows = EXCEL_MAX_ROWS,
  /** Number format of the date cells. @default the default date style's */
  dateFormat?: string,
): Promise<StreamedWorkbook> {
  // Imported here, not at the top: archiver and its dependencies take about 50 ms to load, which
  // every command paid at start.
  const { default: archiver } = await import('archiver');
  // Level 1: on a 100,000-line file, level 6 cost 0.2-0.3 s more of a 2.7 s validate (its deflate
  // shares two cores with the reader) for a file about a fifth smaller.
  const archive = archiver('zip', { zlib: { level: 1 } });
  let failure: unknown;
  let reject: (error: unknown) => void = () => undefined;
  /** Rejects with the first error of any stream of the workbook: every wait races it. */
  const failed = new Promise<never>((_, rejectWith) => (reject = rejectWith));
  failed.catch(() => undefined);
  const fail = (error: unknown) => {
    failure ??= error;
    reject(failure);
  };
  archive.on('error', fail);
  archive.on('warning', fail);
  output.stream.on('error', fail);
  archive.pipe(output.stream);

  /** The parts of each streamed sheet (all but the last), in tab order. */
  const sinks: SheetPart[][] = [];
  const allParts = () => sinks.flat();
  let fileCount = 0;
  /** The spool files as they are read back into the zip. */
  const readers: ReadStream[] = [];
  /** Stops every stream and removes the spool files, after a failure or on abandon. */
  const release = async () => {
    archive.abort();
    for (const stream of [...allParts().map((part) => part.target), ...readers]) stream.destroy();
    const closing = allParts().map((part) => (part.target.closed ? undefined : once(part.target, 'close')));
    await Promise.allSettled(closing);
    for (const part of allParts()) if (part.spool) rmSync(part.spool, { force: true, maxRetries: 2 });
  };

  function openPart(sheet: StreamedSheet, index: number): SheetPart {
    fileCount += 1;
    const file = fileCount;
    const spool = file === 1 ? undefined : `${output.path}.sheet${file}`;
    // Opened at once, so that an abandon that follows finds the file to remove.
    const target: Writable = spool
      ? createWriteStream(spool, { fd: openSync(spool, 'wx', PRIVATE_FILE_MODE) })
      : new PassThrough();
    target.on('error', fail);
    const part: SheetPart = {
      name: partSheetName(sheet.name, index),
      file,
      layout: sheet.layout,
      printTitles: sheet.layout.frozenHeader,
      titleColumns: sheet.layout.print?.options.pageSetup?.printTitlesColumn,
      rows: 0,
      pending: '',
      target,
      spool,
    };
    part.pending = sheetStart(sheet.layout);
    if (sheet.header) addTo(part, sheet.header.cells, sheet.header.styles);
    return part;
  }
  function addTo(part: SheetPart, cells: readonly WrittenCell[], styles: readonly number[], height?: number): void {
    part.rows += 1;
    part.pending += rowXml(part.rows, cells, styles, height);
    if (part.pending.length >= PIECE) flush(part);
  }
  function flush(part: SheetPart): void {
    if (part.pending) part.target.write(part.pending);
    part.pending = '';
  }
  function close(part: SheetPart): void {
    part.pending += sheetEnd(part.layout);
    flush(part);
    part.target.end();
  }

  try {
    for (const sheet of sheets) if (!sheet.whole) sinks.push([openPart(sheet, 0)]);
  } catch (error) {
    await release();
    throw error;
  }
  const first = sinks[0]?.[0];
  if (first) archive.append(first.target as PassThrough, { name: 'xl/worksheets/sheet1.xml' });

  return {
    addRow(sheet, cells, styles, height) {
      const parts = sinks[sheet];
      const spec = sheets[sheet];
      let part = parts?.at(-1);
      if (!parts || !spec || !part) throw new Error(`no streamed sheet ${sheet}`);
      if (part.rows >= maxRows) {
        close(part);
        part = openPart(spec, parts.length);
        parts.push(part);
      }
      addTo(part, cells, styles, height);
    },
    async drained() {
      if (failure) throw failure;
      for (const part of allParts())
        if (part.target.writableNeedDrain) await Promise.race([once(part.target, 'drain'), failed]);
    },
    async finish(wholeSheetRows) {
      const streamed = sheets.filter((sheet) => !sheet.whole);
      sinks.forEach((parts, index) => {
        const last = parts.at(-1);
        if (!last) return;
        const spec = streamed[index];
        if (spec?.empty && parts.length === 1 && last.rows === (spec.header ? 1 : 0)) {
          addTo(last, spec.empty.cells, spec.empty.styles, spec.empty.height);
          last.printArea = emptyPrintArea(last, spec.empty.cells.length);
        }
        close(last);
      });
      try {
        for (const part of allParts()) {
          if (!part.spool) continue;
          if (!part.target.closed) await Promise.race([once(part.target, 'close'), failed]);
          const reader = createReadStream(part.spool);
          // Read only when the zip reaches it; an error stops the workbook, never goes unheard.
          reader.on('error', fail);
          readers.push(reader);
          archive.append(reader, { name: `xl/worksheets/sheet${part.file}.xml` });
        }
        const tabs: WorkbookSheet[] = allParts().map(({ name, file, printTitles, titleColumns, printArea }) => ({
          name,
          file,
          printTitles,
          titleColumns,
          printArea,
        }));
        let file = fileCount;
        let firstTabs = 0;
        sheets
          .filter((sheet) => sheet.whole)
          .forEach((sheet, i) => {
            file += 1;
            const tab = { name: sheet.name, file, printTitles: sheet.layout.frozenHeader };
            if (sheet.firstTab) tabs.splice(firstTabs++, 0, tab);
            else tabs.push(tab);
            const rows = (wholeSheetRows[i] ?? []).map((row, n) => rowXml(n + 1, row.cells, row.styles, row.height));
            archive.append(Buffer.from(sheetStart(sheet.layout) + rows.join('') + sheetEnd(sheet.layout), 'utf8'), {
              name: `xl/worksheets/sheet${file}.xml`,
            });
          });
        // The workbook's own parts come last because only now are its sheets known; readers of
        // xlsx find parts through the zip's central directory, not by their order.
        for (const [name, xml] of workbookParts(tabs, 'invoice-batch', new Date(), dateFormat))
          archive.append(Buffer.from(xml, 'utf8'), { name });
        await Promise.race([archive.finalize(), failed]);
        if (!output.stream.writableFinished) await Promise.race([once(output.stream, 'finish'), failed]);
        if (failure) throw failure;
      } catch (error) {
        await release().catch(() => undefined);
        throw error;
      }
      for (const part of allParts()) if (part.spool) rmSync(part.spool, { force: true });
    },
    abandon: release,
  };
}
