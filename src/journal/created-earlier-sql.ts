/**
 * Whether an invalid row's invoice was created before it: a row of the same target, PayeeId and
 * Invoice_Number, earlier in the journal, in state created. A file read again with one cell broken
 * leaves its invoice invalid in that run, yet the finance system holds it: totals count it with the
 * already created, as the journal's listings keep it created. Used inside a statement over
 * `invoices` (unaliased), which it refers to as the outer row.
 */
const EARLIER_CREATED_WHERE = `earlier.target_identity = invoices.target_identity AND earlier.payee_id = invoices.payee_id
    AND earlier.invoice_number = invoices.invoice_number AND earlier.state = 'created' AND earlier.id < invoices.id`;

export const CREATED_EARLIER_SQL = `invoices.state = 'invalid' AND EXISTS (SELECT 1 FROM invoices earlier
  WHERE ${EARLIER_CREATED_WHERE})`;

/**
 * A column of the latest row that created an invalid row's invoice (the one CREATED_EARLIER_SQL
 * finds, which the journal's listings show), null for any other row: its Results row names where
 * the finance system holds it.
 */
export function createdEarlierColumnSql(column: 'instance_id' | 'run_id' | 'detail'): string {
  return `CASE WHEN invoices.state = 'invalid' THEN (SELECT earlier.${column} FROM invoices earlier
  WHERE ${EARLIER_CREATED_WHERE} ORDER BY earlier.id DESC LIMIT 1) END`;
}
