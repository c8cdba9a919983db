/**
 * The SQL conditions a reference given by a person (`resolve REF`, `journal show REF`) is read
 * with, written once for every statement that names invoices so.
 */

/** Rows named by InvoiceId or `PayeeId/Invoice_Number` (the reference, twice); `alias` the invoices table's, if any. */
export function namedByReference(alias?: string): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `(${column('invoice_id')} = ? OR ${column('payee_id')} || '/' || ${column('invoice_number')} = ?)`;
}

/** Rows on one target, or on any when the target (twice) is null. */
export const ON_TARGET = '(CAST(? AS TEXT) IS NULL OR target_identity = ?)';
