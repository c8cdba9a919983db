/**
 * One read-only question to the finance API, to learn whether the way to it works again after
 * gateway failures: the status of instance 0, which no invoice has. It creates nothing, so it
 * can never post an invoice twice. A 2xx or 4xx answer means the back-end was reached (the
 * sandbox and the seed's back-end answer HTTP 200 with E_RETCODE 4 for an unknown instance).
 */
import type { ApiTarget } from './api-target.js';
import { invoiceStatusUrl } from './api-paths.js';
import { sendRequest } from './send-request.js';
import { maskLocation } from './describe-redirect.js';
import { maskUrlCredentials } from './mask-url-credentials.js';

export interface ProbeResult {
  /** The back-end was reached (a 2xx or 4xx answer). */
  answered: boolean;
  reason: string;
  /**
   * Why waiting cannot help, when the answer says so: a permanent redirect (301, 308) on this
   * read-only request comes from the address or a proxy's rule, which does not change by itself.
   * A temporary one (302, 303, 307) may be an outage's maintenance redirect, so it is waited out.
   * @default undefined
   */
  lasting?: string | undefined;
}

const REDIRECTS_STATUS = 'the finance API redirects its status request';

/** Whether a halt is a permanent redirection's: an address to correct, not an outage to wait out. */
export function isRedirectHalt(halt: string): boolean {
  return halt.startsWith(REDIRECTS_STATUS);
}

/** What to correct after a permanent redirection on the probe, or undefined for any other status. */
function lastingRedirect(target: ApiTarget, status: number, location: string | null): string | undefined {
  if (status !== 301 && status !== 308) return undefined;
  const where = location ? `to ${maskLocation(location.trim())}` : 'with no Location';
  return (
    `${REDIRECTS_STATUS} (HTTP ${status} ${where}), which waiting will not change: ` +
    `correct the base URL ${maskUrlCredentials(target.baseUrl)} (or the proxy rule that redirects it)`
  );
}

/** The instance the probe asks about; instance ids are ten digits, and none is all zeros. */
export const PROBE_INSTANCE_ID = '0000000000';

export async function probeApi(target: ApiTarget, signal?: AbortSignal): Promise<ProbeResult> {
  const exchange = await sendRequest(target, {
    method: 'GET',
    url: invoiceStatusUrl(target, PROBE_INSTANCE_ID),
    signal,
  });
  if (exchange.kind === 'no-answer') return { answered: false, reason: exchange.reason };
  // A redirection, a final 1xx or a status outside 100-599 is no answer a back-end gives: something stands in the way.
  const { status } = exchange;
  const reached = (status >= 200 && status <= 299) || (status >= 400 && status <= 499);
  const lasting = lastingRedirect(target, status, exchange.headers.get('location'));
  if (lasting) return { answered: false, reason: `HTTP ${status}`, lasting };
  if (!reached) return { answered: false, reason: `HTTP ${status}` };
  return { answered: true, reason: `HTTP ${exchange.status}` };
}
