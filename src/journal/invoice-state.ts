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
 * A row that says the finance system holds, or may hold, its invoice (created, in doubt, being
 * sent), as a condition on the invoices table: what a later row must never hide, and what a new
 * send of its key must wait for or be held behind.
 */
export const MAY_BE_THERE_SQL = `state IN ('created', 'in-doubt', 'sending')`;

/** How the journal's detail begins for an invoice whose request never left, or never reached the finance system. */
export const NOT_SENT = 'not sent: ';

/**
 * How the detail begins for an invoice the gateway refused by its own policy (a quota, a rate
 * limit, no target) before the finance system, however many times it was tried: never reached it.
 */
export const GATEWAY_REFUSED_DETAIL = `${NOT_SENT}the gateway refused it before the finance system`;

/**
 * A failed row none of whose requests reached the finance system: held back by other invoices,
 * stopped, refused here before sending, its connection refused, or refused by the gateway's own
 * policy. Its detail begins `NOT_SENT` (its attempts count the requests tried all the same), or
 * nothing was tried. Every listing, workbook and summary calls it "not sent" (report/outcome-words.ts).
 */
export function isNeverSent(row: { state: InvoiceState; attempts: number; detail: string | null }): boolean {
  return (
    row.state === 'failed' &&
    !isResolvedNotCreated(row) &&
    (row.attempts === 0 || (row.detail?.startsWith(NOT_SENT) ?? false))
  );
}

// The prefix has no quote, so it stands in the SQL as a literal; COALESCE keeps a row without a detail out.
const DETAIL_NOT_SENT_SQL = `COALESCE(substr(detail, 1, ${NOT_SENT.length}), '') = '${NOT_SENT}'`;

/** No request of the row reached the finance system (`isNeverSent` but for the state), as a condition; `never` false negates it. */
export const neverSentSql = (never: boolean): string => {
  const sql = `(attempts = 0 OR ${DETAIL_NOT_SENT_SQL})`;
  return never ? sql : `NOT ${sql}`;
};

/**
 * How the detail of an invoice begins when the finance system refused its first post as a duplicate
 * of an instance this journal never created: recorded created as that instance, it was created before.
 */
export const ALREADY_CREATED_DETAIL = 'already created in the finance system';

/**
 * A created row whose instance the finance system already held (a first post refused as a
 * duplicate of it): "already created" in every listing, workbook and count, apart from the
 * invoices created by the run itself.
 */
export function isAlreadyCreated(row: { state: InvoiceState; detail: string | null }): boolean {
  return row.state === 'created' && (row.detail?.startsWith(ALREADY_CREATED_DETAIL) ?? false);
}

// The prefix has no quote, so it stands in the SQL as a literal; COALESCE keeps a row without a detail out.
const DETAIL_ALREADY_CREATED_SQL = `COALESCE(substr(detail, 1, ${ALREADY_CREATED_DETAIL.length}), '') = '${ALREADY_CREATED_DETAIL}'`;

/** Whether a row's detail is an already-created one (`isAlreadyCreated` but for the state); `already` false negates it. */
export const detailAlreadyCreatedSql = (already: boolean): string =>
  already ? DETAIL_ALREADY_CREATED_SQL : `NOT (${DETAIL_ALREADY_CREATED_SQL})`;

/**
 * How the run a created row belongs to got its invoice, in the words of a skip and of an invalid
 * row's Message: `found in the finance system` for an already-created row, else `created`.
 */
export function howRunGotIt(row: {
  state: InvoiceState;
  detail: string | null;
}): 'found in the finance system' | 'created' {
  return isAlreadyCreated(row) ? 'found in the finance system' : 'created';
}

/** `isAlreadyCreated` as a condition on the invoices table, for the runs' counts. */
export const ALREADY_CREATED_SQL = `state = 'created' AND ${DETAIL_ALREADY_CREATED_SQL}`;

/** How the detail of a skipped invoice begins when the invoice created earlier under its key differs. */
export const DIFFERENT_INVOICE_DETAIL = 'a different invoice with the same PayeeId and Invoice_Number was created';

/**
 * How the detail of a skipped invoice begins when its Invoice_Number, date, amount and currency were
 * created, or are in doubt, for another PayeeId: most often the PayeeId was corrected after posting.
 * Rows held before the currency was compared begin the same ("this number, date and amount").
 */
export const OTHER_PAYEE_DETAIL = 'held: an invoice with this number,';

/**
 * How the detail of a skipped invoice begins when its InvoiceId was created, is in doubt or is being
 * sent under another Invoice_Number or PayeeId (batch/plan-same-invoice-id.ts).
 */
export const SAME_INVOICE_ID_DETAIL = 'held: an invoice with this InvoiceId';

/**
 * How the detail of a rejected invoice begins when --force sent it past a created invoice of its key
 * and the finance system refused it as a duplicate: the next upload holds it again.
 */
export const REFUSED_OVER_CREATED_DETAIL = 'refused as a duplicate: the finance system keeps';

/** The beginnings of the details of invoices held, not posted, for what the finance system already holds. */
/**
 * How the detail of a skipped invoice begins when it is a changed copy a person already closed as
 * reviewed, not to be posted (`resolve --reviewed`), read again: not held, nothing to do.
 */
export const REVIEWED_COPY_DETAIL = 'closed as reviewed, not posted';

const HELD_DETAILS = [DIFFERENT_INVOICE_DETAIL, OTHER_PAYEE_DETAIL, SAME_INVOICE_ID_DETAIL];

/**
 * True for an invoice held, not posted, because its PayeeId and Invoice_Number were created with
 * other content, or its number, date, amount and currency were created (or are in doubt) for another
 * PayeeId: recorded as skipped, but what the finance system holds is not what the file says.
 */
export function isHeldDiffers(row: { state: string; detail: string | null }): boolean {
  return row.state === 'skipped' && HELD_DETAILS.some((held) => row.detail?.startsWith(held) ?? false);
}

// The prefixes have no quote, so they stand in the SQL as literals; COALESCE keeps a row without a detail out.
const DETAIL_HELD_SQL = `(${HELD_DETAILS.map((held) => `COALESCE(substr(detail, 1, ${held.length}), '') = '${held}'`).join(' OR ')})`;

/** Whether a row's detail is a held-differs one (`isHeldDiffers` but for the state), as a condition; `held` false negates it. */
export const detailHeldSql = (held: boolean): string => (held ? DETAIL_HELD_SQL : `NOT (${DETAIL_HELD_SQL})`);

/** `isHeldDiffers` as a condition on the invoices table, for the runs' counts. */
export const HELD_DIFFERS_SQL = `state = 'skipped' AND ${DETAIL_HELD_SQL}`;

/**
 * What the detail of a row a person resolved as not created says after when and by whom: written
 * by `resolve` (`resolved on ...`) and by a correction (`corrected on ...`); anything after it (a
 * note) is the person's own words.
 */
export const RESOLVED_NOT_CREATED_DETAIL = ': not created; the next upload posts it';
const RESOLVED_BEGINNINGS = ['resolved on ', 'corrected on '] as const;

/**
 * A failed row that was in doubt until a person looked it up in the finance system and recorded
 * that it was not created: "resolved: not created" in every listing, workbook and count, neither a
 * refusal nor a failure of the finance system; the next upload posts it, as any failed row.
 */
export function isResolvedNotCreated(row: { state: InvoiceState; detail: string | null }): boolean {
  const detail = row.detail ?? '';
  return (
    row.state === 'failed' &&
    RESOLVED_BEGINNINGS.some((start) => detail.startsWith(start)) &&
    detail.includes(RESOLVED_NOT_CREATED_DETAIL)
  );
}

// replace() and substr() are case-sensitive on both databases, where LIKE is not on SQLite.
const DETAIL_TEXT = "COALESCE(detail, '')";
const RESOLVED_DETAIL_SQL = `((${RESOLVED_BEGINNINGS.map((start) => `substr(${DETAIL_TEXT}, 1, ${start.length}) = '${start}'`).join(' OR ')})
  AND replace(${DETAIL_TEXT}, '${RESOLVED_NOT_CREATED_DETAIL}', '') <> ${DETAIL_TEXT})`;

/** Whether a row's detail is a resolved-not-created one (`isResolvedNotCreated` but for the state); `resolved` false negates it. */
export const resolvedNotCreatedSql = (resolved: boolean): string =>
  resolved ? RESOLVED_DETAIL_SQL : `NOT ${RESOLVED_DETAIL_SQL}`;

/** `isResolvedNotCreated` as a condition on the invoices table, for the runs' counts. */
export const RESOLVED_NOT_CREATED_SQL = `state = 'failed' AND ${RESOLVED_DETAIL_SQL}`;

/** `isNeverSent` as a condition on the invoices table, for the runs' counts. */
export const NEVER_SENT_SQL = `state = 'failed' AND ${neverSentSql(true)} AND ${resolvedNotCreatedSql(false)}`;
