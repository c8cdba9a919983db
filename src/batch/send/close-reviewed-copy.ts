/**
 * A changed copy a person closed as reviewed (`resolve --reviewed`) and read again, the same body,
 * with nothing posted of its key since, was decided already: recorded as skipped with who closed
 * it, when and why, not held again for a person to look at, and not posted by --force either. A
 * copy changed again is another copy, and held (or posted with --force).
 */
import type { InvoiceRow } from '../../journal/invoice-row.js';
import type { HeldReviewRow } from '../../journal/held-review-statements.js';
import { isHeldDiffers, REVIEWED_COPY_DETAIL } from '../../journal/invoice-state.js';
import type { JournalStatements } from '../../journal/journal.js';
import type { StagedInvoice } from '../../journal/stage-statements.js';
import { minuteUtc } from '../plan-row-resolution.js';
import type { Plan } from '../plan-invoice.js';

/** `closed as reviewed, not posted: the same changed copy was held by run 2 and closed on 2026-12-02 07:10 UTC by ana@desk: "credit note"` */
export function reviewedCopyDetail(
  review: Pick<HeldReviewRow, 'runId' | 'reviewedAt' | 'reviewedBy' | 'note'>,
): string {
  return `${REVIEWED_COPY_DETAIL}: the same changed copy was held by run ${review.runId} and closed as reviewed on ${minuteUtc(review.reviewedAt)} by ${review.reviewedBy}; note: ${JSON.stringify(review.note)}`;
}

/** What the plan was made from: --force, and the key's rows given to planInvoice. */
export interface ReviewContext {
  force: boolean;
  keyRows: readonly Pick<InvoiceRow, 'state'>[];
}

/**
 * `plan`, or a skip as reviewed when it holds `row` as a changed copy, or posts it with --force past
 * a created row of other content, and a review closed that copy already. Only those plans read the
 * reviews, so an upload of new invoices asks nothing more of the journal.
 */
export async function closeReviewedCopy(
  tx: Pick<JournalStatements, 'resolve'>,
  row: Pick<StagedInvoice, 'id' | 'targetIdentity' | 'payeeId' | 'invoiceNumber' | 'payloadHash'>,
  plan: Plan,
  context: ReviewContext,
): Promise<Plan> {
  if (!mayBeReviewedCopy(plan, context)) return plan;
  const review = await tx.resolve.findReviewOfCopy(row);
  return review === undefined ? plan : { action: 'skip', detail: reviewedCopyDetail(review) };
}

function mayBeReviewedCopy(plan: Plan, { force, keyRows }: ReviewContext): boolean {
  if (plan.action === 'skip') return isHeldDiffers({ state: 'skipped', detail: plan.detail });
  // A post with a created row of the key is a forced one: a created row of the same content is skipped.
  return force && plan.action === 'post' && keyRows.some((row) => row.state === 'created');
}
