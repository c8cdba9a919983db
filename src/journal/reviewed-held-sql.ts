/**
 * A held row that a person closed as reviewed (`resolve --reviewed`, table held_copy_reviews): the
 * row itself, or an earlier held row of its key with the same body and nothing posted, or in doubt,
 * of the key since. The same changed copy read again from a later file was decided already; one
 * read after another post of the key was not. One text for both backends.
 */
import { MAY_BE_THERE_SQL } from './invoice-state.js';

/** The row a review is matched with: SQL expressions of its id, key and body hash. */
interface CopyRead {
  id: string;
  target: string;
  payee: string;
  number: string;
  hash: string;
}

/**
 * `FROM ... WHERE ...` of the reviews (alias r, their held rows h) that close `copy`. Each
 * expression of `copy` stands where it appears: a `?` in it is a parameter at that place (the target,
 * PayeeId, Invoice_Number, id twice, hash, id).
 */
export const reviewsOfCopySql = (copy: CopyRead): string => `FROM held_copy_reviews AS r
    JOIN invoices AS h ON h.id = r.invoice_row_id
    WHERE h.target_identity = ${copy.target} AND h.payee_id = ${copy.payee}
      AND h.invoice_number = ${copy.number}
      AND (h.id = ${copy.id} OR (h.id < ${copy.id} AND h.payload_hash = ${copy.hash}
        AND NOT EXISTS (SELECT 1 FROM invoices AS m WHERE m.target_identity = h.target_identity
          AND m.payee_id = h.payee_id AND m.invoice_number = h.invoice_number
          AND m.id > h.id AND m.id < ${copy.id} AND m.${MAY_BE_THERE_SQL})))`;

const COLUMN = (name: string) => `invoices.${name}`;
const ROW: CopyRead = {
  id: COLUMN('id'),
  target: COLUMN('target_identity'),
  payee: COLUMN('payee_id'),
  number: COLUMN('invoice_number'),
  hash: COLUMN('payload_hash'),
};

/** Of the `invoices` row (unaliased) in the statement around it. `before`: only reviews recorded before an instant, its one parameter (`?`). */
export const reviewedHeldSql = (before: boolean): string =>
  `EXISTS (SELECT 1 ${reviewsOfCopySql(ROW)}${before ? ' AND r.reviewed_at < ?' : ''})`;
