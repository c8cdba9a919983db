/**
 * What the journal knows of a key under its other targets: a key created through one address and
 * uploaded through another that is not the same identity (`localhost` for `127.0.0.1`, a new
 * gateway) is most often the same invoice on the same back-end.
 */
import { INVOICE_COLUMNS, type InvoiceRow } from './invoice-row.js';

/** A row of `findOtherTargetRows`, with the id of the staged row it bears on. */
export type OtherTargetRow = InvoiceRow & { stagedId: number };

/** A staged row held back while its key is in doubt or being sent under another target. */
export interface HeldRow {
  rowId: number;
  detail: string;
  /**
   * Held behind a post in doubt that may have created it (under another target of the same
   * back-end): recorded in doubt, never sent, so every count and total says so. @default false
   */
  inDoubt?: boolean | undefined;
}

/**
 * For the staged rows of a run with ids in (afterId, throughId]: the rows of the same PayeeId and
 * Invoice_Number under another target that bear on posting them (created, being sent, or in doubt
 * after a request left), by staged row, oldest first. The other targets are read from `runs`, a
 * few rows, so each is looked up in the key index; the embedded sandbox is no other target: what it
 * holds never reached a finance system. Parameters: the run's target, run id, afterId, throughId.
 * CROSS JOIN keeps SQLite to that order: left to choose, it read the created rows of the whole
 * journal by state for each staged row (25 ms an invoice on a journal of 85,000 rows).
 */
export const FIND_OTHER_TARGET_ROWS_SQL = `SELECT staged_id AS stagedId, ${INVOICE_COLUMNS} FROM (
     SELECT s.id AS staged_id, o.* FROM (SELECT DISTINCT target_identity FROM runs WHERE target_identity <> ? AND sandbox = 0) AS t
     CROSS JOIN invoices AS s
     CROSS JOIN invoices AS o
     WHERE s.run_id = ? AND s.state = 'staged' AND s.id > ? AND s.id <= ?
       AND o.target_identity = t.target_identity AND o.payee_id = s.payee_id AND o.invoice_number = s.invoice_number
       AND (o.state IN ('created', 'sending') OR (o.state = 'in-doubt' AND o.sending_at IS NOT NULL))) AS k
   ORDER BY staged_id, id`;

/**
 * Holds a staged row back, nothing sent: failed, or in doubt with no request of its own (no
 * `sending_at`), which stops no later post of its key, so the next upload plans it again. A row
 * no longer staged is left as it is. State, detail, at, at, id.
 */
export const RECORD_HELD_SQL = `UPDATE invoices SET state = ?, detail = ?, outcome_at = ?, updated_at = ?
   WHERE id = ? AND state = 'staged'`;
