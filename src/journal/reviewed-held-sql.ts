/**
 * A held row (`invoices`, unaliased, in the statement around it) that a person closed as reviewed
 * (`resolve --reviewed`, table held_copy_reviews): the row itself, or an earlier held row of its key
 * with the same body and nothing posted, or in doubt, of the key since. The same changed copy read
 * again from a later file was decided already; one read after another post of the key was not.
 * One text for both backends.
 */
import { MAY_BE_THERE_SQL } from './invoice-state.js';

/** `before`: only reviews recorded before an instant, its one parameter (`?`). */
export const reviewedHeldSql = (before: boolean): string => `EXISTS (SELECT 1 FROM held_copy_reviews AS r
    JOIN invoices AS h ON h.id = r.invoice_row_id
    WHERE h.target_identity = invoices.target_identity AND h.payee_id = invoices.payee_id
      AND h.invoice_number = invoices.invoice_number
      AND (h.id = invoices.id OR (h.id < invoices.id AND h.payload_hash = invoices.payload_hash
        AND NOT EXISTS (SELECT 1 FROM invoices AS m WHERE m.target_identity = h.target_identity
          AND m.payee_id = h.payee_id AND m.invoice_number = h.invoice_number
          AND m.id > h.id AND m.id < invoices.id AND m.${MAY_BE_THERE_SQL})))${before ? ' AND r.reviewed_at < ?' : ''})`;
