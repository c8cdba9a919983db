/**
 * Finds the sheet a mapping names, by name or by 1-based position; a miss lists what exists.
 * Without a sheet named, the first visible worksheet is read, so a hidden sheet the user never saw
 * is never posted by default and a chart sheet (no cells) in front of the register is passed over,
 * as is a chart LibreOffice saved as a worksheet (a drawing, no cell: find-drawing-only-sheets.ts);
 * the mapping layer (refuse-unnamed-sheet.ts) refuses a workbook that opens on another sheet or has
 * another sheet with the same headers. Positions count every tab in the workbook's order, chart
 * sheets as Excel shows them and hidden sheets too.
 */
import { InputFileError } from '../../errors.js';
import type { ListedSheet, SheetKind } from './parse-workbook-xml.js';

/** The sheet `wanted` names: exact name first, then the name ignoring case and outer spaces. */
export function pickSheet(sheets: ListedSheet[], wanted: string | number, file: string): ListedSheet {
  const found =
    typeof wanted === 'number'
      ? sheets[wanted - 1]
      : (sheets.find((sheet) => sheet.name === wanted) ??
        sheets.find((sheet) => sheet.name.trim().toLowerCase() === wanted.trim().toLowerCase()));
  if (found) return found;
  const asked = typeof wanted === 'number' ? `no sheet at position ${wanted}` : `no sheet named "${wanted}"`;
  throw new InputFileError(`${asked}; the workbook has ${sheets.length}: ${sheetList(sheets)}`, { file });
}

/**
 * The sheet a table option asks for: by name, any worksheet (hidden ones too: the user named it);
 * by position, a visible worksheet only; none named, the first visible worksheet not at a position
 * in `drawingOnly` (a chart saved as a worksheet), or the first visible worksheet when all are.
 */
export function chooseSheet(
  sheets: ListedSheet[],
  wanted: string | number | undefined,
  file: string,
  drawingOnly: ReadonlySet<number> = new Set(),
): ListedSheet {
  if (wanted === undefined) {
    const visible = sheets.filter((sheet) => !sheet.hidden);
    const worksheets = visible.filter((sheet) => sheet.kind === 'worksheet');
    const worksheet = worksheets.find((sheet) => !drawingOnly.has(sheet.index)) ?? worksheets[0];
    if (worksheet) return worksheet;
    const what = visible.length === 0 ? 'every sheet of the workbook is hidden' : 'no visible sheet is a worksheet';
    throw new InputFileError(`${what} (${sheetList(sheets)}); name the sheet to read in the mapping (source.sheet)`, {
      file,
    });
  }
  const found = pickSheet(sheets, wanted, file);
  if (found.kind !== 'worksheet') throw notWorksheet(sheets, found, wanted, file);
  if (typeof wanted === 'string' || !found.hidden) return found;
  throw new InputFileError(
    `sheet ${wanted} ("${found.name}") is hidden in the workbook; to read a hidden sheet, name it in the mapping (sheet: "${found.name}")`,
    { file },
  );
}

/** What a tab that is not a worksheet holds, as a refusal says it. */
const HOLDS: Record<Exclude<SheetKind, 'worksheet'>, string> = {
  'chart sheet': 'a chart, with no rows to read',
  'dialog sheet': 'an Excel 5 dialog, with no rows to read',
  'macro sheet': 'Excel 4 macros, not rows of invoices',
};

/** Worksheets offered in place of a tab that is none, at most. */
const MOST_OFFERED = 3;

function notWorksheet(sheets: readonly ListedSheet[], found: ListedSheet, wanted: string | number, file: string) {
  const named = typeof wanted === 'number' ? `sheet ${wanted} ("${found.name}")` : `sheet "${found.name}"`;
  const worksheets = sheets.filter((sheet) => sheet.kind === 'worksheet');
  // The visible ones first: those are what the user sees.
  const offered = [...worksheets.filter((s) => !s.hidden), ...worksheets.filter((s) => s.hidden)].slice(
    0,
    MOST_OFFERED,
  );
  const choices = offered.map((sheet) => `sheet: ${JSON.stringify(sheet.name)} or sheet: ${sheet.index}`).join(', ');
  const next =
    offered.length === 0
      ? 'the workbook has no worksheet to read'
      : `name a worksheet under source in the mapping (${choices})`;
  return new InputFileError(`${named} is a ${found.kind}: ${HOLDS[found.kind as keyof typeof HOLDS]}; ${next}`, {
    file,
  });
}

function sheetList(sheets: readonly ListedSheet[]): string {
  return sheets
    .map((sheet) => {
      const notes = [sheet.hidden ? 'hidden' : '', sheet.kind === 'worksheet' ? '' : sheet.kind].filter(Boolean);
      return `"${sheet.name}"${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
    })
    .join(', ');
}
