/**
 * Reconcile: select the invoices to ask about, ask and record each status, and sum up. The
 * journal is the only state: what was not answered is simply asked again next time.
 */
import type { ApiTarget } from '../finance-api/api-target.js';
import type { StatusOutcome } from '../finance-api/call-outcome.js';
import type { InvoiceRow } from '../journal/invoice-row.js';
import { asJournalError } from '../journal/journal-error.js';
import type { Journal } from '../journal/open-journal.js';
import type { NewReconcileRun } from '../journal/reconcile-runs.js';
import type { CreatedAtTarget } from '../journal/status-history.js';
import { checkStatuses, type CheckedStatuses, type CheckOptions } from './check-statuses.js';
import { selectInvoices, type Selection } from './select-invoices.js';
import { findResumableRun, selectionKeyOf, type ResumedRun } from './resume-reconcile-run.js';
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
  /**
   * Start a new run even when the latest run on this target, of the same invoices, was stopped
   * recently (resume-reconcile-run.ts). @default false: that run is gone on with
   */
  fromStart?: boolean | undefined;
  /** Told, before the first call, of the stopped run this one goes on with. @default none */
  onResume?: ((resumed: ResumedRun) => void) | undefined;
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
  /** The stopped run this one went on with, as it stood: its checks lead `checks`. @default a new run */
  resumed?: ResumedRun | undefined;
}

export async function reconcileInvoices(journal: Journal, options: ReconcileOptions): Promise<ReconcileReport> {
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  try {
    const settled = (await options.settleInDoubt?.()) ?? [];
    const selectionKey = selectionKeyOf(options.selection);
    const resumable = options.fromStart
      ? undefined
      : await findResumableRun(journal, options.target.identity, selectionKey, startedAt);
    const earlier = resumable?.earlier ?? [];
    const checkedBefore = new Set(earlier.map((check) => check.invoice.instanceId));
    const invoices = (
      await selectInvoices(journal, options.target.identity, options.finalStatusCodes, options.selection)
    ).filter((invoice) => !checkedBefore.has(invoice.instanceId));
    const runId = await startRun(journal, resumable?.resumed, {
      targetIdentity: options.target.identity,
      selectionKey,
      startedAt: startedAt.toISOString(),
      toCheck: invoices.length,
    });
    if (resumable) options.onResume?.(resumable.resumed);
    const asked = await checkStatuses(journal, invoices, {
      target: options.target,
      concurrency: options.concurrency,
      signal: options.signal,
      now,
      getStatus: options.getStatus,
      onProgress: options.onProgress,
      onAnswered: (check) =>
        journal.reconcileRuns.insertReconcileRunCheck(runId, {
          instanceId: check.invoice.instanceId,
          checkedAt: check.checkedAt,
          checkJson: JSON.stringify(check),
        }),
    });
    const { halt } = asked;
    // Those read before the stop, as they were reported then, and every other invoice once.
    const checks = [...earlier, ...asked.checks];
    const answered = checks.filter((check) => check.ok).length;
    await journal.reconcileRuns.endReconcileRun(runId, halt ? 'stopped' : 'finished', answered, now().toISOString());
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
      fromJournal && checks.length === 0 ? await targetsInstead(journal, options.target.identity) : [];
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
      resumed: resumable?.resumed,
    };
  } catch (error) {
    throw asJournalError(error, journal.location, 'cannot use the journal');
  }
}

/** Goes on with the run given (running again), or records a new one; returns its id. */
async function startRun(journal: Journal, resumed: ResumedRun | undefined, run: NewReconcileRun): Promise<number> {
  if (!resumed) return await journal.reconcileRuns.insertReconcileRun(run);
  await journal.reconcileRuns.reopenReconcileRun(resumed.runId);
  return resumed.runId;
}

/** The targets holding created invoices when this one holds none; none when this one holds some. */
async function targetsInstead(journal: Journal, targetIdentity: string): Promise<CreatedAtTarget[]> {
  const byTarget = await journal.statuses.countCreatedByTarget();
  return byTarget.some((t) => t.targetIdentity === targetIdentity) ? [] : byTarget;
}
