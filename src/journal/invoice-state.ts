/** States of an invoice row in the journal, and the outcome each one is reported as. */

export const INVOICE_STATES = [
  'staged',
  'sending',
  'created',
  'rejected',
  'failed',
  'in-doubt',
  'skipped',
  'invalid',
] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** What a results workbook reports for an invoice; every row of a finished run is one of these. */
export const OUTCOMES = ['created', 'skipped', 'invalid', 'rejected', 'failed', 'in-doubt'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** Sent, and no clear answer recorded (yet): "in doubt" in every listing, workbook and total. */
export function isInDoubt(state: InvoiceState): state is 'sending' | 'in-doubt' {
  return state === 'sending' || state === 'in-doubt';
}

/**
 * A failed row none of whose requests left: held back by other invoices, stopped, or refused here
 * before sending. Every listing, workbook and summary calls it "not sent" (report/outcome-words.ts).
 */
export function isNeverSent(row: { state: InvoiceState; attempts: number }): boolean {
  return row.state === 'failed' && row.attempts === 0;
}

/** `isNeverSent` as a condition on the invoices table, for the runs' counts. */
export const NEVER_SENT_SQL = "state = 'failed' AND attempts = 0";

/** How the detail of a skipped invoice begins when the invoice created earlier under its key differs. */
export const DIFFERENT_INVOICE_DETAIL = 'a different invoice with the same PayeeId and Invoice_Number was created';

/**
 * True for an invoice held, not posted, because its PayeeId and Invoice_Number were created with
 * other content: recorded as skipped, but what the finance system holds is not what the file says.
 */
export function isHeldDiffers(row: { state: string; detail: string | null }): boolean {
  return row.state === 'skipped' && (row.detail?.startsWith(DIFFERENT_INVOICE_DETAIL) ?? false);
}

// The prefix has no quote, so it stands in the SQL as a literal; COALESCE keeps a row without a detail out.
const DETAIL_HELD_SQL = `COALESCE(substr(detail, 1, ${DIFFERENT_INVOICE_DETAIL.length}), '') = '${DIFFERENT_INVOICE_DETAIL}'`;

/** Whether a row's detail is a held-differs one (`isHeldDiffers` but for the state), as a condition; `held` false negates it. */
export const detailHeldSql = (held: boolean): string => (held ? DETAIL_HELD_SQL : `NOT (${DETAIL_HELD_SQL})`);

/** `isHeldDiffers` as a condition on the invoices table, for the runs' counts. */
export const HELD_DIFFERS_SQL = `state = 'skipped' AND ${DETAIL_HELD_SQL}`;
