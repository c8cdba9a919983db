/**
 * A gateway quota that is used up. A quota (Apigee's QuotaViolation, AWS API Gateway's usage plan
 * "Limit Exceeded", Azure API Management's "Out of call volume quota": gateway-fault.ts) counts requests over a period
 * of minutes to months, so once it refuses, waiting seconds and sending again does not help: when
 * one create is refused by the quota again after its wait, the run takes no more invoices, and
 * the next run, once the quota has reset, posts the rest. So too for a Retry-After longer than the
 * whole throttle budget on a create's first throttled answer (429 with `Retry-After: 86400`): the
 * create gives up without waiting, and every other would be told the same.
 */
import type { Throttle } from '../../finance-api/create-invoice.js';
import { AWS_QUOTA_CODE, faultSaid, isQuotaFault, quotaUsedUpWords } from '../../finance-api/gateway-fault.js';

/** A quota said to reset within this may be at the end of its period: one wait is tried before the run stops. */
const SOON_MS = 60_000;

export interface QuotaUsedUp {
  /** The gateway's words: `"Rate limit quota violation ..." (policies.ratelimit.QuotaViolation)`, single line. */
  said: string;
  /** When the gateway says the quota resets, ms since the epoch (Retry-After); undefined when it does not say. */
  resetsAt: number | undefined;
}

export interface QuotaWatch {
  /** A throttled answer to a create: true when it shows the quota used up (the first time only). */
  record(create: object, throttle: Throttle): boolean;
  usedUp(): QuotaUsedUp | undefined;
}

export function createQuotaWatch(now: () => number = Date.now): QuotaWatch {
  const refusedOnce = new WeakSet<object>();
  const throttledBefore = new WeakSet<object>();
  let usedUp: QuotaUsedUp | undefined;
  return {
    record(create, throttle) {
      const first = !throttledBefore.has(create);
      throttledBefore.add(create);
      const quota = isQuotaFault(throttle.fault);
      // Given up at its first throttle with a Retry-After: that wait alone is past the budget.
      if (!usedUp && !quota && first && throttle.waitMs === undefined && throttle.retryAfterMs !== undefined) {
        const said = `HTTP ${throttle.status} with Retry-After ${Math.ceil(throttle.retryAfterMs / 1000)} s, longer than an upload waits`;
        usedUp = { said, resetsAt: now() + throttle.retryAfterMs };
        return true;
      }
      const fault = throttle.fault;
      if (usedUp || !fault || !quota) return false;
      const resetsInMs = throttle.retryAfterMs ?? fault.resetsInMs;
      // Refused again after its wait, given up at once, or told to wait minutes: the quota is used up.
      // An AWS usage plan's quota counts by the day, week or month, so its first refusal is enough.
      const mayPassSoon =
        throttle.waitMs !== undefined && fault.errorcode !== AWS_QUOTA_CODE && (resetsInMs ?? 0) <= SOON_MS;
      if (!refusedOnce.has(create) && mayPassSoon) {
        refusedOnce.add(create);
        return false;
      }
      const said = faultSaid(fault, '');
      const resetsAt = resetsInMs === undefined ? undefined : now() + resetsInMs;
      usedUp = { said, resetsAt };
      return true;
    },
    usedUp: () => usedUp,
  };
}

/** Why the send loop stopped, for the invoices it did not send. */
export function quotaHaltReason(quota: QuotaUsedUp): string {
  return quotaUsedUpWords(quota.said);
}

/**
 * `quota used up: 300 created, 300 not sent; run again after 2026-11-27 21:00 UTC (the gateway: "...")`, with
 * `2 failed, ` before `not sent` when some were given up as failed: the counts under it say the same.
 */
export function describeQuotaUsedUp(
  quota: QuotaUsedUp,
  counts: { created: number; failed?: number; notSent: number },
): string {
  const when =
    quota.resetsAt === undefined
      ? "the gateway's quota period has reset"
      : // The next whole minute: never a time before the reset.
        `${new Date(Math.ceil(quota.resetsAt / 60_000) * 60_000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const failed = counts.failed ? `${counts.failed} failed, ` : '';
  return `quota used up: ${counts.created} created, ${failed}${counts.notSent} not sent; run again after ${when} (the gateway: ${quota.said})`;
}
