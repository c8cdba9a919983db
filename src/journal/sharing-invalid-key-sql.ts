/**
 * The staged invoices of a run (one `?`) that an invalid invoice of the run may be part of: the
 * one rule by which an upload with --partial holds back what the file does not say whole. An
 * invalid part belongs to a valid invoice by the key parts it has:
 * - the same PayeeId and Invoice_Number: another fragment of a split invoice, or a second invoice
 *   with the key;
 * - the same Invoice_Number and no PayeeId: a line whose vendor cell is blank (a merged cell, a
 *   value typed once over several lines);
 * - the same PayeeId and no Invoice_Number, next to it in the file: a line whose number cell is
 *   blank. A vendor alone names none of the vendor's other invoices.
 * Each branch is its own SELECT so that each keeps to an index.
 */
/** The rule of `SHARING_INVALID_KEY_SQL` as a user reads it: what an invalid part has in common with the invoice. */
export const SHARING_INVALID_KEY_WORDS =
  "the same PayeeId and Invoice_Number; the same Invoice_Number with the PayeeId left blank; or the same PayeeId with the Invoice_Number left blank, on the row next to the invoice's";

export const SHARING_INVALID_KEY_SQL = `
  SELECT good.id FROM invoices AS bad
  JOIN invoices AS good ON good.target_identity = bad.target_identity
    AND good.payee_id = TRIM(bad.payee_id) AND good.invoice_number = TRIM(bad.invoice_number)
  WHERE bad.run_id = ? AND bad.state = 'invalid' AND good.run_id = bad.run_id AND good.state = 'staged'
  UNION
  SELECT good.id FROM invoices AS bad
  JOIN invoices AS good ON good.run_id = bad.run_id AND good.state = 'staged'
    AND good.target_identity = bad.target_identity AND good.invoice_number = TRIM(bad.invoice_number)
  WHERE bad.run_id = ? AND bad.state = 'invalid' AND COALESCE(TRIM(bad.payee_id), '') = ''
  UNION
  SELECT good.id FROM invoices AS bad
  JOIN invoices AS good ON good.target_identity = bad.target_identity AND good.payee_id = TRIM(bad.payee_id)
  WHERE bad.run_id = ? AND bad.state = 'invalid' AND COALESCE(TRIM(bad.invoice_number), '') = ''
    AND good.run_id = bad.run_id AND good.state = 'staged' AND good.seq IN (bad.seq - 1, bad.seq + 1)`;
