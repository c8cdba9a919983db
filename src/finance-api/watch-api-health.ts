/**
 * Tells, from the answers as they come in (an upload's creates, a reconcile's status calls), when
 * no more calls may be made: the finance API refused the API key, a gateway blocked every request
 * before it (a Cloudflare challenge), it could not be reached several times in a row, or a login
 * proxy's sign-in page answered several times in a row (read-sign-in-page.ts). Every further call would fail the same way, so grinding through the
 * list helps nobody. Pure.
 */
import type { CreateOutcome, StatusOutcome } from './call-outcome.js';
import { describeAwsForbidden } from './aws-forbidden.js';
import { signInWords } from './read-sign-in-page.js';
import { nameKeySource } from './name-key-source.js';
import { UNREACHABLE } from './is-unreachable-halt.js';
import { quotaUsedUpWords } from './gateway-fault.js';

/** `not-sent` answers in a row after which the API counts as unreachable. */
export const NOT_SENT_IN_A_ROW = 3;

/**
 * Sign-in pages in a row after which no more calls are made. Each such create stays in doubt (a
 * 2xx HTML may come from anything); more would only put more of the batch in doubt.
 */
export const SIGN_IN_IN_A_ROW = 3;

export interface ApiHealth {
  /** `not-sent` answers since the last answer of any other kind. */
  notSentInARow: number;
  /** Why no more invoices may be taken, once that is known; it never clears. */
  halt: string | undefined;
  /** What `halt` says, as a word a caller can lead with. @default undefined while healthy */
  haltKind?: 'key-refused' | 'gateway-blocked' | 'unreachable' | 'sign-in' | 'quota' | undefined;
  /** Sign-in pages since the last answer of any other kind. @default undefined: none */
  signInInARow?: number | undefined;
}

export const HEALTHY: ApiHealth = { notSentInARow: 0, halt: undefined };

/** A proxy in front that may have dropped the api_key header, as a possible cause of a refused key ('' for none). */
function proxyDroppedKey(proxyFront: string | undefined): string {
  return proxyFront === undefined
    ? ''
    : `, or the reverse proxy in front (${proxyFront}) dropped its api_key header, as nginx does unless underscores_in_headers is on`;
}

/** The title of the sign-in page that answered, or undefined when none did. */
export function signInPageOf(outcome: CreateOutcome | StatusOutcome): string | undefined {
  return outcome.kind === 'http-error' || outcome.kind === 'in-doubt' ? outcome.signInPage : undefined;
}

/**
 * @param keySource where the API key sent came from (the target's `apiKeySource`), named when it is refused
 */
export function nextApiHealth(
  health: ApiHealth,
  outcome: CreateOutcome | StatusOutcome,
  keySource?: string | undefined,
): ApiHealth {
  const signInPage = signInPageOf(outcome);
  if (signInPage !== undefined) {
    const signInInARow = (health.signInInARow ?? 0) + 1;
    const signedOut =
      signInInARow >= SIGN_IN_IN_A_ROW
        ? `${signInWords(signInPage)} (${signInInARow} calls in a row); ask the API's owners for an address the api_key alone opens`
        : undefined;
    return {
      notSentInARow: 0,
      halt: health.halt ?? signedOut,
      haltKind: health.haltKind ?? (signedOut ? 'sign-in' : undefined),
      signInInARow,
    };
  }
  // A used-up quota answers every further call alike, until its period resets.
  if (outcome.kind === 'http-error' && outcome.quotaSaid !== undefined) {
    return {
      notSentInARow: 0,
      halt: health.halt ?? quotaUsedUpWords(outcome.quotaSaid),
      haltKind: health.haltKind ?? 'quota',
    };
  }
  // Blocked before the finance system, so the key was never judged; every call would be blocked alike.
  if (outcome.kind === 'http-error' && outcome.blockedBy) {
    const blocked = `a gateway blocked the request, not the API key: HTTP ${outcome.status} ${outcome.meaning}`;
    return { notSentInARow: 0, halt: health.halt ?? blocked, haltKind: health.haltKind ?? 'gateway-blocked' };
  }
  const keyRefused = outcome.kind === 'http-error' && outcome.gatewayFault === 'key-refused';
  if (outcome.kind === 'http-error' && (outcome.status === 401 || outcome.status === 403 || keyRefused)) {
    // AWS API Gateway's 403 says less than that: the key, a firewall or a path; say what is known.
    const aws = outcome.status === 403 && !keyRefused ? describeAwsForbidden(outcome.excerpt) : undefined;
    const refused = aws
      ? `the finance API's gateway refused the request, not necessarily for the API key (${aws})`
      : `the finance API refused the API key (HTTP ${outcome.status} ${outcome.meaning})${proxyDroppedKey(outcome.proxyFront)}${nameKeySource(keyRefused ? 401 : outcome.status, keySource)}`;
    return {
      notSentInARow: 0,
      halt: health.halt ?? refused,
      haltKind: health.haltKind ?? 'key-refused',
    };
  }
  if (outcome.kind !== 'not-sent' || outcome.tooLarge)
    return { notSentInARow: 0, halt: health.halt, haltKind: health.haltKind };
  const notSentInARow = health.notSentInARow + 1;
  const unreachable =
    notSentInARow >= NOT_SENT_IN_A_ROW
      ? `${UNREACHABLE} (${notSentInARow} invoices in a row: ${outcome.reason})`
      : undefined;
  return {
    notSentInARow,
    halt: health.halt ?? unreachable,
    haltKind: health.haltKind ?? (unreachable ? 'unreachable' : undefined),
  };
}

/** How the detail of an invoice left unsent by a halt ends, after the halt's reason. */
const HALT_DETAIL_END = '; nothing more was sent; safe to post again once that is fixed';

/** The detail of every invoice left unsent by a halt: why, and that posting it again is safe. */
export function haltDetail(halt: string): string {
  return `not sent: ${halt}${HALT_DETAIL_END}`;
}

/** The halt a detail haltDetail wrote names, or undefined: the results workbook says it once for all its invoices. */
export function readHaltDetail(detail: string): string | undefined {
  const start = 'not sent: ';
  if (!detail.startsWith(start) || !detail.endsWith(HALT_DETAIL_END)) return undefined;
  return detail.slice(start.length, detail.length - HALT_DETAIL_END.length);
}
