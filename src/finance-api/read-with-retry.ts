/**
 * The retry loop of the read-only calls (advertisers, status): network errors and the statuses
 * of RETRYABLE_STATUSES are tried again with backoff and jitter, honouring Retry-After, up to
 * `target.retry.attempts` attempts in all. A gateway fault that means "not now" (a spike arrest,
 * quota or concurrency limit, no active target; gateway-fault.ts) is retried whatever its status.
 */
import type { ApiTarget } from './api-target.js';
import type { HttpFailure, NotSent } from './call-outcome.js';
import { sendRequest, type SendOptions } from './send-request.js';
import { RETRYABLE_STATUSES, mayRetry, parseRetryAfter, retryDelayMs } from './retry-timing.js';
import { waitBeforeRetry } from './wait-before-retry.js';
import { faultFailure, faultMeansWait, readGatewayFault } from './gateway-fault.js';
import { statusFailure, type Answer } from './read-json-answer.js';

export type ReadFailure = HttpFailure | NotSent | { kind: 'timeout'; reason: string; attempts: number };

/**
 * Sends until an answer that is not retryable, then lets `interpret` read it.
 * @param random source of jitter, replaceable for tests @default Math.random
 */
export async function readWithRetry<T>(
  target: ApiTarget,
  request: Omit<SendOptions, 'signal'>,
  interpret: (answer: Answer, attempts: number) => T,
  options: { signal?: AbortSignal | undefined; random?: () => number } = {},
): Promise<T | ReadFailure> {
  const random = options.random ?? Math.random;
  for (let attempt = 1; ; attempt++) {
    const exchange = await sendRequest(target, { ...request, signal: options.signal });
    let retryAfterMs: number | undefined;
    let last: ReadFailure;
    if (exchange.kind === 'answered') {
      const fault = readGatewayFault(exchange.body, target.gatewayNotProcessed);
      if (!RETRYABLE_STATUSES.has(exchange.status) && !faultMeansWait(fault)) return interpret(exchange, attempt);
      last = fault
        ? faultFailure(exchange, fault, target.apiKey, attempt)
        : statusFailure(exchange, target.apiKey, attempt);
      retryAfterMs = parseRetryAfter(exchange.headers.get('retry-after'), Date.now());
    } else if (exchange.timedOut) {
      last = { kind: 'timeout', reason: exchange.reason, attempts: attempt };
    } else {
      last = { kind: 'not-sent', reason: exchange.reason, attempts: attempt };
      if (exchange.cancelled || !exchange.transient) return last;
    }
    if (!mayRetry(attempt, target.retry)) return last;
    if (!(await waitBeforeRetry(retryDelayMs(attempt, target.retry, retryAfterMs, random()), options.signal)))
      return last;
  }
}
