/**
 * `resolve`: the user checked the finance system and says whether an in-doubt invoice exists.
 * Every in-doubt row of its business key is settled at once, so nothing of it waits any more:
 * created -> one row records the instance (the others are skipped); not created -> all are
 * failed, and the next upload posts it. Without an answer, an invoice whose create answer named
 * its instance is settled by looking that instance up.
 */
import { EXIT_USAGE, InvoiceBatchError } from '../errors.js';
import { readHeldThere, type HeldThere } from '../journal/held-there-detail.js';
import { displayKey, type InvoiceRow } from '../journal/invoice-row.js';
import type { Journal } from '../journal/open-journal.js';
import type { InvoiceFacts } from './compare-status-with-invoice.js';
import { invoiceFacts } from './read-invoice-facts.js';
import { noteDetail, resolveNoteProblem } from './check-resolve-note.js';
import { liveRowWord } from '../report/live-row-word.js';
import { settleHeldUnderOtherTargets } from './send/settle-held-rows.js';
import { planRowResolution, type ResolveAnswer } from './plan-row-resolution.js';

/** The invoice being resolved, as a check of its instance id needs it. */
export interface ResolvedInvoice extends InvoiceFacts {
  /** `PayeeId/Invoice_Number`. */
  key: string;
  targetIdentity: string;
}

export interface ResolveRequest {
  /** InvoiceId, or `PayeeId/Invoice_Number`. */
  reference: string;
  /** It was created, as this instance. */
  instanceId?: string | undefined;
  /** It was not created: safe to post again. */
  notCreated?: boolean | undefined;
  /**
   * With `notCreated`: the finance system refused it, in these words (an answer an upload could not
   * record); recorded as rejected, which the next upload posts again as well. @default recorded as failed
   */
  rejected?: string | undefined;
  /** Why, in the person's words: checked (check-resolve-note.ts) and kept at the end of the detail. @default none */
  note?: string | undefined;
  /** Values a note must not hold (the API key): a note holding one is refused. @default none */
  secrets?: readonly (string | undefined)[] | undefined;
  /** Who answered (`user@host`, or the command that settled it by itself); kept in the detail. @default not named */
  by?: string | undefined;
  /** The answer is the finance system's, saved by an upload (`resolve --from`), not a person's. @default false */
  savedAnswer?: boolean | undefined;
  /** Only rows of this target identity (when the journal holds in-doubt rows of several). */
  targetIdentity?: string | undefined;
  /**
   * Asks the finance system about `instanceId` before anything is recorded; throws to refuse
   * (check-resolve-instance.ts). @default no check
   */
  checkInstance?: ((instanceId: string, invoice: ResolvedInvoice) => Promise<void>) | undefined;
  now?: Date;
}

export interface ResolveResult {
  /** `PayeeId/Invoice_Number`. */
  key: string;
  targetIdentity: string;
  /** The instance recorded as created; none when recorded as not created. */
  instanceId?: string | undefined;
  /** Rows settled, with their new state. */
  settled: { rowId: number; runId: number; invoiceId: string | null; state: string }[];
  /**
   * Held behind a post in doubt under another target, and recorded here as not created: the next
   * upload holds it again until that one is resolved there, with this command. @default none
   */
  heldThere?: HeldThere | undefined;
}

/**
 * Why a resolve was refused. The messages name no flag (the same answer can come from elsewhere
 * than a command line); the command rewords the refusals that are about how it was asked.
 */
export type ResolveRefusal =
  | { kind: 'no-answer' }
  | { kind: 'instance-id-not-digits'; instanceId: string }
  | {
      kind: 'several';
      /** `"<reference>" names several in-doubt invoices: <each of them>`. */
      found: string;
      /** A key to give instead, when the invoices named differ by key. */
      exampleKey: string | undefined;
      /** True when they are on several targets. */
      severalTargets: boolean;
    }
  | { kind: 'not-in-doubt' }
  /** The note cannot be kept as given (control characters, too long, a secret). */
  | { kind: 'bad-note'; problem: string }
  /** Another invoice on the target holds the instance: created, or in doubt with it named by its create answer. */
  | { kind: 'instance-taken'; holderKey: string; holderState: 'created' | 'in-doubt' }
  /** The finance system does not show the instance id. */
  | { kind: 'instance-unknown'; instanceId: string }
  /** The finance system's answer about the instance id belongs to other data. */
  | { kind: 'instance-other-data'; instanceId: string }
  /** The finance system shows the instance a correction says was not created. */
  | { kind: 'instance-exists'; instanceId: string }
  /** A correction that cannot be made as asked (nothing resolved, nothing to change, posted again since). */
  | { kind: 'cannot-correct' }
  /** The settings name another finance system than the one the invoice was sent to. */
  | { kind: 'other-target'; sentTo: string; settings: string };

/** The user's answer cannot be recorded as given. Exit 2: nothing was changed. */
export class ResolveRefusedError extends InvoiceBatchError {
  override readonly name = 'ResolveRefusedError' as const;
  readonly exitCode = EXIT_USAGE;
  readonly refusal: ResolveRefusal;
  constructor(message: string, refusal: ResolveRefusal) {
    super(message);
    this.refusal = refusal;
  }
}

/**
 * One instance is one invoice: the refusal of `instanceId` for the invoice `name`, which `holder`
 * (another key's row on the target) holds, naming it: recorded twice, a typo would land its error
 * on the invoice that really has it. Leading zeros do not make another instance.
 */
export function takenInstanceError(instanceId: string, holder: InvoiceRow, name: string): ResolveRefusedError {
  const as = holder.instanceId !== instanceId ? ` (as ${holder.instanceId})` : '';
  const how =
    holder.state === 'created'
      ? 'already recorded as created for another invoice'
      : 'already named, in doubt, by the create answer of another invoice';
  return new ResolveRefusedError(
    `instance ${instanceId}${as} is ${how} on this target: ${displayKey(holder)} (InvoiceId ${holder.invoiceId ?? '?'}, run ${holder.runId}); check the instance id of ${name} in the finance system`,
    {
      kind: 'instance-taken',
      holderKey: displayKey(holder),
      holderState: holder.state === 'created' ? 'created' : 'in-doubt',
    },
  );
}

export async function resolveInDoubt(journal: Journal, asked: ResolveRequest): Promise<ResolveResult> {
  let request = asked;
  const noteProblem = request.note === undefined ? undefined : resolveNoteProblem(request.note, request.secrets);
  if (noteProblem !== undefined) throw new ResolveRefusedError(noteProblem, { kind: 'bad-note', problem: noteProblem });
  const note = noteDetail(request.note);
  // A reference that is not in doubt is said first: asking for an answer about it would mislead.
  const named = await journal.resolve.findInDoubtByReference(request.reference, request.targetIdentity);
  if (named.length === 0) {
    throw new ResolveRefusedError(await notInDoubtMessage(journal, request.reference), { kind: 'not-in-doubt' });
  }
  // No answer given: the instance the create's own answer named (a non-zero E_RETCODE with an
  // id), looked up with a status call; never taken unchecked, the code may mean it was refused.
  const answered = new Set(named.map((row) => row.instanceId).filter((id): id is string => Boolean(id)));
  const fromAnswer = !request.instanceId && !request.notCreated && answered.size === 1 && request.checkInstance;
  if (fromAnswer) request = { ...request, instanceId: [...answered][0] };
  if (Boolean(request.instanceId) === Boolean(request.notCreated)) {
    throw new ResolveRefusedError(
      'say what the finance system shows: the instance id it was created as, or that it was not created',
      { kind: 'no-answer' },
    );
  }
  if (request.instanceId !== undefined && !/^\d+$/.test(request.instanceId)) {
    throw new ResolveRefusedError(`expected the digits of an instance id, got "${request.instanceId}"`, {
      kind: 'instance-id-not-digits',
      instanceId: request.instanceId,
    });
  }
  const keys = new Map<string, InvoiceRow>();
  for (const row of named) keys.set(`${row.targetIdentity}\u0000${displayKey(row)}`, row);
  if (keys.size > 1) throw severalError(request.reference, [...keys.values()]);
  const first = named[0] as InvoiceRow;
  const key = {
    targetIdentity: first.targetIdentity,
    payeeId: first.payeeId ?? '',
    invoiceNumber: first.invoiceNumber ?? '',
  };
  if (request.instanceId !== undefined && request.checkInstance) {
    // Asked before the transaction: no journal lock is held while the finance system answers.
    const history = await journal.lists.listInvoiceHistory(displayKey(first));
    await request.checkInstance(request.instanceId, {
      key: displayKey(first),
      targetIdentity: key.targetIdentity,
      ...invoiceFacts(history.filter((row) => row.targetIdentity === key.targetIdentity && row.state === 'in-doubt')),
    });
  }
  const answer: ResolveAnswer = {
    instanceId: request.instanceId,
    rejected: request.rejected,
    by: request.by,
    savedAnswer: request.savedAnswer,
    fromAnswer: Boolean(fromAnswer),
    checked: request.checkInstance !== undefined,
    note,
    at: (request.now ?? new Date()).toISOString(),
  };
  return journal.transaction(async (tx) => {
    // One instance is one invoice: recording it for a second key would hide a typo in the id.
    const holder = request.instanceId ? await tx.resolve.findInstanceHolder(request.instanceId, key) : undefined;
    if (holder && request.instanceId) throw takenInstanceError(request.instanceId, holder, displayKey(first));
    const rows = await tx.resolve.findInDoubtByKey(key);
    // The instance belongs to a post that really left, when there is one.
    const creator = rows.find((row) => row.sendingAt !== null) ?? rows[0];
    const settled: ResolveResult['settled'] = [];
    for (const row of rows) {
      const resolution = planRowResolution(row, creator ?? row, answer);
      if (await tx.resolve.resolveInvoice(row.id, resolution)) {
        settled.push({ rowId: row.id, runId: row.runId, invoiceId: row.invoiceId, state: resolution.state });
      }
    }
    // Held back here behind this key's doubt under this target, elsewhere: settled with it (a rejection was not created).
    settled.push(
      ...(await settleHeldUnderOtherTargets(
        tx,
        key,
        { instanceId: request.instanceId, payloadHash: creator?.payloadHash },
        answer.at,
      )),
    );
    for (const runId of new Set(settled.map((s) => s.runId))) await tx.runs.refreshRunCounts(runId);
    // "Not created" here settles nothing there: the next upload holds it again while that doubt lasts.
    const heldThere = request.instanceId
      ? undefined
      : rows.map((row) => readHeldThere(row.detail, displayKey(row))).find((there) => there !== undefined);
    return {
      key: displayKey(first),
      targetIdentity: first.targetIdentity,
      instanceId: request.instanceId,
      settled,
      heldThere,
    };
  });
}

function severalError(reference: string, rows: InvoiceRow[]): ResolveRefusedError {
  const listed = rows
    .map((row) => `${displayKey(row)} (InvoiceId ${row.invoiceId ?? '?'}) on ${row.targetIdentity}`)
    .join('; ');
  const refusal = {
    kind: 'several' as const,
    found: `"${reference}" names several in-doubt invoices: ${listed}`,
    exampleKey: new Set(rows.map(displayKey)).size > 1 ? displayKey(rows[0] as InvoiceRow) : undefined,
    severalTargets: new Set(rows.map((row) => row.targetIdentity)).size > 1,
  };
  const ask = [
    refusal.exampleKey !== undefined ? `name one by its key, e.g. ${refusal.exampleKey}` : '',
    refusal.severalTargets ? 'name the target identity' : '',
  ].filter(Boolean);
  return new ResolveRefusedError(`${refusal.found}; ${ask.join(', and ')}`, refusal);
}

async function notInDoubtMessage(journal: Journal, reference: string): Promise<string> {
  const latest = await journal.resolve.findLatestByReference(reference);
  if (!latest) return `no invoice with InvoiceId or PayeeId/Invoice_Number "${reference}" is in the journal`;
  const instance = latest.instanceId ? ` as instance ${latest.instanceId}` : '';
  // In the words of the listings: a clerk who sees "resolved: not created" in `journal` must read the same here.
  return `"${reference}" is not in doubt: its latest row (run ${latest.runId}) is ${liveRowWord(latest)}${instance}`;
}
