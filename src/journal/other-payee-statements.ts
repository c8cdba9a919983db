/**
 * What the journal holds of a staged invoice's Invoice_Number under another PayeeId on the same
 * target, created, in doubt or still sending: a PayeeId corrected after posting would post the invoice
 * a second time under the new one.
 */
import { INVOICE_COLUMNS, type InvoiceRow } from './invoice-row.js';

/**
 * For the staged rows of a run with ids in (afterId, throughId]: the rows of the same target and
 * Invoice_Number under another PayeeId that are created (looked up in `invoices_created_by_number`,
 * migration 117) or in doubt after their request left or still `sending` (being sent now, or left so by
 * a run that stopped: as likely created; few, through `invoices_by_state`), by staged row, oldest first. The staged row's date, amount and currency are its own columns, read with it.
 * Parameters: run id, afterId, throughId (otherPayeeParams).
 */
const OTHER_PAYEE_ROWS = (states: string) => `
     SELECT s.id AS staged_id, s.invoice_date AS staged_date, s.invoice_amount AS staged_amount,
       s.currency_code AS staged_currency, o.* FROM invoices AS s
     JOIN invoices AS o ON o.target_identity = s.target_identity AND o.invoice_number = s.invoice_number
       AND ${states} AND o.payee_id <> s.payee_id
     WHERE s.run_id = ? AND s.state = 'staged' AND s.id > ? AND s.id <= ?`;

/**
 * One part per state, each `o.state = ?` alone: an `IN` of the states leads SQLite to search every row
 * of the target rather than the few in doubt or sending by `invoices_by_state`.
 */
const PARTS = [
  "o.state = 'created'",
  "o.state = 'in-doubt' AND o.sending_at IS NOT NULL",
  "o.state = 'sending' AND o.sending_at IS NOT NULL",
] as const;

export const FIND_OTHER_PAYEE_CREATED_SQL = `SELECT staged_id AS stagedId, staged_date AS stagedDate,
     staged_amount AS stagedAmount, staged_currency AS stagedCurrency, ${INVOICE_COLUMNS} FROM (
     ${PARTS.map(OTHER_PAYEE_ROWS).join('\n     UNION ALL ')}) AS k
   ORDER BY staged_id, id`;

/** FIND_OTHER_PAYEE_CREATED_SQL's parameters: the run and id range, once for each of its parts. */
export const otherPayeeParams = (runId: number, afterId: number, throughId: number): number[] =>
  PARTS.flatMap(() => [runId, afterId, throughId]);

/** A row of `findOtherPayeeCreated`: the staged row it bears on, with its date and amount to compare. */
export type OtherPayeeCreated = InvoiceRow & {
  stagedId: number;
  stagedDate: string | null;
  stagedAmount: string | null;
  stagedCurrency: string | null;
};
