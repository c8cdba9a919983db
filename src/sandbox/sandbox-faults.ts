/**
 * The faults the sandbox injects: random gateway failures before processing, lost responses
 * after processing, processed answers under an odd status, latency, and answers queued by tests.
 * Decisions come from one seeded source.
 */
import type { InjectedAnswer } from './sandbox-options.js';
import type { SandboxRoute } from './sandbox-front-options.js';

export interface FaultSettings {
  latencyMs: number;
  jitterMs: number;
  failRate: number;
  lostRate: number;
  busyRate: number;
  oddRate: number;
  /** Statuses an odd answer draws from; none: no odd answers. */
  oddStatuses: readonly number[];
  random: () => number;
}

/** Statuses a gateway puts around a processed create: a redirect, a client error, no HTTP status at all. */
export const DEFAULT_ODD_STATUSES: readonly number[] = [303, 400, 600];

/** The HTML page a gateway answers with; clients must cope with a body that is not JSON. */
export function gatewayPage(status: 502 | 504): string {
  const title = status === 502 ? '502 Bad Gateway' : '504 Gateway Time-out';
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>sandbox-gateway</center>\r\n</body>\r\n</html>\r\n`;
}

export class FaultPlan {
  private readonly queue: InjectedAnswer[] = [];

  constructor(private readonly settings: FaultSettings) {}

  inject(answers: readonly InjectedAnswer[]): void {
    this.queue.push(...answers);
  }

  /** Delay of this answer, ms. */
  delayMs(): number {
    const { latencyMs, jitterMs, random } = this.settings;
    return latencyMs + (jitterMs > 0 ? Math.round(random() * jitterMs) : 0);
  }

  /** A queued answer for this request, taken off the queue. */
  takeInjected(route: SandboxRoute): InjectedAnswer | undefined {
    const index = this.queue.findIndex((answer) => answer.route === undefined || answer.route === route);
    if (index < 0) return undefined;
    return this.queue.splice(index, 1)[0];
  }

  /** A random gateway failure before processing, or undefined. */
  failBefore(): InjectedAnswer | undefined {
    const { failRate, random } = this.settings;
    if (failRate <= 0 || random() >= failRate) return undefined;
    const status = random() < 0.5 ? 502 : 504;
    return { status, body: gatewayPage(status), contentType: 'text/html' };
  }

  /** True when this processed create loses its response. */
  loseAfter(): boolean {
    const { lostRate, random } = this.settings;
    return lostRate > 0 && random() < lostRate;
  }

  /** True when this processed create is answered 503 with Retry-After, as a busy back-end does after booking. */
  busyAfter(): boolean {
    const { busyRate, random } = this.settings;
    return busyRate > 0 && random() < busyRate;
  }

  /** The status to answer this processed create with, around its own JSON answer, or undefined. */
  oddAfter(): number | undefined {
    const { oddRate, oddStatuses, random } = this.settings;
    if (oddRate <= 0 || oddStatuses.length === 0 || random() >= oddRate) return undefined;
    return oddStatuses[Math.floor(random() * oddStatuses.length)];
  }
}
