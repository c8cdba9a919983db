/** Read-only statements for reports and the `journal` command. */
import type { Journal } from './open-journal.js';
import { INVOICE_COLUMNS, type InvoiceRow } from './invoice-row.js';
import type { InvoiceState } from './invoice-state.js';

/** The next `limit` rows of a run after row `afterId`, in file order; the results workbook pages through these. */
export function listRunInvoicesPage(journal: Journal, runId: number, afterId: number, limit: number): InvoiceRow[] {
  return journal
    .statement(`SELECT ${INVOICE_COLUMNS} FROM invoices WHERE run_id = ? AND id > ? ORDER BY id LIMIT ?`)
    .all(runId, afterId, limit) as InvoiceRow[];
}

export interface ProblemRow {
  id: number;
  runId: number;
  invoiceRowId: number | null;
  /** InvoiceId of the invoice the problem belongs to, when it had one. */
  invoiceId: string | null;
  file: string;
  sheet: string | null;
  row: number | null;
  column: string | null;
  field: string | null;
  value: string | null;
  message: string;
}

export function listRunProblemsPage(journal: Journal, runId: number, afterId: number, limit: number): ProblemRow[] {
  return journal
    .statement(
      `SELECT p.id, p.run_id AS runId, p.invoice_row_id AS invoiceRowId, i.invoice_id AS invoiceId, p.file, p.sheet,
         p.row, p.column_name AS "column", p.field, p.value, p.message
       FROM problems p LEFT JOIN invoices i ON i.id = p.invoice_row_id
       WHERE p.run_id = ? AND p.id > ? ORDER BY p.id LIMIT ?`,
    )
    .all(runId, afterId, limit) as ProblemRow[];
}

export interface ListInvoicesFilter {
  /** Only rows in this state. */
  state?: InvoiceState | undefined;
  /** Only rows of this run. */
  runId?: number | undefined;
  /** Newest rows first, at most this many. */
  limit: number;
}

/** Invoice rows, newest first. */
export function listInvoices(journal: Journal, filter: ListInvoicesFilter): InvoiceRow[] {
  return journal
    .statement(
      `SELECT ${INVOICE_COLUMNS} FROM invoices
       WHERE (@state IS NULL OR state = @state) AND (@runId IS NULL OR run_id = @runId)
       ORDER BY id DESC LIMIT @limit`,
    )
    .all({ state: filter.state ?? null, runId: filter.runId ?? null, limit: filter.limit }) as InvoiceRow[];
}

/** Number of rows per state, for one run or the whole journal. */
export function countInvoicesByState(journal: Journal, runId?: number): Map<InvoiceState, number> {
  const rows = journal
    .statement('SELECT state, COUNT(*) AS n FROM invoices WHERE (@runId IS NULL OR run_id = @runId) GROUP BY state')
    .all({ runId: runId ?? null }) as { state: InvoiceState; n: number }[];
  return new Map(rows.map((row) => [row.state, row.n]));
}

/** Calls `visit` with the currency, amount and state of every invoice of a run; `visit` must not use the journal. */
export function forEachRunAmount(
  journal: Journal,
  runId: number,
  visit: (currency: string | null, amount: string | null, state: InvoiceState) => void,
): void {
  const statement = journal.statement(
    'SELECT currency_code AS currency, invoice_amount AS amount, state FROM invoices WHERE run_id = ? ORDER BY id',
  );
  for (const raw of statement.iterate(runId)) {
    const row = raw as { currency: string | null; amount: string | null; state: InvoiceState };
    visit(row.currency, row.amount, row.state);
  }
}
