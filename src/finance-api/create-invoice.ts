/**
 * Invoice create (seed 4.2). Never retried once the request may have reached the server: a
 * timeout, a 502 or 504, or a connection lost after sending is returned as in doubt. Only a
 * request that provably never left (connection refused, DNS failure) is tried again.
 */
import type { Invoice } from '../invoice/invoice-schema.js';
import type { ApiTarget } from './api-target.js';
import type { CreateOutcome } from './call-outcome.js';
import { createInvoiceUrl } from './api-paths.js';
import { sendRequest } from './send-request.js';
import { mayRetry, retryDelayMs } from './retry-timing.js';
import { waitBeforeRetry } from './wait-before-retry.js';
import { readCreateAnswer } from './read-create-answer.js';

export async function createInvoice(target: ApiTarget, invoice: Invoice, options: { signal?: AbortSignal } = {}): Promise<CreateOutcome> {
  const url = createInvoiceUrl(target);
  const body = JSON.stringify(invoice);
  for (let attempt = 1; ; attempt++) {
    const exchange = await sendRequest(target, { method: 'POST', url, body, signal: options.signal });
    if (exchange.kind === 'answered') return readCreateAnswer(exchange, target.apiKey, attempt);
    if (exchange.maybeSent) return { kind: 'in-doubt', reason: exchange.reason, attempts: attempt };
    const again = exchange.transient && !exchange.cancelled && mayRetry(attempt, target.retry);
    if (!again || !(await waitBeforeRetry(retryDelayMs(attempt, target.retry, undefined, Math.random()), options.signal))) {
      return { kind: 'not-sent', reason: exchange.reason, attempts: attempt };
    }
  }
}
