/**
 * The Instance id cell of a results workbook row, as import-results records it in the journal: the
 * API returns an instance id as a string of digits (E_INSTANCE_ID, the INSTANCE_ID of status), so
 * any other text was typed or pasted into the workbook, possibly the API key. Refused at its cell,
 * and never quoted, before anything is recorded.
 */
import { InputFileError, type FilePosition } from '../errors.js';

export function checkInstanceIdCell(text: string | undefined, position: FilePosition): string | undefined {
  if (text === undefined || /^\d+$/.test(text)) return text;
  throw new InputFileError(
    `expected the digits of an instance id, as the API returns it in E_INSTANCE_ID, got ${text.length} characters that are not all digits (not shown: they may be a secret pasted into the workbook); nothing was imported`,
    { ...position, column: 'Instance id' },
  );
}
