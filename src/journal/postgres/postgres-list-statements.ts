/** The PostgreSQL implementation of `ListStatements` (list-statements.ts). */
import { INVOICE_COLUMNS, type InvoiceRow } from '../invoice-row.js';
import type { AnnotationRow } from '../annotation-statements.js';
import type { InvoiceState } from '../invoice-state.js';
import { INVOICE_HISTORY_SQL, type InvoiceHistoryRow } from '../show-statements.js';
import { COUNT_LATEST_INVOICES_SQL, LIST_LATEST_INVOICES_SQL } from '../latest-invoice-sql.js';
import type { ListStatements, ProblemRow, ResultRow } from '../list-statements.js';
import type { PostgresConnection } from './postgres-connection.js';

const RUN_PAGE_WHERE = 'FROM invoices WHERE run_id = ? AND id > ? ORDER BY id LIMIT ?';
/** Rows of a run read per query by `forEachRunAmount`. */
const AMOUNT_PAGE = 5000;

export function postgresListStatements(c: PostgresConnection): ListStatements {
  return {
    async listRunInvoicesPage(runId, afterId, limit) {
      return c.rows<InvoiceRow>(`SELECT ${INVOICE_COLUMNS} ${RUN_PAGE_WHERE}`, [runId, afterId, limit]);
    },
    async listRunResultsPage(runId, afterId, limit) {
      return c.rows<ResultRow>(
        `SELECT id, source_file AS sourceFile, sheet, rows, invoice_id AS invoiceId, invoice_number AS invoiceNumber,
           payee_id AS payeeId, currency_code AS currencyCode, invoice_amount AS invoiceAmount, state,
           http_status AS httpStatus, e_retcode AS eRetcode, instance_id AS instanceId, e_message AS eMessage, detail, attempts,
           invoice_date AS invoiceDate, vendor_name AS vendorName, lines
         ${RUN_PAGE_WHERE}`,
        [runId, afterId, limit],
      );
    },
    async listRunProblemsPage(runId, afterId, limit) {
      return c.rows<ProblemRow>(
        `SELECT p.id, p.run_id AS runId, p.invoice_row_id AS invoiceRowId,
           i.invoice_id AS invoiceId, p.file, p.sheet, p.row, p.column_name AS "column", p.field, p.value, p.message
         FROM problems p LEFT JOIN invoices i ON i.id = p.invoice_row_id
         WHERE p.run_id = ? AND p.id > ? ORDER BY p.id LIMIT ?`,
        [runId, afterId, limit],
      );
    },
    async listRunAnnotationsPage(runId, afterId, limit) {
      return c.rows<AnnotationRow>(
        `SELECT id, sheet, rows, state, instance_id AS instanceId, e_message AS eMessage, detail, sending_at AS sendingAt ${RUN_PAGE_WHERE}`,
        [runId, afterId, limit],
      );
    },
    async listInvoiceHistory(reference) {
      return c.rows<InvoiceHistoryRow>(INVOICE_HISTORY_SQL, [reference, reference]);
    },
    async listInvoices(filter) {
      return c.rows<InvoiceRow>(
        `SELECT ${INVOICE_COLUMNS} FROM invoices
         WHERE (?::text IS NULL OR state = ?) AND (?::integer IS NULL OR run_id = ?)
         ORDER BY id DESC LIMIT ?`,
        [
          filter.state ?? null,
          filter.state ?? null,
          filter.runId ?? null,
          filter.runId ?? null,
          filter.limit < 0 ? null : filter.limit,
        ],
      );
    },
    async listLatestInvoices(state, limit) {
      return c.rows<InvoiceRow>(LIST_LATEST_INVOICES_SQL, [state ?? null, state ?? null, limit < 0 ? null : limit]);
    },
    async countLatestInvoices(state) {
      const row = await c.row<{ n: number }>(COUNT_LATEST_INVOICES_SQL, [state ?? null, state ?? null]);
      return row?.n ?? 0;
    },
    async countInvoicesByState(runId) {
      const rows = await c.rows<{ state: InvoiceState; n: number }>(
        'SELECT state, COUNT(*)::integer AS n FROM invoices WHERE (?::integer IS NULL OR run_id = ?) GROUP BY state',
        [runId ?? null, runId ?? null],
      );
      return new Map(rows.map((row) => [row.state, row.n]));
    },
    async forEachRunAmount(runId, visit) {
      for (let after = 0; ;) {
        const rows = await c.rows<{ id: number; currency: string | null; amount: string | null; state: InvoiceState }>(
          'SELECT id, currency_code AS currency, invoice_amount AS amount, state FROM invoices WHERE run_id = ? AND id > ? ORDER BY id LIMIT ?',
          [runId, after, AMOUNT_PAGE],
        );
        for (const row of rows) visit(row.currency, row.amount, row.state);
        if (rows.length < AMOUNT_PAGE) return;
        after = rows[rows.length - 1]?.id ?? after;
      }
    },
  };
}
