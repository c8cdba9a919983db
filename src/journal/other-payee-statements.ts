/**
 * What the journal holds of a staged invoice's Invoice_Number under another PayeeId on the same
 * target: a PayeeId corrected after posting would post the invoice a second time under the new one.
 */
import { INVOICE_COLUMNS, type InvoiceRow } from './invoice-row.js';

/**
 * For the staged rows of a run with ids in (afterId, throughId]: the created rows of the same target
 * and Invoice_Number under another PayeeId, by staged row, oldest first; each is looked up in
 * `invoices_created_by_number` (migration 117). The staged row's date and amount are its own
 * columns, read with it. Parameters: run id, afterId, throughId.
 */
export const FIND_OTHER_PAYEE_CREATED_SQL = `SELECT staged_id AS stagedId, staged_date AS stagedDate,
     staged_amount AS stagedAmount, ${INVOICE_COLUMNS} FROM (
     SELECT s.id AS staged_id, s.invoice_date AS staged_date, s.invoice_amount AS staged_amount, o.* FROM invoices AS s
     JOIN invoices AS o ON o.target_identity = s.target_identity AND o.invoice_number = s.invoice_number
       AND o.state = 'created' AND o.payee_id <> s.payee_id
     WHERE s.run_id = ? AND s.state = 'staged' AND s.id > ? AND s.id <= ?) AS k
   ORDER BY staged_id, id`;

/** A row of `findOtherPayeeCreated`: the staged row it bears on, with its date and amount to compare. */
export type OtherPayeeCreated = InvoiceRow & {
  stagedId: number;
  stagedDate: string | null;
  stagedAmount: string | null;
};
