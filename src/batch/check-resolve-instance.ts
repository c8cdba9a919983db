/**
 * Before `resolve` records an instance id, the finance system is asked about it (a status call):
 * a mistyped id, or the id of another invoice, would otherwise be recorded as created for good,
 * and the invoice never posted. Nothing is recorded unless the answer shows an invoice that can
 * be this one.
 */
import { ApiError } from '../errors.js';
import type { ApiTarget } from '../finance-api/api-target.js';
import { describeOutcome } from '../finance-api/describe-outcome.js';
import { getInvoiceStatus } from '../finance-api/get-invoice-status.js';
import { compareStatusWithInvoice } from './compare-status-with-invoice.js';
import { ResolveRefusedError, type ResolvedInvoice } from './resolve-in-doubt.js';

/** Throws unless `identity` (the finance system the settings name) is the one `invoice` was sent to. */
export function refuseOtherTarget(identity: string, invoice: ResolvedInvoice): void {
  if (identity === invoice.targetIdentity) return;
  throw new ResolveRefusedError(
    `${invoice.key} was sent to ${invoice.targetIdentity}, but the settings name ${identity}: the instance id can only be checked with the finance system it was sent to`,
    { kind: 'other-target', sentTo: invoice.targetIdentity, settings: identity },
  );
}

/**
 * Resolves when the finance system shows `instanceId` as an invoice that can be `invoice`;
 * throws `ResolveRefusedError` (exit 2) when it does not know the id, the answer belongs to other
 * data, or `target` is another finance system than the invoice's, and `ApiError` (exit 1) when
 * it cannot be asked.
 */
export async function checkResolveInstance(
  target: ApiTarget,
  instanceId: string,
  invoice: ResolvedInvoice,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  refuseOtherTarget(target.identity, invoice);
  const outcome = await getInvoiceStatus(target, instanceId, options);
  const unknown = (why: string) =>
    new ResolveRefusedError(
      `the finance system does not show instance ${instanceId} (${why}); nothing recorded: check the instance id of ${invoice.key}`,
      { kind: 'instance-unknown', instanceId },
    );
  switch (outcome.kind) {
    case 'status': {
      const found = compareStatusWithInvoice(outcome.response, invoice);
      if (found.length === 0) return;
      throw new ResolveRefusedError(
        `instance ${instanceId} is not ${invoice.key} by what the finance system shows: ${found.join('; ')}; nothing recorded: check the instance id`,
        { kind: 'instance-other-data', instanceId },
      );
    }
    case 'rejected':
      throw unknown(describeOutcome(outcome));
    case 'other-instance':
      if (outcome.answered === undefined) throw unknown('its status answer names no instance');
      throw new ResolveRefusedError(
        `the finance system answered about instance ${instanceId} with the status of instance ${outcome.answered}; nothing recorded: check the instance id of ${invoice.key}`,
        { kind: 'instance-other-data', instanceId },
      );
    case 'http-error':
      // A 404, or a 200 whose body holds no status, is how a back-end may say it has no such invoice.
      if (outcome.status === 404) throw unknown(`HTTP 404 ${outcome.meaning}`);
      if (outcome.status === 200) throw unknown(`its answer holds no status: ${outcome.meaning}`);
      break;
    default:
      break;
  }
  throw new ApiError(
    `cannot check instance ${instanceId} with the finance system: ${describeOutcome(outcome)}; nothing recorded: try again when it answers`,
    outcome.kind === 'http-error' ? outcome.status : undefined,
  );
}
