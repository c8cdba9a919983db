/**
 * Asks the status of each invoice with bounded concurrency and records every answer as it comes.
 * A failed call is reported for that invoice and never stops the others; it is asked again next
 * time because nothing was recorded for it. Once the API is unreachable, refuses the key or gives
 * no answer several calls in a row (watch-status-answers.ts), no more calls are made: the rest
 * are not checked, and the journal keeps their last known status.
 * A stop (a signal) is no outage: the calls it cancelled count as not asked, never toward the breaker.
 */
import pLimit from 'p-limit';
import type { ApiTarget } from '../finance-api/api-target.js';
import type { StatusOutcome } from '../finance-api/call-outcome.js';
import { describeOutcome } from '../finance-api/describe-outcome.js';
import { describeCheckFailure } from './describe-check-failure.js';
import { isUnknownInstance } from './is-unknown-instance.js';
import { getInvoiceStatus } from '../finance-api/get-invoice-status.js';
import { summarizeStatus } from '../finance-api/summarize-status.js';
import type { Journal } from '../journal/open-journal.js';
import type { CreatedInvoice } from '../journal/status-history.js';
import type { StatusCheck } from './status-check.js';
import { statusSeen, timestampToIso } from './status-seen.js';
import { ANSWERING, nextStatusHealth, type StatusHealth } from './watch-status-answers.js';
import { stopCauseText } from '../finance-api/stop-cause-text.js';
import { recordStatusSeen } from './record-status-seen.js';
import { countCheck, startChecksProgress, type ChecksProgress } from './checks-progress.js';

/** Said of an answer about another instance: it looks like a status, and is not one of this invoice. */
const NOT_RECORDED = 'nothing was recorded, it is asked again at the next reconcile';

export interface CheckOptions {
  target: ApiTarget;
  /** Status calls in flight at most. */
  concurrency: number;
  /** Aborted: no new call; the invoices not asked yet are reported as not checked. */
  signal?: AbortSignal | undefined;
  /** @default () => new Date() */
  now?: () => Date;
  /** Asks one status. @default getInvoiceStatus against `target` */
  getStatus?: (instanceId: string, signal: AbortSignal | undefined) => Promise<StatusOutcome>;
  /** Told before the first call and as each check ends. @default none */
  onProgress?: ((progress: ChecksProgress) => void) | undefined;
  /** Awaited once a status is recorded, with its check. @default none */
  onAnswered?: ((check: StatusCheck) => Promise<void>) | undefined;
}

async function since(
  journal: Journal,
  targetIdentity: string,
  instanceId: string,
  code: string,
): Promise<string | undefined> {
  const streak = await journal.statuses.statusStreakStart(targetIdentity, instanceId, code);
  const candidates = [streak.firstSeenAt ?? undefined, timestampToIso(streak.earliestTimestamp)].filter(
    (t): t is string => t !== undefined,
  );
  return candidates.sort()[0];
}

/** Why calls stopped before every invoice was asked: the API's health (watch-api-health.ts), or a signal. */
export interface ChecksHalt {
  /** What stopped them, as a clause: "the finance API could not be reached (...)", "stopped by SIGTERM". */
  halt: string;
  /** `stopped` for a signal; else the API health's kind. */
  haltKind: StatusHealth['haltKind'] | 'stopped';
}

export interface CheckedStatuses {
  checks: StatusCheck[];
  /** Why calls were stopped; undefined when every invoice was asked (a stop after the last answer stops nothing). */
  halt?: ChecksHalt | undefined;
}

export async function checkStatuses(
  journal: Journal,
  invoices: readonly CreatedInvoice[],
  options: CheckOptions,
): Promise<CheckedStatuses> {
  const { target } = options;
  const now = options.now ?? (() => new Date());
  const getStatus =
    options.getStatus ?? ((id: string, signal: AbortSignal | undefined) => getInvoiceStatus(target, id, { signal }));
  const previousOf = await journal.statuses.latestStatuses(target.identity);
  const limit = pLimit(options.concurrency);
  let health: StatusHealth = ANSWERING;
  const notAsked = (invoice: CreatedInvoice, previous: StatusCheck['previous']): StatusCheck => ({
    invoice,
    previous,
    checkedAt: now().toISOString(),
    ok: false,
    failure: 'stopped',
    error: `not checked: ${stopCauseText(options.signal)}; asked at the next reconcile`,
  });
  let progress = startChecksProgress(invoices.length);
  options.onProgress?.(progress);
  const counted = (check: StatusCheck): StatusCheck => {
    progress = countCheck(progress, check);
    options.onProgress?.(progress);
    return check;
  };
  const checks = await Promise.all(
    invoices.map((invoice) =>
      limit(async (): Promise<StatusCheck> => {
        const previous = previousOf.get(invoice.instanceId);
        if (options.signal?.aborted) return notAsked(invoice, previous);
        if (health.halt) {
          return {
            invoice,
            previous,
            checkedAt: now().toISOString(),
            ok: false,
            failure: 'halted',
            error: `not checked: ${health.halt}`,
            inStatusSince: previous && (await since(journal, target.identity, invoice.instanceId, previous.code)),
          };
        }
        const outcome = await getStatus(invoice.instanceId, options.signal);
        // Cancelled by the stop: no answer, and no sign of an outage.
        if (outcome.kind === 'not-sent' && options.signal?.aborted) return notAsked(invoice, previous);
        health = nextStatusHealth(health, outcome, target.apiKeySource);
        const checkedAt = now().toISOString();
        if (outcome.kind === 'other-instance')
          return {
            invoice,
            previous,
            checkedAt,
            ok: false,
            failure: outcome.kind,
            error: `${describeOutcome(outcome)}; ${NOT_RECORDED}`,
          };
        if (outcome.kind !== 'status')
          return {
            invoice,
            previous,
            checkedAt,
            ok: false,
            // The workbook shows the last known status and since when, as nothing new was read.
            inStatusSince: previous && (await since(journal, target.identity, invoice.instanceId, previous.code)),
            // Only for an invoice the journal created: an id typed in that does not exist is the id's fault.
            failure:
              invoice.createdAt !== null && isUnknownInstance(outcome, invoice.instanceId)
                ? 'unknown-instance'
                : outcome.kind,
            error: describeCheckFailure(outcome),
          };
        const status = summarizeStatus(outcome.response);
        await recordStatusSeen(journal, statusSeen(target.identity, invoice.instanceId, checkedAt, status));
        const answered: StatusCheck = {
          invoice,
          previous,
          checkedAt,
          ok: true,
          status,
          changed: previous?.code !== status.code,
          inStatusSince: await since(journal, target.identity, invoice.instanceId, status.code),
        };
        await options.onAnswered?.(answered);
        return answered;
      }).then(counted),
    ),
  );
  if (health.halt) return { checks, halt: { halt: health.halt, haltKind: health.haltKind } };
  const stopped = checks.some((check) => !check.ok && check.failure === 'stopped');
  return { checks, halt: stopped ? { halt: stopCauseText(options.signal), haltKind: 'stopped' } : undefined };
}
