/** The SQLite implementation of `ListStatements` (list-statements.ts). */
import type { SqliteConnection } from './sqlite-connection.js';
import type { ResultRow, ProblemRow, ListInvoicesFilter, ListStatements } from '../list-statements.js';
import { INVOICE_COLUMNS, type InvoiceRow } from '../invoice-row.js';
import type { InvoiceState } from '../invoice-state.js';
import type { AnnotationRow } from '../annotation-statements.js';
import { INVOICE_HISTORY_SQL, type InvoiceHistoryRow } from '../show-statements.js';
import { COUNT_LATEST_INVOICES_SQL, LIST_LATEST_INVOICES_SQL } from '../latest-invoice-sql.js';

/** Keyset paging over a run in id order: answered from `invoices_by_run` without sorting the run. */
const RUN_PAGE_WHERE = 'FROM invoices WHERE run_id = ? AND id > ? ORDER BY id LIMIT ?';

/** The statement of `listRunResultsPage`, exported so a test can check its query plan. */
export const RUN_RESULTS_PAGE_SQL = `SELECT id, source_file, sheet, rows, invoice_id, invoice_number, payee_id,
  currency_code, invoice_amount, state, http_status, e_retcode, instance_id, e_message, detail, attempts,
  invoice_date, vendor_name, lines ${RUN_PAGE_WHERE}`;

/** The statement of `listRunProblemsPage`, exported so a test can check its query plan. */
export const RUN_PROBLEMS_PAGE_SQL = `SELECT p.id, p.run_id AS runId, p.invoice_row_id AS invoiceRowId,
  i.invoice_id AS invoiceId, p.file, p.sheet, p.row, p.column_name AS "column", p.field, p.value, p.message
  FROM problems p LEFT JOIN invoices i ON i.id = p.invoice_row_id
  WHERE p.run_id = ? AND p.id > ? ORDER BY p.id LIMIT ?`;

type ResultTuple = [
  number,
  string,
  string | null,
  string,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  InvoiceState,
  number | null,
  number | null,
  string | null,
  string | null,
  string | null,
  number,
  string | null,
  string | null,
  number,
];

export function sqliteListStatements(connection: SqliteConnection): ListStatements {
  return {
    async listRunInvoicesPage(runId: number, afterId: number, limit: number): Promise<InvoiceRow[]> {
      return connection
        .statement(`SELECT ${INVOICE_COLUMNS} ${RUN_PAGE_WHERE}`)
        .all(runId, afterId, limit) as InvoiceRow[];
    },
    async listRunResultsPage(runId: number, afterId: number, limit: number): Promise<ResultRow[]> {
      // Rows as arrays made into objects here: half the time of better-sqlite3 naming each column of each row.
      const tuples = connection.statement(RUN_RESULTS_PAGE_SQL).raw(true).all(runId, afterId, limit) as ResultTuple[];
      return tuples.map((t) => ({
        id: t[0],
        sourceFile: t[1],
        sheet: t[2],
        rows: t[3],
        invoiceId: t[4],
        invoiceNumber: t[5],
        payeeId: t[6],
        currencyCode: t[7],
        invoiceAmount: t[8],
        state: t[9],
        httpStatus: t[10],
        eRetcode: t[11],
        instanceId: t[12],
        eMessage: t[13],
        detail: t[14],
        attempts: t[15],
        invoiceDate: t[16],
        vendorName: t[17],
        lines: t[18],
      }));
    },
    async listRunProblemsPage(runId: number, afterId: number, limit: number): Promise<ProblemRow[]> {
      return connection.statement(RUN_PROBLEMS_PAGE_SQL).all(runId, afterId, limit) as ProblemRow[];
    },
    async listRunAnnotationsPage(runId, afterId, limit) {
      return connection
        .statement(
          `SELECT id, sheet, rows, state, instance_id AS instanceId, e_message AS eMessage, detail, sending_at AS sendingAt
           FROM invoices WHERE run_id = ? AND id > ? ORDER BY id LIMIT ?`,
        )
        .all(runId, afterId, limit) as AnnotationRow[];
    },
    async listInvoiceHistory(reference) {
      return connection.statement(INVOICE_HISTORY_SQL).all(reference, reference) as InvoiceHistoryRow[];
    },
    async listInvoices(filter: ListInvoicesFilter): Promise<InvoiceRow[]> {
      return connection
        .statement(
          `SELECT ${INVOICE_COLUMNS} FROM invoices
           WHERE (@state IS NULL OR state = @state) AND (@runId IS NULL OR run_id = @runId)
           ORDER BY id DESC LIMIT @limit`,
        )
        .all({ state: filter.state ?? null, runId: filter.runId ?? null, limit: filter.limit }) as InvoiceRow[];
    },
    async listLatestInvoices(state, limit) {
      return connection.statement(LIST_LATEST_INVOICES_SQL).all(state ?? null, state ?? null, limit) as InvoiceRow[];
    },
    async countLatestInvoices(state) {
      const row = connection.statement(COUNT_LATEST_INVOICES_SQL).get(state ?? null, state ?? null) as { n: number };
      return row.n;
    },
    async countInvoicesByState(runId?: number): Promise<Map<InvoiceState, number>> {
      const rows = connection
        .statement('SELECT state, COUNT(*) AS n FROM invoices WHERE (@runId IS NULL OR run_id = @runId) GROUP BY state')
        .all({ runId: runId ?? null }) as { state: InvoiceState; n: number }[];
      return new Map(rows.map((row) => [row.state, row.n]));
    },
    async forEachRunAmount(runId, visit) {
      const statement = connection.statement(
        'SELECT currency_code AS currency, invoice_amount AS amount, state FROM invoices WHERE run_id = ? ORDER BY id',
      );
      for (const raw of statement.iterate(runId)) {
        const row = raw as { currency: string | null; amount: string | null; state: InvoiceState };
        visit(row.currency, row.amount, row.state);
      }
    },
  };
}
