/**
 * A column headed by the bare word for number (Quaderno's `number`, `Nummer`, `Número`) is the
 * document's number where a column beside it names the kind of document (`document_type`,
 * `Belegart`): alone, the word says nothing of what is numbered. Only the whole header counts: as
 * a suffix (`Taxpayer Identification Number`) it numbers something else. Pure.
 */
import { foldText } from '../fold-text.js';
import { valuesRefuse } from './check-field-values.js';
import type { FieldChoice } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';
import { namesDocumentKind } from './read-kind-header.js';

const BARE_NUMBER = /^(?:number|nummer|numero)$/;

/** Adds Invoice_Number to `chosen` from such a column, where no number or id was chosen. */
export function readBareNumberHeader(chosen: FieldChoice[], profiles: readonly ColumnProfile[]): void {
  if (chosen.some((c) => c.scope === 'invoice' && (c.field === 'Invoice_Number' || c.field === 'InvoiceId'))) return;
  const kind = profiles.find((p) => namesDocumentKind(p.header));
  if (!kind) return;
  const taken = new Set(chosen.map((c) => c.index));
  const number = profiles.find(
    (p) =>
      BARE_NUMBER.test(foldText(p.header.trim()).toLowerCase()) &&
      !taken.has(p.index) &&
      valuesRefuse('Invoice_Number', 'text', p) === undefined &&
      // A document's number differs from row to row, almost always.
      p.distinct * 10 >= p.filled * 9,
  );
  if (!number) return;
  chosen.push({
    scope: 'invoice',
    field: 'Invoice_Number',
    index: number.index,
    header: number.header,
    why: `the document's number, beside the kind of document in "${kind.header}"`,
    alternatives: [],
  });
}
