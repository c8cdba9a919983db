/**
 * What an auditor's period export reads (`journal export`): the invoices created in a period, each
 * once, and the invoices open at its end. Created means a create answer or a person's resolution
 * recorded the invoice as created: the rows themselves, not the latest row of each key, so a later
 * held copy of a created invoice never hides it. One text per statement for both backends.
 */
import { INVOICE_COLUMNS, type InvoiceRow } from './invoice-row.js';
import type { JournalDriver } from './journal-driver.js';
import { HELD_DIFFERS_SQL } from './invoice-state.js';
import { reviewedHeldSql } from './reviewed-held-sql.js';

/** An invoice row with its run's description of the target. */
export interface PeriodRow extends InvoiceRow {
  targetDescription: string;
}

export interface PeriodStatements {
  /**
   * Rows recorded created at `from` or later and before `to` (ISO 8601 UTC), by the time the answer
   * or the resolution was recorded, oldest first; an instance recorded created by several rows is
   * read once, by its first. On one target, or on every target when none is given.
   */
  listCreatedBetween(from: string, to: string, targetIdentity?: string): Promise<PeriodRow[]>;
  /**
   * The latest row of each invoice staged before `to` that was open then: in doubt (also when a
   * person resolved it at `to` or later), held: differs (unless closed as reviewed before `to`), failed,
   * not sent or rejected; oldest first.
   */
  listOpenAt(to: string, targetIdentity?: string): Promise<PeriodRow[]>;
}

const TARGET_DESCRIPTION = `(SELECT target_description FROM runs WHERE runs.id = invoices.run_id) AS targetDescription`;
/** Rows on one target, or on any when the target (twice) is null. */
const ON_TARGET = '(CAST(? AS TEXT) IS NULL OR target_identity = ?)';

// Leading zeros aside, as resolve compares instance ids (resolve-statements.ts).
const CREATED_BETWEEN_SQL = `SELECT ${INVOICE_COLUMNS}, ${TARGET_DESCRIPTION} FROM invoices
  WHERE state = 'created' AND outcome_at >= ? AND outcome_at < ? AND ${ON_TARGET}
    AND NOT EXISTS (SELECT 1 FROM invoices AS e WHERE e.state = 'created'
      AND e.target_identity = invoices.target_identity
      AND ltrim(e.instance_id, '0') = ltrim(invoices.instance_id, '0')
      AND (e.outcome_at < invoices.outcome_at OR (e.outcome_at = invoices.outcome_at AND e.id < invoices.id)))
  ORDER BY outcome_at, id`;

const OPEN_AT_SQL = `SELECT ${INVOICE_COLUMNS}, ${TARGET_DESCRIPTION} FROM invoices
  WHERE staged_at < ? AND ${ON_TARGET} AND payee_id IS NOT NULL AND invoice_number IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM invoices AS l WHERE l.target_identity = invoices.target_identity
      AND l.payee_id = invoices.payee_id AND l.invoice_number = invoices.invoice_number
      AND l.staged_at < ? AND l.id > invoices.id)
    AND (state IN ('sending', 'in-doubt', 'failed', 'rejected') OR ((${HELD_DIFFERS_SQL}) AND NOT ${reviewedHeldSql(true)})
      OR (in_doubt_at IS NOT NULL AND in_doubt_at < ? AND outcome_at >= ?))
  ORDER BY id`;

export function periodStatements(d: JournalDriver): PeriodStatements {
  return {
    async listCreatedBetween(from, to, targetIdentity) {
      const target = targetIdentity ?? null;
      return d.rows<PeriodRow>(CREATED_BETWEEN_SQL, [from, to, target, target]);
    },
    async listOpenAt(to, targetIdentity) {
      const target = targetIdentity ?? null;
      return d.rows<PeriodRow>(OPEN_AT_SQL, [to, target, target, to, to, to, to]);
    },
  };
}
