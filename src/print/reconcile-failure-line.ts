/**
 * The one line a reconcile that failed writes to standard error, with or without --json: the
 * scheduler's `job failed` log line takes its reason from there. Pure.
 */
import type { ReconcileReport } from '../reconcile/reconcile-invoices.js';
import { countChecks } from '../reconcile/count-checks.js';
import { describeReconcileHalt } from '../reconcile/describe-reconcile-halt.js';
import { describeUnlistedStatuses } from '../reconcile/describe-unlisted-statuses.js';
import { plural } from '../invoice/format-count.js';

/** The halt first (it explains the rest), else the failed calls and the first one's reason; undefined when none failed. */
export function reconcileFailureLine(report: ReconcileReport): string | undefined {
  const { callsFailed, unknownInstances } = countChecks(report.checks);
  if (report.halt) {
    const text = describeReconcileHalt(report.halt, report.checks);
    // "reconcile stopped by SIGTERM: ..."; an outage reads "reconcile stopped: finance API unreachable: ...".
    return report.halt.haltKind === 'stopped'
      ? `reconcile ${text.replace(/^the run was stopped/, 'stopped')}`
      : `reconcile stopped: ${text}`;
  }
  const unknown = report.checks.find((check) => !check.ok && check.failure === 'unknown-instance');
  if (unknown && !unknown.ok)
    return `reconcile: ${plural(unknownInstances, 'created invoice is', 'created invoices are')} not known to the finance system (first: ${unknown.invoice.instanceId}: ${unknown.error}); a finding, not a failed call: look ${unknownInstances === 1 ? 'it' : 'them'} up in the finance system${callsFailed > 0 ? `; and ${plural(callsFailed, 'status call')} failed, asked again at the next reconcile` : ''}`;
  const first = report.checks.find((check) => !check.ok);
  // Recorded as any status, but not passed quietly: an operator asks what the code means.
  if ((callsFailed === 0 || !first || first.ok) && report.summary.unlisted.length > 0)
    return `reconcile: ${describeUnlistedStatuses(report.summary.unlisted)}; recorded as any status; ask what the code means and add it to reconcile.statusCodes`;
  if (callsFailed === 0 || !first || first.ok) return undefined;
  return `reconcile: ${plural(callsFailed, 'status call')} failed (first: ${first.invoice.instanceId}: ${first.error}); those invoices are asked again at the next reconcile`;
}
