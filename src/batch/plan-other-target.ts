/**
 * Decides, purely, whether what the journal holds of a key under its other targets stops a staged
 * invoice. Another identity is not proof of another finance system: `localhost` and `127.0.0.1`,
 * or a new gateway in front of the same back-end, are two identities of one system. So a key
 * created or in doubt under another target is not posted unless the user states that the targets
 * differ (`--distinct-target`, or `distinctTarget: true` in the profile).
 */
import type { InvoiceRow } from '../journal/invoice-row.js';
import { DIFFERENT_INVOICE_DETAIL } from '../journal/invoice-state.js';
import { localDay } from '../report/local-time.js';
import type { PlanOptions, PlanSubject } from './plan-invoice.js';
import { sameInvoice } from './held-differs.js';

/** Not sent because of another target: skipped as created there, or held back (failed) while a post there is in doubt or under way. */
export type OtherTargetPlan =
  { action: 'skip'; instanceId?: string | undefined; detail: string } | { action: 'hold'; detail: string };

const IF_DIFFERENT = 'if that is a different finance system, upload again with --distinct-target';

/**
 * @param otherRows rows of the same PayeeId and Invoice_Number under other targets of the journal:
 *   created, being sent, or in doubt after a request left; oldest first
 * @returns undefined when nothing there stops the invoice
 */
export function planOtherTarget(
  subject: PlanSubject,
  otherRows: readonly InvoiceRow[],
  options: PlanOptions,
): OtherTargetPlan | undefined {
  if (options.distinctTarget) return undefined;
  const createdRows = otherRows.filter((row) => row.state === 'created');
  const same = createdRows.find((row) => sameInvoice(subject, row));
  // --force posts past an invoice of other content there, never past the same one.
  const created = same ?? (options.force ? undefined : createdRows[0]);
  if (created) {
    const day = created.outcomeAt ? localDay(created.outcomeAt) : 'an earlier day';
    const instance = created.instanceId ?? '?';
    const what = created === same ? 'already created' : DIFFERENT_INVOICE_DETAIL;
    return {
      action: 'skip',
      // A held invoice is not the instance's: it does not carry its id (plan-invoice.ts).
      instanceId: created === same ? instance : undefined,
      detail: `${what} under another target, ${created.targetIdentity}, as instance ${instance} on ${day} (run ${created.runId}); ${IF_DIFFERENT}`,
    };
  }
  const pending = otherRows.find((row) => row.state === 'sending' || row.state === 'in-doubt');
  if (pending === undefined) return undefined;
  const where = `under another target, ${pending.targetIdentity}`;
  return {
    action: 'hold',
    detail:
      pending.state === 'sending'
        ? `not sent: run ${pending.runId} is sending an invoice with the same PayeeId and Invoice_Number ${where} right now; upload again once it has finished, or, ${IF_DIFFERENT}`
        : `not sent: still in doubt from run ${pending.runId} ${where}: resolve it there first (invoice-batch resolve --target ${pending.targetIdentity}), or, ${IF_DIFFERENT}`,
  };
}
