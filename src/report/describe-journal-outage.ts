/** The words of a results workbook written while the journal could not be reached. */
import { plural } from '../invoice/format-count.js';

/**
 * The Message of an invoice whose answer came while the journal could not be reached: its outcome
 * is true, but the journal does not hold it yet, and until it does the invoice is in doubt there.
 */
export const NOT_YET_IN_JOURNAL =
  'NOT YET IN THE JOURNAL, which could not be reached: record it with the command in the Summary sheet (Journal)';

/**
 * The Message of an invoice the upload had not sent yet when the journal could not be reached:
 * why it was not sent, and that it is safe to post.
 */
export const NOT_SENT_JOURNAL_UNREACHED =
  'not sent: the journal could not be reached, so the upload stopped before sending it; safe to post again: upload the file again once the journal is back';

/**
 * The Summary's Journal line of a results workbook written while the journal could not be reached:
 * what is known and what to run. `record` is the command that records the answers it could not
 * (resolve --from), or undefined when they could not be saved to a file either.
 */
export function journalUnreachedText(location: string, unrecorded: number, record: string | undefined): string {
  const known = `NOT UP TO DATE: the journal (${location}) could not be reached, so this workbook was written from what the upload knew.`;
  if (unrecorded === 0) return `${known} Every outcome here was recorded before the journal went away.`;
  const rows = `${plural(unrecorded, 'answer')} came in that the journal does not hold yet (their Message says so); the outcomes shown are the finance system's answers. Do not upload those invoices again by hand.`;
  const next = record
    ? `Once the journal is back, run: ${record} (it records them and writes the results workbook again, up to date, beside this one).`
    : 'Once the journal is back, record each with: invoice-batch resolve <PayeeId/Invoice_Number> --instance-id <N> (created), or --not-created.';
  return `${known} ${rows} ${next}`;
}
