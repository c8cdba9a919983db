/**
 * One row per invoice: the journal holds a row per run that read an invoice, so an invoice held
 * in doubt through four runs has four rows. Its latest row says where it stands now. One text for
 * both backends (`?` placeholders, no backend-specific casts).
 */
import { INVOICE_COLUMNS } from './invoice-row.js';
import { detailHeldSql } from './invoice-state.js';
import { ROW_SINCE_CONDITION } from './since-sql.js';

/**
 * The id of each invoice's latest row. An invoice is its target and business key; a row without a
 * key (an invalid one) is an invoice of its own. A later plain `skipped` row only repeats what an
 * earlier row decided (created), so the latest row that is not one stands for the invoice. A row
 * held as differing decides something of its own: the file's invoice was not posted, and `journal`
 * shows it "held: differs" (and `--outcome "held: differs"` lists it) until an upload posts it.
 */
const LATEST_IDS = `SELECT COALESCE(MAX(CASE WHEN state <> 'skipped' OR ${detailHeldSql(true)} THEN id END), MAX(id)) FROM invoices
  GROUP BY target_identity, payee_id, invoice_number,
    CASE WHEN payee_id IS NULL OR invoice_number IS NULL THEN id END`;

/** Only the rows of one target when a target is given: parameters the target twice, or null twice for all. */
export const TARGET_CONDITION = '(CAST(? AS TEXT) IS NULL OR target_identity = ?)';

/**
 * `condition`: a state filter's (state-filter-sql.ts); parameters: its parameters, the target twice,
 * the since instant twice (since-sql.ts), then the limit.
 */
export const listLatestInvoicesSql = (condition: string) => `SELECT ${INVOICE_COLUMNS} FROM invoices
  WHERE id IN (${LATEST_IDS}) AND ${condition} AND ${TARGET_CONDITION} AND ${ROW_SINCE_CONDITION}
  ORDER BY id DESC LIMIT ?`;

/** `condition`: a state filter's (state-filter-sql.ts); parameters: its parameters, the target twice, then the since instant twice. */
export const countLatestInvoicesSql = (condition: string) => `SELECT CAST(COUNT(*) AS INTEGER) AS n FROM invoices
  WHERE id IN (${LATEST_IDS}) AND ${condition} AND ${TARGET_CONDITION} AND ${ROW_SINCE_CONDITION}`;

/**
 * `countLatestInvoicesSql` for every target at once and for several conditions in one pass over the
 * latest rows (columns `c0`, `c1`, ...), a row per target: parameters the conditions' in order.
 */
export const countLatestInvoicesByTargetSql = (conditions: readonly string[]) => {
  const counts = conditions.map(
    (condition, i) => `CAST(SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END) AS INTEGER) AS "c${i}"`,
  );
  return `SELECT target_identity AS "targetIdentity", ${counts.join(', ')} FROM invoices
  WHERE id IN (${LATEST_IDS}) GROUP BY target_identity ORDER BY MIN(id)`;
};
