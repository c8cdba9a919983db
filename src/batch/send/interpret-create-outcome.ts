/**
 * What the answer to one create request means for the journal: the posted row's outcome and,
 * for a re-post of an in-doubt invoice, what it proves about the earlier posts. Pure.
 */
import type { CreateOutcome, InDoubt } from '../../finance-api/call-outcome.js';
import { MAX_INSTANCE_ID_DIGITS } from '../../finance-api/read-instance-id.js';
import type { InvoiceRow } from '../../journal/invoice-row.js';
import type { OutcomeRecord } from '../../journal/send-statements.js';
import { ALREADY_CREATED_DETAIL, GATEWAY_REFUSED_DETAIL, NOT_SENT } from '../../journal/invoice-state.js';
import { formatMoney } from '../../invoice/format-money.js';
import { localDay } from '../../report/local-time.js';

/** How the back-end words a duplicate, from the profile (settings.api). */
export interface DuplicateRules {
  /** Recognizes a duplicate rejection; case-insensitive. @default 'duplicate' */
  messagePattern: string;
  /** First group finds the existing instance id in a duplicate message; none configured: ids are not read. */
  instancePattern: string | undefined;
}

export type RowRecord = Omit<OutcomeRecord, 'at'>;

/** How the detail of an invoice the finance system refused as a duplicate of one it holds begins, when the answer named no instance. */
export const DUPLICATE_REFUSED_DETAIL = 'already in the finance system (duplicate refused)';

export interface Settlement {
  rowId: number;
  state: 'created' | 'skipped' | 'failed';
  instanceId?: string | undefined;
  detail: string;
}

export interface Interpretation {
  own: RowRecord;
  /** Earlier in-doubt rows of the key that the answer settles. */
  settle: Settlement[];
}

/** The instance id in a duplicate message, when the message is a duplicate and an id is found. */
export function readDuplicate(
  message: string,
  rules: DuplicateRules,
): { duplicate: boolean; instanceId: string | undefined } {
  if (!new RegExp(rules.messagePattern, 'i').test(message)) return { duplicate: false, instanceId: undefined };
  if (!rules.instancePattern) return { duplicate: true, instanceId: undefined };
  const found = new RegExp(rules.instancePattern, 'i').exec(message)?.[1];
  return {
    duplicate: true,
    instanceId: found && /^\d+$/.test(found) && found.length <= MAX_INSTANCE_ID_DIGITS ? found : undefined,
  };
}

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
      // A gateway's own limit (a quota, a rate limit, no target) refused it before the finance system: never reached it.
      const atGateway = outcome.gatewayFault === 'throttled' || outcome.gatewayFault === 'unavailable';
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

function inDoubtRecord(outcome: InDoubt): RowRecord {
  return {
    state: 'in-doubt',
    httpStatus: outcome.status,
    instanceId: outcome.instanceId,
    eRetcode: outcome.retcode,
    eMessage: outcome.message,
    detail: outcome.reason,
    attempts: outcome.attempts,
  };
}

/**
 * A 409 Conflict: the finance system holds, or may hold, the invoice. When its words match the
 * profile's duplicate rules it holds it: a re-post settles the earlier posts as a duplicate
 * refusal does, and a first post is recorded created as the instance named (in doubt when none
 * is read). Otherwise it stays in doubt with the server's words, never failed: posting again
 * could book it twice.
 */
function interpretConflict(
  outcome: InDoubt,
  said: string,
  retryOf: readonly InvoiceRow[],
  runId: number,
  rules: DuplicateRules,
  createdEarlier: InvoiceRow | undefined,
): Interpretation {
  const own = { ...inDoubtRecord(outcome), eMessage: said || undefined };
  const duplicate = readDuplicate(said, rules);
  if (!duplicate.duplicate) return { own, settle: [] };
  if (retryOf.length > 0) return settleByDuplicate(own, duplicate.instanceId, retryOf, runId);
  if (createdEarlier)
    return { own: { ...own, state: 'rejected', detail: refusedOverCreated(createdEarlier) }, settle: [] };
  if (!duplicate.instanceId) {
    const detail = `${outcome.reason}: no instance id could be read from it; resolve it with --instance-id`;
    return { own: { ...own, detail }, settle: [] };
  }
  return {
    own: alreadyCreated(own, duplicate.instanceId, 'the finance system answered HTTP 409 Conflict'),
    settle: [],
  };
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

/** A rejection; a duplicate one settles what it proves about the earlier posts. */
function interpretRejected(
  outcome: Extract<CreateOutcome, { kind: 'rejected' }>,
  retryOf: readonly InvoiceRow[],
  runId: number,
  rules: DuplicateRules,
  createdEarlier: InvoiceRow | undefined,
): Interpretation {
  const own: RowRecord = {
    state: 'rejected',
    httpStatus: outcome.status,
    eRetcode: outcome.retcode,
    eMessage: outcome.message,
    attempts: outcome.attempts,
  };
  const duplicate = readDuplicate(outcome.message, rules);
  if (!duplicate.duplicate) return { own, settle: [] };
  if (retryOf.length === 0 && createdEarlier) {
    own.detail = refusedOverCreated(createdEarlier);
    return { own, settle: [] };
  }
  if (retryOf.length === 0) {
    // It exists there: recorded created as the instance named, so that no later upload posts it again.
    if (duplicate.instanceId)
      return { own: alreadyCreated(own, duplicate.instanceId, 'the post was refused as a duplicate'), settle: [] };
    own.state = 'in-doubt';
    own.detail = `${DUPLICATE_REFUSED_DETAIL}: the post was refused as a duplicate, but no instance id could be read from the answer; resolve it with --instance-id`;
    return { own, settle: [] };
  }
  return settleByDuplicate(own, duplicate.instanceId, retryOf, runId);
}

/**
 * A first post refused as a duplicate of `instanceId`, which this journal never created: created as
 * that instance, so that no later upload posts it again, without this file's content hash, since the
 * instance may hold other content (typed by hand, or the version before a correction).
 */
function alreadyCreated(own: RowRecord, instanceId: string, answer: string): RowRecord {
  return {
    ...own,
    state: 'created',
    instanceId,
    contentUnknown: true,
    detail: `${ALREADY_CREATED_DETAIL} as instance ${instanceId}: ${answer}, and this journal had no record of creating it, so what the instance holds is not compared with this file`,
  };
}

/**
 * A re-post of in-doubt invoices refused as a duplicate: the earliest post was created (as the
 * instance the refusal names), and the later posts, this one included, are skipped as its copies.
 * @param retryOf the in-doubt rows being retried, oldest first, at least one
 */
function settleByDuplicate(
  own: RowRecord,
  instanceId: string | undefined,
  retryOf: readonly InvoiceRow[],
  runId: number,
): Interpretation {
  const earlier = retryOf[0] as InvoiceRow;
  if (!instanceId) {
    return {
      own: {
        ...own,
        state: 'in-doubt',
        detail: `run ${earlier.runId}'s post was created (the re-post was refused as a duplicate), but no instance id could be read from the message: resolve it with --instance-id`,
      },
      settle: [],
    };
  }
  return {
    own: {
      ...own,
      state: 'skipped',
      instanceId,
      detail: `created by run ${earlier.runId} as instance ${instanceId}: the re-post was refused as a duplicate`,
    },
    settle: retryOf.map((row, index): Settlement =>
      index === 0
        ? {
            rowId: row.id,
            state: 'created',
            instanceId,
            detail: `created as instance ${instanceId}: confirmed by run ${runId}, whose re-post was refused as a duplicate`,
          }
        : {
            rowId: row.id,
            state: 'skipped',
            instanceId,
            detail: `created by run ${earlier.runId} as instance ${instanceId} (confirmed by run ${runId})`,
          },
    ),
  };
}

/** A forced post of a changed invoice refused as a duplicate: the finance system keeps the one created. */
function refusedOverCreated(created: InvoiceRow): string {
  const day = created.outcomeAt ? ` on ${localDay(created.outcomeAt)}` : '';
  const amount =
    created.invoiceAmount && created.currencyCode
      ? `, amount ${formatMoney(created.invoiceAmount, created.currencyCode)} ${created.currencyCode}`
      : '';
  return (
    `refused as a duplicate: the finance system keeps the invoice run ${created.runId} created as instance ${created.instanceId ?? '?'}${day}${amount}, ` +
    'and a changed invoice is not posted under the same PayeeId and Invoice_Number: if this is a new invoice, give it its own number; ' +
    'if it corrects that one, make the correction in the finance system'
  );
}
