/**
 * Invoice create (seed 4.2). Never retried once the request may have reached the back-end: a
 * timeout, a 502 or 504, or a connection lost after sending is returned as in doubt. Tried again
 * only when it provably was not processed: it never left (connection refused, DNS failure), or
 * the gateway throttled it (429; see throttle-timing.ts), or the gateway's own answer says it
 * refused the request before the back-end for a while (an Apigee fault code: a spike arrest, quota
 * or concurrency limit, no active target, see gateway-fault.ts, whatever the status; the 503
 * Kong, nginx, Envoy, HAProxy or Traefik wrote itself, with no sign of a hop in front that may
 * have retried, read-gateway-refusal.ts), or Cloudflare
 * says its edge never reached the server (cloudflare-edge.ts): tried again as a refused connection.
 */
import type { Invoice } from '../invoice/invoice-schema.js';
import type { ApiTarget } from './api-target.js';
import type { CreateOutcome } from './call-outcome.js';
import { createInvoiceUrl } from './api-paths.js';
import { sendRequest } from './send-request.js';
import { mayRetry, parseRetryAfter, retryDelayMs } from './retry-timing.js';
import { isThrottleStatus, throttleWaitMs } from './throttle-timing.js';
import { waitBeforeRetry } from './wait-before-retry.js';
import { readCreateAnswer } from './read-create-answer.js';
import { saysProcessed } from './read-create-body.js';
import { cloudflareNeverReached } from './cloudflare-edge.js';
import { statusFailure, type Answer } from './read-json-answer.js';
import { faultFailure, faultMeansWait, withRequestSize, type GatewayFault } from './gateway-fault.js';
import { readGatewayRefusal } from './read-gateway-refusal.js';
import { readNginxRefusal, UNTRUSTED_NGINX_PAGE_NOTE } from './nginx-refusal.js';
import { invoiceRequestBody, oversizeReason } from './request-size.js';

export interface Throttle {
  /** 429, or the status around a gateway's rate-limit or no-target answer (500 on Apigee Edge, 503 of Kong). */
  status: number;
  /** The wait before the next attempt, ms; undefined when the invoice gives up (budget spent, or stopped). */
  waitMs: number | undefined;
  /** The gateway's fault, when its body is one (its code says which limit refused, its text may state the rate). */
  fault?: GatewayFault | undefined;
  /** Retry-After as the gateway sent it, ms from now; undefined when absent or unreadable. */
  retryAfterMs?: number | undefined;
  /**
   * nginx's stock 503 page the profile does not trust (`retry.trustNginxLimitReq`): the create is
   * in doubt and never sent again, but the page is most often limit_req's, so the sending slows down.
   */
  unproven?: boolean | undefined;
}

export interface CreateOptions {
  /** Ends the request in flight (it becomes in doubt) and any wait. */
  signal?: AbortSignal | undefined;
  /** Ends only a wait between attempts (throttled or never sent), e.g. when the upload is told to stop. @default signal */
  waitSignal?: AbortSignal | undefined;
  /** Told of every throttled answer as it comes, e.g. to lower the concurrency. */
  onThrottle?: ((throttle: Throttle) => void) | undefined;
  /** Awaited after the wait, before a throttled create goes again, e.g. for a free place; false gives up. */
  beforeRetry?: (() => Promise<boolean>) | undefined;
  /** Source of jitter. @default Math.random */
  random?: (() => number) | undefined;
}

/**
 * An invoice's request body as the journal holds it: sent as it is, so the bytes that leave are
 * the bytes recorded, with no parse and stringify of every invoice on the posting path.
 */
export type InvoiceJson = string;

export async function createInvoice(
  target: ApiTarget,
  invoice: Invoice | InvoiceJson,
  options: CreateOptions = {},
): Promise<CreateOutcome> {
  const url = createInvoiceUrl(target);
  const body = typeof invoice === 'string' ? invoice : invoiceRequestBody(invoice);
  // The gateway would refuse it unread; not sending it keeps the refusal certain and the bytes home.
  const tooLarge = oversizeReason(body, target.maxRequestBytes);
  if (tooLarge) return { kind: 'not-sent', reason: `${tooLarge}; nothing was sent`, attempts: 0, tooLarge: true };
  const random = options.random ?? Math.random;
  const waitSignal =
    options.waitSignal && options.signal
      ? AbortSignal.any([options.waitSignal, options.signal])
      : (options.waitSignal ?? options.signal);
  const notProcessed = target.gatewayNotProcessed ?? [];
  const startedAt = performance.now();
  let throttles = 0;
  for (let attempt = 1; ; attempt++) {
    const exchange = await sendRequest(target, { method: 'POST', url, body, signal: options.signal });
    const unreached = exchange.kind === 'answered' ? cloudflareNeverReached(exchange) : undefined;
    if (exchange.kind === 'answered' && unreached === undefined) {
      const retryAfter = exchange.headers.get('retry-after');
      // A 503 (with or without Retry-After) waits only when the gateway signed it: else it may follow a booking.
      const { trustProxyRefusals, trustNginxLimitReq } = target.retry;
      const fault = readGatewayRefusal(exchange, notProcessed, trustProxyRefusals ?? true, trustNginxLimitReq ?? false);
      const waits = isThrottleStatus(exchange.status) || faultMeansWait(fault);
      // A body that says processed wins over a throttling status: sent again, it would post twice.
      if (!waits || saysProcessed(exchange)) {
        const outcome = readCreateAnswer(exchange, target.apiKey, attempt, notProcessed, target.baseUrl);
        const page = fault || trustNginxLimitReq ? undefined : readNginxRefusal(exchange);
        if (page && outcome.kind === 'in-doubt') {
          options.onThrottle?.({ status: exchange.status, waitMs: undefined, fault: page, unproven: true });
          outcome.reason = `${outcome.reason}; ${UNTRUSTED_NGINX_PAGE_NOTE}`;
        }
        return withRequestSize(outcome, Buffer.byteLength(body), target.maxRequestBytes);
      }
      // Given up or stopped: the invoice was not processed, so it fails, safe to post again.
      const givenUp = (answer: Answer) =>
        fault
          ? faultFailure(answer, fault, target.apiKey, attempt)
          : statusFailure(answer, target.apiKey, attempt, target.baseUrl);
      throttles += 1;
      const retryAfterMs = parseRetryAfter(retryAfter, Date.now());
      const waitMs = throttleWaitMs({
        throttles,
        retryAfterMs,
        elapsedMs: performance.now() - startedAt,
        policy: target.retry,
        random: random(),
      });
      options.onThrottle?.({ status: exchange.status, waitMs, fault, retryAfterMs });
      if (waitMs === undefined || !(await waitBeforeRetry(waitMs, waitSignal))) return givenUp(exchange);
      if (options.beforeRetry && !(await options.beforeRetry())) return givenUp(exchange);
      continue;
    }
    // Cloudflare's edge could not reach the origin: as a connection refused here, tried again after a while.
    const failure =
      exchange.kind === 'answered'
        ? { maybeSent: false, transient: true, cancelled: false, reason: unreached ?? '' }
        : exchange;
    if (failure.maybeSent) return { kind: 'in-doubt', reason: failure.reason, attempts: attempt };
    const again = failure.transient && !failure.cancelled && mayRetry(attempt, target.retry);
    // A stop is final for a request that never left: its wait ends, and it is not tried again.
    const delayMs = retryDelayMs(attempt, target.retry, undefined, random());
    if (!again || !(await waitBeforeRetry(delayMs, waitSignal))) {
      return { kind: 'not-sent', reason: failure.reason, attempts: attempt };
    }
  }
}
