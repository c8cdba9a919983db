/** The words for a stopped upload: what stopped it, and the Message of an invoice it kept from leaving. */
import { GATEWAY_REFUSED_DETAIL } from '../journal/invoice-state.js';
import { stopCauseText } from '../finance-api/stop-cause-text.js';

/**
 * The Message of an invoice a stop kept from leaving: one waiting its turn, or one waiting to go
 * again after the gateway throttled it (refused unprocessed: not sent all the same, its attempts
 * counting the refused ones); either is safe to post again.
 * @param throttledStatus the status of the throttled answer it was waiting after, if any
 */
export function stoppedNotSentText(signal: AbortSignal | undefined, throttledStatus?: number): string {
  if (throttledStatus === undefined) return `not sent: ${stopCauseText(signal)}; safe to post again`;
  return `${GATEWAY_REFUSED_DETAIL} (HTTP ${throttledStatus}, without processing it), and it was waiting to go again when ${stopCauseText(signal).replace(/^the run was stopped$/, 'the run stopped')}; safe to post again`;
}
