/**
 * What the journal holds of a staged invoice's InvoiceId under another Invoice_Number or PayeeId on
 * the same target, created, in doubt or still sending: the InvoiceId is the posting application's id
 * of the invoice, so a mapping corrected after posting would post it a second time under the new key.
 */
import { foldInvoiceIdSql as FOLDED } from './fold-invoice-id-sql.js';
import { INVOICE_COLUMNS, type InvoiceRow } from './invoice-row.js';

/**
 * For the staged rows of a run with ids in (afterId, throughId] that carry an InvoiceId: the rows of
 * the same target and InvoiceId under another key that are created (`invoices_created_by_invoice_id`,
 * migration 122), or in doubt after their request left, or still `sending` (now, or left so by a run
 * that stopped; few, through `invoices_by_state`), by staged row, oldest first.
 * Parameters: run id, afterId, throughId (sameInvoiceIdParams).
 */
const SAME_INVOICE_ID_ROWS = (states: string) => `
     SELECT s.id AS staged_id, s.invoice_date AS staged_date, s.invoice_amount AS staged_amount,
       s.currency_code AS staged_currency, o.* FROM invoices AS s
     JOIN invoices AS o ON o.target_identity = s.target_identity AND ${FOLDED('o.invoice_id')} = ${FOLDED('s.invoice_id')}
       AND ${states} AND (o.payee_id <> s.payee_id OR o.invoice_number <> s.invoice_number)
     WHERE s.run_id = ? AND s.state = 'staged' AND s.id > ? AND s.id <= ? AND ${FOLDED('s.invoice_id')} <> ''`;

/** One part per state, as other-payee-statements.ts does, so each finds its rows by its own index. */
const PARTS = [
  "o.state = 'created'",
  "o.state = 'in-doubt' AND o.sending_at IS NOT NULL",
  "o.state = 'sending' AND o.sending_at IS NOT NULL",
] as const;

export const FIND_SAME_INVOICE_ID_SQL = `SELECT staged_id AS stagedId, staged_date AS stagedDate,
     staged_amount AS stagedAmount, staged_currency AS stagedCurrency, ${INVOICE_COLUMNS} FROM (
     ${PARTS.map(SAME_INVOICE_ID_ROWS).join('\n     UNION ALL ')}) AS k
   ORDER BY staged_id, id`;

/** FIND_SAME_INVOICE_ID_SQL's parameters: the run and id range, once for each of its parts. */
export const sameInvoiceIdParams = (runId: number, afterId: number, throughId: number): number[] =>
  PARTS.flatMap(() => [runId, afterId, throughId]);

/** A row of `findSameInvoiceId`: the staged row it bears on, with its date and amount to compare, and the earlier row of its InvoiceId. */
export type SameInvoiceIdRow = InvoiceRow & {
  stagedId: number;
  stagedDate: string | null;
  stagedAmount: string | null;
  stagedCurrency: string | null;
};
