/**
 * Cloudflare's edge in front of the sandbox, when its origin fails it: Cloudflare's own 52x status,
 * its HTML error page, `server: cloudflare` and a `cf-ray` header. For 520 and 524 the origin was
 * reached and the create is booked before the edge answers; for the others the edge never reached
 * it (finance-api/cloudflare-edge.ts has what each means).
 */
import type { CloudflareStatus, InjectedAnswer } from './sandbox-options.js';

const TITLES: Readonly<Record<CloudflareStatus, string>> = {
  520: 'Web server is returning an unknown error',
  521: 'Web server is down',
  522: 'Connection timed out',
  523: 'Origin is unreachable',
  524: 'A timeout occurred',
  525: 'SSL handshake failed',
  526: 'Invalid SSL certificate',
};

/** Statuses whose origin was reached: the request may have been processed. */
const ORIGIN_REACHED: ReadonlySet<number> = new Set([520, 524]);

export function cloudflareEdgeAnswer(status: CloudflareStatus, ray: number): InjectedAnswer {
  const title = `finance.example.com | ${status}: ${TITLES[status]}`;
  const body = `<!DOCTYPE html><html lang="en-US"><head><title>${title}</title></head><body><div id="cf-error-details"><h1><span class="cf-error-type">Error</span> <span class="cf-error-code">${status}</span></h1></div></body></html>`;
  return {
    status,
    body,
    contentType: 'text/html; charset=UTF-8',
    headers: { Server: 'cloudflare', 'CF-RAY': `${ray.toString(16).padStart(16, '0')}-FRA` },
    route: 'create',
    afterProcessing: ORIGIN_REACHED.has(status),
  };
}
