/** Read-only statements for reports and the `journal` command. */
import type { Journal } from './open-journal.js';
import { INVOICE_COLUMNS, type InvoiceRow } from './invoice-row.js';
import type { InvoiceState } from './invoice-state.js';

/** Keyset paging over a run in id order: answered from `invoices_by_run` without sorting the run. */
const RUN_PAGE_WHERE = 'FROM invoices WHERE run_id = ? AND id > ? ORDER BY id LIMIT ?';

/** The next `limit` rows of a run after row `afterId`, in file order, every column. */
export function listRunInvoicesPage(journal: Journal, runId: number, afterId: number, limit: number): InvoiceRow[] {
  return journal.statement(`SELECT ${INVOICE_COLUMNS} ${RUN_PAGE_WHERE}`).all(runId, afterId, limit) as InvoiceRow[];
}

/** The columns of an invoice row that the results sheet and CSV show. */
export type ResultRow = Pick<
  InvoiceRow,
  | 'id'
  | 'sourceFile'
  | 'sheet'
  | 'rows'
  | 'invoiceId'
  | 'invoiceNumber'
  | 'payeeId'
  | 'currencyCode'
  | 'invoiceAmount'
  | 'state'
  | 'httpStatus'
  | 'eRetcode'
  | 'instanceId'
  | 'eMessage'
  | 'detail'
  | 'attempts'
  | 'invoiceDate'
  | 'vendorName'
  | 'lines'
>;

/** The statement of `listRunResultsPage`, exported so a test can check its query plan. */
export const RUN_RESULTS_PAGE_SQL = `SELECT id, source_file, sheet, rows, invoice_id, invoice_number, payee_id,
  currency_code, invoice_amount, state, http_status, e_retcode, instance_id, e_message, detail, attempts,
  invoice_date, vendor_name, lines ${RUN_PAGE_WHERE}`;

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

/** Like `listRunInvoicesPage` with only the columns of `ResultRow`: the results workbook and CSV page through these. */
export function listRunResultsPage(journal: Journal, runId: number, afterId: number, limit: number): ResultRow[] {
  // Rows as arrays made into objects here: half the time of better-sqlite3 naming each column of each row.
  const tuples = journal.statement(RUN_RESULTS_PAGE_SQL).raw(true).all(runId, afterId, limit) as ResultTuple[];
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

/** The statement of `listRunProblemsPage`, exported so a test can check its query plan. */
export const RUN_PROBLEMS_PAGE_SQL = `SELECT p.id, p.run_id AS runId, p.invoice_row_id AS invoiceRowId,
  i.invoice_id AS invoiceId, p.file, p.sheet, p.row, p.column_name AS "column", p.field, p.value, p.message
  FROM problems p LEFT JOIN invoices i ON i.id = p.invoice_row_id
  WHERE p.run_id = ? AND p.id > ? ORDER BY p.id LIMIT ?`;

export function listRunProblemsPage(journal: Journal, runId: number, afterId: number, limit: number): ProblemRow[] {
  return journal.statement(RUN_PROBLEMS_PAGE_SQL).all(runId, afterId, limit) as ProblemRow[];
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
