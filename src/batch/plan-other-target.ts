/**
 * Decides, purely, whether what the journal holds of a key under its other targets stops a staged
 * invoice. Another identity is not proof of another finance system: `localhost` and `127.0.0.1`,
 * or a new gateway in front of the same back-end, are two identities of one system. So a key
 * created or in doubt under another target is not posted unless the user states that the targets
 * differ (`--distinct-target`, or `distinctTarget: true` in the profile).
 */
import { displayKey, type InvoiceRow } from '../journal/invoice-row.js';
import { heldThereDetail } from '../journal/held-there-detail.js';
import { shellWord } from '../terminal/shell-word.js';
import { maskUrlCredentials } from '../finance-api/mask-url-credentials.js';
import { createdThereDetail, differentThereDetail, IF_DIFFERENT_TARGET } from '../journal/created-there-detail.js';
import { localDay } from '../report/local-time.js';
import type { PlanOptions, PlanSubject } from './plan-invoice.js';
import { sameInvoice } from './held-differs.js';

/**
 * Not sent because of another target: skipped as created there, or held back while a post there is
 * in doubt (`inDoubt`: recorded in doubt, as it may exist on the one back-end behind both targets)
 * or under way (recorded not sent: upload again once it has finished).
 */
export type OtherTargetPlan =
  | { action: 'skip'; instanceId?: string | undefined; detail: string }
  | { action: 'hold'; inDoubt: boolean; detail: string };

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
    const there = {
      target: created.targetIdentity,
      instanceId: created.instanceId ?? '?',
      day: created.outcomeAt ? localDay(created.outcomeAt) : 'an earlier day',
      runId: created.runId,
    };
    return {
      action: 'skip',
      // A held invoice is not the instance's: it does not carry its id (plan-invoice.ts).
      instanceId: created === same ? there.instanceId : undefined,
      detail: created === same ? createdThereDetail(there) : differentThereDetail(there),
    };
  }
  const pending = otherRows.find((row) => row.state === 'sending' || row.state === 'in-doubt');
  if (pending === undefined) return undefined;
  const where = `under another target, ${maskUrlCredentials(pending.targetIdentity)}`;
  if (pending.state === 'sending') {
    return {
      action: 'hold',
      inDoubt: false,
      detail: `not sent: run ${pending.runId} is sending an invoice with the same PayeeId and Invoice_Number ${where} right now; upload again once it has finished, or, ${IF_DIFFERENT_TARGET}`,
    };
  }
  // In doubt, not "not sent": the two targets are most often one back-end, so the invoice may exist
  // already, and a person reading "not created" would key it in by hand.
  return {
    action: 'hold',
    inDoubt: true,
    detail: heldThereDetail(
      pending.runId,
      pending.targetIdentity,
      resolveThere(pending.targetIdentity, options),
      displayKey(pending),
      IF_DIFFERENT_TARGET,
    ),
  };
}

/**
 * `resolve` as it reaches `target`: the upload's flags but its address, then `--target` and the
 * address the identity was made of (this target's segments after it), else a word to replace.
 */
function resolveThere(target: string, options: PlanOptions): string {
  const command = options.resolveThereCommand ?? 'invoice-batch resolve';
  const segments = options.targetSegments;
  const address =
    segments && target.endsWith(segments) && /^https?:\/\//.test(target)
      ? shellWord(maskUrlCredentials(target.slice(0, -segments.length)))
      : "<that target's address>";
  return `${command} --target ${shellWord(maskUrlCredentials(target))} --base-url ${address}`;
}
