/** Read statements of the annotated copy of a source file: what each invoice of a run came to, in pages. */
import type { Journal } from './open-journal.js';
import type { InvoiceRow } from './invoice-row.js';

/** The columns of an invoice row the annotated copy writes next to its source rows. */
export type AnnotationRow = Pick<
  InvoiceRow,
  'id' | 'sheet' | 'rows' | 'state' | 'instanceId' | 'eMessage' | 'detail' | 'sendingAt'
>;

/** The next `limit` rows of a run after row `afterId`, in file order. */
export function listRunAnnotationsPage(
  journal: Journal,
  runId: number,
  afterId: number,
  limit: number,
): AnnotationRow[] {
  return journal
    .statement(
      `SELECT id, sheet, rows, state, instance_id AS instanceId, e_message AS eMessage, detail, sending_at AS sendingAt
       FROM invoices WHERE run_id = ? AND id > ? ORDER BY id LIMIT ?`,
    )
    .all(runId, afterId, limit) as AnnotationRow[];
}
