/** The words for a stopped upload: what stopped it, and the Message of an invoice it kept from leaving. */
import { GATEWAY_REFUSED_DETAIL } from '../journal/invoice-state.js';
import { stopCauseText } from '../finance-api/stop-cause-text.js';

/** The Message of every invoice of an upload held back because the file has invalid invoices (no --partial). */
export const HELD_FOR_INVALID_DETAIL =
  'not sent: the upload has invalid invoices, so nothing was posted; safe to post again: fix them, or upload with --partial';

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

const WAITING_TURN = /^not sent: (?:stopped by (?:Ctrl-C|SIG[A-Z]+)|the run was stopped); safe to post again$/;
const WAITING_AGAIN =
  /^ \(HTTP \d{3}, without processing it\), and it was waiting to go again when (?:stopped by (?:Ctrl-C|SIG[A-Z]+)|the run stopped); safe to post again$/;

/**
 * Which Message stoppedNotSentText wrote: `turn` for one waiting its turn, `again` for one waiting
 * to go again after a throttle; undefined for any other detail.
 */
export function readStoppedNotSent(detail: string): 'turn' | 'again' | undefined {
  if (WAITING_TURN.test(detail)) return 'turn';
  if (detail.startsWith(GATEWAY_REFUSED_DETAIL) && WAITING_AGAIN.test(detail.slice(GATEWAY_REFUSED_DETAIL.length)))
    return 'again';
  return undefined;
}
