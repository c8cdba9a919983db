/**
 * Finds the sheet a mapping names, by name or by 1-based position; a miss lists what exists.
 * Without a sheet named, the first visible sheet is read, so a hidden sheet the user never saw is
 * never posted by default; the mapping layer (refuse-unnamed-sheet.ts) refuses a workbook that
 * opens on another sheet or has another sheet with the same headers.
 */
import { InputFileError } from '../../errors.js';
import type { ListedSheet } from './parse-workbook-xml.js';

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
 * The sheet a table option asks for: by name, any sheet (hidden ones too: the user named it);
 * by position, a visible sheet only; none named, the first visible sheet.
 */
export function chooseSheet(sheets: ListedSheet[], wanted: string | number | undefined, file: string): ListedSheet {
  if (typeof wanted === 'string') return pickSheet(sheets, wanted, file);
  if (wanted === undefined) {
    const visible = sheets.find((sheet) => !sheet.hidden);
    if (visible) return visible;
    throw new InputFileError(
      `every sheet of the workbook is hidden (${sheetList(sheets)}); name the sheet to read in the mapping (source.sheet)`,
      { file },
    );
  }
  const found = pickSheet(sheets, wanted, file);
  if (!found.hidden) return found;
  throw new InputFileError(
    `sheet ${wanted} ("${found.name}") is hidden in the workbook; to read a hidden sheet, name it in the mapping (sheet: "${found.name}")`,
    { file },
  );
}

function sheetList(sheets: readonly ListedSheet[]): string {
  return sheets.map((sheet) => `"${sheet.name}"${sheet.hidden ? ' (hidden)' : ''}`).join(', ');
}
