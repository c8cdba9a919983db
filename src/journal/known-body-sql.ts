/**
 * A staged row whose body a created row of its key already holds (the same payload hash) is written
 * without a copy: its upload skips it, and each rerun of a year's file would otherwise copy every
 * body again (26 MB a run of 20,000 invoices). The created row is never deleted, so the body stays
 * one look-up in the key index away.
 */

/**
 * The payload_json value of a staged row: NULL where a created row of the key holds the same body.
 * Parameters, in order: target, PayeeId, Invoice_Number, payload hash, body (`knownBodyValues`).
 */
export const STAGED_BODY_SQL = `CASE WHEN EXISTS (SELECT 1 FROM invoices AS b
     WHERE b.target_identity = ? AND b.payee_id = ? AND b.invoice_number = ? AND b.payload_hash = ?
       AND b.state = 'created' AND b.payload_json IS NOT NULL AND b.payload_json <> '') THEN NULL ELSE ? END`;

/** STAGED_BODY_SQL's parameters. */
export function knownBodyValues(input: {
  targetIdentity: string;
  payeeId: string | undefined;
  invoiceNumber: string | undefined;
  payloadHash: string | undefined;
  payloadJson: string | undefined;
}): unknown[] {
  return [
    input.targetIdentity,
    input.payeeId ?? null,
    input.invoiceNumber ?? null,
    input.payloadHash ?? null,
    input.payloadJson ?? null,
  ];
}

/**
 * The body of the row `row` (a table name or alias) as staged: its own or, when it has none, that of
 * the oldest row of its key with the same payload hash and a body (never an imported row's empty one).
 * An invalid row has neither body nor hash, and stays without.
 */
export const bodyOfSql = (
  row: string,
): string => `COALESCE(${row}.payload_json, (SELECT b.payload_json FROM invoices AS b
     WHERE b.target_identity = ${row}.target_identity AND b.payee_id = ${row}.payee_id
       AND b.invoice_number = ${row}.invoice_number AND b.payload_hash = ${row}.payload_hash
       AND b.payload_json IS NOT NULL AND b.payload_json <> '' ORDER BY b.id LIMIT 1))`;
