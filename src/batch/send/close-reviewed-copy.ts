/**
 * A changed copy a person closed as reviewed (`resolve --reviewed`) and read again, the same body,
 * with nothing posted of its key since, was decided already: recorded as skipped with who closed
 * it, when and why, not held again for a person to look at. A copy changed again is another copy,
 * and held.
 */
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

/** `plan`, or a skip as reviewed when it holds `row` as a changed copy that a review closed already. */
export async function closeReviewedCopy(
  tx: Pick<JournalStatements, 'resolve'>,
  row: Pick<StagedInvoice, 'id' | 'targetIdentity' | 'payeeId' | 'invoiceNumber' | 'payloadHash'>,
  plan: Plan,
): Promise<Plan> {
  if (plan.action !== 'skip' || !isHeldDiffers({ state: 'skipped', detail: plan.detail })) return plan;
  const review = await tx.resolve.findReviewOfCopy(row);
  return review === undefined ? plan : { action: 'skip', detail: reviewedCopyDetail(review) };
}
