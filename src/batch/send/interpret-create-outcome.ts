/**
 * What the answer to one create request means for the journal: the posted row's outcome and,
 * for a re-post of an in-doubt invoice, what it proves about the earlier posts. Pure.
 */
import type { CreateOutcome } from '../../finance-api/call-outcome.js';
import { faultKindMeansWait } from '../../finance-api/gateway-fault.js';
import type { InvoiceRow } from '../../journal/invoice-row.js';
import { GATEWAY_REFUSED_DETAIL, NOT_SENT } from '../../journal/invoice-state.js';
import { inDoubtRecord, type Interpretation, type RowRecord, type Settlement } from './create-interpretation.js';
import { interpretConflict, interpretRejected } from './interpret-duplicate-refusal.js';
import type { DuplicateRules } from './read-duplicate.js';

export { readDuplicate, type DuplicateRules } from './read-duplicate.js';

/**
 * @param retryOf the in-doubt rows being retried (oldest first), or empty for a first post
 * @param runId the run that posts now
 * @param createdEarlier the journal's created row of the same key, when there is one (a post that
 *   --force sent past an invoice of other content): what a duplicate refusal is then about
 */
export function interpretCreateOutcome(
  outcome: CreateOutcome,
  retryOf: readonly InvoiceRow[],
  runId: number,
  rules: DuplicateRules,
  createdEarlier?: InvoiceRow,
): Interpretation {
  switch (outcome.kind) {
    case 'created':
      return interpretCreated(outcome, retryOf, runId);
    case 'rejected':
      return interpretRejected(outcome, retryOf, runId, rules, createdEarlier);
    case 'http-error': {
      const answer = `HTTP ${outcome.status} ${outcome.meaning}${outcome.excerpt ? `: ${outcome.excerpt}` : ''}`;
      // A gateway's own limit (a quota, a rate limit, no target, its authorizer) refused it before the finance system: never reached it.
      const atGateway = faultKindMeansWait(outcome.gatewayFault);
      // Its meaning already quotes the gateway's fault, so the body is left out: the reason is one for every such invoice.
      const detail = atGateway
        ? `${GATEWAY_REFUSED_DETAIL} (HTTP ${outcome.status} ${outcome.meaning}); safe to post again`
        : answer;
      return { own: { state: 'failed', httpStatus: outcome.status, detail, attempts: outcome.attempts }, settle: [] };
    }
    case 'not-sent':
      return {
        own: { state: 'failed', detail: `${NOT_SENT}${outcome.reason}`, attempts: outcome.attempts },
        settle: [],
      };
    case 'in-doubt':
      if (outcome.conflict !== undefined)
        return interpretConflict(outcome, outcome.conflict, retryOf, runId, rules, createdEarlier);
      // An instance the answer named is kept with its code and message: resolve looks it up by that id.
      return { own: inDoubtRecord(outcome), settle: [] };
  }
}

function interpretCreated(
  outcome: Extract<CreateOutcome, { kind: 'created' }>,
  retryOf: readonly InvoiceRow[],
  runId: number,
): Interpretation {
  const own: RowRecord = {
    state: 'created',
    instanceId: outcome.instanceId,
    httpStatus: outcome.status,
    eRetcode: 0,
    eMessage: outcome.response.E_MESSAGE,
    attempts: outcome.attempts,
  };
  if (retryOf.length > 0) own.detail = `re-posted after run ${retryOf[0]?.runId}'s post was in doubt`;
  // The back-end refuses duplicates, so a fresh creation proves the earlier posts never arrived.
  const settle = retryOf.map((row): Settlement => ({
    rowId: row.id,
    state: 'failed',
    detail: `not created: run ${runId} posted it again and it was created then as instance ${outcome.instanceId}`,
  }));
  return { own, settle };
}
