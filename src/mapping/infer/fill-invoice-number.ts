/**
 * The invoice number, where no column names it, filled from the id that names each invoice, or
 * from the document number beside an exporting system's internal id. Pure.
 */
import { valuesRefuse } from './check-field-values.js';
import type { FieldChoice } from './choose-fields.js';
import type { Filled } from './fill-missing-fields.js';
import type { ColumnProfile } from './profile-column.js';
import { namesInternalId } from './read-header-meaning.js';
import { readOwnNumbering } from './read-own-numbering.js';
import { yamlScalar } from './render-proposal.js';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Columns no field took whose values could be suppliers' invoice numbers: one per row, every one
 * different, holding digits, in more than one shape (each supplier numbers its own way), and
 * neither amounts, dates nor GUIDs (a system's keys).
 */
function supplierNumbers(profiles: readonly ColumnProfile[], taken: ReadonlySet<number>): string[] {
  const shape = (t: string) => t.replace(/\d+/g, '#');
  return profiles
    .filter((p) => {
      const texts = p.texts.filter((t): t is string => t !== undefined);
      if (taken.has(p.index) || texts.length < 5 || p.filled < p.texts.length || p.distinct < p.filled) return false;
      if (p.share.amount > 0.5 || p.share.date > 0 || texts.some((t) => !/\d/.test(t) || GUID.test(t))) return false;
      return new Set(texts.map(shape)).size > 1;
    })
    .map((p) => p.header);
}

/**
 * Without a header that names a number, the document id is what names the invoice; but an
 * exporting system's internal id (`Beleg-ID`, `Bill ID`) loses to a document number that was its
 * rival for the id (`Belegnummer`) and names the invoices about as finely.
 */
export function numberFromId(
  id: FieldChoice | undefined,
  number: FieldChoice | undefined,
  numberColumns: readonly number[],
  profiles: readonly ColumnProfile[],
  taken: ReadonlySet<number> = new Set(),
): Filled {
  if (!id || number || numberColumns.some((i) => i !== id.index)) return {};
  const internal = namesInternalId(id.header);
  const idProfile = profiles[id.index]!;
  const document = internal
    ? id.alternatives
        .map((header) => profiles.find((p) => p.header === header))
        .find(
          (p) =>
            p !== undefined &&
            !namesInternalId(p.header) &&
            valuesRefuse('Invoice_Number', 'text', p) === undefined &&
            // Suppliers number their own invoices: two suppliers' numbers may coincide now and then.
            p.distinct * 10 >= idProfile.distinct * 8,
        )
    : undefined;
  if (document)
    return {
      line: {
        field: 'Invoice_Number',
        spec: yamlScalar(document.header),
        comment: `from "${document.header}": the document number, rather than "${id.header}", the exporting system's internal id`,
      },
    };
  // Numbers in one shape and one narrow run are the book's own; beside them, columns that name each invoice in other shapes hold the suppliers' numbers.
  const own = readOwnNumbering(idProfile);
  const written = own ? supplierNumbers(profiles, taken) : [];
  if (own && written.length > 0)
    return {
      doubt: {
        scope: 'invoice',
        field: 'Invoice_Number',
        headers: written,
        reason: `"${id.header}" numbers the invoices of every supplier in one run (${own.first} to ${own.last}): the exporting system's own numbering, not the number on the supplier's invoice; ${written.map((h) => `"${h}"`).join(' or ')} names each invoice in the suppliers' own shapes`,
      },
    };
  const why = internal
    ? `; "${id.header}" reads as the exporting system's internal id: check it is the number on the invoice`
    : '';
  return {
    line: {
      field: 'Invoice_Number',
      spec: yamlScalar(id.header),
      comment: `no invoice number column: the id "${id.header}" names each invoice${why}`,
    },
  };
}
