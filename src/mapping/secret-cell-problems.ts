/**
 * The API key typed or pasted into a cell (a vendor, an invoice number, a comment) would be posted
 * with the invoice and kept in the back-end's records: such an invoice is invalid, with a problem
 * at each cell that holds the key, and the key itself is never quoted.
 */
import { holdsApiKey, withoutApiKey } from './api-key-problems.js';
import { originAt, type MappedRecord } from './map-record.js';
import type { Problem } from './mapped-invoice.js';

/** Where an invoice was read from: its file and first row, for a value that has no cell of its own. */
interface InvoicePlace {
  file: string;
  sheet: string | undefined;
  row: number;
}

const MESSAGE =
  'expected no API key in an invoice, got the API key: the invoice is not posted; take the key out of the cell, and have the key replaced, since the file holds it';

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
 * A problem at the cell of each payload text that holds the key, and at the cell of each carried
 * value (the vendor's name: kept in the journal and the results, though not posted) that holds it.
 */
export function apiKeyProblems(
  payload: Record<string, unknown>,
  record: MappedRecord,
  place: InvoicePlace,
  carried: readonly { text: string | undefined; column: string | undefined }[],
  apiKey: string,
): Problem[] {
  const problems: Problem[] = [];
  for (const [field, text] of textLeaves(payload, '')) {
    if (!holdsApiKey(text, apiKey)) continue;
    const { origin, exact } = originAt(record, field);
    const raw = exact && origin?.raw !== undefined ? origin.raw : text;
    problems.push({
      file: place.file,
      sheet: origin?.sheet ?? place.sheet,
      row: origin?.row ?? place.row,
      column: exact ? origin?.column : undefined,
      field,
      value: withoutApiKey(raw, apiKey),
      message: MESSAGE,
    });
  }
  for (const { text, column } of carried) {
    const said = problems.some((problem) => problem.column === column && problem.row === place.row);
    if (text !== undefined && column !== undefined && !said && holdsApiKey(text, apiKey))
      problems.push({ ...place, column, value: withoutApiKey(text, apiKey), message: MESSAGE });
  }
  return problems;
}
