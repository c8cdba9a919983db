/** The one JSON object `reconcile --json` prints. Pure. */
import type { ReconcileReport } from '../reconcile/reconcile-invoices.js';
import type { CreatedInvoice } from '../journal/status-history.js';
import { countChecks } from '../reconcile/count-checks.js';
import type { ResumedRun } from '../reconcile/resume-reconcile-run.js';
import type { InDoubtSettlement } from '../reconcile/in-doubt-settlement.js';

export interface ReconcileJsonResult extends Omit<
  CreatedInvoice,
  'createdAt' | 'vendorName' | 'invoiceDate' | 'sourceFile'
> {
  status: string | null;
  description: string | null;
  previousStatus: string | null;
  changed: boolean;
  inStatusSince: string | null;
  /** Accounting document number (BELNR), once posted. */
  document: string | null;
  /** Clearing document (AUGBL), once paid. */
  clearingDocument: string | null;
  error: string | null;
}

export interface ReconcileJson {
  target: string;
  /** Invoices whose status came: the text's "Checked N" and "checked N of M". */
  checked: number;
  /** Invoices it was to ask about, answered or not: the text's "of M". */
  toCheck: number;
  byStatus: Record<string, number>;
  changed: number;
  /** Invoices checked for the first time: no status before, so no change. */
  firstChecks: number;
  /** Invoices that gave no status (failed calls and those not asked); asked again next time. */
  errors: number;
  /** Invoices whose status came, as `checked`: `checked 0 of 50` in the text is `checked: 0, toCheck: 50`. */
  answered: number;
  /** Status calls made that gave no status. */
  callsFailed: number;
  /** Invoices not asked because the calls stopped first (see `halted`). */
  notAsked: number;
  /** Created invoices whose status call answered that the instance does not exist: a finding, not a failed call. */
  unknownInstances: number;
  /**
   * Why the status calls stopped before every invoice was asked: `stopped` for a signal (reason
   * "stopped by SIGTERM", "stopped by Ctrl-C"), `unreachable`, `key-refused` or `gateway-blocked`; null when they did not.
   */
  halted: { kind: string; reason: string } | null;
  /**
   * The stopped run this reconcile went on with, as it stood (its statuses read before are in
   * `results`, not asked again); null for a new run.
   */
  resumed: ResumedRun | null;
  /** No status or look-up call went out (nothing was due): the run says nothing of whether the API can be reached. */
  madeNoCall: boolean;
  stuck: number;
  inDoubt: number;
  /** In-doubt invoices whose answers named an instance, looked up by it first: created, or still in doubt and why. */
  settled: InDoubtSettlement[];
  workbook: string | null;
  /** When nothing was checked because no created invoice of the journal is at this target: the targets that hold some. */
  otherTargets: { target: string; created: number }[];
  results: ReconcileJsonResult[];
}

/** Whether the reconcile sent no request to the finance API: no status call, no look-up of an in-doubt answer. */
export function madeNoCall(report: ReconcileReport): boolean {
  return report.checks.length === 0 && report.settled.length === 0;
}

export function reconcileJson(report: ReconcileReport, target: string, workbook: string | undefined): ReconcileJson {
  const { summary } = report;
  const counts = countChecks(report.checks);
  return {
    target,
    checked: counts.answered,
    toCheck: summary.checked,
    byStatus: summary.byStatus,
    changed: summary.changed,
    firstChecks: summary.firstChecks,
    errors: summary.errors,
    ...counts,
    halted: report.halt?.halt ? { kind: report.halt.haltKind ?? 'stopped', reason: report.halt.halt } : null,
    resumed: report.resumed ?? null,
    madeNoCall: madeNoCall(report),
    stuck: summary.stuck.length,
    inDoubt: report.inDoubt.length,
    settled: report.settled,
    workbook: workbook ?? null,
    otherTargets: report.otherTargets.map((t) => ({ target: t.description ?? t.targetIdentity, created: t.created })),
    results: report.checks.map((check) => ({
      instanceId: check.invoice.instanceId,
      invoiceId: check.invoice.invoiceId,
      invoiceNumber: check.invoice.invoiceNumber,
      payeeId: check.invoice.payeeId,
      amount: check.invoice.amount,
      currency: check.invoice.currency,
      status: check.ok ? check.status.code : null,
      description: check.ok ? check.status.description : null,
      previousStatus: check.previous?.code ?? null,
      changed: check.ok && check.changed,
      inStatusSince: check.ok ? (check.inStatusSince ?? null) : null,
      document: check.ok ? (check.status.erpDocument?.documentNumber ?? null) : null,
      clearingDocument: check.ok ? (check.status.erpDocument?.clearingDocument ?? null) : null,
      error: check.ok ? null : check.error,
    })),
  };
}
