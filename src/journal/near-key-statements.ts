/**
 * What the journal records of one vendor on one target, for finding invoice numbers that differ
 * from a staged one only in case, spaces or width (batch/send/hold-near-key-rows.ts). The numbers
 * are folded in TypeScript: SQLite's UPPER folds ASCII only, and NFKC is not SQL on either database.
 */
import { INVOICE_COLUMNS } from './invoice-row.js';

/**
 * The rows of a target and PayeeId that may exist on the back-end: created, being sent, or in
 * doubt after a request left; oldest first. (target, payee) is a prefix of `invoices_by_key`, so
 * this is one range scan of the key index. Parameters: target, PayeeId.
 */
export const FIND_PAYEE_RECORDED_ROWS_SQL = `SELECT ${INVOICE_COLUMNS} FROM invoices
   WHERE target_identity = ? AND payee_id = ?
     AND (state IN ('created', 'sending') OR (state = 'in-doubt' AND sending_at IS NOT NULL))
   ORDER BY id`;
