/**
 * An InvoiceId as the journal compares it: trimmed and in upper case, so an id retyped in another
 * case or with spaces is still the same. Every statement that compares InvoiceIds folds them so,
 * as the index of migration 122 does (written out there: a migration is never edited), or the
 * look-up would miss that index and the claim and the page screen would disagree on what is the same.
 */
export function foldInvoiceIdSql(column: string): string {
  return `UPPER(TRIM(${column}))`;
}
