/** Read-only statements for reports and the `journal` command. */
import { CARRIED_SELECT } from './carried-fields.js';
import type { AnnotationRow, ProblemRow, ResultRow } from './report-rows.js';
import { CREATED_EARLIER_SQL, createdEarlierColumnSql } from './created-earlier-sql.js';
import { INVOICE_COLUMNS, type InvoiceRow } from './invoice-row.js';
import type { InvoiceState } from './invoice-state.js';
import { limitOf, type JournalDriver } from './journal-driver.js';
import {
  COUNT_HELD_COPIES_BY_TARGET_SQL,
  TARGET_CONDITION,
  countLatestInvoicesByTargetSql,
  countLatestInvoicesSql,
  listLatestInvoicesSql,
} from './latest-invoice-sql.js';
import { stateFilterOf, stateFilterSql, type StateFilter } from './state-filter-sql.js';
import { RUN_PAGE_WHERE } from './run-page-where.js';
import { STAGED_TWIN_FIELDS_PAGE_SQL, type TwinFieldsRow } from './staged-twin-fields-sql.js';
import { INVOICE_HISTORY_SQL, type InvoiceHistoryRow } from './show-statements.js';
import { visitRunAmounts, type VisitAmount } from './visit-run-amounts.js';

export interface ListInvoicesFilter {
  /** Only rows in this state. */
  state?: InvoiceState | undefined;
  /** Only rows this filter keeps (the `journal` command's outcome words); instead of `state`. */
  matching?: StateFilter | undefined;
  /** Only rows of this run. */
  runId?: number | undefined;
  /** Only rows of this target (its identity); all targets when undefined. */
  targetIdentity?: string | undefined;
  /** Only invoices whose latest row's run started at or after this instant (ISO UTC); not with `runId`. @default every run */
  since?: string | undefined;
  /** Newest rows first, at most this many. */
  limit: number;
}

/** An invalid row of a run whose invoice an earlier row created: the instance and run of that row. */
export interface CreatedEarlierRow {
  id: number;
  earlierInstanceId: string | null;
  earlierRunId: number;
  /** Its detail, which tells whether that run created it or found it in the finance system. */
  earlierDetail: string | null;
}

export interface ListStatements {
  /** The next `limit` rows of a run after row `afterId`, in file order, every column. */
  listRunInvoicesPage(runId: number, afterId: number, limit: number): Promise<InvoiceRow[]>;
  /**
   * The next `limit` staged rows of a run after row `afterId` that have a PayeeId and a number, in
   * file order, with only the columns the in-file twin hold reads (batch/hold-contained-twins.ts).
   */
  listStagedTwinFieldsPage(runId: number, afterId: number, limit: number): Promise<TwinFieldsRow[]>;
  /** Like `listRunInvoicesPage` with only the columns of `ResultRow`: the results workbook and CSV page through these. */
  listRunResultsPage(runId: number, afterId: number, limit: number): Promise<ResultRow[]>;
  listRunProblemsPage(runId: number, afterId: number, limit: number): Promise<ProblemRow[]>;
  /** The next `limit` rows of a run after row `afterId`, in file order, with what the annotated copy writes. */
  listRunAnnotationsPage(runId: number, afterId: number, limit: number): Promise<AnnotationRow[]>;
  /** Every row named by InvoiceId or `PayeeId/Invoice_Number`, oldest first, with its run and body (`journal show`). */
  listInvoiceHistory(reference: string): Promise<InvoiceHistoryRow[]>;
  /** Invoice rows, newest first. */
  listInvoices(filter: ListInvoicesFilter): Promise<InvoiceRow[]>;
  /**
   * The latest row of each invoice (target and key) when `filter` keeps it (any when undefined), of
   * `targetIdentity` only when given, newest first; all when `limit` is negative.
   */
  listLatestInvoices(
    filter: StateFilter | undefined,
    limit: number,
    targetIdentity?: string,
    since?: string,
  ): Promise<InvoiceRow[]>;
  /** How many invoices `listLatestInvoices` would list without a limit. */
  countLatestInvoices(filter: StateFilter | undefined, targetIdentity?: string, since?: string): Promise<number>;
  /**
   * `countLatestInvoices` of each target that has any, for each of `filters`, in one statement
   * (one pass over the latest rows, where a statement per filter made one pass each): per target,
   * oldest first, the counts in the order of `filters`.
   */
  countLatestInvoicesByTarget(filters: readonly (StateFilter | undefined)[]): Promise<Map<string, number[]>>;
  /**
   * Per target that has any, the changed copies held (held: differs) of invoices created earlier and
   * not posted since: open items `listLatestInvoices` lists beside the invoice, which stays created.
   */
  countHeldCopiesByTarget(): Promise<Map<string, number>>;
  /** How many rows `listInvoices` would list without a limit. */
  countInvoices(filter: Omit<ListInvoicesFilter, 'limit'>): Promise<number>;
  /** Number of rows per state, for one run or the whole journal. */
  countInvoicesByState(runId?: number): Promise<Map<InvoiceState, number>>;
  /**
   * A run's invalid rows whose invoice an earlier row of its key created (CREATED_EARLIER_SQL), with
   * that row's instance and run: what an upload's copy of its run needs to total and name them,
   * should the journal go.
   */
  listCreatedEarlierRows(runId: number): Promise<CreatedEarlierRow[]>;
  /** Calls `visit` with the currency, amount and state of every invoice of a run; `visit` must not use the journal. */
  forEachRunAmount(runId: number, visit: VisitAmount): Promise<void>;
}

/**
 * The statement of `listRunResultsPage`, exported so a test can check its query plan. The carried
 * columns come last: SQLite reads this page by column position (sqlite/sqlite-list-statements.ts).
 */
export const RUN_RESULTS_PAGE_SQL = `SELECT id, source_file AS sourceFile, sheet, rows, invoice_id AS invoiceId,
  invoice_number AS invoiceNumber, payee_id AS payeeId, currency_code AS currencyCode, invoice_amount AS invoiceAmount,
  state, http_status AS httpStatus, e_retcode AS eRetcode, instance_id AS instanceId, e_message AS eMessage, detail,
  attempts, lines, (${CREATED_EARLIER_SQL}) AS createdEarlier,
  ${createdEarlierColumnSql('instance_id')} AS earlierInstanceId, ${createdEarlierColumnSql('run_id')} AS earlierRunId,
  ${createdEarlierColumnSql('detail')} AS earlierDetail, ${CARRIED_SELECT} ${RUN_PAGE_WHERE}`;

/** The statement of `listRunProblemsPage`, exported so a test can check its query plan. */
export const RUN_PROBLEMS_PAGE_SQL = `SELECT p.id, p.run_id AS runId, p.invoice_row_id AS invoiceRowId,
  i.invoice_id AS invoiceId, p.file, p.sheet, p.row, p.column_name AS "column", p.field, p.value, p.message
  FROM problems p LEFT JOIN invoices i ON i.id = p.invoice_row_id
  WHERE p.run_id = ? AND p.id > ? ORDER BY p.id LIMIT ?`;

/** The condition of `listInvoices` and `countInvoices`, with its parameters. */
function invoicesWhere({ state, matching, runId, targetIdentity }: Omit<ListInvoicesFilter, 'limit'>) {
  const condition = stateFilterSql(matching ?? stateFilterOf(state));
  const target = targetIdentity ?? null;
  return {
    sql: `${condition.sql} AND (CAST(? AS INTEGER) IS NULL OR run_id = ?) AND ${TARGET_CONDITION}`,
    params: [...condition.params, runId ?? null, runId ?? null, target, target],
  };
}

export function listStatements(d: JournalDriver): ListStatements {
  return {
    async listRunInvoicesPage(runId, afterId, limit) {
      return d.rows<InvoiceRow>(`SELECT ${INVOICE_COLUMNS} ${RUN_PAGE_WHERE}`, [runId, afterId, limit]);
    },
    async listStagedTwinFieldsPage(runId, afterId, limit) {
      return d.rows<TwinFieldsRow>(STAGED_TWIN_FIELDS_PAGE_SQL, [runId, afterId, limit]);
    },
    async listRunResultsPage(runId, afterId, limit) {
      return d.rows<ResultRow>(RUN_RESULTS_PAGE_SQL, [runId, afterId, limit]);
    },
    async listRunProblemsPage(runId, afterId, limit) {
      return d.rows<ProblemRow>(RUN_PROBLEMS_PAGE_SQL, [runId, afterId, limit]);
    },
    async listRunAnnotationsPage(runId, afterId, limit) {
      return d.rows<AnnotationRow>(
        `SELECT id, sheet, rows, state, instance_id AS instanceId, e_message AS eMessage, detail, attempts ${RUN_PAGE_WHERE}`,
        [runId, afterId, limit],
      );
    },
    async listInvoiceHistory(reference) {
      return d.rows<InvoiceHistoryRow>(INVOICE_HISTORY_SQL, [reference, reference]);
    },
    async listInvoices(filter) {
      const where = invoicesWhere(filter);
      return d.rows<InvoiceRow>(`SELECT ${INVOICE_COLUMNS} FROM invoices WHERE ${where.sql} ORDER BY id DESC LIMIT ?`, [
        ...where.params,
        limitOf(d, filter.limit),
      ]);
    },
    async countInvoices(filter) {
      const where = invoicesWhere(filter);
      const sql = `SELECT CAST(COUNT(*) AS INTEGER) AS n FROM invoices WHERE ${where.sql}`;
      return (await d.row<{ n: number }>(sql, where.params))?.n ?? 0;
    },
    async listLatestInvoices(filter, limit, targetIdentity, since) {
      const condition = stateFilterSql(filter);
      const target = targetIdentity ?? null;
      const from = since ?? null;
      return d.rows<InvoiceRow>(listLatestInvoicesSql(condition.sql), [
        ...condition.params,
        target,
        target,
        from,
        from,
        limitOf(d, limit),
      ]);
    },
    async countLatestInvoices(filter, targetIdentity, since) {
      const condition = stateFilterSql(filter);
      const target = targetIdentity ?? null;
      const from = since ?? null;
      const sql = countLatestInvoicesSql(condition.sql);
      return (await d.row<{ n: number }>(sql, [...condition.params, target, target, from, from]))?.n ?? 0;
    },
    async countLatestInvoicesByTarget(filters) {
      const conditions = filters.map(stateFilterSql);
      const rows = await d.rows<Record<string, number> & { targetIdentity: string }>(
        countLatestInvoicesByTargetSql(conditions.map((condition) => condition.sql)),
        conditions.flatMap((condition) => condition.params),
      );
      return new Map(rows.map((row) => [row.targetIdentity, filters.map((_, i) => Number(row[`c${i}`] ?? 0))]));
    },
    async countHeldCopiesByTarget() {
      const rows = await d.rows<{ targetIdentity: string; n: number }>(COUNT_HELD_COPIES_BY_TARGET_SQL);
      return new Map(rows.map((row) => [row.targetIdentity, Number(row.n)]));
    },
    async countInvoicesByState(runId) {
      const rows = await d.rows<{ state: InvoiceState; n: number }>(
        'SELECT state, CAST(COUNT(*) AS INTEGER) AS n FROM invoices WHERE (CAST(? AS INTEGER) IS NULL OR run_id = ?) GROUP BY state',
        [runId ?? null, runId ?? null],
      );
      return new Map(rows.map((row) => [row.state, row.n]));
    },
    async listCreatedEarlierRows(runId) {
      const rows = await d.rows<CreatedEarlierRow>(
        `SELECT id, ${createdEarlierColumnSql('instance_id')} AS earlierInstanceId,
           ${createdEarlierColumnSql('run_id')} AS earlierRunId, ${createdEarlierColumnSql('detail')} AS earlierDetail
         FROM invoices WHERE run_id = ? AND ${CREATED_EARLIER_SQL}`,
        [runId],
      );
      return rows.map((row) => ({ ...row, id: Number(row.id), earlierRunId: Number(row.earlierRunId) }));
    },
    async forEachRunAmount(runId, visit) {
      await visitRunAmounts(d, runId, visit);
    },
  };
}
