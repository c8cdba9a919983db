/**
 * One read-only question to the finance API, to learn whether the way to it works again after
 * gateway failures: the status of instance 0, which no invoice has. It creates nothing, so it
 * can never post an invoice twice. A 2xx or 4xx answer means the back-end was reached (the
 * sandbox and the seed's back-end answer HTTP 200 with E_RETCODE 4 for an unknown instance).
 */
import type { ApiTarget } from './api-target.js';
import { invoiceStatusUrl } from './api-paths.js';
import { sendRequest } from './send-request.js';

/** The instance the probe asks about; instance ids are ten digits, and none is all zeros. */
export const PROBE_INSTANCE_ID = '0000000000';

export async function probeApi(
  target: ApiTarget,
  signal?: AbortSignal,
): Promise<{ answered: boolean; reason: string }> {
  const exchange = await sendRequest(target, {
    method: 'GET',
    url: invoiceStatusUrl(target, PROBE_INSTANCE_ID),
    signal,
  });
  if (exchange.kind === 'no-answer') return { answered: false, reason: exchange.reason };
  // A redirection, a final 1xx or a status outside 100-599 is no answer a back-end gives: something stands in the way.
  const { status } = exchange;
  const reached = (status >= 200 && status <= 299) || (status >= 400 && status <= 499);
  if (!reached) return { answered: false, reason: `HTTP ${status}` };
  return { answered: true, reason: `HTTP ${exchange.status}` };
}
