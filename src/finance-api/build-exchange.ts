/**
 * What one attempt of an HTTP exchange came to, built the same way for the create path
 * (send-request.ts) and the read path (read-with-retry.ts): every text of the answer scrubbed of
 * the key, and a failure without an answer classified by whether the request may have left.
 */
import { describeProxy, type ProxyRoute } from './api-target.js';
import { classifyNetworkError, type SchemeMismatch } from './classify-network-error.js';
import { scrubHeaders, scrubServerText } from './scrub-server-text.js';
import { oversizeMeaning } from './read-json-answer.js';
import { decodeAnswerBody } from './decode-answer-body.js';

export type Exchange =
  | {
      kind: 'answered';
      /** As the server sent it: any three digits, also outside 100-599. */
      status: number;
      headers: Headers;
      /** The body as text, secrets scrubbed; empty when the answer was over the size limit. */
      body: string;
      /** Why the body was not read (longer than the size limit, ...); the body is then empty. */
      unread?: string | undefined;
      /** Ms from the request's last byte to the answer's headers; undefined when not measured. */
      waitedMs?: number | undefined;
    }
  | {
      kind: 'no-answer';
      /** False only when no byte of the request can have reached the server. */
      maybeSent: boolean;
      /** The attempt took longer than the target's timeoutMs. */
      timedOut: boolean;
      /** The caller's signal ended the attempt. */
      cancelled: boolean;
      /** Another attempt may help. */
      transient: boolean;
      reason: string;
      /** What the failure says of the address's scheme (classify-network-error.ts). @default undefined */
      mismatch?: SchemeMismatch | undefined;
      /** What failed, without what it means for a create (classify-network-error.ts). @default undefined */
      failed?: string | undefined;
    };

export type NoAnswer = Extract<Exchange, { kind: 'no-answer' }>;

const UTF8 = new TextDecoder('utf-8');

/**
 * The answer of one attempt, its body decoded from any Content-Encoding (decode-answer-body.ts).
 * @param bytes the whole body as received; undefined when it was not read
 * @param limit the answer-size limit, and whether the body was over it and not read
 * @param waitedMs ms from the request's last byte to the answer's headers @default not measured
 */
export function answeredExchange(
  status: number,
  headers: Headers,
  bytes: Buffer | undefined,
  limit: { maxBytes: number; oversize: boolean },
  secrets: readonly string[],
  waitedMs?: number,
): Exchange {
  const scrubbed = scrubHeaders(headers, secrets);
  const timing = waitedMs === undefined ? {} : { waitedMs };
  const unread = (why: string): Exchange => ({
    kind: 'answered',
    status,
    headers: scrubbed,
    body: '',
    unread: why,
    ...timing,
  });
  if (limit.oversize) return unread(oversizeMeaning(limit.maxBytes));
  const decoded = bytes ? decodeAnswerBody(bytes, headers.get('content-encoding'), limit.maxBytes) : undefined;
  // The reason quotes the server's header, so it is scrubbed like any text of the server.
  if (decoded && !decoded.ok) return unread(scrubServerText(decoded.unread, secrets));
  // Decoded as Response.text() would: UTF-8, a byte-order mark dropped, a bad sequence replaced.
  const body = scrubServerText(decoded ? UTF8.decode(decoded.bytes) : '', secrets);
  return { kind: 'answered', status, headers: scrubbed, body, ...timing };
}

export interface NoAnswerContext {
  /** No connection existed when the attempt ended: no byte of the request left. */
  neverLeft: boolean;
  /** The attempt ran out of the target's timeoutMs. */
  timedOut: boolean;
  timeoutMs: number;
  /** The caller's signal. */
  signal?: AbortSignal | undefined;
  secrets: readonly string[];
  /** The proxy the request went through (ApiTarget.proxy). @default none */
  proxy?: ProxyRoute | undefined;
  /** The request's address, to name the server when its scheme looks wrong. @default none */
  url?: string | undefined;
}

/**
 * `; the server at host:443 speaks TLS: did you mean https://?` for an http:// address whose server
 * answered in TLS, or hung up unanswered on the HTTPS port; '' otherwise. A hang-up on another port
 * says nothing of TLS, and one on 443 is not proof enough to call a create unsent: only the hint.
 */
function tlsPortHint(url: string | undefined, mismatch: SchemeMismatch | undefined): string {
  if (url === undefined || mismatch === undefined || mismatch === 'server-speaks-no-tls') return '';
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return '';
  }
  if (address.protocol !== 'http:') return '';
  if (mismatch === 'closed-unanswered' && address.port !== '443') return '';
  return `; the server at ${address.hostname}:${address.port || '80'} speaks TLS: did you mean https://?`;
}

/** Why an attempt got no answer, and whether its request may have reached the server. */
export function noAnswerExchange(error: unknown, context: NoAnswerContext): NoAnswer {
  const { neverLeft } = context;
  const noAnswer = (maybeSent: boolean, reason: string, extra: Partial<NoAnswer> = {}): NoAnswer => ({
    kind: 'no-answer',
    maybeSent,
    timedOut: false,
    cancelled: false,
    transient: false,
    reason: scrubServerText(reason, context.secrets),
    ...extra,
  });
  const proxy = context.proxy === undefined ? undefined : describeProxy(context.proxy);
  const proxyNote = proxy === undefined ? '' : ` through the proxy ${proxy}`;
  if (context.timedOut) {
    return neverLeft
      ? noAnswer(false, `no connection within ${context.timeoutMs} ms${proxyNote}`, { timedOut: true, transient: true })
      : noAnswer(true, `no answer within ${context.timeoutMs} ms`, { timedOut: true, transient: true });
  }
  if (context.signal?.aborted)
    return noAnswer(!neverLeft, neverLeft ? 'cancelled before sending' : 'cancelled while waiting for the answer', {
      cancelled: true,
    });
  const failure = classifyNetworkError(error, neverLeft, proxy);
  const mismatch = failure.mismatch ? { mismatch: failure.mismatch } : {};
  const hint = tlsPortHint(context.url, failure.mismatch);
  const failed = failure.failed ? { failed: scrubServerText(`${failure.failed}${hint}`, context.secrets) } : {};
  return noAnswer(failure.maybeSent, `${failure.reason}${hint}`, {
    transient: failure.transient,
    ...mismatch,
    ...failed,
  });
}
