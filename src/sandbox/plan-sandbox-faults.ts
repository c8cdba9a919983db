/** The faults a sandbox injects, planned from its options: random ones from the seed, and given answers queued. */
import { errorBody } from './sandbox-http.js';
import { cloudflareEdgeAnswer } from './cloudflare-edge-answer.js';
import { DEFAULT_ODD_STATUSES, FaultPlan } from './sandbox-faults.js';
import type { SandboxOptions } from './sandbox-options.js';
import { seededRandom } from './seeded-random.js';
import { kongNoUpstreamAnswer } from './kong-gateway-answer.js';
import { proxyOwnAnswer } from './proxy-own-answers.js';
import { upstreamDownAnswer } from './play-proxy-upstream-down.js';

export function planSandboxFaults(options: SandboxOptions, seed: number): FaultPlan {
  const faults = new FaultPlan({
    latencyMs: options.latencyMs ?? 0,
    jitterMs: options.jitterMs ?? 0,
    failRate: options.failRate ?? 0,
    lostRate: options.lostRate ?? 0,
    busyRate: options.busyAfterBookingRate ?? 0,
    oddRate: options.oddRate ?? 0,
    oddStatuses: options.oddStatuses ?? DEFAULT_ODD_STATUSES,
    random: seededRandom(seed),
  });
  if (options.throttle) {
    const { requests, status = 429, retryAfter = '1', route, writer = 'sandbox' } = options.throttle;
    const answer =
      writer === 'kong'
        ? kongNoUpstreamAnswer(status, retryAfter)
        : {
            status,
            body: JSON.stringify(errorBody(status, 'too many requests; retry after the time given')),
            headers: { 'Retry-After': retryAfter },
          };
    faults.inject(Array.from({ length: requests }, () => ({ ...answer, route })));
  }
  if (options.cloudflareError) {
    const { status, requests } = options.cloudflareError;
    faults.inject(Array.from({ length: requests }, (_, index) => cloudflareEdgeAnswer(status, seed + index)));
  }
  // A forward proxy whose upstream is down answers every request before the API sees it (play-proxy-upstream-down.ts).
  if (options.proxyAnswer && !upstreamDownAnswer(options.proxyAnswer.name)) {
    const { name, requests, hop } = options.proxyAnswer;
    faults.inject(Array.from({ length: requests }, () => proxyOwnAnswer(name, hop)));
  }
  return faults;
}
