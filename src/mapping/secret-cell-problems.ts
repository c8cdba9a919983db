/**
 * The API key, or the base URL's long password, typed or pasted into a cell (a vendor, an invoice
 * number, a comment) would be posted with the invoice and kept in the back-end's records: such an
 * invoice is invalid, with a problem at each cell that holds one, and the secret itself is never
 * quoted. The annotated copy writes `***` in the cell's place (scrub-data-text.ts is the one rule of
 * both): the problem says so, so that a changed cell is never a silent change of the user's data.
 */
import { holdsApiKey } from './api-key-problems.js';
import { holdsDataSecret, withoutDataSecrets, type DataSecrets } from './scrub-data-text.js';
import { originAt, type MappedRecord } from './map-record.js';
import type { Problem } from './mapped-invoice.js';

/** Where an invoice was read from: its file and first row, for a value that has no cell of its own. */
interface InvoicePlace {
  file: string;
  sheet: string | undefined;
  row: number;
}

const REPLACED = 'the annotated copy shows *** in its place';

const KEY_MESSAGE = `expected no API key in an invoice, got the API key: the invoice is not posted; take the key out of the cell, and have the key replaced, since the file holds it; ${REPLACED}`;

const PASSWORD_MESSAGE = `expected no password of the base URL in an invoice, got the password of the base URL: the invoice is not posted; take it out of the cell, and have the password changed, since the file holds it; ${REPLACED}`;

/** True for the problem of a cell holding a secret: the annotated copy's note of that cell would repeat it. */
export const tellsReplacedCell = (message: string): boolean => message.endsWith(REPLACED);

/** What the problem of a cell holding a secret says: which secret it is. */
const messageFor = (text: string, secrets: DataSecrets) =>
  secrets.apiKey !== '' && holdsApiKey(text, secrets.apiKey) ? KEY_MESSAGE : PASSWORD_MESSAGE;

/** `[path, text]` of every text of the payload, as `InvoiceItems[0].Description`; the PDF's base64 is not text. */
function* textLeaves(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* textLeaves(item, `${path}[${index}]`);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      if (key !== 'PDF') yield* textLeaves(item, path === '' ? key : `${path}.${key}`);
}

/**
 * A problem at the cell of each payload text that holds a secret, and at the cell of each carried
 * value (the vendor's name: kept in the journal and the results, though not posted) that holds one.
 */
export function secretCellProblems(
  payload: Record<string, unknown>,
  record: MappedRecord,
  place: InvoicePlace,
  carried: readonly { text: string | undefined; column: string | undefined }[],
  secrets: DataSecrets,
): Problem[] {
  const problems: Problem[] = [];
  for (const [field, text] of textLeaves(payload, '')) {
    if (!holdsDataSecret(text, secrets)) continue;
    const { origin, exact } = originAt(record, field);
    const raw = exact && origin?.raw !== undefined ? origin.raw : text;
    problems.push({
      file: place.file,
      sheet: origin?.sheet ?? place.sheet,
      row: origin?.row ?? place.row,
      column: exact ? origin?.column : undefined,
      field,
      value: withoutDataSecrets(raw, secrets),
      message: messageFor(text, secrets),
    });
  }
  for (const { text, column } of carried) {
    const said = problems.some((problem) => problem.column === column && problem.row === place.row);
    if (text !== undefined && column !== undefined && !said && holdsDataSecret(text, secrets))
      problems.push({ ...place, column, value: withoutDataSecrets(text, secrets), message: messageFor(text, secrets) });
  }
  return problems;
}
