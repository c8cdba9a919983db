/**
 * The cells of an XLSX source that the annotated copy shows `***` in: cell texts and notes holding
 * the API key or a long password of the base URL, found before the copy is written so each can be
 * told on the terminal and noted on its row.
 */
import type { WorkbookZip } from '../../sheets/xlsx/open-workbook-zip.js';
import { openZipEntryText, readZipEntry } from '../../sheets/zip/read-zip-entry.js';
import { withoutDataSecrets, type DataSecrets } from '../../mapping/scrub-data-text.js';
import {
  commentsPartOf,
  findSecretCells,
  findSecretNotes,
  findSecretStrings,
  relationshipsPartOf,
} from './find-secret-cells.js';
import { replacedCellNote, replacedColumnName, toldCellKey, type ReplacedCell } from './replaced-cells.js';
import type { RowAnnotation } from './row-annotations.js';

/** What the search needs of an annotated sheet (write-annotated-xlsx.ts). */
interface SheetOfCopy {
  name: string;
  headerRow: number;
  rows: ReadonlyMap<number, RowAnnotation>;
  headers?: readonly string[] | undefined;
}

/**
 * The cells of every sheet the copy replaces, that no problem of their row tells (each given to
 * `replaced`), and the notes they put on the rows of the annotated sheets, by sheet and row.
 */
export async function replacedCells(
  source: string,
  workbook: WorkbookZip,
  sheets: readonly SheetOfCopy[],
  secrets: DataSecrets,
  replaced: ((cell: ReplacedCell) => void) | undefined,
): Promise<Map<string, Map<number, string[]>>> {
  const notes = new Map<string, Map<number, string[]>>();
  const stringsEntry = workbook.findPart(workbook.sharedStringsPart);
  const strings = stringsEntry
    ? await findSecretStrings(openZipEntryText(source, stringsEntry), secrets)
    : new Map<number, ReplacedCell['secret']>();
  for (const listed of workbook.sheets) {
    const entry = listed.part === undefined ? undefined : workbook.findPart(listed.part);
    if (!entry) continue;
    const annotated = sheets.find((sheet) => sheet.name === listed.name);
    const headers = (annotated?.headers ?? []).map((header) => withoutDataSecrets(header, secrets));
    // Told on the terminal, and on its row of the copy (the header row has no Message of its own).
    const tell = (cell: ReplacedCell & { row: number }) => {
      replaced?.(cell);
      if (!annotated || cell.row === annotated.headerRow) return;
      let rows = notes.get(listed.name);
      if (!rows) notes.set(listed.name, (rows = new Map()));
      rows.set(cell.row, [...(rows.get(cell.row) ?? []), replacedCellNote(cell)]);
    };
    for (const found of await findSecretCells(openZipEntryText(source, entry), strings, secrets)) {
      const column = replacedColumnName(headers, annotated?.headerRow ?? 0, found.row, found.column);
      if (annotated?.rows.get(found.row)?.told?.has(toldCellKey(found.row, column))) continue;
      tell({ sheet: listed.name, row: found.row, column, secret: found.secret });
    }
    // No problem tells of a note: the mapping never reads one.
    for (const found of await secretNotesOf(source, workbook, entry.name, secrets)) {
      const column = replacedColumnName(headers, annotated?.headerRow ?? 0, found.row, found.column);
      tell({
        sheet: listed.name,
        row: found.row,
        column,
        secret: found.secret,
        note: found.ref,
        threaded: found.threaded,
      });
    }
  }
  return notes;
}

/** The most a worksheet's relationships part is read to: a list of links, not data. */
const MAX_RELS_BYTES = 4 * 1024 * 1024;

/**
 * The notes and threaded comments on the cells of the worksheet part `sheetPart` that hold a secret.
 * Excel writes a threaded comment's text into a note on its cell too: that note is its copy, not named twice.
 */
async function secretNotesOf(source: string, workbook: WorkbookZip, sheetPart: string, secrets: DataSecrets) {
  const relsEntry = workbook.findPart(relationshipsPartOf(sheetPart));
  if (!relsEntry) return [];
  const rels = await readZipEntry(source, relsEntry, MAX_RELS_BYTES);
  if ('problem' in rels) return [];
  const found = async (type: 'comments' | 'threadedComment') => {
    const part = commentsPartOf(sheetPart, rels.value.toString('utf8'), type);
    const entry = part === undefined ? undefined : workbook.findPart(part);
    const element = type === 'comments' ? 'comment' : 'threadedComment';
    return entry ? findSecretNotes(openZipEntryText(source, entry), secrets, element) : [];
  };
  const threaded = await found('threadedComment');
  const notes = (await found('comments')).filter((note) => !threaded.some((comment) => comment.ref === note.ref));
  return [
    ...notes.map((note) => ({ ...note, threaded: false })),
    ...threaded.map((note) => ({ ...note, threaded: true })),
  ];
}
