/** What `resolve --reviewed` prints once a held copy is closed. Pure. */
import type { ReviewedHeldCopy } from '../batch/review-held-copy.js';
import { escapeControlCharacters } from '../terminal/escape-control-characters.js';

export function formatReviewedHeld(reviewed: ReviewedHeldCopy): string {
  const amount = reviewed.amount === null ? '' : `, ${reviewed.amount} ${reviewed.currency ?? ''}`.trimEnd();
  return `${escapeControlCharacters(
    `${reviewed.key}: the changed copy held by run ${reviewed.runId}${amount} is closed as reviewed, not posted, by ${reviewed.reviewedBy}; note: ${JSON.stringify(reviewed.note)}. Nothing was sent, and the invoice created before stays as it is (journal show ${reviewed.key} shows both).`,
  )}\n`;
}
