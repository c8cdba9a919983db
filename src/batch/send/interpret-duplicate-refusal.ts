/**
 * A create refused as a duplicate (an E_RETCODE refusal, or a 409 Conflict, in the profile's words):
 * the invoice exists in the finance system, and what that proves about the earlier posts of its key. Pure.
 */
import type { CreateOutcome, InDoubt } from '../../finance-api/call-outcome.js';
import type { InvoiceRow } from '../../journal/invoice-row.js';
import { ALREADY_CREATED_DETAIL, isAlreadyCreated, REFUSED_OVER_CREATED_DETAIL } from '../../journal/invoice-state.js';
import { formatMoney } from '../../invoice/format-money.js';
import { localDay } from '../../report/local-time.js';
import { inDoubtRecord, type Interpretation, type RowRecord, type Settlement } from './create-interpretation.js';
import { readDuplicate, type DuplicateRules } from './read-duplicate.js';
import { namedInRefusalWords, readNamedInstance } from '../../finance-api/named-in-refusal.js';

/** How the detail of an invoice the finance system refused as a duplicate of one it holds begins, when the answer named no instance. */
export const DUPLICATE_REFUSED_DETAIL = 'already in the finance system (duplicate refused)';

/**
 * A 409 Conflict: the finance system holds, or may hold, the invoice. When its words match the
 * profile's duplicate rules it holds it: a re-post settles the earlier posts as a duplicate
 * refusal does, and a first post is recorded created as the instance named (in doubt when none
 * is read). Otherwise it stays in doubt with the server's words, never failed: posting again
 * could book it twice.
 */
export function interpretConflict(
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
  if (retryOf.length > 0) return settleByDuplicate(own, duplicate.instanceId, retryOf, runId, said);
  if (createdEarlier)
    return { own: { ...own, state: 'rejected', detail: refusedOverCreated(createdEarlier) }, settle: [] };
  if (!duplicate.instanceId) {
    const detail = `${outcome.reason}: ${unreadInstance(said, outcome.attempts)}`;
    return { own: { ...own, detail }, settle: [] };
  }
  return {
    own: alreadyCreated(own, duplicate.instanceId, 'the finance system answered HTTP 409 Conflict'),
    settle: [],
  };
}

/** A rejection; a duplicate one settles what it proves about the earlier posts. */
export function interpretRejected(
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
    own.detail = `${DUPLICATE_REFUSED_DETAIL}: the post was refused as a duplicate; ${unreadInstance(outcome.message, outcome.attempts)}`;
    return { own, settle: [] };
  }
  return settleByDuplicate(own, duplicate.instanceId, retryOf, runId, outcome.message);
}

/**
 * What a person does about a duplicate refusal whose instance the profile's pattern did not read:
 * confirm the id its words name (resolve looks it up), or give the one the finance system shows.
 * A create this upload sent more than once may have been booked by its own earlier attempt.
 */
function unreadInstance(message: string, attempts: number): string {
  const todo = unreadInstanceTodo(message);
  const sentAgain =
    attempts > 1
      ? `; this upload sent the create ${attempts} times, again after answers it took as not processed, so the instance may be its own earlier attempt's`
      : '';
  return `${todo}${sentAgain}`;
}

/** The id a refusal's words name for a person to confirm (resolve offers it), or that none could be read. */
function unreadInstanceTodo(message: string): string {
  const named = readNamedInstance(message);
  return named
    ? `${namedInRefusalWords(named)}; look it up in the finance system and record the one it shows with invoice-batch resolve <InvoiceId> --instance-id`
    : 'no instance id could be read from the answer; resolve it with --instance-id';
}

/**
 * A first post refused as a duplicate of `instanceId`, which this journal never created: created as
 * that instance, so that no later upload posts it again. The body sent stays the row's content, which
 * later uploads are compared with; what the instance holds (typed by hand, the version before a
 * correction) was never seen, which the detail's ALREADY_CREATED_DETAIL says (isAlreadyCreated).
 */
function alreadyCreated(own: RowRecord, instanceId: string, answer: string): RowRecord {
  return {
    ...own,
    state: 'created',
    instanceId,
    detail: `${ALREADY_CREATED_DETAIL} as instance ${instanceId}: ${answer}, and this journal had no record of creating it, so what the instance holds was not compared with the invoice sent`,
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
  message: string,
): Interpretation {
  const earlier = retryOf[0] as InvoiceRow;
  if (!instanceId) {
    return {
      own: {
        ...own,
        state: 'in-doubt',
        detail: `run ${earlier.runId}'s post was created (the re-post was refused as a duplicate), but the profile's pattern read no instance id: ${unreadInstanceTodo(message)}`,
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
  const instance = created.instanceId ?? '?';
  // An instance it held before this journal's post: only what was sent to it is known, not what it holds.
  const keeps = isAlreadyCreated(created)
    ? `instance ${instance} (run ${created.runId} sent it the invoice${day}${amount}; what it holds was not compared)`
    : `the invoice run ${created.runId} created as instance ${instance}${day}${amount}`;
  return (
    `${REFUSED_OVER_CREATED_DETAIL} ${keeps}, ` +
    'and a changed invoice is not posted under the same PayeeId and Invoice_Number: if this is a new invoice, give it its own number; ' +
    'if it corrects that one, make the correction in the finance system'
  );
}
