/**
 * Finds the sheet a mapping names, by name or by 1-based position; a miss lists what exists.
 */
import { InputFileError } from '../../errors.js';
import type { WorkbookSheet } from './parse-workbook-xml.js';

/** The sheet `wanted` names: exact name first, then the name ignoring case and outer spaces. */
export function pickSheet(sheets: WorkbookSheet[], wanted: string | number, file: string): WorkbookSheet {
  const found =
    typeof wanted === 'number'
      ? sheets[wanted - 1]
      : (sheets.find((sheet) => sheet.name === wanted) ??
        sheets.find((sheet) => sheet.name.trim().toLowerCase() === wanted.trim().toLowerCase()));
  if (found) return found;
  const have = sheets.map((sheet) => `"${sheet.name}"${sheet.hidden ? ' (hidden)' : ''}`).join(', ');
  const asked = typeof wanted === 'number' ? `no sheet at position ${wanted}` : `no sheet named "${wanted}"`;
  throw new InputFileError(`${asked}; the workbook has ${sheets.length}: ${have}`, { file });
}
