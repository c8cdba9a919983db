/**
 * The body kept for an invoice imported from a results workbook (`import-results`): the workbook
 * does not hold the body sent, and the row is settled as it is staged, so the empty text is never sent.
 */
export const IMPORTED_BODY = '';

/**
 * The payload hash of a key imported from a workbook row held as differing: the instance its
 * message names holds content other than that row's, unknown otherwise. No body hashes to it, so
 * the held invoice uploaded again is held again, never taken for the same invoice and skipped.
 */
export const OTHER_CONTENT_HASH = 'imported: other content';

/** True for the body of an imported invoice, which has no JSON to show. */
export function isImportedBody(payloadJson: string | null): boolean {
  return payloadJson === IMPORTED_BODY;
}
