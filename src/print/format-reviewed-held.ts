/** What `resolve --reviewed` prints once a held copy is closed. Pure. */
import type { ReviewedHeldCopy } from '../batch/review-held-copy.js';
import { formatMoney } from '../invoice/format-money.js';
import { escapeControlCharacters } from '../terminal/escape-control-characters.js';

export function formatReviewedHeld(reviewed: ReviewedHeldCopy): string {
  const currency = reviewed.currency ?? '';
  // The terminal's one way with money: grouped, the currency's places.
  const amount = reviewed.amount === null ? '' : `, ${formatMoney(reviewed.amount, currency)} ${currency}`.trimEnd();
  return `${escapeControlCharacters(
    `${reviewed.key}: the changed copy held by run ${reviewed.runId}${amount} is closed as reviewed, not posted, by ${reviewed.reviewedBy}; note: ${JSON.stringify(reviewed.note)}. Nothing was sent, and the invoice created before stays as it is (journal show ${reviewed.key} shows both).`,
  )}\n`;
}
