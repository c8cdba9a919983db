/**
 * Before `resolve` records an instance id, the finance system is asked about it (a status call):
 * a mistyped id, or the id of another invoice, would otherwise be recorded as created for good,
 * and the invoice never posted. Nothing is recorded unless the answer shows an invoice that can
 * be this one.
 */
import { nameKeySource } from '../finance-api/name-key-source.js';
import { ApiError } from '../errors.js';
import type { ApiTarget } from '../finance-api/api-target.js';
import { describeOutcome } from '../finance-api/describe-outcome.js';
import { getInvoiceStatus } from '../finance-api/get-invoice-status.js';
import type { StatusOutcome } from '../finance-api/call-outcome.js';
import { compareStatusWithInvoice } from './compare-status-with-invoice.js';
import type { ResolvedInvoice } from './resolve-in-doubt.js';
import { ResolveRefusedError } from './refuse-resolve.js';

/** Throws unless `identity` (the finance system the settings name) is the one `invoice` was sent to. */
export function refuseOtherTarget(identity: string, invoice: ResolvedInvoice): void {
  if (identity === invoice.targetIdentity) return;
  throw new ResolveRefusedError(
    `${invoice.key} was sent to ${invoice.targetIdentity}, but the settings name ${identity}: the instance id can only be checked with the finance system it was sent to`,
    { kind: 'other-target', sentTo: invoice.targetIdentity, settings: identity },
  );
}

/** What the finance system shows of an instance id, for the invoice being resolved. */
type InstanceSeen = { kind: 'this-invoice' } | { kind: 'other-data'; why: string } | { kind: 'unknown'; why: string };

/**
 * Asks the finance system about `instanceId`; throws `ResolveRefusedError` when `target` is another
 * finance system than the one `invoice` was sent to, and `ApiError` when it cannot be asked.
 */
async function seeInstance(
  target: ApiTarget,
  instanceId: string,
  invoice: ResolvedInvoice,
  signal: AbortSignal | undefined,
): Promise<InstanceSeen> {
  refuseOtherTarget(target.identity, invoice);
  const outcome = await getInvoiceStatus(target, instanceId, { signal });
  switch (outcome.kind) {
    case 'status': {
      const found = compareStatusWithInvoice(outcome.response, invoice);
      return found.length === 0 ? { kind: 'this-invoice' } : { kind: 'other-data', why: found.join('; ') };
    }
    case 'rejected':
      return { kind: 'unknown', why: describeOutcome(outcome) };
    case 'other-instance':
      return outcome.answered === undefined
        ? { kind: 'unknown', why: 'its status answer names no instance' }
        : { kind: 'other-data', why: `its answer is the status of instance ${outcome.answered}` };
    case 'http-error':
      // A 404, or a 200 whose body holds no status, is how a back-end may say it has no such invoice.
      if (outcome.status === 404) return { kind: 'unknown', why: `HTTP 404 ${outcome.meaning}` };
      if (outcome.status === 200) return { kind: 'unknown', why: `its answer holds no status: ${outcome.meaning}` };
      throw cannotCheck(instanceId, outcome, target.apiKeySource);
    default:
      throw cannotCheck(instanceId, outcome, target.apiKeySource);
  }
}

function cannotCheck(instanceId: string, outcome: StatusOutcome, keySource: string | undefined): ApiError {
  const status = outcome.kind === 'http-error' ? outcome.status : undefined;
  return new ApiError(
    `cannot check instance ${instanceId} with the finance system: ${describeOutcome(outcome)}${nameKeySource(status, keySource)}; nothing recorded: try again when it answers`,
    status,
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
  const seen = await seeInstance(target, instanceId, invoice, options.signal);
  switch (seen.kind) {
    case 'this-invoice':
      return;
    case 'unknown':
      throw new ResolveRefusedError(
        `the finance system does not show instance ${instanceId} (${seen.why}); nothing recorded: check the instance id of ${invoice.key}`,
        { kind: 'instance-unknown', instanceId },
      );
    case 'other-data':
      throw new ResolveRefusedError(
        `instance ${instanceId} is not ${invoice.key} by what the finance system shows: ${seen.why}; nothing recorded: check the instance id`,
        { kind: 'instance-other-data', instanceId },
      );
  }
}

/**
 * Resolves when the finance system does not show `instanceId` as `invoice` (unknown, or another
 * invoice's): only then may an invoice recorded as created as it be posted again. Throws
 * `ResolveRefusedError` when it does show it, `ApiError` when it cannot be asked.
 */
export async function checkInstanceAbsent(
  target: ApiTarget,
  instanceId: string,
  invoice: ResolvedInvoice,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  const seen = await seeInstance(target, instanceId, invoice, options.signal);
  if (seen.kind === 'this-invoice')
    throw new ResolveRefusedError(
      `the finance system shows instance ${instanceId}, recorded for ${invoice.key}: it was created, and posting it again would book it twice; nothing recorded`,
      { kind: 'instance-exists', instanceId },
    );
}
