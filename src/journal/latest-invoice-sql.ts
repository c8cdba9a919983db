/**
 * One row per invoice: the journal holds a row per run that read an invoice, so an invoice held
 * in doubt through four runs has four rows. Its latest row says where it stands now. One text for
 * both backends (`?` placeholders, no backend-specific casts).
 */
import { INVOICE_COLUMNS } from './invoice-row.js';
import { detailHeldSql, MAY_BE_THERE_SQL, NEVER_SENT_SQL } from './invoice-state.js';
import { ROW_SINCE_CONDITION } from './since-sql.js';

/** A row that decides where its invoice stands: any but a plain `skipped` one, which repeats an earlier decision. */
const DECIDES = `(state <> 'skipped' OR ${detailHeldSql(true)})`;

/**
 * A row that says nothing of what the finance system holds: staged, not sent, or invalid in its
 * file. After a created, in-doubt or sending row of its key it must not stand for the invoice, or a
 * later run that stopped before sending would show an invoice that is (or may be) in the finance
 * system as "not sent ... safe to post again", and it could be posted by hand a second time.
 */
const SAYS_NOTHING_SENT = `(state IN ('staged', 'invalid') OR (${NEVER_SENT_SQL}))`;

/**
 * The id of each invoice's latest row. An invoice is its target and business key; a row without a
 * key (an invalid one) is an invoice of its own. A later plain `skipped` row only repeats what an
 * earlier row decided (created), so the latest row that is not one stands for the invoice. A row
 * held as differing decides something of its own: the file's invoice was not posted, and `journal`
 * shows it "held: differs" (and `--outcome "held: differs"` lists it) until an upload posts it.
 * Once a key has a created, in-doubt or sending row (`MAY_BE_THERE_SQL`), a later row that sent nothing
 * (`SAYS_NOTHING_SENT`) does not stand for it either: it stays created, with its instance id, or in
 * doubt until resolved, whatever a later run did not send.
 */
const LATEST_IDS = `SELECT CASE WHEN MAX(CASE WHEN ${MAY_BE_THERE_SQL} THEN id END) IS NULL
    THEN COALESCE(MAX(CASE WHEN ${DECIDES} THEN id END), MAX(id))
    ELSE MAX(CASE WHEN ${DECIDES} AND NOT ${SAYS_NOTHING_SENT} THEN id END) END FROM invoices
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
