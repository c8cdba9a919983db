/** Read-only statements for reports and the `journal` command. */
import type { InvoiceRow } from './invoice-row.js';
import type { InvoiceState } from './invoice-state.js';
import type { AnnotationRow } from './annotation-statements.js';
import type { InvoiceHistoryRow } from './show-statements.js';

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

export interface ListInvoicesFilter {
  /** Only rows in this state. */
  state?: InvoiceState | undefined;
  /** Only rows of this run. */
  runId?: number | undefined;
  /** Newest rows first, at most this many. */
  limit: number;
}

/** Implemented once per backend (sqlite/, postgres/); chosen when the journal opens. */
export interface ListStatements {
  /** The next `limit` rows of a run after row `afterId`, in file order, every column. */
  listRunInvoicesPage(runId: number, afterId: number, limit: number): Promise<InvoiceRow[]>;
  /** Like `listRunInvoicesPage` with only the columns of `ResultRow`: the results workbook and CSV page through these. */
  listRunResultsPage(runId: number, afterId: number, limit: number): Promise<ResultRow[]>;
  listRunProblemsPage(runId: number, afterId: number, limit: number): Promise<ProblemRow[]>;
  /** The next `limit` rows of a run after row `afterId`, in file order, with what the annotated copy writes. */
  listRunAnnotationsPage(runId: number, afterId: number, limit: number): Promise<AnnotationRow[]>;
  /** Every row named by InvoiceId or `PayeeId/Invoice_Number`, oldest first, with its run and body (`journal show`). */
  listInvoiceHistory(reference: string): Promise<InvoiceHistoryRow[]>;
  /** Invoice rows, newest first. */
  listInvoices(filter: ListInvoicesFilter): Promise<InvoiceRow[]>;
  /** The latest row of each invoice (target and key) whose latest state is `state` (any when undefined), newest first; all when `limit` is negative. */
  listLatestInvoices(state: InvoiceState | undefined, limit: number): Promise<InvoiceRow[]>;
  /** How many invoices `listLatestInvoices` would list without a limit. */
  countLatestInvoices(state: InvoiceState | undefined): Promise<number>;
  /** Number of rows per state, for one run or the whole journal. */
  countInvoicesByState(runId?: number): Promise<Map<InvoiceState, number>>;
  /** Calls `visit` with the currency, amount and state of every invoice of a run; `visit` must not use the journal. */
  forEachRunAmount(
    runId: number,
    visit: (currency: string | null, amount: string | null, state: InvoiceState) => void,
  ): Promise<void>;
}
