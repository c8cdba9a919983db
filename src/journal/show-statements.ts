/** Statements of `journal show`: every row of one invoice, with its run and the body as sent. */
import type { Journal } from './open-journal.js';
import { INVOICE_COLUMNS, type InvoiceRow } from './invoice-row.js';

/** An invoice row with the run it belongs to and its request body. */
export interface InvoiceHistoryRow extends InvoiceRow {
  /** The request body exactly as staged and sent (JSON text); null for an invalid invoice. */
  payloadJson: string | null;
  runStartedAt: string;
  runSourcePath: string;
  runMapping: string;
  runTargetDescription: string;
  resultsFile: string | null;
}

/**
 * Every row named by InvoiceId or by `PayeeId/Invoice_Number`, on any target, oldest first: one
 * row per run that read the invoice.
 */
export function listInvoiceHistory(journal: Journal, reference: string): InvoiceHistoryRow[] {
  return journal
    .statement(
      `SELECT i.*, r.started_at AS runStartedAt, r.source_path AS runSourcePath, r.mapping AS runMapping,
         r.target_description AS runTargetDescription, r.results_file AS resultsFile
       FROM (SELECT ${INVOICE_COLUMNS}, payload_json AS payloadJson FROM invoices
             WHERE invoice_id = @reference OR payee_id || '/' || invoice_number = @reference) AS i
       JOIN runs r ON r.id = i.runId
       ORDER BY i.id`,
    )
    .all({ reference }) as InvoiceHistoryRow[];
}
