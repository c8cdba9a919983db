/**
 * The body kept for an invoice imported from a results workbook (`import-results`): the workbook
 * does not hold the body sent, and the row is settled as it is staged, so the empty text is never sent.
 */
export const IMPORTED_BODY = '';

/** True for the body of an imported invoice, which has no JSON to show. */
export function isImportedBody(payloadJson: string | null): boolean {
  return payloadJson === IMPORTED_BODY;
}
