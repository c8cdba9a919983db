/**
 * The read-only calls (advertisers, status) on ky, which does here what it is for: the timeout of
 * each attempt and the retries (up to `target.retry.attempts` attempts in all, the statuses of
 * RETRYABLE_STATUSES and network failures, exponential backoff with jitter, Retry-After honoured
 * up to `maxDelayMs`). A read changes nothing on the server, so sending it again is always safe.
 * The create path (create-invoice.ts on send-request.ts) is the project's own instead: a create
 * may go again only when it provably was not processed, which no general retry policy knows.
 * A gateway fault that means "not now" (a spike arrest, quota or concurrency limit, no active
 * target; gateway-fault.ts) is retried whatever its status, by a hook that reads the body.
 */
import ky, { isTimeoutError, type ShouldRetryState } from 'ky';
import { DEFAULT_MAX_ANSWER_BYTES, type ApiTarget } from './api-target.js';
import type { HttpFailure, NotSent } from './call-outcome.js';
import { answeredExchange, noAnswerExchange, type Exchange } from './build-exchange.js';
import { answerStatus } from './make-answer-response.js';
import { nodeHttpFetch } from './node-http-fetch.js';
import { secretsOf } from './scrub-server-text.js';
import { equalJitter, exponentialDelayMs, RETRYABLE_STATUSES } from './retry-timing.js';
import { faultFailure, faultMeansWait, isQuotaFault } from './gateway-fault.js';
import { readAnswerFault } from './read-gateway-quota.js';
import { statusFailure, type Answer } from './read-json-answer.js';
import { describeLongRetryAfter } from './describe-long-retry-after.js';

export type ReadFailure = HttpFailure | NotSent | { kind: 'timeout'; reason: string; attempts: number };

export interface ReadRequest {
  method: 'GET' | 'POST';
  url: string;
  /** JSON text of the request body. */
  body?: string;
}

/** What the transport learnt of one attempt; ky's errors do not carry the body or whether bytes left. */
interface Attempt {
  connected: boolean;
  timedOut: boolean;
  answer?: Exchange | undefined;
  error?: unknown;
}

/**
 * Sends until an answer that is not retryable, then lets `interpret` read it.
 * @param random source of jitter, replaceable for tests @default Math.random
 */
export async function readWithRetry<T>(
  target: ApiTarget,
  request: ReadRequest,
  interpret: (answer: Answer, attempts: number) => T,
  options: { signal?: AbortSignal | undefined; random?: () => number } = {},
): Promise<T | ReadFailure> {
  const random = options.random ?? Math.random;
  const secrets = secretsOf(target);
  const maxBytes = target.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES;
  const bytes = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
  const { maxDelayMs } = target.retry;
  let attempts = 0;
  let current: Attempt = { connected: false, timedOut: false };
  const noAnswer = (attempt: Attempt) =>
    noAnswerExchange(attempt.error, {
      neverLeft: !attempt.connected,
      timedOut: attempt.timedOut,
      timeoutMs: target.timeoutMs,
      signal: options.signal,
      secrets,
      proxy: target.proxy,
      url: request.url,
    });
  // Network failures: only those another attempt may cure; a cancelled read is not tried again.
  const shouldRetry = ({ error }: ShouldRetryState) => {
    if (isTimeoutError(error)) current.timedOut = true;
    // A used-up quota counts by the day or month: another attempt meets it again, so the read stops as a create does.
    const answer = current.answer;
    if (answer?.kind === 'answered' && isQuotaFault(readAnswerFault(answer, target.gatewayNotProcessed))) return false;
    if (current.answer || current.timedOut) return undefined;
    const failure = noAnswer(current);
    return failure.cancelled || !failure.transient ? false : undefined;
  };
  try {
    await ky(request.url, {
      method: request.method,
      headers: { api_key: target.apiKey, 'Content-Type': 'application/json', Accept: 'application/json' },
      signal: options.signal,
      // Covers the body too: the transport resolves only once the whole answer is read.
      timeout: target.timeoutMs,
      retry: {
        limit: target.retry.attempts - 1,
        // The advertiser list is read with a POST; it changes nothing, so it is retried like a GET.
        methods: ['get', 'post'],
        statusCodes: [...RETRYABLE_STATUSES],
        afterStatusCodes: [...RETRYABLE_STATUSES],
        maxRetryAfter: maxDelayMs,
        // The backoff of creates too (retry-timing.ts): ky takes the delay, then jitters it.
        delay: (attempt) => exponentialDelayMs(attempt, target.retry),
        jitter: (delay) => equalJitter(delay, random()),
        backoffLimit: maxDelayMs,
        retryOnTimeout: true,
        shouldRetry,
      },
      hooks: {
        afterResponse: [
          () => {
            const answer = current.answer;
            if (answer?.kind !== 'answered' || RETRYABLE_STATUSES.has(answer.status)) return undefined;
            const fault = readAnswerFault(answer, target.gatewayNotProcessed);
            return faultMeansWait(fault) && !isQuotaFault(fault) ? ky.retry() : undefined;
          },
        ],
      },
      // ky shapes the request and decides on retries; the transport sends the body as bytes and
      // hands the answer's body over here, read up to the size limit.
      fetch: async (input) => {
        attempts += 1;
        const attempt: Attempt = { connected: false, timedOut: false };
        current = attempt;
        let oversize = false;
        let body: Buffer | undefined;
        try {
          const response = await nodeHttpFetch(
            input as Request,
            bytes,
            {
              maxBytes,
              onOversize: () => (oversize = true),
              onBody: (answer) => (body = answer),
              onConnected: () => (attempt.connected = true),
            },
            target.proxy,
          );
          const status = answerStatus(response);
          attempt.answer = answeredExchange(status, response.headers, body, { maxBytes, oversize }, secrets);
          return response;
        } catch (error) {
          attempt.error = error;
          throw error;
        }
      },
    });
  } catch (error) {
    // ky refused to build the request (a key no HTTP header can carry): one attempt, nothing left.
    if (attempts === 0) [attempts, current.error] = [1, error];
    if (isTimeoutError(error)) current.timedOut = true;
  }
  // The last attempt, or the one before a wait the caller's signal ended: its result is the outcome.
  return settle(current.answer ?? noAnswer(current), attempts, target, interpret);
}

/** The outcome of the last attempt: a retryable answer is a failure, any other `interpret` reads. */
function settle<T>(
  exchange: Exchange,
  attempts: number,
  target: ApiTarget,
  interpret: (answer: Answer, attempts: number) => T,
): T | ReadFailure {
  if (exchange.kind === 'answered') {
    const fault = readAnswerFault(exchange, target.gatewayNotProcessed);
    if (!RETRYABLE_STATUSES.has(exchange.status) && !faultMeansWait(fault)) return interpret(exchange, attempts);
    const failure = fault
      ? faultFailure(exchange, fault, target.apiKey, attempts)
      : statusFailure(exchange, target.apiKey, attempts, target.baseUrl);
    const asked = describeLongRetryAfter(exchange.headers.get('retry-after'), target.retry.maxDelayMs, Date.now());
    return asked ? { ...failure, meaning: `${failure.meaning}; ${asked}` } : failure;
  }
  if (exchange.timedOut) return { kind: 'timeout', reason: exchange.reason, attempts };
  // What failed, not what it means for a create: a read that may have left created nothing.
  return { kind: 'not-sent', reason: exchange.failed ?? exchange.reason, attempts };
}
