/**
 * Before the first create of an upload: one read-only request to the base URL itself, which proves
 * that the address speaks HTTP to something. Any HTTP answer does (401, 404 and 5xx too: what
 * stands behind it is the creates' business); a refused or reset connection, a TLS failure or
 * bytes that are not HTTP prove it does not, and then no invoice is sent, so none is left in
 * doubt for a request that never reached a finance system. It asks for no operation of the API
 * (no create, no status), so it books nothing and no gateway counts it against a quota.
 */
import type { ApiTarget } from './api-target.js';
import type { NoAnswer } from './build-exchange.js';
import { retryDelayMs, mayRetry } from './retry-timing.js';
import { sendRequest } from './send-request.js';
import { waitBeforeRetry } from './wait-before-retry.js';
import { maskUrlCredentials } from './mask-url-credentials.js';

/** `lasting`: the address itself is wrong (TLS or plain HTTP where the other was written, a redirect to https://): asking again later gets the same. */
export type AddressCheck = { speaksHttp: true } | { speaksHttp: false; reason: string; lasting: boolean };

/**
 * Asks `GET {baseUrl}/`; a failure that may pass (refused, timed out) is asked again up to the
 * target's retry attempts, one that will not (TLS, wrong scheme) is not.
 * @param signal ends the check; a cancelled check counts as answered, the caller's stop decides
 */
export async function checkAddressSpeaksHttp(target: ApiTarget, signal?: AbortSignal): Promise<AddressCheck> {
  for (let attempt = 1; ; attempt++) {
    const exchange = await sendRequest(target, { method: 'GET', url: `${target.baseUrl}/`, signal });
    if (exchange.kind === 'answered') {
      const upgrade = schemeUpgrade(target.baseUrl, exchange.status, exchange.headers.get('location'));
      return upgrade ? { speaksHttp: false, reason: upgrade, lasting: true } : { speaksHttp: true };
    }
    if (exchange.cancelled) return { speaksHttp: true };
    const again = exchange.transient && !exchange.mismatch && mayRetry(attempt, target.retry);
    if (!again || !(await waitBeforeRetry(retryDelayMs(attempt, target.retry, undefined, Math.random()), signal)))
      return {
        speaksHttp: false,
        reason: describeNoHttp(target.baseUrl, exchange),
        lasting: exchange.mismatch !== undefined || !exchange.transient,
      };
  }
}

/**
 * A redirection of http:// to https:// on the same host (a load balancer that takes only HTTPS)
 * answers every create the same way, unprocessed: the address to write, or undefined for any other
 * answer (a redirection elsewhere is the creates' business: a moved API is named in their outcome).
 */
function schemeUpgrade(baseUrl: string, status: number, location: string | null): string | undefined {
  if (status < 300 || status > 399 || !location) return undefined;
  const from = new URL(baseUrl);
  let to: URL;
  try {
    to = new URL(location, `${baseUrl}/`);
  } catch {
    return undefined;
  }
  if (from.protocol !== 'http:' || to.protocol !== 'https:' || to.hostname !== from.hostname) return undefined;
  const https = new URL(baseUrl);
  https.protocol = 'https:';
  https.port = to.port;
  const address = maskUrlCredentials(https.href.replace(/\/$/, ''));
  return `${maskUrlCredentials(baseUrl)} answers HTTP ${status} redirecting to https:// on the same host, as a server that takes only HTTPS does, and would answer every create so, unprocessed: write the address as ${address}`;
}

/** Why the address gave no HTTP answer, with the scheme it most likely needs when the failure tells. */
function describeNoHttp(baseUrl: string, failure: NoAnswer): string {
  const url = new URL(baseUrl);
  const other = (scheme: 'http:' | 'https:') => {
    const fixed = new URL(baseUrl);
    fixed.protocol = scheme;
    return maskUrlCredentials(fixed.href.replace(/\/$/, ''));
  };
  // The check's request carries no invoice: what failed, never that an invoice may have been sent.
  // The address is masked as every echo of one is: the reason is kept in the journal with each invoice.
  const said = `no HTTP answer from ${maskUrlCredentials(baseUrl)}: ${failure.failed ?? failure.reason}`;
  if (url.protocol === 'http:' && failure.mismatch === 'server-speaks-tls')
    return `${said}; write the address as ${other('https:')}`;
  if (url.protocol === 'http:' && failure.mismatch === 'closed-unanswered')
    return `${said}; the server closed the connection without answering, as an HTTPS server does to a plain HTTP request: if it is an HTTPS address, write ${other('https:')}`;
  if (url.protocol === 'https:' && failure.mismatch === 'server-speaks-no-tls')
    return `${said}; the server speaks plain HTTP, not HTTPS: write the address as ${other('http:')} if it is meant to be unencrypted, or check the port`;
  return said;
}
