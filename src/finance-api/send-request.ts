/**
 * One HTTP exchange with the finance API, and nothing more: no retry, no parsing. It carries the
 * creates (create-invoice.ts decides what is tried again) and the probe.
 * The result is either the answer (any status) or why no answer came and whether the request
 * may have reached the server. Every text of the answer is scrubbed of the key here, and the
 * body is read only up to the target's answer-size limit.
 * No ky here, unlike the reads (read-with-retry.ts): a create must never be retried by a general
 * policy, it needs no parsing and no hooks, so ky would add a layer and CPU to every create and
 * do nothing.
 */
import { DEFAULT_MAX_ANSWER_BYTES, type ApiTarget } from './api-target.js';
import { answeredExchange, noAnswerExchange, type Exchange } from './build-exchange.js';
import { answerStatus } from './make-answer-response.js';
import { failedBeforeConnecting } from './mark-fetch-failure.js';
import { nodeHttpFetch } from './node-http-fetch.js';
import { secretsOf } from './scrub-server-text.js';

export type { Exchange } from './build-exchange.js';

export interface SendOptions {
  method: 'GET' | 'POST';
  url: string;
  /** JSON text of the request body. */
  body?: string;
  signal?: AbortSignal | undefined;
}

/** Sends one request with the `api_key` header and a timeout covering headers and body. */
export async function sendRequest(target: ApiTarget, options: SendOptions): Promise<Exchange> {
  const secrets = secretsOf(target);
  if (options.signal?.aborted)
    return noAnswerExchange(undefined, {
      neverLeft: true,
      timedOut: false,
      timeoutMs: target.timeoutMs,
      signal: options.signal,
      secrets,
      proxy: target.proxy,
      url: options.url,
    });

  // Covers the headers and the body.
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(new Error(`no answer within ${target.timeoutMs} ms`)), target.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timer.signal]) : timer.signal;
  const maxBytes = target.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES;
  let oversize = false;
  let handedOver = false;
  let answer: Buffer | undefined;
  let waitedMs: number | undefined;
  try {
    const bytes = options.body === undefined ? undefined : Buffer.from(options.body, 'utf8');
    const request = new Request(options.url, {
      method: options.method,
      headers: { api_key: target.apiKey, 'Content-Type': 'application/json', Accept: 'application/json' },
      signal,
    });
    handedOver = true;
    // The JSON body goes to the transport as bytes, written once with its length.
    const response = await nodeHttpFetch(
      request,
      bytes,
      {
        maxBytes,
        onOversize: () => (oversize = true),
        onBody: (body) => (answer = body),
        onHeaders: (ms) => (waitedMs = ms),
      },
      target.proxy,
    );
    return answeredExchange(
      answerStatus(response),
      response.headers,
      answer,
      { maxBytes, oversize },
      secrets,
      waitedMs,
    );
  } catch (error) {
    // Never handed to the transport (no Request can carry it), or failed before a connection existed.
    const neverLeft = !handedOver || failedBeforeConnecting(error);
    return noAnswerExchange(error, {
      neverLeft,
      timedOut: timer.signal.aborted,
      timeoutMs: target.timeoutMs,
      signal: options.signal,
      secrets,
      proxy: target.proxy,
      url: options.url,
    });
  } finally {
    clearTimeout(timeout);
  }
}
