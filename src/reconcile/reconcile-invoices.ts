/**
 * Reconcile: select the invoices to ask about, ask and record each status, and sum up. The
 * journal is the only state: what was not answered is simply asked again next time.
 */
import type { ApiTarget } from '../finance-api/api-target.js';
import type { StatusOutcome } from '../finance-api/call-outcome.js';
import type { InvoiceRow } from '../journal/invoice-row.js';
import { asJournalError } from '../journal/journal-error.js';
import type { Journal } from '../journal/open-journal.js';
import type { CreatedAtTarget } from '../journal/status-history.js';
import { checkStatuses, type CheckedStatuses, type CheckOptions } from './check-statuses.js';
import { selectInvoices, type Selection } from './select-invoices.js';
import type { StatusCheck } from './status-check.js';
import type { InDoubtSettlement, SettleInDoubt } from './in-doubt-settlement.js';
import { summarizeChecks, type ReconcileSummary } from './summarize-checks.js';

export interface ReconcileOptions {
  target: ApiTarget;
  /** Status codes after which an invoice is no longer asked about. */
  finalStatusCodes: readonly string[];
  /** An invoice in one status longer than this many days is reported as stuck. */
  stuckAfterDays: number;
  /** Status calls in flight at most. */
  concurrency: number;
  selection: Selection;
  signal?: AbortSignal | undefined;
  /** @default () => new Date() */
  now?: () => Date;
  /**
   * Settles first the in-doubt invoices whose answers named an instance, so that those created are
   * checked with the rest. @default none settled
   */
  settleInDoubt?: SettleInDoubt | undefined;
  /**
   * The status codes the API's owners list (reconcile.statusCodes): an answer with another code is
   * recorded as any, and marked and counted as not listed. @default none: no code is marked
   */
  listedStatusCodes?: readonly string[] | undefined;
  /** @default getInvoiceStatus against `target` */
  getStatus?: (instanceId: string, signal: AbortSignal | undefined) => Promise<StatusOutcome>;
  /** Told how far the status calls are, before the first and as each ends. @default none */
  onProgress?: CheckOptions['onProgress'];
}

export interface ReconcileReport {
  startedAt: Date;
  checks: StatusCheck[];
  summary: ReconcileSummary;
  /** In-doubt invoices whose answers named an instance, looked up by it: created, or left in doubt and why. */
  settled: InDoubtSettlement[];
  /** In-doubt invoices of this target still waiting for `resolve`. */
  inDoubt: InvoiceRow[];
  finalStatusCodes: readonly string[];
  stuckAfterDays: number;
  /**
   * Set when the journal was asked and gave nothing because it holds no created invoice of this
   * target, but holds some of others: most often the wrong --base-url or profile. Empty otherwise.
   */
  otherTargets: CreatedAtTarget[];
  /** Why status calls stopped before every invoice was asked (the API unreachable, the key refused). */
  halt?: CheckedStatuses['halt'];
}

export async function reconcileInvoices(journal: Journal, options: ReconcileOptions): Promise<ReconcileReport> {
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  try {
    const settled = (await options.settleInDoubt?.()) ?? [];
    const invoices = await selectInvoices(
      journal,
      options.target.identity,
      options.finalStatusCodes,
      options.selection,
    );
    const { checks, halt } = await checkStatuses(journal, invoices, {
      target: options.target,
      concurrency: options.concurrency,
      signal: options.signal,
      now,
      getStatus: options.getStatus,
      onProgress: options.onProgress,
    });
    const listed = options.listedStatusCodes && new Set(options.listedStatusCodes);
    if (listed) for (const check of checks) if (check.ok && !listed.has(check.status.code)) check.unlisted = true;
    const summary = summarizeChecks(checks, {
      finalStatusCodes: options.finalStatusCodes,
      stuckAfterDays: options.stuckAfterDays,
      now: now(),
    });
    const inDoubt = await journal.resolve.listOpenInDoubt(options.target.identity);
    const fromJournal = !options.selection.instanceIds?.length;
    const otherTargets =
      fromJournal && invoices.length === 0 ? await targetsInstead(journal, options.target.identity) : [];
    return {
      startedAt,
      checks,
      summary,
      settled,
      inDoubt,
      finalStatusCodes: options.finalStatusCodes,
      stuckAfterDays: options.stuckAfterDays,
      otherTargets,
      halt,
    };
  } catch (error) {
    throw asJournalError(error, journal.location, 'cannot use the journal');
  }
}

/** The targets holding created invoices when this one holds none; none when this one holds some. */
async function targetsInstead(journal: Journal, targetIdentity: string): Promise<CreatedAtTarget[]> {
  const byTarget = await journal.statuses.countCreatedByTarget();
  return byTarget.some((t) => t.targetIdentity === targetIdentity) ? [] : byTarget;
}
