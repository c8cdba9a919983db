/**
 * One HTTP exchange with the finance API on ky, and nothing more: no retry, no parsing.
 * The result is either the answer (any status) or why no answer came and whether the request
 * may have reached the server. Every text of the answer is scrubbed of the key here, and the
 * body is read only up to the target's answer-size limit.
 */
import ky from 'ky';
import { DEFAULT_MAX_ANSWER_BYTES, type ApiTarget } from './api-target.js';
import { classifyNetworkError } from './classify-network-error.js';
import { answerStatus, failedBeforeConnecting, nodeHttpFetch } from './node-http-fetch.js';
import { scrubHeaders, scrubServerText, secretsOf } from './scrub-server-text.js';

export type Exchange =
  | {
      kind: 'answered';
      /** As the server sent it: any three digits, also outside 100-599. */
      status: number;
      headers: Headers;
      /** The body as text, secrets scrubbed; empty when the answer was over the size limit. */
      body: string;
      /** Set to the limit when the body was longer than it and was not read. */
      oversizeLimit?: number | undefined;
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
    };

export interface SendOptions {
  method: 'GET' | 'POST';
  url: string;
  /** JSON text of the request body. */
  body?: string;
  signal?: AbortSignal | undefined;
}

const UTF8 = new TextDecoder('utf-8');

/** Sends one request with the `api_key` header and a timeout covering headers and body. */
export async function sendRequest(target: ApiTarget, options: SendOptions): Promise<Exchange> {
  const secrets = secretsOf(target);
  const noAnswer = (
    maybeSent: boolean,
    reason: string,
    extra: Partial<Extract<Exchange, { kind: 'no-answer' }>> = {},
  ): Exchange => ({
    kind: 'no-answer',
    maybeSent,
    timedOut: false,
    cancelled: false,
    transient: false,
    reason: scrubServerText(reason, secrets),
    ...extra,
  });
  if (options.signal?.aborted) return noAnswer(false, 'cancelled before sending', { cancelled: true });

  // ky's own timeout stops at the headers; this one also covers reading the body.
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(new Error(`no answer within ${target.timeoutMs} ms`)), target.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timer.signal]) : timer.signal;
  const maxBytes = target.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES;
  let oversize = false;
  let handedOver = false;
  let answer: Buffer | undefined;
  try {
    const bytes = options.body === undefined ? undefined : Buffer.from(options.body, 'utf8');
    const response = await ky(options.url, {
      method: options.method,
      headers: { api_key: target.apiKey, 'Content-Type': 'application/json', Accept: 'application/json' },
      retry: 0,
      timeout: false,
      throwHttpErrors: false,
      signal,
      // ky shapes the request (method, headers, signal); the JSON body goes to the transport as bytes.
      fetch: (request) => {
        handedOver = true;
        return nodeHttpFetch(request as Request, bytes, {
          maxBytes,
          onOversize: () => (oversize = true),
          onBody: (body) => (answer = body),
        });
      },
    });
    const headers = scrubHeaders(response.headers, secrets);
    const status = answerStatus(response);
    if (oversize) return { kind: 'answered', status, headers, body: '', oversizeLimit: maxBytes };
    // Decoded as Response.text() would: UTF-8, a byte-order mark dropped, a bad sequence replaced.
    const body = scrubServerText(answer ? UTF8.decode(answer) : await response.text(), secrets);
    return { kind: 'answered', status, headers, body };
  } catch (error) {
    // Never handed to the transport (ky refused the request), or failed before a connection existed.
    const neverLeft = !handedOver || failedBeforeConnecting(error);
    if (timer.signal.aborted) {
      return neverLeft
        ? noAnswer(false, `no connection within ${target.timeoutMs} ms`, { timedOut: true, transient: true })
        : noAnswer(true, `no answer within ${target.timeoutMs} ms`, { timedOut: true, transient: true });
    }
    if (options.signal?.aborted)
      return noAnswer(!neverLeft, neverLeft ? 'cancelled before sending' : 'cancelled while waiting for the answer', {
        cancelled: true,
      });
    const failure = classifyNetworkError(error, neverLeft);
    return noAnswer(failure.maybeSent, failure.reason, { transient: failure.transient });
  } finally {
    clearTimeout(timeout);
  }
}
