/**
 * The dates the journal sent for the keys a run staged, where the run's file says another date: what
 * tells a file whose dates a spreadsheet re-read in the other order (day first for month first)
 * from a file whose invoices were corrected one by one (batch/judge-date-swap.ts).
 */

/** A staged invoice whose key the journal sent, or created, with another Invoice_Date. */
export interface SentDate {
  stagedId: number;
  payeeId: string;
  invoiceNumber: string;
  /** The staged invoice's rows in its file, as the results show them (`5`, `5-7`). */
  rows: string | null;
  /** The file's date now, as posted (YYYYMMDD). */
  fileDate: string;
  /** The date of the request that left (or of the created row), as posted (YYYYMMDD). */
  sentDate: string;
}

/**
 * Parameters: the run id. A row counts as sent when its request left (`sending_at`) or it is
 * created (import-results records created rows without one); the key is the staged row's target,
 * PayeeId and Invoice_Number, as the send loop's look-ups use it.
 */
export const FIND_SENT_DATES_SQL = `SELECT DISTINCT s.id AS "stagedId", s.payee_id AS "payeeId",
     s.invoice_number AS "invoiceNumber", s.rows AS "rows", s.invoice_date AS "fileDate", o.invoice_date AS "sentDate"
   FROM invoices AS s
   JOIN invoices AS o ON o.target_identity = s.target_identity AND o.payee_id = s.payee_id
     AND o.invoice_number = s.invoice_number AND o.run_id <> s.run_id
     AND (o.state = 'created' OR o.sending_at IS NOT NULL)
   WHERE s.run_id = ? AND s.state = 'staged' AND o.invoice_date IS NOT NULL AND s.invoice_date IS NOT NULL
     AND o.invoice_date <> s.invoice_date
   ORDER BY "stagedId", "sentDate"`;
