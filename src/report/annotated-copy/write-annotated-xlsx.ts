/**
 * The annotated copy of an XLSX source: every part of the source zip copied into a new zip, the
 * invoice sheet(s) passed through `annotateSheetXml` and the styles part given the added styles.
 *
 * Why not load the workbook with exceljs and save it: measured on a 100,000-row, 16-column sheet,
 * exceljs's workbook reader peaked at 2.4 GB and took 34 s, and its writer drops parts it does
 * not model. Editing the sheet's XML as a stream keeps every byte of the source that is not an
 * added cell and holds one chunk at a time. The zip is written with archiver (already in the tree
 * as exceljs's writer), which streams each entry and switches to ZIP64 when needed; parts that
 * are not edited are unpacked and packed again, which costs time but no memory.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { SHARED_FILE_MODE } from '../write-output-file.js';
import { Readable } from 'node:stream';
import { openWorkbookZip, WORKBOOK_PART } from '../../sheets/xlsx/open-workbook-zip.js';
import { readZipDirectory } from '../../sheets/zip/read-zip-directory.js';
import { openZipEntryText, readZipEntry } from '../../sheets/zip/read-zip-entry.js';
import { openZipEntryBytes } from '../../sheets/zip/open-zip-entry-bytes.js';
import { addAnnotationStyles } from './add-annotation-styles.js';
import { annotateSheetXml, type SheetAnnotation } from './annotate-sheet-xml.js';
import { ANNOTATION_WIDTHS, type AnnotationStyleIds } from './annotation-cells.js';
import { EXCEL_MAX_COLUMNS } from '../sheet-row-limit.js';
import { columnLetter } from '../../sheets/sheet-row.js';
import type { RowAnnotation } from './row-annotations.js';
import { scanSheetExtent } from './scan-sheet-extent.js';
import { findOwnAnnotation } from './find-own-annotation.js';
import { dropCellsFrom } from './drop-cells-from.js';
import { readAnnotationMarks, withAnnotationMarks, type AnnotationMark } from './annotation-marks.js';
import type { ColumnRef } from '../../mapping/compiled-mapping.js';
import { withoutDataSecrets, type DataSecrets } from '../../mapping/scrub-data-text.js';
import { scrubCellTexts } from './scrub-cell-texts.js';
import type { ReplacedCell } from './replaced-cells.js';
import { replacedCells } from './find-replaced-cells.js';

/** A sheet to annotate: its name, its header row and what goes on its rows. */
export interface AnnotatedSheet {
  name: string;
  headerRow: number;
  rows: ReadonlyMap<number, RowAnnotation>;
  /** The table's headers by 0-based column, which name a replaced cell's column. @default letters only */
  headers?: readonly string[] | undefined;
  /** The columns the mapping reads on this sheet: never taken for the tool's own. @default none */
  read?: readonly ColumnRef[] | undefined;
}

/** A styles part larger than this is no spreadsheet program's. */
const MAX_STYLES_BYTES = 64 * 1024 * 1024;

/** `xml` without the cells from column `first` on, when given. */
const withoutOldAnnotation = (xml: AsyncIterable<string>, first: number | undefined): AsyncIterable<string> =>
  first === undefined ? xml : dropCellsFrom(xml, first);

async function* single(text: string): AsyncGenerator<string> {
  yield text;
}

async function* utf8(text: AsyncIterable<string>): AsyncGenerator<Buffer> {
  for await (const piece of text) yield Buffer.from(piece, 'utf8');
}

/**
 * Writes the annotated copy of `source` to `target` (a new file; it must not exist).
 * @param secrets the API key (and a long password of the base URL): a cell's text or note holding
 *   one is copied with it replaced by `***`, so the copy never spreads it further @default none
 * @param replaced given each cell replaced that no problem of its row tells @default none
 */
export async function writeAnnotatedXlsx(
  source: string,
  target: string,
  sheets: readonly AnnotatedSheet[],
  secrets?: DataSecrets,
  replaced?: (cell: ReplacedCell) => void,
): Promise<void> {
  const workbook = await openWorkbookZip(source);
  const directory = await readZipDirectory(source);
  if ('problem' in directory) throw new Error(`cannot read ${source} again: ${directory.problem}`);

  const stylesEntry = workbook.findPart(workbook.stylesPart);
  let styles: { xml: string; ids: AnnotationStyleIds } | undefined;
  if (stylesEntry) {
    const bytes = await readZipEntry(source, stylesEntry, MAX_STYLES_BYTES);
    if ('problem' in bytes) throw new Error(bytes.problem);
    styles = addAnnotationStyles(bytes.value.toString('utf8'));
  }

  const workbookEntry = workbook.findPart(WORKBOOK_PART);
  const workbookXml = workbookEntry ? await readZipEntry(source, workbookEntry, MAX_STYLES_BYTES) : undefined;
  if (workbookXml && 'problem' in workbookXml) throw new Error(workbookXml.problem);
  const earlierMarks = workbookXml ? readAnnotationMarks(workbookXml.value.toString('utf8')) : [];
  const marks: AnnotationMark[] = [];

  const notes = secrets ? await replacedCells(source, workbook, sheets, secrets, replaced) : undefined;
  const plans = new Map<string, SheetAnnotation>();
  /** By part: the 1-based column from which the old annotation's cells are left out. */
  const replacing = new Map<string, number>();
  for (const sheet of sheets) {
    const part = workbook.sheets.find((candidate) => candidate.name === sheet.name)?.part;
    const entry = part ? workbook.findPart(part) : undefined;
    if (!entry) throw new Error(`sheet ${sheet.name} of ${source} has no part`);
    const extent = await scanSheetExtent(openZipEntryText(source, entry));
    if (extent.lastColumn + ANNOTATION_WIDTHS.length > EXCEL_MAX_COLUMNS)
      throw new Error(
        `sheet ${sheet.name} uses columns up to ${columnLetter(extent.lastColumn - 1)}; the annotated copy adds ` +
          `${ANNOTATION_WIDTHS.length} columns after them and Excel allows ${EXCEL_MAX_COLUMNS.toLocaleString('en-US')} (up to XFD)`,
      );
    // A copy the tool annotated before gets its outcomes in its own columns, not a second set.
    // Only columns the tool marked as its own: a register of the user's may end in columns so headed.
    const candidate = findOwnAnnotation(sheet.headers ?? [], extent.lastColumn, sheet.read);
    const own =
      candidate !== undefined &&
      earlierMarks.some(
        (mark) =>
          mark.sheet === sheet.name &&
          mark.row === sheet.headerRow &&
          mark.firstColumn === candidate + 1 &&
          mark.lastColumn === candidate + ANNOTATION_WIDTHS.length,
      )
        ? candidate
        : undefined;
    if (own !== undefined) replacing.set(entry.name, own + 1);
    const firstColumn = own === undefined ? extent.lastColumn + 1 : own + 1;
    marks.push({
      sheet: sheet.name,
      row: sheet.headerRow,
      firstColumn,
      lastColumn: firstColumn + ANNOTATION_WIDTHS.length - 1,
    });
    plans.set(entry.name, {
      firstColumn,
      lastRow: extent.lastRow,
      // Rows whose old cells go lose their `spans` too.
      emptyBeyond: extent.emptyBeyond || own !== undefined,
      headerRow: sheet.headerRow,
      rows: sheet.rows,
      styles: styles?.ids,
      notes: notes?.get(sheet.name),
    });
  }

  // Imported here: archiver takes about 50 ms to load, which every command paid at start.
  const { default: archiver } = await import('archiver');
  const out = createWriteStream(target, { flags: 'wx', mode: SHARED_FILE_MODE });
  const archive = archiver('zip', { zlib: { level: 6 } });
  let failure: unknown;
  const failed = new Promise<never>((_, reject) => {
    archive.on('error', reject);
    archive.on('warning', reject);
    out.on('error', reject);
  });
  failed.catch((error: unknown) => {
    failure ??= error;
  });
  archive.pipe(out);
  // Cell texts, notes and a hyperlink's target are in XML parts; the pictures and binaries are copied as they are.
  const scrubbed = (xml: AsyncIterable<string>): AsyncIterable<string> =>
    secrets === undefined ? xml : scrubCellTexts(xml, (cell) => withoutDataSecrets(cell, secrets));
  const text = (entry: (typeof directory.value.entries)[number]) => scrubbed(openZipEntryText(source, entry));
  try {
    for (const entry of directory.value.entries) {
      const plan = plans.get(entry.name);
      const body: Buffer | Readable = plan
        ? Readable.from(utf8(annotateSheetXml(withoutOldAnnotation(text(entry), replacing.get(entry.name)), plan)))
        : entry.name === stylesEntry?.name && styles
          ? Buffer.from(styles.xml, 'utf8')
          : entry.name === workbookEntry?.name && workbookXml && !('problem' in workbookXml)
            ? Readable.from(utf8(scrubbed(single(withAnnotationMarks(workbookXml.value.toString('utf8'), marks)))))
            : entry.name.endsWith('/')
              ? Buffer.alloc(0)
              : secrets !== undefined && /\.(xml|vml|rels)$/i.test(entry.name)
                ? Readable.from(utf8(text(entry)))
                : openZipEntryBytes(source, entry);
      // One entry at a time: the next part is opened only once this one is in the archive.
      const added = once(archive, 'entry');
      archive.append(body, { name: entry.name });
      await Promise.race([added, failed]);
    }
    await Promise.race([archive.finalize(), failed]);
    if (!out.writableFinished) await Promise.race([once(out, 'finish'), failed]);
  } catch (error) {
    archive.abort();
    out.destroy();
    throw failure ?? error;
  }
}
