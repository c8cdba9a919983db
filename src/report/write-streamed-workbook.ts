/**
 * A workbook written as its rows arrive, for the validation workbook: the first sheet goes straight
 * into the zip (compressed on libuv's threads while the file is still being read), the other sheets
 * wait in spool files beside the output and are added at the end, the last one may be given whole.
 *
 * Why not exceljs's streaming writer, which the results workbook uses: measured on a 100,000-line
 * CSV, `validate` took 3.3 s with it and 2.2 s without the workbook; exceljs builds a row object,
 * a cell object per value and a style lookup per cell before rendering the same XML. It also
 * ignores back-pressure (see wait-for-sheet-drain.ts); here a full entry makes `drained()` wait.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, openSync, rmSync, type ReadStream } from 'node:fs';
import { PassThrough, type Writable } from 'node:stream';
import { rowXml, SHEET_END, sheetStart, type SheetCell, type SheetLayout } from './sheet-xml.js';
import type { PendingOutputFile } from './write-output-file.js';
import { workbookParts } from './xlsx-parts.js';

export interface StreamedSheet {
  name: string;
  layout: SheetLayout;
}

export interface StreamedWorkbook {
  /** Appends a row to sheet `sheet` (0-based); `styles` are ids of xlsx-parts.ts's `STYLE`. */
  addRow(sheet: number, cells: readonly SheetCell[], styles: readonly number[]): void;
  /** Resolves once the rows added so far are no longer waiting in memory. */
  drained(): Promise<void>;
  /** Writes the rows of the last sheet, completes the zip and leaves the output ready to publish. */
  finish(lastSheetRows: readonly { cells: readonly SheetCell[]; styles: readonly number[] }[]): Promise<void>;
  /** Stops writing and removes the spool files (the caller discards the output). */
  abandon(): Promise<void>;
}

/** Rows are joined into pieces of about this many characters before a write. */
const PIECE = 64 * 1024;

interface SheetSink {
  rows: number;
  pending: string;
  target: Writable;
  spool: string | undefined;
}

/**
 * `sheets` in order; every sheet but the first and the last is spooled. The spool files are named
 * after the output's temporary file, so they share its folder and its unpredictable name.
 */
export async function openStreamedWorkbook(
  output: PendingOutputFile,
  sheets: readonly StreamedSheet[],
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
  for (const [name, xml] of workbookParts(
    sheets.map((s) => s.name),
    'invoice-batch',
    new Date(),
  ))
    archive.append(Buffer.from(xml, 'utf8'), { name });

  const sinks: SheetSink[] = [];
  /** The spool files as they are read back into the zip. */
  const readers: ReadStream[] = [];
  const spools = () => sinks.flatMap((sink) => (sink.spool ? [sink.spool] : []));
  /** Stops every stream and removes the spool files, after a failure or on abandon. */
  const release = async () => {
    archive.abort();
    for (const stream of [...sinks.map((sink) => sink.target), ...readers]) stream.destroy();
    const closing = sinks.map((sink) => (sink.target.closed ? undefined : once(sink.target, 'close')));
    await Promise.allSettled(closing);
    for (const spool of spools()) rmSync(spool, { force: true, maxRetries: 2 });
  };
  try {
    for (const [i, sheet] of sheets.slice(0, -1).entries()) {
      const spool = i === 0 ? undefined : `${output.path}.sheet${i + 1}`;
      // Opened at once, so that an abandon that follows finds the file to remove.
      const target: Writable = spool ? createWriteStream(spool, { fd: openSync(spool, 'wx') }) : new PassThrough();
      target.on('error', fail);
      sinks.push({ rows: 0, pending: sheetStart(sheet.layout), target, spool });
    }
  } catch (error) {
    await release();
    throw error;
  }
  const first = sinks[0];
  if (first) archive.append(first.target as PassThrough, { name: 'xl/worksheets/sheet1.xml' });

  function flush(sink: SheetSink): void {
    if (sink.pending) sink.target.write(sink.pending);
    sink.pending = '';
  }

  return {
    addRow(sheet, cells, styles) {
      const sink = sinks[sheet];
      if (!sink) throw new Error(`no streamed sheet ${sheet}`);
      sink.rows += 1;
      sink.pending += rowXml(sink.rows, cells, styles);
      if (sink.pending.length >= PIECE) flush(sink);
    },
    async drained() {
      if (failure) throw failure;
      for (const sink of sinks)
        if (sink.target.writableNeedDrain) await Promise.race([once(sink.target, 'drain'), failed]);
    },
    async finish(lastSheetRows) {
      for (const sink of sinks) {
        sink.pending += SHEET_END;
        flush(sink);
        sink.target.end();
      }
      try {
        for (const [i, sink] of sinks.entries()) {
          if (!sink.spool) continue;
          if (!sink.target.closed) await Promise.race([once(sink.target, 'close'), failed]);
          const reader = createReadStream(sink.spool);
          // Read only when the zip reaches it; an error stops the workbook, never goes unheard.
          reader.on('error', fail);
          readers.push(reader);
          archive.append(reader, { name: `xl/worksheets/sheet${i + 1}.xml` });
        }
        const last = sheets.at(-1);
        if (last) {
          const rows = lastSheetRows.map((row, i) => rowXml(i + 1, row.cells, row.styles)).join('');
          archive.append(Buffer.from(sheetStart(last.layout) + rows + SHEET_END, 'utf8'), {
            name: `xl/worksheets/sheet${sheets.length}.xml`,
          });
        }
        await Promise.race([archive.finalize(), failed]);
        if (!output.stream.writableFinished) await Promise.race([once(output.stream, 'finish'), failed]);
        if (failure) throw failure;
      } catch (error) {
        await release().catch(() => undefined);
        throw error;
      }
      for (const spool of spools()) rmSync(spool, { force: true });
    },
    abandon: release,
  };
}
