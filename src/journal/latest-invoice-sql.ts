/**
 * One row per invoice: the journal holds a row per run that read an invoice, so an invoice held
 * in doubt through four runs has four rows. Its latest row says where it stands now. One text for
 * both backends (`?` placeholders, no backend-specific casts).
 */
import { INVOICE_COLUMNS } from './invoice-row.js';
import { detailHeldSql, MAY_BE_THERE_SQL, NEVER_SENT_SQL } from './invoice-state.js';
import { ROW_SINCE_CONDITION } from './since-sql.js';
import { reviewedHeldSql } from './reviewed-held-sql.js';

/** A row that decides where its invoice stands: any but a plain `skipped` one, which repeats an earlier decision. */
const DECIDES = `(state <> 'skipped' OR ${detailHeldSql(true)})`;

/**
 * A row that says nothing of what the finance system holds: staged, not sent, or invalid in its
 * file. After a created, in-doubt or sending row of its key it must not stand for the invoice, or a
 * later run that stopped before sending would show an invoice that is (or may be) in the finance
 * system as "not sent ... safe to post again", and it could be posted by hand a second time.
 */
const SAYS_NOTHING_SENT = `(state IN ('staged', 'invalid') OR (${NEVER_SENT_SQL}))`;

/** A row held as differing: its file's invoice was not posted (`isHeldDiffers` as a condition). */
const HELD = `(state = 'skipped' AND ${detailHeldSql(true)})`;

/**
 * The id of the row that stands for each invoice. An invoice is its target and business key; a row
 * without a key (an invalid one) is an invoice of its own. A later plain `skipped` row only repeats
 * what an earlier row decided (created), so the latest row that is not one stands for the invoice.
 * A row held as differing stands for a key nothing of which may be in the finance system. Once a key
 * has a created, in-doubt or sending row (`MAY_BE_THERE_SQL`), a later row that sent nothing
 * (`SAYS_NOTHING_SENT`) or held a changed copy does not stand for it: it stays created, with its
 * instance id and amount, or in doubt until resolved. The held copy is an open item of its own
 * (`HELD_COPY_IDS`), so an auditor's list of created invoices ties with the finance system.
 */
const STANDING_IDS = `SELECT CASE WHEN MAX(CASE WHEN ${MAY_BE_THERE_SQL} THEN id END) IS NULL
    THEN COALESCE(MAX(CASE WHEN ${DECIDES} THEN id END), MAX(id))
    ELSE MAX(CASE WHEN state <> 'skipped' AND NOT ${SAYS_NOTHING_SENT} THEN id END) END FROM invoices
  GROUP BY target_identity, payee_id, invoice_number,
    CASE WHEN payee_id IS NULL OR invoice_number IS NULL THEN id END`;

/**
 * The latest held row of each key that may be in the finance system, when no created, in-doubt or
 * sending row came after it: a changed copy of an invoice posted before, never sent, open until an
 * upload posts it (`--force`) or a person closes it as reviewed, not to be posted (`resolve
 * --reviewed`). `journal` lists it as "held: differs" beside the created invoice.
 */
export const HELD_COPY_IDS = `SELECT id FROM invoices WHERE id IN (SELECT MAX(CASE WHEN ${HELD} THEN id END) FROM invoices
  WHERE payee_id IS NOT NULL AND invoice_number IS NOT NULL
  GROUP BY target_identity, payee_id, invoice_number
  HAVING MAX(CASE WHEN ${HELD} THEN id END) > MAX(CASE WHEN ${MAY_BE_THERE_SQL} THEN id END))
  AND NOT ${reviewedHeldSql(false)}`;

/** What a listing of invoices shows: each invoice once, and each open held copy beside it. */
const LATEST_IDS = `${STANDING_IDS} UNION ALL ${HELD_COPY_IDS}`;

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
 * rows standing for invoices (columns `c0`, `c1`, ...), a row per target: parameters the conditions'
 * in order. Held copies are not counted: each invoice is counted once, by where it stands.
 */
export const countLatestInvoicesByTargetSql = (conditions: readonly string[]) => {
  const counts = conditions.map(
    (condition, i) => `CAST(SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END) AS INTEGER) AS "c${i}"`,
  );
  return `SELECT target_identity AS "targetIdentity", ${counts.join(', ')} FROM invoices
  WHERE id IN (${STANDING_IDS}) GROUP BY target_identity ORDER BY MIN(id)`;
};

/** The open held copies (`HELD_COPY_IDS`) of each target that has any. */
export const COUNT_HELD_COPIES_BY_TARGET_SQL = `SELECT target_identity AS "targetIdentity",
  CAST(COUNT(*) AS INTEGER) AS n FROM invoices WHERE id IN (${HELD_COPY_IDS}) GROUP BY target_identity`;
