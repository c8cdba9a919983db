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
