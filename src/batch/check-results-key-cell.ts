/**
 * A key or money cell of a results workbook row (vendor id, invoice number, amount, currency, a date,
 * the instance id) is what import-results records as the invoice's data: it is never rewritten. A
 * cell holding the API key was typed or pasted over (`***-1001` recorded would let a later upload
 * post ACME-1001 again), so the row is refused at its cell, as a bad Instance id is, and the key is
 * never quoted.
 */
import { InputFileError, type FilePosition } from '../errors.js';
import { holdsDataSecret, type DataSecrets } from '../mapping/scrub-data-text.js';

export function checkResultsKeyCell(
  text: string | undefined,
  column: string,
  position: FilePosition,
  secrets: DataSecrets | undefined,
): string | undefined {
  if (text === undefined || secrets === undefined || !holdsDataSecret(text, secrets)) return text;
  throw new InputFileError(
    `expected the ${column} the upload wrote, got a text holding the API key (not shown); nothing was imported: put the upload's value back in the cell, and have the key replaced, since the workbook holds it`,
    { ...position, column },
  );
}
